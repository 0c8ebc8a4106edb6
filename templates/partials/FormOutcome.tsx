/**
 * The page a form sent without JavaScript lands on, stored or not: a heading, one message for each
 * way of landing there (the address's anchor picks it with CSS :target, no script needed; each
 * anchor's scroll margin keeps the page at its top), the general message when there is no anchor,
 * the next steps and the call and home buttons.
 */
import { usePage } from '../context.ts';
import { ActionLink, CrisisCall } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { wholeNumbers } from './phones.tsx';

export interface Outcome {
  icon: 'check' | 'alert';
  heading: string;
  /** Shown only when the address ends in #id. */
  byAnchor: readonly { id: string; text: string }[];
  /** Shown when the address names none of them. */
  message: string;
  nextSteps: readonly string[];
  homeLabel: string;
}

export function FormOutcome({ outcome }: { outcome: Outcome }) {
  const { href } = usePage();
  const { icon, heading, byAnchor, message, nextSteps, homeLabel } = outcome;
  const badge = icon === 'check' ? 'bg-brand-700 text-white' : 'bg-amber-100 text-amber-900';
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
        <Icon name={icon} className={`mx-auto h-14 w-14 rounded-full p-3 ${badge}`} />
        <h1 className="mt-6 text-3xl font-bold text-ink sm:text-4xl">{heading}</h1>
        {byAnchor.map(({ id, text }) => <p key={id} id={id} className="peer hidden scroll-mt-[100vh] target:block mt-4 text-lg text-slate-700">{wholeNumbers(text)}</p>)}
        <p className="mt-4 text-lg text-slate-700 peer-target:hidden">{wholeNumbers(message)}</p>
        <ul className="mx-auto mt-8 max-w-xl space-y-3 text-left">
          {nextSteps.map((s) => <li key={s} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"><Icon name="arrow" className="h-5 w-5 shrink-0 text-brand-700" /><span>{wholeNumbers(s)}</span></li>)}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CrisisCall size="lg" />
          <ActionLink action={{ label: homeLabel, href: href('/'), variant: 'secondary' }} />
        </div>
      </div>
    </section>
  );
}
