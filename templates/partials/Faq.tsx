/**
 * An FAQ accordion. Without JavaScript it is a group of <details> sharing a
 * name, so the browser keeps one item open at a time.
 */
import type { FaqItem } from '../../generator/schema/common.ts';
import { Icon } from './Icon.tsx';

export function Faq({ items, group }: { items: readonly FaqItem[]; group: string }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} name={group} className="group/faq px-5 sm:px-6">
          <summary className="flex items-start justify-between gap-4 py-5 text-left text-base font-semibold text-ink sm:text-lg">
            <span>{item.question}</span>
            <Icon name="chevron" className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open/faq:rotate-180" />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
