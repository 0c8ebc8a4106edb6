/** The medically reviewed guide (SPEC 2.7). `bodyHtml` is the Markdown body, rendered by the render stage. */
import { GUIDE_ANCHORS as A } from '../../contract/routes.ts';
import type { Guide } from '../../contract/content/guide.ts';
import { fill } from '../../contract/messages.ts';
import { usePage } from '../context.ts';
import { CrisisCall } from '../partials/Button.tsx';
import { Breadcrumb } from '../partials/Breadcrumb.tsx';
import { formatDate } from '../partials/dates.ts';
import { Icon } from '../partials/Icon.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { Section } from '../partials/Section.tsx';
import { Cited, sourceWords, titlesLanguage } from '../partials/sources.tsx';

export function GuidePage({ data, bodyHtml }: { data: Omit<Guide, 'body'>; bodyHtml: string }) {
  const page = usePage();
  const { messages, href, site } = page;
  const m = messages.guide;
  // The references are cited as the first language's page cites them (sources.tsx).
  const titles = titlesLanguage(page);
  const source = sourceWords(page);
  // The reviewer is a clinician of the registry; the build refuses an id it does not list.
  const r = site.facts.staff.find((s) => s.id === data.clinicalReview.reviewer)!;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumb items={[{ label: messages.home, href: href('/') }, { label: m.resources }, { label: data.breadcrumb }]} />
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{data.title}</h1>
          <p className="mt-4 text-lg text-brand-50">{wholeNumbers(data.description)}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
            <span className="flex items-center gap-1.5"><Icon name="clock" className="h-4 w-4" />{fill(m.readTime, { time: data.readTime })}</span>
            <span>{m.lastUpdated} <time dateTime={data.lastUpdated}>{formatDate(data.lastUpdated, messages.dateLocale)}</time></span>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <aside aria-label={m.reviewer} className="-mt-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{m.reviewedBy}</p>
          <p className="mt-1 text-xl font-bold text-ink">{r.name}, {r.credentials.join(', ')}</p>
          <p className="font-medium text-slate-800">{r.role}</p>
          {/* The message ends the experience with its own full stop. */}
          <p className="mt-2 text-sm text-slate-700">{fill(m.experience, { experience: r.experience.replace(/\.$/, ''), specialties: r.specialties.join(', ') })}</p>
        </aside>

        <section id={A.facts} aria-labelledby="facts-title" className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <h2 id="facts-title" className="text-2xl font-bold text-ink">{m.keyFacts}</h2>
          <ul className="mt-4 space-y-2">
            {data.keyPoints.map((p) => <li key={p} className="flex gap-2"><Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /><span>{wholeNumbers(p)}</span></li>)}
          </ul>
        </section>

        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {data.statistics.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200">
              <dt className="text-sm text-slate-700">{s.label}<span className="mt-1 block text-xs text-slate-600"><Cited source={s.source} words={source} /></span></dt>
              <dd className="text-3xl font-bold text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>

        <article className="prose-guide mt-6 text-lg text-slate-800" dangerouslySetInnerHTML={{ __html: bodyHtml }} />

        <section id={A.sections} aria-labelledby="medical-title" className="mt-12">
          <h2 id="medical-title" className="text-3xl font-bold text-ink">{m.medicalInformation}</h2>
          {data.medicalInfo.map((info) => (
            <div key={info.title} className="mt-8">
              <h3 className="text-xl font-semibold text-ink">{info.title}</h3>
              {info.content.split(/\n{2,}/).map((p) => <p key={p} className="mt-3 leading-relaxed text-slate-800">{wholeNumbers(p)}</p>)}
              <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200"><strong className="text-ink">{m.evidence}</strong> {info.evidence}</p>
            </div>
          ))}
        </section>

        <section id={A.citations} aria-labelledby="citations-title" className="mt-12">
          <h2 id="citations-title" className="text-2xl font-bold text-ink">{m.references}</h2>
          <ol className="mt-4 list-decimal space-y-3 pl-6 text-slate-800">
            {data.citations.map((c) => (
              <li key={c.title}>
                <span lang={titles}>{c.authors.join(', ')} ({c.year}). {c.url ? <a href={c.url} className="font-medium text-brand-700 underline" rel="noopener">{c.title}</a> : <cite className="not-italic font-medium">{c.title}</cite>}. <em>{c.journal}</em>.</span> <span className="text-sm text-slate-600">[{m.citationTypes[c.type]}]</span>
              </li>
            ))}
          </ol>
        </section>

        <section id={A.disclaimer} aria-labelledby="disclaimer-title" className="my-12 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
          <h2 id="disclaimer-title" className="text-lg font-bold text-ink">{m.disclaimer}</h2>
          <p className="mt-2 text-slate-800">{wholeNumbers(data.medicalDisclaimer)}</p>
        </section>
      </div>

      <Section tone="brand" title={m.ctaTitle} intro={m.ctaIntro}>
        <div className="flex justify-center"><CrisisCall size="lg" variant="secondary" /></div>
      </Section>
    </>
  );
}
