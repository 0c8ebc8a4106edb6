/**
 * The treatment FAQ (SPEC 2.7): category chips filter the questions; a second
 * press shows all again. Each question shows up to two search phrases and its
 * related questions. Without JavaScript every category is listed.
 */
import { useState } from 'react';
import { FAQ_CATEGORIES, type FaqCategory } from '../../contract/content/faq-categories.ts';
import type { FaqPage } from '../../contract/content/faq.ts';
import type { Messages } from '../../contract/content/messages.ts';
import { FaqDetails } from '../partials/FaqDetails.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { SourceLine, type SourceWords } from '../partials/sources.tsx';
import { useAccordion } from './runtime/accordion.ts';
import { island } from './define.tsx';

function FaqExplorerView({ categories, items, words, source }: { categories: FaqPage['categories']; items: FaqPage['items']; words: Omit<Messages['faqPage'], 'crisisLine'>; source: SourceWords }) {
  const [filter, setFilter] = useState<FaqCategory | null>(null);
  const item = useAccordion();
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label={words.filter}>
        {FAQ_CATEGORIES.map((c) => (
          <li key={c}>
            <button
              type="button"
              data-category={c}
              aria-pressed={filter === c}
              onClick={() => setFilter(filter === c ? null : c)}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${filter === c ? 'bg-brand-700 text-white ring-brand-700' : 'bg-brand-50 text-brand-800 ring-brand-100 hover:bg-brand-100'}`}
            >
              {categories[c]}
            </button>
          </li>
        ))}
      </ul>
      <div data-accordion="">
        {FAQ_CATEGORIES.map((c) => (
          <section key={c} id={`category-${c}`} aria-labelledby={`category-${c}-title`} className="mt-10" hidden={filter !== null && filter !== c}>
            <h2 id={`category-${c}-title`} className="text-2xl font-bold text-ink">{categories[c]}</h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              {items.map((q, i) => q.category !== c ? null : (
                <FaqDetails key={q.question} question={q.question} group="treatment-faq" wiring={item(i)} large category={c}>
                  <div className="pb-5">
                    <ul className="flex flex-wrap gap-2" aria-label={words.alsoSearch}>
                      {q.searchQueries.slice(0, 2).map((s) => <li key={s} className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700">“{s}”</li>)}
                    </ul>
                    <p className="mt-3 leading-relaxed text-slate-800">{wholeNumbers(q.answer)}</p>
                    {q.source && <SourceLine source={q.source} words={source} className="mt-1 text-sm text-slate-600" />}
                    {q.followUpQuestions.length > 0 && (
                      <div className="mt-4">
                        <p className="text-sm font-semibold text-ink">{words.related}</p>
                        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">{q.followUpQuestions.map((f) => <li key={f}>{f}</li>)}</ul>
                      </div>
                    )}
                  </div>
                </FaqDetails>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

export const FaqExplorer = island('FaqExplorer', FaqExplorerView);
