/**
 * Reasons to write nothing, found only once the pages have rendered:
 * structured data missing a field search engines require, or a page over the
 * JavaScript budget.
 */
import { JS_BUDGET_BYTES } from '../budget.ts';
import { problem, type Problem } from '../validate/problem.ts';
import { wholeFile } from '../validate/positions.ts';
import type { PageRecord } from '../pipeline.ts';

export interface Refusal { ok: false; problems: Problem[]; overBudget?: PageRecord[] }

/** The first reason to refuse the rendered pages, or undefined when there is none. */
export function refusals(records: readonly PageRecord[]): Refusal | undefined {
  // Plain loops: site dev asks on every save, over every page, and almost every page has nothing to say.
  const problems: Problem[] = [];
  const overBudget: PageRecord[] = [];
  for (const p of records) {
    for (const missing of p.structuredDataProblems) problems.push(problem('structured-data', missing, { ...wholeFile(p.source), field: '(structured data)' }));
    if (p.jsGzipBytes > JS_BUDGET_BYTES) overBudget.push(p);
  }
  if (problems.length) return { ok: false, problems };
  if (overBudget.length) return { ok: false, problems: [], overBudget };
  return undefined;
}
