/** One FAQ question as <details>/<summary>, shared by the FAQ islands; the answer goes inside. */
import type { ReactNode } from 'react';
import type { AccordionItem } from '../islands/runtime/accordion.ts';
import { Icon } from './Icon.tsx';

export function FaqDetails({ question, group, wiring, large = false, category, children }: {
  question: string;
  /** The <details> name: one group opens one item at a time, even without JavaScript. */
  group: string;
  wiring: AccordionItem;
  /** Large questions at every width (the FAQ page); otherwise large from the sm breakpoint up. */
  large?: boolean;
  category?: string;
  children: ReactNode;
}) {
  return (
    <details name={group} className="group/faq px-5 sm:px-6" data-category={category} {...wiring.details}>
      <summary className={`flex items-start justify-between gap-4 py-5 text-left font-semibold text-ink ${large ? 'text-lg' : 'text-base sm:text-lg'}`} {...wiring.summary}>
        <span>{question}</span>
        <Icon name="chevron" className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open/faq:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
