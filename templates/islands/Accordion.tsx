/** An FAQ accordion island (home 10, treatment and service pages 5, landing 4). */
import type { FaqItem } from '../../contract/content/common.ts';
import { FaqDetails } from '../partials/FaqDetails.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { SourceLine, type SourceWords } from '../partials/sources.tsx';
import { useAccordion } from './runtime/accordion.ts';
import { island } from './define.tsx';

/** `source`: the words around a source's title (sourceWords), for answers that cite one. */
function AccordionView({ items, group, source }: { items: FaqItem[]; group: string; source?: SourceWords }) {
  const item = useAccordion();
  return (
    <div data-accordion="" className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((q, i) => (
        <FaqDetails key={q.question} question={q.question} group={group} wiring={item(i)}>
          <p className="pb-5 leading-relaxed text-slate-700">{wholeNumbers(q.answer)}</p>
          {q.source && source && <SourceLine source={q.source} words={source} className="-mt-3 pb-5 text-sm text-slate-600" />}
        </FaqDetails>
      ))}
    </div>
  );
}

export const Accordion = island('Accordion', AccordionView);
