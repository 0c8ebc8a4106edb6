/**
 * The facts each code of the catalog of content problems (catalog.ts) needs about one case: what a check
 * passes when it finds one. The catalog turns them into words.
 */
import type { Bound } from './catalog-words.ts';

/** What each code needs to know about one case. */
export interface Facts {
  /** `reason`: the YAML reader's error code; `detail`: its own message. */
  'yaml-syntax': { reason: string; detail: string };
  'missing-file': { path: string };
  /** `examples`: file names the site does know, for a file in no known place. */
  'unknown-file': { path: string; kind: 'asset' } | { path: string; kind: 'data'; examples: readonly string[] };
  /**
   * `type`: the kind of value the field holds (string, number, array, object...); `twin`: in a
   * translation, where the English page has the field (treatment/x.yaml:12).
   */
  'missing-field': { type: string; twin?: string };
  /** `suggestion`: the field of this group the key is nearest to, when it is near enough to be a typo. */
  'unknown-field': { key: string; suggestion?: string };
  /** `type`: as for missing-field, or "union" for a field with several allowed shapes. */
  'invalid-type': { type: string; value: unknown };
  'wrong-count': Bound & { count: number };
  'too-short': Bound & { value: unknown };
  'too-long': Bound & { value: unknown };
  'invalid-value': { options: readonly unknown[]; value: unknown; suggestion?: string };
  /** `rule`: the schema's own words for the form, when it has some; otherwise `format` names it. */
  'invalid-format': { rule?: string; format?: string; value: unknown };
  'unknown-placeholder': { token: string; known: readonly string[] };
  /** `token`: a number of minutes, seconds, days or months, as written, with no unit after it. */
  'token-without-unit': { token: string };
  'broken-link':
    | { reason: 'not-a-page'; href: string }
    | { reason: 'no-page'; href: string; route: string; suggestion?: string }
    | { reason: 'no-anchor'; href: string; route: string; anchors: readonly string[] };
  'missing-image': { src: string };
  /** A folder named like a language (content/fr/) that site.yaml does not list among `languages`. */
  'undeclared-language': { code: string; declared: readonly string[] };
  /** `language`: the name of the language the page is missing in; `path`: the file that would hold it. */
  'missing-translation':
    | { reason: 'untranslated'; route: string; language: string; path: string }
    | { reason: 'no-original'; route: string; language: string; path: string };
  'redirect-conflict':
    | { reason: 'live-page'; from: string }
    | { reason: 'listed-twice'; from: string; times: number }
    | { reason: 'chain'; to: string };
  /** `item`: the structured-data item (FAQPage, MedicalBusiness...); `field`: the property it lacks. */
  'structured-data': { item: string; field: string };
  /** `needs`: the number the danger sign needs; `got`: the part's call buttons. */
  'danger-sign-route': { needs: '911' | '988'; got: string };
  /** `claim`: what the page offers; `why`: the registry fact that does not allow it. */
  'claim-not-allowed': { claim: string; why: string };
  /** `written`: the time as written; `tokens`: the promise tokens of that value. */
  'promise-without-token': { written: string; tokens: readonly string[] };
  /** `hotline`: its name as written; `token`: the site.yaml field with its number. */
  'hotline-without-number': { hotline: string; token: string };
  'unsourced-figure': { figure: string };
  /** `phrase`: the waiver's name for it; `found`: the words on the page. */
  'claim-needs-waiver': { phrase: string; found: string };
  'unknown-staff': { id: string; known: readonly string[] };
  'unknown-program': { id: string; known: readonly string[] };
  /**
   * `source`: the English page and the line of the text there (treatment/x.yaml:14). `old`: the
   * English text the translation was made from, null where there was none, undefined when it cannot
   * be found (not in git history); `now`: the English text now, null where it was removed.
   */
  'stale-translation':
    | { reason: 'changed'; source: string; old?: string | null; now: string | null }
    | { reason: 'unrecorded'; source: string };
}

export type ProblemCode = keyof Facts;
