/** Substance and service pages share this template (SPEC 2.5). */
import { TREATMENT_ANCHORS as A } from '../../contract/routes.ts';
import type { TreatmentPage as Data } from '../../contract/content/treatment.ts';
import { usePage } from '../context.ts';
import { ActionLink, CrisisCall } from '../partials/Button.tsx';
import { Card, CardGrid, Stats } from '../partials/Cards.tsx';
import { Shared } from '../partials/Shared.tsx';
import { Accordion } from '../islands/Accordion.tsx';
import { Icon } from '../partials/Icon.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { Section } from '../partials/Section.tsx';
import { SourceLine, sourceWords } from '../partials/sources.tsx';

export function TreatmentPage({ data, kind }: { data: Data; kind: 'treatment' | 'service' }) {
  const page = usePage();
  const { messages, href } = page;
  const source = sourceWords(page);
  const m = messages.treatment;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{kind === 'treatment' ? m.eyebrowTreatment : m.eyebrowService}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight wrap-break-word min-[22.5rem]:text-4xl sm:text-5xl">{data.hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">{wholeNumbers(data.hero.subtitle)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CrisisCall size="lg" variant="emergency" />
            <ActionLink action={{ label: m.verifyInsurance, href: href('/#insurance-form'), variant: 'outline' }} size="lg" />
          </div>
          <div className="mt-10"><Stats stats={data.hero.stats} light /></div>
        </div>
      </section>

      <Section id={A.overview} title={data.overview.title} intro={data.overview.description}>
        {data.overview.source && <SourceLine source={data.overview.source} words={source} className="-mt-6 mb-8 text-center text-xs text-slate-600" />}
        <CardGrid>
          {data.overview.features.map((f) => (
            <Card key={f.title} title={f.title} accent={<Icon name="check" className="mb-3 h-7 w-7 text-brand-700" />} description={f.description} source={f.source} />
          ))}
        </CardGrid>
      </Section>

      <Section id={A.signs} title={data.signs.title} intro={data.signs.description} tone="tint">
        <ol className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {data.signs.symptoms.map((s, i) => (
            <li key={s} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">{i + 1}</span>
              <span className="leading-relaxed text-slate-800">{wholeNumbers(s)}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id={A.approach} title={data.approach.title} intro={data.approach.description}>
        <CardGrid cols="md:grid-cols-2">
          {data.approach.methods.map((method) => <Card key={method.title} title={method.title} description={method.description} source={method.source} />)}
        </CardGrid>
      </Section>

      {data.insurance && (
        <Section id={A.insurance} title={data.insurance.title} intro={data.insurance.description} tone="tint">
          <ul className="mx-auto grid max-w-3xl gap-3">
            {data.insurance.points.map((p) => (
              <li key={p} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"><Icon name="shield" className="h-6 w-6 shrink-0 text-brand-700" /><span>{wholeNumbers(p)}</span></li>
            ))}
          </ul>
          <div className="mt-8 text-center"><ActionLink action={{ label: m.verifyMyInsurance, href: href('/#insurance-form'), variant: 'primary' }} /></div>
        </Section>
      )}

      {kind === 'treatment' && <Shared part="talk" />}

      <Section id={A.faq} title={m.faq} tone={kind === 'treatment' ? 'white' : 'tint'}>
        <Accordion items={data.faq} source={source} group="faq" />
      </Section>

      <Section id={A.related} title={m.related} tone={kind === 'treatment' ? 'tint' : 'white'}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.relatedTreatments.map((r) => (
            <li key={r.href}>
              <a href={r.href} className="flex h-full items-center justify-between gap-3 rounded-xl bg-white p-5 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
                {r.name}<Icon name="arrow" className="h-5 w-5 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Shared part="emergency" />
    </>
  );
}
