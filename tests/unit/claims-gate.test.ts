/**
 * The going-live gate reads the registry and the clinical reviews: an unconfirmed fact and a page
 * not reviewed by a clinician in the last 12 months are refused, each at its line; `site check`
 * warns from 11 months on. The small test site has every fact confirmed and every page reviewed
 * on 2026-10-01.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataFile, SourceFile } from '../../generator/pipeline.ts';
import { launchBlockers, reviewsDue, reviewState } from '../../generator/validate/stand-ins.ts';
import { validate } from '../../generator/validate/index.ts';
import { fixtureContent, replacing } from '../helpers/fixtures.ts';
import { parseContent } from '../helpers/languages.ts';

let site: SourceFile[];
beforeAll(async () => { site = await fixtureContent('minimal-site', 'guide-and-faq'); });

/** The gate's items about facts and reviews (the fixture's stand-in pictures aside), with `edits` made. */
function gate(today: string, edits: Record<string, (t: string) => string> = {}) {
  const files = site.map((f) => (f.type === 'data' && edits[f.path] ? parseContent(f.path, edits[f.path]!(f.text)) : f));
  const checked = validate(files);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const data = files.filter((f): f is DataFile => f.type === 'data');
  const items = launchBlockers(data, checked.content.site, today).filter((i) => i.field.startsWith('facts.') || i.field.startsWith('clinicalReview'));
  return { items: items.map((i) => `${i.file}:${i.line} ${i.field}`), reasons: items.map((i) => i.reason), due: reviewsDue(data, today).map((i) => i.file) };
}

describe('the gate on the registry and the clinical reviews', () => {
  it('lets confirmed facts and reviews under 11 months through, with nothing to warn of', () => {
    expect(gate('2026-11-22')).toEqual({ items: [], reasons: [], due: [] });
  });

  it('refuses an unconfirmed fact at its line, saying what to check', () => {
    const { items, reasons } = gate('2026-11-22', { 'site.yaml': replacing('payers: { confirmed: true', 'payers: { confirmed: false') });
    expect(items).toEqual(['site.yaml:22 facts.payers.confirmed']);
    expect(reasons[0]).toMatch(/payers .* not confirmed against the center's contracts/);
    const staff = gate('2026-11-22', { 'site.yaml': replacing('name: Cy Three, role: Therapist, credentials: [LMFT], specialties: [Family therapy], experience: Six years., confirmed: true', 'name: Cy Three, role: Therapist, credentials: [LMFT], specialties: [Family therapy], experience: Six years., confirmed: false') });
    expect(staff.reasons).toEqual(["Cy Three's role and credentials are not confirmed against their license: check it, then set confirmed: true"]);
  });

  it('warns from 11 months after a review and refuses from 12, page by page', () => {
    const reviewed = ['faq/questions.yaml', 'resources/family-guide.md', 'services/medical-detox.yaml', 'treatment/alcohol-addiction.yaml', 'treatment/heroin-addiction.yaml'];
    const at11 = gate('2027-09-01');
    expect(at11.items).toEqual([]);
    expect(at11.due.sort()).toEqual(reviewed);
    const at12 = gate('2027-10-01');
    expect(at12.items.map((i) => i.split(':')[0]).sort()).toEqual(reviewed);
    expect(at12.reasons[0]).toMatch(/^clinically reviewed on 2026-10-01, more than 12 months ago/);
  });

  it('refuses a page no clinician has reviewed yet', () => {
    const { items, reasons } = gate('2026-11-22', { 'treatment/heroin-addiction.yaml': replacing('date: "2026-10-01"', 'date: pending') });
    expect(items).toEqual(['treatment/heroin-addiction.yaml:46 clinicalReview.date']);
    expect(reasons[0]).toMatch(/no clinician has reviewed this page/);
  });

  it('counts months by the calendar', () => {
    expect(reviewState({ reviewer: 'x', date: '2026-01-31' }, '2026-12-30')).toBe('current');
    expect(reviewState({ reviewer: 'x', date: '2026-01-31' }, '2026-12-31')).toBe('due');
    expect(reviewState({ reviewer: 'x', date: '2026-01-15' }, '2027-01-14')).toBe('due');
    expect(reviewState({ reviewer: 'x', date: '2026-01-15' }, '2027-01-15')).toBe('overdue');
    expect(reviewState({ reviewer: 'x', date: '2026-01-15' }, '2026-12-14')).toBe('current');
  });
});
