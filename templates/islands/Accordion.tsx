/** An FAQ accordion island (home 10, treatment and service pages 5, landing 4). */
import type { FaqItem } from '../../contract/content/common.ts';
import { FaqDetails } from '../partials/FaqDetails.tsx';
import { useAccordion } from './runtime/accordion.ts';
import { island } from './define.tsx';

function AccordionView({ items, group }: { items: FaqItem[]; group: string }) {
  const item = useAccordion();
  return (
    <div data-accordion="" className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((q, i) => (
        <FaqDetails key={q.question} question={q.question} group={group} wiring={item(i)}>
          <p className="pb-5 leading-relaxed text-slate-700">{q.answer}</p>
        </FaqDetails>
      ))}
    </div>
  );
}

export const Accordion = island('Accordion', AccordionView);
