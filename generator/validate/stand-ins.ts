/**
 * What must change before the site goes live, read from the values themselves and from the marks
 * editors leave: the crisis line, the license, the site address and the reviews first (a stand-in
 * there misleads or endangers a visitor, or breaks the law), then every other stand-in value of
 * site.yaml (stand-in-values.ts), the stand-in pictures as one item (stand-in-pictures.ts), every
 * `placeholder: true`, legal wording marked `counselReview: pending`, a fact of the registry not
 * confirmed, and a page of medical content not reviewed by a clinician in the last 12 months.
 * `site build --production`, `site deploy` and `site infra deploy` refuse while any is left; the
 * build summary counts the marked stand-ins in site.yaml. Pure.
 */
import type { DataFile, SourceFile } from '../pipeline.ts';
import type { Site } from '../../contract/content/site.ts';
import { unconfirmedFacts, type ClinicalReview } from '../../contract/content/facts.ts';
import { formatPath, positionOf } from './positions.ts';
import { HARMS, siteValueFindings, type Harm } from './stand-in-values.ts';
import { pictureOf, standInPictures } from './stand-in-pictures.ts';
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
  /** How much harm it does live: the gate lists the crisis line first, then the license, the site address, the reviews, the rest. */
  harm: Harm;
  /** The entries of a grouped item (the stand-in pictures), one a line. */
  details?: string[];
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
    case 'record': return `the team's years of experience and the number of people treated (facts.record) are not confirmed against the center's records: ${check}`;
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
    return [{ file: file.path, line: pos.line, column: pos.column, field: 'clinicalReview.date', reason: `clinically reviewed on ${review!.date}: ${when}`, harm: 'other' }];
  });
}

const valueAt = (data: unknown, path: readonly Key[]): unknown => path.reduce<unknown>((o, k) => (o as Record<Key, unknown> | undefined)?.[k], data);

/** Where a marked stand-in does its harm, by where it sits. */
const harmOf = (path: readonly Key[]): Harm => (path[0] === 'license' ? 'license' : path.includes('rating') ? 'reviews' : 'other');

/**
 * Everything that keeps the content from going live, with where it is, the most harmful first.
 * `files` are all the content's files: the pictures are compared with the shipped stand-ins by their bytes.
 */
export function launchBlockers(files: readonly SourceFile[], site: Site, today: string): LaunchItem[] {
  const items: LaunchItem[] = [];
  const at = (file: DataFile, path: Key[], reason: string, harm: Harm = 'other') => {
    const pos = positionOf(file, path);
    items.push({ file: file.path, line: pos.line, column: pos.column, field: formatPath(path), reason, harm });
  };
  const markedPictures: string[] = [];
  for (const file of files) {
    if (file.type !== 'data') continue;
    for (const path of markedPaths(file.data, isPlaceholder)) {
      const picture = pictureOf(valueAt(file.data, path) as Record<string, unknown>);
      if (picture) markedPictures.push(picture);
      else at(file, path, `${describeStandIn(path)} (placeholder: true)`, harmOf(path));
    }
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
    for (const f of siteValueFindings(site, today)) at(file, f.path, f.reason, f.harm);
  }
  const pictures = standInPictures(files, markedPictures);
  if (pictures) {
    items.push({
      file: pictures.file, line: pictures.line, column: pictures.column, field: 'pictures', harm: 'other', details: pictures.details,
      reason: `${pictures.count} picture${pictures.count === 1 ? ' is a stand-in' : 's are stand-ins'}: replace each with a real photo of the center or its staff (and delete its placeholder line)`,
    });
  }
  items.push(...translationsBehind(files));
  // A value found to be a stand-in says more than its mark at the same place (the reviews): keep the later.
  const byPlace = new Map(items.map((i) => [`${i.file} ${i.field}`, i]));
  const rank = (i: LaunchItem) => HARMS.indexOf(i.harm);
  return [...byPlace.values()].sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
