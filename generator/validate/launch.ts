/**
 * What must change before the site goes live: every stand-in the content
 * marks `placeholder: true` (the license, reviews, pictures, staff), legal
 * wording marked `counselReview: pending`, the reserved example address and
 * fictional phone number it ships with, and an expired license. `site build --production` refuses to build while any is
 * left; the build summary counts the stand-ins in site.yaml. Pure.
 */
import type { DataFile } from '../load/source.ts';
import type { Site } from '../../contract/content/site.ts';
import { formatPath, positionOf } from './positions.ts';

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
  if (path.includes('expertReviewer')) return 'a stand-in medical reviewer';
  if (path.includes('members')) return 'a stand-in staff member (name and portrait)';
  return 'a stand-in picture';
}

/** The stand-ins site.yaml still has, for the build summary: "the state license ...". */
export function siteStandIns(site: Site): string[] {
  return markedPaths(site, isPlaceholder).map(describeStandIn);
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
    for (const path of markedPaths(file.data, awaitsCounsel)) {
      const who = path[0] === 'taglines' ? 'translations a qualified translator must check' : 'wording the center\u2019s counsel must confirm';
      at(file, [...path, 'counselReview'], `${who} (counselReview: pending): have it reviewed, then delete the line`);
    }
    if (file.path !== 'site.yaml') continue;
    if (EXAMPLE_HOST.test(new URL(site.url).hostname)) at(file, ['url'], `the site address ${site.url} is a reserved example domain, not the real one`);
    if (FICTIONAL_TEL.test(site.crisisLine.tel)) at(file, ['crisisLine', 'tel'], `the crisis line ${site.crisisLine.display} is a fictional 555 number: every call button would dial it`);
    if (site.license.expires < today) at(file, ['license', 'expires'], `the license expired on ${site.license.expires}: renew it and put in the new date`);
  }
  return items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
