/**
 * Where a form posted without JavaScript lands once the request is stored: at its form's anchor
 * (/thank-you#sent-crisis), where the page shows the promise that form's own confirmation makes, with
 * no script (CSS :target; the anchor's scroll margin keeps the page at its top). Opened without one,
 * it shows its general message.
 */
import type { ThankYouPage as Data } from '../../contract/content/thank-you.ts';
import { SENT_ANCHORS } from '../../contract/routes.ts';
import { usePage } from '../context.ts';
import { ActionLink, CrisisCall } from '../partials/Button.tsx';
import { Icon } from '../partials/Icon.tsx';

export function ThankYouPage({ data }: { data: Data }) {
  const { href, messages } = usePage();
  const { forms } = messages;
  const sent = 'hidden scroll-mt-[100vh] target:block mt-4 text-lg text-slate-700';
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
        <Icon name="check" className="mx-auto h-14 w-14 rounded-full bg-brand-700 p-3 text-white" />
        <h1 className="mt-6 text-3xl font-bold text-ink sm:text-4xl">{data.heading}</h1>
        <p id={SENT_ANCHORS.crisis} className={`peer/crisis ${sent}`}>{forms.crisis.confirmedBody}</p>
        <p id={SENT_ANCHORS.consultation} className={`peer/consultation ${sent}`}>{forms.consultation.confirmedBody}</p>
        <p id={SENT_ANCHORS.insurance} className={`peer/insurance ${sent}`}>{forms.insurance.confirmedBody}</p>
        <p className="mt-4 text-lg text-slate-700 peer-target/crisis:hidden peer-target/consultation:hidden peer-target/insurance:hidden">{data.message}</p>
        <ul className="mx-auto mt-8 max-w-xl space-y-3 text-left">
          {data.nextSteps.map((s) => <li key={s} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"><Icon name="arrow" className="h-5 w-5 shrink-0 text-brand-700" /><span>{s}</span></li>)}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CrisisCall size="lg" />
          <ActionLink action={{ label: data.homeLabel, href: href('/'), variant: 'secondary' }} />
        </div>
      </div>
    </section>
  );
}
