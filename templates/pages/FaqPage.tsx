/** The treatment FAQ (SPEC 2.7): category chips, accordion with search phrases and related questions, a call-to-action card. */
import { FAQ_ANCHORS as A } from '../../generator/schema/anchors.ts';
import { FAQ_CATEGORIES, type FaqPage as Data } from '../../generator/schema/faq.ts';
import { usePage } from '../context.ts';
import { ActionLink, CrisisCall } from '../partials/Button.tsx';
import { Breadcrumb } from '../partials/Breadcrumb.tsx';
import { Icon } from '../partials/Icon.tsx';

export function FaqPage({ data }: { data: Data }) {
  const { site } = usePage();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'FAQ' }, { label: data.heading }]} />
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{data.heading}</h1>
          <p className="mt-4 text-lg text-brand-50">{data.intro}</p>
        </div>
      </section>
      <div id={A.questions} className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <nav aria-label="Question categories">
          <ul className="flex flex-wrap gap-2">
            {FAQ_CATEGORIES.map((c) => (
              <li key={c}><a href={`#category-${c}`} data-category={c} className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100">{data.categories[c]}</a></li>
            ))}
          </ul>
        </nav>
        {FAQ_CATEGORIES.map((c) => {
          const items = data.items.filter((i) => i.category === c);
          return (
            <section key={c} id={`category-${c}`} aria-labelledby={`category-${c}-title`} className="mt-10">
              <h2 id={`category-${c}-title`} className="text-2xl font-bold text-ink">{data.categories[c]}</h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                {items.map((item) => (
                  <details key={item.question} name="treatment-faq" className="group/faq px-5 sm:px-6" data-category={c}>
                    <summary className="flex items-start justify-between gap-4 py-5 text-left text-lg font-semibold text-ink">
                      <span>{item.question}</span>
                      <Icon name="chevron" className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open/faq:rotate-180" />
                    </summary>
                    <div className="pb-5">
                      <ul className="flex flex-wrap gap-2" aria-label="People also search for">
                        {item.searchQueries.slice(0, 2).map((q) => <li key={q} className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700">“{q}”</li>)}
                      </ul>
                      <p className="mt-3 leading-relaxed text-slate-800">{item.answer}</p>
                      {item.followUpQuestions.length > 0 && (
                        <div className="mt-4">
                          <p className="text-sm font-semibold text-ink">Related questions</p>
                          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">{item.followUpQuestions.map((q) => <li key={q}>{q}</li>)}</ul>
                        </div>
                      )}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          );
        })}
        <section id={A.contact} aria-labelledby="faq-cta-title" className="mt-14 rounded-2xl bg-brand-800 p-8 text-center text-white">
          <h2 id="faq-cta-title" className="text-2xl font-bold">{data.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{data.cta.text}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <CrisisCall label={data.cta.callLabel} size="lg" variant="secondary" />
            <ActionLink action={{ label: data.cta.askLabel, href: '/#consultation-form', variant: 'outline' }} size="lg" />
          </div>
          <p className="mt-4 text-sm text-brand-50">Crisis line {site.crisisLine.display}, 24/7.</p>
        </section>
      </div>
    </>
  );
}
