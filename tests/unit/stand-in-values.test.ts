/**
 * Issue 28: the going-live gate reads values, not flags. Each kind of stand-in is refused with
 * every `placeholder` and `counselReview` line of site.yaml deleted; the list comes most harmful
 * first; the stand-in pictures are one item, found by their bytes. Each case edits the real
 * site.yaml in memory, so lines are real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { parseYamlFile } from '../../generator/load/parse.ts';
import type { AssetFile, DataFile, SourceFile } from '../../generator/pipeline.ts';
import { launchBlockers } from '../../generator/validate/stand-ins.ts';
import { isExampleHost, licenseNumberProblem, recordUrlProblem } from '../../generator/validate/stand-in-values.ts';
import { validate } from '../../generator/validate/index.ts';
import { CONTENT } from '../helpers/site.ts';
import { readySiteYaml, withoutMarks } from '../helpers/ready-site.ts';
import { parseContent } from '../helpers/languages.ts';

const TODAY = '2026-11-22';
let shipped: SourceFile[];
beforeAll(async () => { shipped = await load(CONTENT); });

const siteText = () => shipped.find((f): f is DataFile => f.path === 'site.yaml')!.text;
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** site.yaml made ready, its marks deleted, then `edit`ed; the gate's items in site.yaml, as [field, reason]. */
function gateSite(edit: (text: string) => string = (t) => t, today = TODAY) {
  const text = edit(withoutMarks(readySiteYaml(siteText(), Number(today.slice(0, 4)))));
  const files = shipped.map((f) => (f.path === 'site.yaml' ? parseYamlFile('site.yaml', text) : f));
  const checked = validate(files);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const items = launchBlockers(files, checked.content.site, today).filter((i) => i.file === 'site.yaml' && !i.field.startsWith('facts.'));
  return { items, text, fields: items.map((i) => i.field) };
}

describe('stand-ins found by their values, with no placeholder line', () => {
  it('lets a ready site.yaml through', () => {
    expect(gateSite().items).toEqual([]);
  });

  it('refuses a license number of one digit, or not of the DHCS shape, at its line', () => {
    const zeros = gateSite((t) => t.replace('number: "191234AP"', 'number: "000000000"').replace(/recordUrl: \S+/, 'recordUrl: https://www.dhcs.ca.gov/record/000000000'));
    expect(zeros.items).toEqual([expect.objectContaining({ field: 'license.number', line: lineOf(zeros.text, 'number: "000000000"'), harm: 'license', reason: expect.stringContaining('is all one digit') })]);
    expect(gateSite((t) => t.replace('"191234AP"', '"LIC-2231"')).fields).toEqual(['license.number']);
    expect(licenseNumberProblem('191234AP')).toBeUndefined();
    expect(licenseNumberProblem('300661CP')).toBeUndefined();
    expect(licenseNumberProblem('991234AP')).toMatch(/county's code \(01-58\)/);
    expect(licenseNumberProblem('1912345AP')).toMatch(/six digits and two letters/);
    expect(licenseNumberProblem('111111AP')).toMatch(/all one digit/);
  });

  it('refuses a record link that is not the department\'s record of that number', () => {
    const { items } = gateSite((t) => t.replace(/recordUrl: \S+/, 'recordUrl: https://www.dhcs.ca.gov/placeholder-license-record'));
    expect(items.map((i) => [i.field, i.harm])).toEqual([['license.recordUrl', 'license']]);
    expect(items[0]!.reason).toMatch(/is not the department's record of license 191234AP/);
    expect(recordUrlProblem('https://www.dhcs.ca.gov/facility?license=191234AP', '191234AP')).toBeUndefined();
    expect(recordUrlProblem('https://www.dhcs.ca.gov/facility?license=191235AP', '191234AP')).toBeDefined();
    expect(recordUrlProblem('https://dhcs-records.com/191234AP', '191234AP')).toBeDefined();
    expect(gateSite((t) => t.replace(/statusListUrl: \S+/, 'statusListUrl: https://www.dhcs.ca.gov/placeholder-list')).fields).toEqual(['license.statusListUrl']);
  });

  it('refuses a 555-01xx number anywhere in site.yaml, the crisis line first', () => {
    expect(gateSite((t) => t.replace('"+18185551234"', '"+18185550142"')).items).toEqual([
      expect.objectContaining({ field: 'crisisLine.tel', harm: 'crisis-line', reason: expect.stringContaining('fictional 555 number') }),
    ]);
    const poison = gateSite((t) => t.replace('"+18002221222"', '"+18005550199"'));
    expect(poison.items.map((i) => [i.field, i.harm])).toEqual([['poisonControl.tel', 'other']]);
    expect(poison.items[0]!.reason).toMatch(/^1-800-222-1222 \(poisonControl\) is a fictional 555-01xx number/);
  });

  it('refuses an address on example.com, .org, .net or .example: the site address, the compliance e-mail', () => {
    expect(gateSite((t) => t.replace('https://www.ardenahouse.org', 'https://www.example.com')).items.map((i) => [i.field, i.harm])).toEqual([['url', 'site-address']]);
    const mail = gateSite((t) => t.replace('compliance@ardenahouse.org', 'privacy@example.org'));
    expect(mail.items.map((i) => [i.field, i.line])).toEqual([['compliance.email', lineOf(mail.text, 'privacy@example.org')]]);
    expect(mail.items[0]!.reason).toMatch(/^privacy@example\.org is on a reserved example domain/);
    for (const host of ['example.com', 'www.example.net', 'a.example', 'x.test']) expect(isExampleHost(host)).toBe(true);
    for (const host of ['ardenahouse.org', 'myexample.com', 'example.community']) expect(isExampleHost(host)).toBe(false);
  });

  it('refuses dates that have passed where the future is meant: the license expiry and the offer\'s end', () => {
    expect(gateSite((t) => t, '2027-07-01').fields).toEqual(['license.expires']);
    expect(gateSite((t) => t.replace('validThrough: "2099-12-31"', 'validThrough: "2024-12-31"')).fields).toEqual(['structuredData.offer.validThrough']);
  });

  it('refuses a copyright year that is not the build\'s year', () => {
    const { items } = gateSite((t) => t.replace('copyrightYear: 2026', 'copyrightYear: 2024'));
    expect(items.map((i) => [i.field, i.reason])).toEqual([['copyrightYear', 'the copyright year is 2024, not the year of this build (2026): put in 2026']]);
  });

  it('refuses a rating or a review not marked verified, and nothing once the rating is deleted', () => {
    const rating = gateSite((t) => t.replace('  rating:\n    verified: true\n', '  rating:\n'));
    expect(rating.items.map((i) => [i.field, i.harm])).toEqual([['structuredData.rating', 'reviews']]);
    expect(rating.items[0]!.reason).toMatch(/^the rating \(4\.8 from 127 reviews\) are not marked as real: .*16 CFR Part 465/);
    const review = gateSite((t) => t.replace(/(datePublished: "2024-05-02"\n) {8}verified: true\n/, '$1'));
    expect(review.items.map((i) => [i.field, i.reason.slice(0, 40)])).toEqual([['structuredData.rating.reviews[1]', '1 of its 3 reviews (David R.) are not ma']]);
    expect(gateSite((t) => t.replace(/^ {2}rating:\n(?: {4}.*\n| {6}.*\n| {8}.*\n)+/m, '')).items).toEqual([]);
  });
});

describe('the stand-in pictures', () => {
  const picture = (path: string) => shipped.find((f): f is AssetFile => f.path === path)!;

  it('are one item listing each picture whose bytes are a shipped stand-in, with where it is shown, marked or not', () => {
    const files = shipped.map((f) => (f.type === 'data' ? parseContent(f.path, withoutMarks(f.text)) : f));
    const checked = validate(files);
    const items = launchBlockers(files, checked.ok ? checked.content.site : (() => { throw new Error('invalid'); })(), TODAY).filter((i) => i.field === 'pictures');
    expect(items).toHaveLength(1);
    expect(items[0]!.reason).toMatch(/^13 pictures are stand-ins/);
    expect(items[0]!.details).toHaveLength(13);
    expect(items[0]!.details![0]).toMatch(/^images\/facility\/bedroom\.jpg: the shipped stand-in drawing; shown at es\/home\.yaml:\d+, es\/landing\/crisis-help\.yaml:\d+, home\.yaml:\d+, landing\/crisis-help\.yaml:\d+$/);
  });

  it('finds a stand-in by its bytes under another name, and lets a real photo through', () => {
    const bedroom = picture('images/facility/bedroom.jpg');
    const renamed: AssetFile = { type: 'asset', path: 'images/facility/our-bedroom.jpg', bytes: bedroom.bytes };
    const real: AssetFile = { type: 'asset', path: 'images/facility/bedroom.jpg', bytes: Buffer.concat([bedroom.bytes, Buffer.from([0])]) };
    const others = shipped.filter((f) => f.type === 'asset' && f.path !== bedroom.path);
    const data = shipped.filter((f) => f.type === 'data').map((f) => parseContent(f.path, withoutMarks(f.text)));
    const checked = validate([...data, ...others, real]);
    if (!checked.ok) throw new Error('invalid');
    const details = (files: SourceFile[]) => launchBlockers(files, checked.content.site, TODAY).find((i) => i.field === 'pictures')!.details!;
    expect(details([...data, ...others, real]).map((d) => d.split(':')[0])).not.toContain('images/facility/bedroom.jpg');
    expect(details([...data, ...others, real, renamed])).toContain('images/facility/our-bedroom.jpg: the shipped stand-in drawing of images/facility/bedroom.jpg; shown by no page');
  });
});

describe('the order of the list', () => {
  it('is by harm: crisis line, license, site address, reviews, then the rest in file order', () => {
    const files = shipped.map((f) => (f.type === 'data' ? parseContent(f.path, withoutMarks(f.text)) : f));
    const checked = validate(files);
    if (!checked.ok) throw new Error('invalid');
    const items = launchBlockers(files, checked.content.site, TODAY);
    const harms = items.map((i) => i.harm);
    expect([...new Set(harms)]).toEqual(['crisis-line', 'license', 'site-address', 'reviews', 'other']);
    expect(items.slice(0, 6).map((i) => i.field)).toEqual(['crisisLine.tel', 'license.number', 'license.recordUrl', 'license.statusListUrl', 'url', 'structuredData.rating']);
    const rest = items.filter((i) => i.harm === 'other');
    expect(rest.map((i) => i.file)).toEqual([...rest.map((i) => i.file)].sort((a, b) => a.localeCompare(b)));
  });
});
