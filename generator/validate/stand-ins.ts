/**
 * What must change before the site goes live: every stand-in the content
 * marks `placeholder: true` (the license, reviews, pictures, staff), legal
 * wording marked `counselReview: pending`, the reserved example address and
 * fictional phone number it ships with, an expired license, a fact of the registry
 * not confirmed, and a page of medical content not reviewed by a clinician in the
 * last 12 months. `site build --production` refuses to build while any is
 * left; the build summary counts the stand-ins in site.yaml. Pure.
 */
import type { DataFile } from '../pipeline.ts';
import type { Site } from '../../contract/content/site.ts';
import { unconfirmedFacts, type ClinicalReview } from '../../contract/content/facts.ts';
import { formatPath, positionOf } from './positions.ts';
import { translationsBehind } from './translations.ts';

type Key = string | number;

export interface LaunchItem {
  /** Path relative to the content folder. */
  file: string;
  line: number;
  column: number;
  field: string;
  /** What is wrong, in an operator's words. */
  reason: string;
}

export const isPlaceholder = (o: Record<string, unknown>) => o.placeholder === true;
export const awaitsCounsel = (o: Record<string, unknown>) => o.counselReview === 'pending';

/** The path of every object in `data` that `isMarked` picks. The path is copied only for a find. */
export function markedPaths(data: unknown, isMarked: (o: Record<string, unknown>) => boolean, path: Key[] = [], out: Key[][] = []): Key[][] {
  if (Array.isArray(data)) {
    data.forEach((x, i) => {
      path.push(i);
      markedPaths(x, isMarked, path, out);
      path.pop();
    });
  } else if (data && typeof data === 'object') {
    if (isMarked(data as Record<string, unknown>)) out.push([...path]);
    for (const k in data) {
      const v = (data as Record<string, unknown>)[k];
      if (v && typeof v === 'object') {
        path.push(k);
        markedPaths(v, isMarked, path, out);
        path.pop();
      }
    }
  }
  return out;
}

/** What a stand-in at this path is, by where it sits. */
export function describeStandIn(path: readonly Key[]): string {
  if (path[0] === 'license') return 'the state license (number, expiry and record links) is a stand-in';
  if (path[0] === 'accreditations') return 'a stand-in accreditation';
  if (path[0] === 'compliance') return 'the compliance contact (title and email) is a stand-in';
  if (path.includes('rating')) return 'stand-in reviews and rating: the FTC rule on fake reviews (16 CFR Part 465) forbids publishing reviews that are not from real customers';
  if (path.includes('staff')) return 'a stand-in clinician (name, role and credentials)';
  if (path.includes('members')) return 'a stand-in portrait of a staff member';
  return 'a stand-in picture';
}

/** The stand-ins site.yaml still has, for the build summary: "the state license ...". */
export function siteStandIns(site: Site): string[] {
  return markedPaths(site, isPlaceholder).map(describeStandIn);
}

/** What an unconfirmed group of the registry is, in an operator's words. */
function describeUnconfirmed(path: readonly Key[], site: Site): string {
  const check = 'check it, then set confirmed: true';
  switch (path[0]) {
    case 'license': return `what the license covers (facts.license) is not confirmed against the DHCS license: ${check}`;
    case 'payers': return `the payers (facts.payers) are not confirmed against the center's contracts: ${check}`;
    case 'staff': return `${site.facts.staff[path[1] as number]!.name}'s role and credentials are not confirmed against their license: ${check}`;
    case 'programs': return `the programs (facts.programs) are not confirmed against the license and staffing: ${check}`;
    case 'amenities': return `the rooms and amenities (facts.amenities) are not confirmed against the facility: ${check}`;
    default: return `the languages the crisis line is answered in (facts.phoneLine) are not confirmed: ${check}`;
  }
}

/** The day `months` after an ISO date, as an ISO date. */
function monthsAfter(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * A page's clinical review as the gate and `site check` see it: pending, overdue (12 months or
 * more: --production refuses), due soon (11 months: site check warns), or current.
 */
export function reviewState(review: ClinicalReview, today: string): 'pending' | 'overdue' | 'due' | 'current' {
  if (review.date === 'pending') return 'pending';
  if (monthsAfter(review.date, 12) <= today) return 'overdue';
  return monthsAfter(review.date, 11) <= today ? 'due' : 'current';
}

const reviewOf = (file: DataFile) => (file.data as { clinicalReview?: ClinicalReview } | undefined)?.clinicalReview;

/** Pages whose clinical review is 11 months old or more, for `site check` to warn about. */
export function reviewsDue(files: readonly DataFile[], today: string): LaunchItem[] {
  return files.flatMap((file) => {
    const review = reviewOf(file);
    const state = review && reviewState(review, today);
    if (state !== 'due' && state !== 'overdue') return [];
    const pos = positionOf(file, ['clinicalReview', 'date']);
    const when = state === 'due' ? 'it must be reviewed again before it is 12 months old' : '`site build --production` refuses it until it is reviewed again';
    return [{ file: file.path, line: pos.line, column: pos.column, field: 'clinicalReview.date', reason: `clinically reviewed on ${review!.date}: ${when}` }];
  });
}

/** The reserved example domains (RFC 2606) and the US numbers set aside for fiction (555-0100 to 555-0199). */
const EXAMPLE_HOST = /\.(?:example|test|invalid|localhost)$/;
const FICTIONAL_TEL = /^\+?1?\d{3}55501\d{2}$/;

/** Everything that keeps the content from going live, with where it is. */
export function launchBlockers(files: readonly DataFile[], site: Site, today: string): LaunchItem[] {
  const items: LaunchItem[] = [];
  const at = (file: DataFile, path: Key[], reason: string) => {
    const pos = positionOf(file, path);
    items.push({ file: file.path, line: pos.line, column: pos.column, field: formatPath(path), reason });
  };
  for (const file of files) {
    for (const path of markedPaths(file.data, isPlaceholder)) at(file, path, `${describeStandIn(path)} (placeholder: true)`);
    ((file.data as { claimWaivers?: { reviewer: string; phrase: string }[] } | undefined)?.claimWaivers ?? []).forEach((w, i) => {
      const reviewer = site.facts.staff.find((s) => s.id === w.reviewer);
      if (reviewer && !reviewer.confirmed) at(file, ['claimWaivers', i, 'reviewer'], `the waiver for "${w.phrase}" is signed by ${reviewer.name}, whose role and credentials are not confirmed`);
    });
    const review = reviewOf(file);
    const state = review && reviewState(review, today);
    if (state === 'pending') at(file, ['clinicalReview', 'date'], 'no clinician has reviewed this page\u2019s medical content yet (date: pending): have a clinician of facts.staff review it, then put in the date');
    if (state === 'overdue') at(file, ['clinicalReview', 'date'], `clinically reviewed on ${review!.date}, more than 12 months ago: have it reviewed again and put in the new date`);
    for (const path of markedPaths(file.data, awaitsCounsel)) {
      const who = path[0] === 'taglines' ? 'translations a qualified translator must check' : 'wording the center\u2019s counsel must confirm';
      at(file, [...path, 'counselReview'], `${who} (counselReview: pending): have it reviewed, then delete the line`);
    }
    if (file.path !== 'site.yaml') continue;
    for (const path of unconfirmedFacts(site.facts)) at(file, ['facts', ...path], describeUnconfirmed(path, site));
    if (EXAMPLE_HOST.test(new URL(site.url).hostname)) at(file, ['url'], `the site address ${site.url} is a reserved example domain, not the real one`);
    if (FICTIONAL_TEL.test(site.crisisLine.tel)) at(file, ['crisisLine', 'tel'], `the crisis line ${site.crisisLine.display} is a fictional 555 number: every call button would dial it`);
    if (site.license.expires < today) at(file, ['license', 'expires'], `the license expired on ${site.license.expires}: renew it and put in the new date`);
    const offer = site.structuredData.offer;
    if (offer.validThrough < today) at(file, ['structuredData', 'offer', 'validThrough'], `the offer ended on ${offer.validThrough}: search engines would show an expired offer; put in the date it really ends`);
  }
  items.push(...translationsBehind(files));
  return items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
