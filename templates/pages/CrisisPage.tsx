/** Crisis pages (SPEC 2.6): a hero that says what to do now, then the page's blocks. No forms. */
import type { CrisisBlock, CrisisPage as Data } from '../../contract/content/crisis.ts';
import { phoneLabel, resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { Actions } from '../partials/Button.tsx';
import { Card, CardGrid, Stats } from '../partials/Cards.tsx';
import { Icon } from '../partials/Icon.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { Section } from '../partials/Section.tsx';

type Item = Extract<CrisisBlock, { type: 'cards' }>['items'][number];

function ItemBody({ item }: { item: Item }) {
  return (
    <>
      {item.description && <p className="mt-2 leading-relaxed text-slate-700">{wholeNumbers(item.description)}</p>}
      {item.points && (
        <ul className="mt-3 space-y-1.5">
          {item.points.map((p) => <li key={p} className="flex gap-2 text-slate-800"><Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /><span>{wholeNumbers(p)}</span></li>)}
        </ul>
      )}
      {item.actions && <Actions actions={item.actions} className="mt-4" />}
    </>
  );
}

/** A numbers card's number itself, large, dialling the card's first action. */
function NumberLink({ href }: { href: string | undefined }) {
  const { site } = usePage();
  if (!href?.startsWith('tel:')) return null;
  return <a href={resolveHref(href, site)} className="mt-1 block text-2xl font-bold text-brand-800 hover:underline">{phoneLabel(href, site) ?? href.slice(4)}</a>;
}

function Block({ block, index }: { block: CrisisBlock; index: number }) {
  const tone = block.type === 'callout' ? (block.tone === 'urgent' ? 'urgent' : 'brand') : index % 2 === 0 ? 'white' : 'tint';
  return (
    <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
      {block.type === 'cards' && (
        <CardGrid cols={block.items.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-2'}>
          {block.items.map((item) => <Card key={item.title} title={item.title}><ItemBody item={item} /></Card>)}
        </CardGrid>
      )}
      {block.type === 'steps' && (
        <ol className="mx-auto grid max-w-4xl gap-4">
          {block.items.map((item, i) => (
            <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white" aria-hidden="true">{i + 1}</span>
              <div><h3 className="text-lg font-semibold text-ink">{item.title}</h3><ItemBody item={item} /></div>
            </li>
          ))}
        </ol>
      )}
      {block.type === 'list' && (
        <>
          <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
            {block.items.map((t) => <li key={t} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"><Icon name="alert" className="h-5 w-5 shrink-0 text-red-700" /><span>{wholeNumbers(t)}</span></li>)}
          </ul>
          {block.actions && <Actions actions={block.actions} size="lg" className="mt-6 justify-center" />}
        </>
      )}
      {block.type === 'numbers' && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((item) => (
            <Card as="li" key={item.title} title={item.title}>
              <NumberLink href={item.actions?.[0]?.href} />
              <ItemBody item={item} />
            </Card>
          ))}
        </ul>
      )}
      {block.type === 'facts' && (
        <div className="mx-auto max-w-4xl">
          <Stats stats={block.items} />
          {block.points && <ul className="mt-6 space-y-2">{block.points.map((p) => <li key={p} className="flex gap-2"><Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /><span>{wholeNumbers(p)}</span></li>)}</ul>}
        </div>
      )}
      {block.type === 'callout' && (
        <div className="mx-auto max-w-3xl text-center">
          {block.text && <p className={`text-lg leading-relaxed ${tone === 'brand' ? 'text-brand-50' : 'text-red-950'}`}>{wholeNumbers(block.text)}</p>}
          <Actions actions={block.actions} size="lg" className="mt-6 justify-center" onDark={tone === 'brand'} />
        </div>
      )}
    </Section>
  );
}

export function CrisisPage({ data }: { data: Data }) {
  const { messages } = usePage();
  return (
    <>
      {data.hero.banner && (
        <div role="alert" className="animate-emergency bg-red-700 px-4 py-3 text-center text-base font-bold text-white sm:text-lg">
          <Icon name="alert" className="mr-2 inline h-5 w-5 align-[-3px]" />{data.hero.banner}
        </div>
      )}
      <section className="bg-gradient-to-br from-slate-900 to-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          {data.hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{data.hero.eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{data.hero.title}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-100 sm:text-xl">{wholeNumbers(data.hero.subtitle)}</p>
          <Actions actions={data.hero.actions} size="lg" className="mt-8" />
          <p className="mt-6 text-sm text-slate-200">{messages.crisis911First}</p>
        </div>
      </section>
      {data.sections.map((b, i) => <Block key={b.title} block={b} index={i} />)}
    </>
  );
}
