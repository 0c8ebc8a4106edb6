/**
 * A page's claims checked against the registry of the center's facts (site.yaml `facts`), as a
 * compliance reviewer would read it: nothing offered that the license does not allow (methadone
 * started here without an opioid treatment program, treatment for teenagers without an adolescent
 * waiver), no payer named that the registry does not list, no promised time written as a bare
 * number instead of its token, no hotline named without its number, no percentage or "X in Y"
 * without its source, no "proven", "guarantee", "cure"... without a named reviewer's waiver, and
 * every staff id and program known. It reads the page as written, before its {tokens} are filled. Pure.
 */
import { CLAIM_WORDS, type ClaimWords } from '../../contract/content/claim-words.ts';
import type { Facts } from '../../contract/content/facts.ts';
import type { Site, SiteText } from '../../contract/content/site.ts';
import type { DataFile } from '../pipeline.ts';
import { problem, type Location, type Problem } from './problem.ts';
import { locateInBody, locationOf } from './positions.ts';

type Key = string | number;

/** What the claims of every page are checked against: site.yaml's facts, promises and hotline numbers. */
export interface ClaimRules {
  facts: Facts;
  promises: Site['promises'];
  /** The display text of each hotline number, as a page may write it out instead of its token. */
  numbers: Record<ClaimWords['hotlines'][number]['number'], string>;
}

export const claimRules = (site: Site): ClaimRules => ({
  facts: site.facts,
  promises: site.promises,
  numbers: { samhsaHelpline: site.samhsaHelpline.display, domesticViolenceHotline: site.domesticViolenceHotline.display, poisonControl: site.poisonControl.display },
});

const HOTLINE_ACTIONS = { samhsaHelpline: 'tel:samhsa', domesticViolenceHotline: 'tel:domestic-violence', poisonControl: 'tel:poison' } as const;

/** One object of the page: its own text (strings, and lists of strings), its buttons' targets, and whether it names a source. */
interface Group {
  texts: { path: Key[]; text: string }[];
  hrefs: string[];
  sourced: boolean;
}

function groupsOf(value: unknown, path: Key[], out: Group[]): Group[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => groupsOf(v, [...path, i], out));
    return out;
  }
  if (!value || typeof value !== 'object') return out;
  const group: Group = { texts: [], hrefs: [], sourced: false };
  out.push(group);
  for (const [key, v] of Object.entries(value)) {
    if (key === 'source' || key === 'citations') group.sourced = true;
    if (key === 'href' && typeof v === 'string') group.hrefs.push(v);
    else if (typeof v === 'string') group.texts.push({ path: [...path, key], text: v });
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) v.forEach((x, i) => group.texts.push({ path: [...path, key, i], text: x as string }));
    else groupsOf(v, [...path, key], out);
    if (key === 'action' || key === 'actions') for (const a of [v].flat()) if (a && typeof a.href === 'string') group.hrefs.push(a.href);
  }
  return out;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter(Boolean);

/**
 * Whether what `pattern` finds first in sentence `s` is denied: a negation before it in its clause ("we
 * do not accept Medicare", "there is no cure", "no program can honestly promise a cure"). A negation
 * after it, or in another clause, denies nothing ("we guarantee recovery, and a life that does not
 * revolve around alcohol"; "we accept Medicare and you will not pay").
 */
function deniedIn(s: string, pattern: RegExp, w: ClaimWords): boolean {
  const at = s.search(pattern);
  if (at < 0) return false;
  return w.negation.test(s.slice(0, at).split(w.clauseBreak).at(-1) ?? '');
}

/** Whether any of the words a claim is made of is denied where it stands (deniedIn). */
const denied = (s: string, patterns: readonly RegExp[], w: ClaimWords) => patterns.some((p) => deniedIn(s, p, w));

/**
 * For each language, a test that passes wherever any check below could find something: a payer,
 * methadone, teenagers, a promised time, a hotline, a figure or a phrase that needs a waiver. Every
 * one of them is what a problem needs first, and a sentence is a piece of its text cut at spaces, so
 * a text that fails it has no problem in it and is not read sentence by sentence (most of a page's
 * texts). The words are one expression; promised times and figures, written in digits by
 * definition (their expressions match digits only), are tried only on a text with a digit in it,
 * which keeps every position of every other text from being tried against "in 15 minutes"-like
 * patterns (a fourth of the cost, measured over a treatment page's 86 texts). Built from CLAIM_WORDS
 * once, when the module loads.
 */
const ANY_CLAIM: Readonly<Record<string, (text: string) => boolean>> = Object.fromEntries(Object.entries(CLAIM_WORDS).map(([language, w]) => {
  const either = (parts: RegExp[]) => new RegExp(parts.map((r) => `(?:${r.source})`).join('|'), 'i');
  const words = either([...w.payers.map((p) => p.words), w.methadone, w.teenagers, ...w.hotlines.map((h) => h.words), ...w.needsWaiver.map((n) => n.words)]);
  const numbers = either([w.promisedTime, w.figure]);
  return [language, (text: string) => words.test(text) || (/\d/.test(text) && numbers.test(text))];
}));

/**
 * What every text of one page is checked with: the language's words, the registry's rules, the
 * page's own waivers, and where a text found in the page is in its file.
 */
interface PageClaims {
  words: ClaimWords;
  rules: ClaimRules;
  kind: string;
  accepted: string;
  waived: Set<string>;
  at: (path: Key[], text: string) => Location;
  problems: Problem[];
}

/**
 * The page's claims, in the order of its texts, then its staff and programs against the registry.
 * Each check is a function of its own: most texts are passed over by ANY_CLAIM, and V8 optimises
 * each small function on its own, where one large one took its optimising compiler about 120 ms,
 * twice, in a build of a thousand pages.
 */
export function claimProblems(file: DataFile, kind: string, data: Record<string, unknown>, body: string | undefined, language: string, rules: ClaimRules): Problem[] {
  const words = CLAIM_WORDS[language];
  if (!words) return [];
  const page: PageClaims = {
    words, rules, kind,
    accepted: rules.facts.payers.accepted.join(' '),
    waived: new Set(((data.claimWaivers ?? []) as { phrase: string }[]).map((w) => w.phrase)),
    at: (path, text) => (path[0] === 'body' ? locateInBody(file, text) : locationOf(file, path)),
    problems: [],
  };
  const groups = groupsOf(data, [], []);
  // The Markdown body is one more group, found in the file by its text; the page's citations source it.
  if (body) groups.push({ texts: sentences(body).map((text) => ({ path: ['body'], text })), hrefs: [], sourced: 'citations' in data });
  const anyClaim = ANY_CLAIM[language]!;
  for (const group of groups) {
    for (const { path, text } of group.texts) {
      if (path.at(-1) === 'reason' && path[0] === 'claimWaivers') continue;
      if (anyClaim(text)) textClaims(page, group, path, text);
    }
  }
  registryProblems(file, data, rules.facts, page.problems);
  return page.problems;
}

/** One text that names something a claim is made of: each check, in order. */
function textClaims(page: PageClaims, group: Group, path: Key[], text: string): void {
  sentenceClaims(page, path, text);
  promisedTimes(page, path, text);
  hotlines(page, group, path, text);
  if (!group.sourced && page.words.figure.test(text)) {
    page.problems.push(problem('unsourced-figure', { figure: text.match(page.words.figure)![0] }, page.at(path, text)));
  }
  waiverPhrases(page, path, text);
}

/** What the center is said to offer, sentence by sentence: payers, methadone, treatment for teenagers. */
function sentenceClaims(page: PageClaims, path: Key[], text: string): void {
  const { words, rules: { facts }, kind, problems } = page;
  // Without an opioid treatment program, a sentence that has methadone started or given (or that
  // speaks for the center) says where: at a licensed program. The guide may speak of it in general.
  const methadoneOffered = !facts.license.opioidTreatmentProgram && !words.opioidTreatmentProgram.test(text) && !path.includes('keywords');
  for (const s of sentences(text).filter((x) => kind !== 'guide' || words.firstPerson.test(x))) {
    // A question offers nothing ("On Medicare? Call us and we will tell you honestly."), nor does a
    // sentence that denies the payer, the medication or the care where it names them.
    const asked = s.trim().endsWith('?');
    for (const payer of words.payers) {
      if (payer.words.test(s) && words.accepting.test(s) && !asked && !denied(s, [words.accepting, payer.words], words) && !new RegExp(`\\b${payer.name}\\b`, 'i').test(page.accepted)) {
        problems.push(problem('claim-not-allowed', { claim: `${payer.name} as a payer`, why: `site.yaml's facts.payers.accepted does not list ${payer.name}` }, page.at(path, s)));
      }
    }
    if (methadoneOffered && !asked && words.methadone.test(s) && (words.firstPerson.test(s) || words.starting.test(s)) && !denied(s, [words.methadone, words.starting], words)) {
      problems.push(problem('claim-not-allowed', { claim: 'methadone started by the center', why: 'only a licensed opioid treatment program may start methadone for addiction, and facts.license.opioidTreatmentProgram is false' }, page.at(path, s)));
    }
    if (!facts.license.adolescents && words.teenagers.test(s) && words.care.test(s) && words.firstPerson.test(s) && !asked && !denied(s, [words.teenagers, words.care], words) && !words.referral.test(s)) {
      problems.push(problem('claim-not-allowed', { claim: 'treatment for teenagers', why: 'an adult facility may not treat teenagers without a DHCS adolescent waiver, and facts.license.adolescents is false' }, page.at(path, s)));
    }
  }
}

/** A promised time written as a bare number ("within 15 minutes") instead of its token. */
function promisedTimes(page: PageClaims, path: Key[], text: string): void {
  for (const m of text.matchAll(page.words.promisedTime)) {
    const unit = page.words.seconds.test(m[2]!) ? 'seconds' : 'minutes';
    const tokens = Object.entries(page.rules.promises).filter(([k, v]) => v === Number(m[1]) && k.endsWith(unit === 'seconds' ? 'Seconds' : 'Minutes')).map(([k]) => `{${k}}`);
    if (tokens.length) page.problems.push(problem('promise-without-token', { written: m[0], tokens }, page.at(path, m[0])));
  }
}

/** A hotline named without its number in the same object (its token, its number written out, or a button to it). */
function hotlines(page: PageClaims, group: Group, path: Key[], text: string): void {
  // The group's own text, for a number written beside the name: joined only for a text that names a hotline (few do).
  let own: string | undefined;
  for (const hotline of page.words.hotlines) {
    if (!hotline.words.test(text)) continue;
    own ??= group.texts.map((t) => t.text).join('\n');
    const numbered = own.includes(`{${hotline.number}}`) || own.includes(page.rules.numbers[hotline.number]) || group.hrefs.includes(HOTLINE_ACTIONS[hotline.number]);
    if (!numbered) page.problems.push(problem('hotline-without-number', { hotline: text.match(hotline.words)![0], token: hotline.number }, page.at(path, text)));
  }
}

/**
 * A phrase that needs a named reviewer's waiver ("proven", "guarantee", "cure"...). A question claims
 * nothing ("Will treatment cure my addiction?"), nor a denial of the phrase where it stands ("There is
 * no cure"), nor a phrase visitors search for.
 */
function waiverPhrases(page: PageClaims, path: Key[], text: string): void {
  const { words } = page;
  const claims = path.includes('searchQueries') ? [] : sentences(text).filter((s) => !s.trim().endsWith('?'));
  for (const w of words.needsWaiver) {
    const found = claims.map((s) => (deniedIn(s, w.words, words) ? undefined : s.match(w.words)?.[0])).find(Boolean);
    if (found && !page.waived.has(w.phrase)) page.problems.push(problem('claim-needs-waiver', { phrase: w.phrase, found }, page.at(path, text)));
  }
}

/** The staff the page names and the programs it lists, against the registry. */
function registryProblems(file: DataFile, data: Record<string, unknown>, facts: Facts, problems: Problem[]): void {
  const staff = facts.staff.map((s) => s.id);
  for (const path of staffReferences(data)) {
    const id = path.reduce<unknown>((v, k) => (v as Record<Key, unknown>)[k], data);
    if (!staff.includes(id as string)) problems.push(problem('unknown-staff', { id: String(id), known: staff }, locationOf(file, path)));
  }
  const programs = facts.programs.offered.map((p) => p.id);
  ((data.availableServices ?? []) as { program: string }[]).forEach((service, i) => {
    if (!programs.includes(service.program)) problems.push(problem('unknown-program', { id: service.program, known: programs }, locationOf(file, ['availableServices', i, 'program'])));
  });
}

/** Where a page names a member of the registry's staff: its reviewer, its waivers' reviewers, the home page's team. */
function staffReferences(data: Record<string, unknown>): Key[][] {
  const paths: Key[][] = [];
  if (data.clinicalReview) paths.push(['clinicalReview', 'reviewer']);
  ((data.claimWaivers ?? []) as unknown[]).forEach((_, i) => paths.push(['claimWaivers', i, 'reviewer']));
  const team = (data.team as { members?: unknown[] } | undefined)?.members;
  team?.forEach((_, i) => paths.push(['team', 'members', i, 'staff']));
  return paths;
}

/**
 * A language's site.yaml against the registry: words for every staff member (and for no one else),
 * and one word for each payer, in the same order.
 */
export function siteTextProblems(file: DataFile, text: SiteText, facts: Facts): Problem[] {
  const ids = facts.staff.map((s) => s.id);
  const problems: Problem[] = [];
  for (const id of ids.filter((i) => !(i in text.staff))) {
    problems.push(problem('missing-field', { type: `the role, credentials, specialties and experience of ${id} (facts.staff in site.yaml)` }, locationOf(file, ['staff', id])));
  }
  for (const id of Object.keys(text.staff).filter((i) => !ids.includes(i))) {
    problems.push(problem('unknown-staff', { id, known: ids }, locationOf(file, ['staff', id], { atKey: true })));
  }
  if (text.payers.length !== facts.payers.accepted.length) {
    problems.push(problem('wrong-count', { limit: facts.payers.accepted.length, exact: true, count: text.payers.length }, locationOf(file, ['payers'])));
  }
  return problems;
}
