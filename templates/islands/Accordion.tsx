/** An FAQ accordion island (home 10, treatment and service pages 5, landing 4). */
import type { FaqItem } from '../../contract/content/common.ts';
import { Icon } from '../partials/Icon.tsx';
import { useAccordion } from './runtime/accordion.ts';
import { island } from './define.tsx';

function AccordionView({ items, group }: { items: FaqItem[]; group: string }) {
  const item = useAccordion();
  return (
    <div data-accordion="" className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((q, i) => (
        <details key={q.question} name={group} className="group/faq px-5 sm:px-6" {...item(i).details}>
          <summary className="flex items-start justify-between gap-4 py-5 text-left text-base font-semibold text-ink sm:text-lg" {...item(i).summary}>
            <span>{q.question}</span>
            <Icon name="chevron" className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open/faq:rotate-180" />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-700">{q.answer}</p>
        </details>
      ))}
    </div>
  );
}

export const Accordion = island('Accordion', AccordionView);
