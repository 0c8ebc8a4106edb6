/** The treatment FAQ (SPEC 2.7): category chips, accordion with search phrases and related questions, a call-to-action card. */
import { FAQ_ANCHORS as A } from '../../contract/routes.ts';
import type { FaqPage as Data } from '../../contract/content/faq.ts';
import { fill } from '../../contract/messages.ts';
import { usePage } from '../context.ts';
import { FaqExplorer } from '../islands/FaqExplorer.tsx';
import { ActionLink, CrisisCall } from '../partials/Button.tsx';
import { Breadcrumb } from '../partials/Breadcrumb.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { sourceWords } from '../partials/sources.tsx';

export function FaqPage({ data }: { data: Data }) {
  const page = usePage();
  const { site, messages, href } = page;
  const { crisisLine, ...words } = messages.faqPage;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumb items={[{ label: messages.home, href: href('/') }, { label: messages.faqCrumb }, { label: data.heading }]} />
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{data.heading}</h1>
          <p className="mt-4 text-lg text-brand-50">{wholeNumbers(data.intro)}</p>
        </div>
      </section>
      <div id={A.questions} className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <FaqExplorer categories={data.categories} items={data.items} source={sourceWords(page)} words={words} />
        <section id={A.contact} aria-labelledby="faq-cta-title" className="mt-14 rounded-2xl bg-brand-800 p-8 text-center text-white">
          <h2 id="faq-cta-title" className="text-2xl font-bold">{data.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{wholeNumbers(data.cta.text)}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <CrisisCall label={data.cta.callLabel} size="lg" variant="secondary" />
            <ActionLink action={{ label: data.cta.askLabel, href: href('/#contact'), variant: 'outline' }} size="lg" />
          </div>
          <p className="mt-4 text-sm text-brand-50">{wholeNumbers(fill(crisisLine, { phone: site.crisisLine.display }))}</p>
        </section>
      </div>
    </>
  );
}
