/**
 * The going-live check: every stand-in the shipped content marks, the example
 * address and fictional crisis line, an expired license; nothing once each is
 * replaced. Each case edits the real site.yaml in memory, so lines are real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { parseYamlFile } from '../../generator/load/parse.ts';
import type { DataFile, SourceFile } from '../../generator/pipeline.ts';
import type { Site } from '../../contract/content/site.ts';
import { launchBlockers, siteStandIns } from '../../generator/validate/stand-ins.ts';
import { validate } from '../../generator/validate/index.ts';
import { CONTENT } from '../helpers/site.ts';
import { readySiteYaml } from '../helpers/ready-site.ts';

let shipped: SourceFile[];
beforeAll(async () => { shipped = await load(CONTENT); });

const siteFile = () => shipped.find((f): f is DataFile => f.path === 'site.yaml' && f.type === 'data')!;
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** The content with site.yaml edited, checked as the gate checks it. */
function gate(edit: (text: string) => string, today = '2026-11-22') {
  const site = parseYamlFile('site.yaml', edit(siteFile().text));
  const files = shipped.map((f) => (f.path === 'site.yaml' ? site : f));
  const checked = validate(files);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return { items: launchBlockers(files, checked.content.site, today), site: checked.content.site };
}

/** site.yaml made ready: real-looking values (tests/helpers/ready-site.ts), no placeholder line, every fact confirmed. */
const ready = (t: string) => readySiteYaml(t, 2026)
  .replace(/^ *placeholder: true\n/gm, '')
  .replace(/confirmed: false/g, 'confirmed: true');

describe('launch blockers', () => {
  it('lists the shipped stand-ins in site.yaml with their lines, most harmful first, and the 13 stand-in pictures as one item', () => {
    const { items } = gate((t) => t);
    const text = siteFile().text;
    const inSite = items.filter((i) => i.file === 'site.yaml' && !i.field.startsWith('facts.'));
    expect(inSite.map((i) => [i.field, i.line])).toEqual([
      ['crisisLine.tel', lineOf(text, 'tel: "+18185550142"')],
      ['license', lineOf(text, 'license:') + 1],
      ['license.number', lineOf(text, 'number: "000000000"')],
      ['license.recordUrl', lineOf(text, 'recordUrl:')],
      ['license.statusListUrl', lineOf(text, 'statusListUrl:')],
      ['url', lineOf(text, 'url: https://www.ardenahouse.example')],
      ['structuredData.rating', lineOf(text, '  rating:') + 1],
      ['compliance', lineOf(text, 'compliance:') + 1],
      ['compliance.email', lineOf(text, 'email: compliance@')],
      ['copyrightYear', lineOf(text, 'copyrightYear:')],
      ['structuredData.offer.validThrough', lineOf(text, 'validThrough:')],
    ]);
    expect(inSite[10]!.reason).toBe('the offer ended on 2024-12-31: search engines would show an expired offer; put in the date it really ends');
    expect(inSite[1]!.reason).toMatch(/state license .* is a stand-in/);
    expect(inSite[6]!.reason).toContain('16 CFR Part 465');
    expect(items.filter((i) => /^(?:home|landing\/)/.test(i.file) && !i.field.startsWith('claimWaivers') && i.field !== 'pictures')).toEqual([]);
    expect(items.filter((i) => i.field === 'pictures').map((i) => i.details!.length)).toEqual([13]);
  });

  it('lists every policy section still awaiting counsel, at its counselReview line, and the taglines for a translator', () => {
    const { items } = gate((t) => t);
    const policies = items.filter((i) => i.file.startsWith('policies/'));
    expect(policies.map((i) => `${i.file} ${i.field}`)).toEqual([
      'policies/accessibility.yaml sections[0].counselReview',
      'policies/accessibility.yaml sections[3].counselReview',
      'policies/nondiscrimination.yaml sections[0].counselReview',
      'policies/nondiscrimination.yaml sections[1].counselReview',
      'policies/nondiscrimination.yaml sections[2].counselReview',
      'policies/nondiscrimination.yaml taglines.counselReview',
      'policies/notice-of-privacy-practices.yaml sections[1].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[2].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[3].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[4].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[5].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[6].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[7].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[8].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[9].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[10].counselReview',
      'policies/notice-of-privacy-practices.yaml sections[11].counselReview',
      'policies/privacy.yaml sections[2].counselReview',
      'policies/privacy.yaml sections[4].counselReview',
      'policies/privacy.yaml sections[5].counselReview',
      'policies/privacy.yaml sections[6].counselReview',
      'policies/privacy.yaml sections[8].counselReview',
      'policies/privacy.yaml sections[10].counselReview',
    ]);
    const privacy = shipped.find((f): f is DataFile => f.path === 'policies/privacy.yaml' && f.type === 'data')!;
    expect(policies.find((i) => i.field === 'sections[2].counselReview' && i.file === 'policies/privacy.yaml')!.line).toBe(lineOf(privacy.text, '    counselReview: pending'));
    expect(policies.find((i) => i.field === 'taglines.counselReview')!.reason).toMatch(/^translations a qualified translator must check/);
  });

  it('names nothing in site.yaml once its values are real', () => {
    expect(gate(ready).items.filter((i) => i.file === 'site.yaml')).toEqual([]);
  });

  it('refuses an expired license, pointing at its date', () => {
    const { items } = gate((t) => ready(t).replace('copyrightYear: 2026', 'copyrightYear: 2027'), '2027-07-01');
    expect(items.filter((i) => i.file === 'site.yaml')).toEqual([
      expect.objectContaining({ field: 'license.expires', line: lineOf(ready(siteFile().text), 'expires:'), reason: expect.stringContaining('expired on 2027-06-30') }),
    ]);
  });

  it('refuses a stand-in accreditation and keeps deleted reviews out of the list', () => {
    const { items } = gate((t) => ready(t)
      .replace('accreditations: []', 'accreditations:\n  - name: Example Accreditor\n    url: https://accreditor.example/record\n    placeholder: true')
      .replace(/^ {2}rating:\n(?: {4}.*\n| {6}.*\n| {8}.*\n)+/m, ''));
    expect(items.filter((i) => i.file === 'site.yaml').map((i) => [i.field, i.reason])).toEqual([
      ['accreditations[0]', 'a stand-in accreditation (placeholder: true)'],
      ['accreditations[0].url', 'https://accreditor.example is on a reserved example domain (accreditor.example): nobody receives mail or visitors there. Put in the real address'],
    ]);
  });
});

describe('the registry of facts', () => {
  it('lists each unconfirmed group and each stand-in clinician of site.yaml\'s facts, in file order', () => {
    const facts = gate((t) => t).items.filter((i) => i.field.startsWith('facts.'));
    expect(facts.map((i) => i.field)).toEqual([
      'facts.license.confirmed', 'facts.payers.confirmed',
      'facts.staff[0]', 'facts.staff[0].confirmed', 'facts.staff[1]', 'facts.staff[1].confirmed',
      'facts.staff[2]', 'facts.staff[2].confirmed', 'facts.staff[3]', 'facts.staff[3].confirmed',
      'facts.programs.confirmed', 'facts.amenities.confirmed', 'facts.phoneLine.confirmed', 'facts.record.confirmed',
    ]);
    expect(facts[0]!.line).toBe(lineOf(siteFile().text, '    confirmed: false'));
    expect(facts[3]!.reason).toBe("Dr. Elena Marsh's role and credentials are not confirmed against their license: check it, then set confirmed: true");
    // The home page's figures about the center itself ("50+ years combined experience", "100+ lives transformed").
    expect(facts.at(-1)!.reason).toBe("the team's years of experience and the number of people treated (facts.record) are not confirmed against the center's records: check it, then set confirmed: true");
    expect(gate((t) => ready(t)).items.filter((i) => i.field.startsWith('facts.'))).toEqual([]);
  });

  it('refuses a waiver signed by a clinician whose credentials are not confirmed', () => {
    const waiver = gate((t) => t).items.filter((i) => i.field.startsWith('claimWaivers'));
    expect(waiver.map((i) => [i.file, i.reason])).toEqual([
      ['es/home.yaml', 'the waiver for "proven" is signed by Dr. Elena Marsh, whose role and credentials are not confirmed'],
      ['home.yaml', 'the waiver for "proven" is signed by Dr. Elena Marsh, whose role and credentials are not confirmed'],
    ]);
  });
});

describe('stand-ins for the build summary', () => {
  it('names the license, the compliance contact and the reviews while site.yaml marks them', () => {
    expect(siteStandIns(gate((t) => t).site)).toEqual([
      'the state license (number, expiry and record links) is a stand-in',
      ...Array(4).fill('a stand-in clinician (name, role and credentials)'),
      'the compliance contact (title and email) is a stand-in',
      expect.stringMatching(/^stand-in reviews and rating/),
    ]);
    expect(siteStandIns(gate(ready).site as Site)).toEqual([]);
  });
});
