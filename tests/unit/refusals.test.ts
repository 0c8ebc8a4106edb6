/** The reasons a build that rendered every page still writes nothing (generator/emit/refusals.ts). */
import { describe, expect, it } from 'vitest';
import { JS_BUDGET_BYTES } from '../../generator/budget.ts';
import { refusals } from '../../generator/emit/refusals.ts';
import type { PageRecord } from '../../generator/pipeline.ts';

const page = (file: string, own: Partial<PageRecord> = {}): PageRecord => ({
  kind: 'treatment', route: `/${file.replace(/\.html$/, '')}`, file, indexable: true, alternates: [], islands: [],
  jsGzipBytes: 0, source: `${file.replace(/\.html$/, '')}.yaml`, structuredDataProblems: [], bytes: 1000, ...own,
});

describe('refusals', () => {
  it('lets pages within the budget and with complete structured data through', () => {
    expect(refusals([page('a.html'), page('b.html', { jsGzipBytes: JS_BUDGET_BYTES })])).toBeUndefined();
  });

  it('refuses structured data missing a value, as a problem in the page content file', () => {
    const refused = refusals([page('treatment/x.html', { source: 'treatment/x.yaml', structuredDataProblems: [{ item: 'FAQPage', field: 'mainEntity' }] })]);
    expect(refused?.problems).toEqual([expect.objectContaining({
      code: 'structured-data', file: 'treatment/x.yaml', line: 1, column: 1, field: '(structured data)',
      expected: 'FAQPage with mainEntity filled in (search engines require it)', got: 'FAQPage without mainEntity',
    })]);
    expect(refused?.overBudget).toBeUndefined();
  });

  it('refuses the pages over the JavaScript budget, naming them, with no content problem', () => {
    const over = page('faq.html', { jsGzipBytes: JS_BUDGET_BYTES + 1, islands: ['FaqExplorer'] });
    const refused = refusals([page('a.html'), over]);
    expect(refused).toEqual({ ok: false, problems: [], overBudget: [over] });
  });

  it('reports missing structured data first: those pages are refused before the budget is looked at', () => {
    const refused = refusals([page('a.html', { jsGzipBytes: JS_BUDGET_BYTES + 1, structuredDataProblems: [{ item: 'Organization', field: 'telephone' }] })]);
    expect(refused?.problems.map((p) => p.code)).toEqual(['structured-data']);
    expect(refused?.overBudget).toBeUndefined();
  });
});
