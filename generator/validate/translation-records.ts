/**
 * Translation records: each translated page says which version of its English page it was
 * translated from, one line per top-level field of the English page, at the end of its file:
 *
 *   translatedFrom:
 *     title: qfmzbtc
 *     hero: hbbokve
 *     body: adjwcei        (a Markdown page's text)
 *
 * The value is a short hash of that field of the English page as written, {tokens} and all: an
 * English edit changes it, and the translation is seen to be behind in exactly the fields that
 * changed. A changed phone number in site.yaml changes no page's record. Nobody types the record:
 * `site translations mark-current FILE` writes it once the translation is reviewed. Pure.
 */
import { hash } from 'node:crypto';
import { siteTextOf, siteTextSource } from '../../contract/content/site.ts';

export const RECORD_FIELD = 'translatedFrom';
/** A Markdown page's text, recorded as one more field. */
export const BODY_FIELD = 'body';
/** Fields each language keeps for itself: its own clinical review and waivers, the record itself. */
const OWN_FIELDS = new Set([RECORD_FIELD, 'clinicalReview', 'claimWaivers', 'singleLanguage']);
/**
 * Marks each language's file carries for itself, wherever they sit: a stand-in picture, wording
 * awaiting counsel, an unconfirmed fact. The going-live gate reads them in every file; replacing a
 * stand-in in English does not make the translation's words behind.
 */
const OWN_MARKS = new Set(['placeholder', 'counselReview', 'confirmed']);

/** Top-level field -> short hash of its text. */
export type SourceRecord = Readonly<Record<string, string>>;

type Key = string | number;

/**
 * Seven letters from a SHA-256 of the value: letters only, so that YAML reads every one as text
 * (an all-digit hex hash would be read as a number) and no quotes are needed.
 */
export function shortHash(value: unknown): string {
  // Without a mark in it, the value's JSON is the JSON without its marks: written without a replacer
  // called on every key, which takes about twice as long. Most fields have no mark.
  const json = hasOwnMark(value) ? JSON.stringify(value, (key, v: unknown) => (OWN_MARKS.has(key) ? undefined : v)) : JSON.stringify(value);
  const digest = hash('sha256', json, 'buffer');
  let letters = '';
  for (let i = 0; i < 7; i++) letters += LETTERS[digest[i]! % 26];
  return letters;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Whether one of OWN_MARKS is a key anywhere in `value`. */
function hasOwnMark(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasOwnMark);
  if (!value || typeof value !== 'object') return false;
  for (const key of Object.keys(value)) if (OWN_MARKS.has(key) || hasOwnMark((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** A page's own text, field by field, as a translation of it records it. */
export function sourceRecord(data: Record<string, unknown>, body?: string): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) if (!OWN_FIELDS.has(field) && value !== undefined) record[field] = shortHash(value);
  if (body !== undefined) record[BODY_FIELD] = shortHash(paragraphs(body));
  return record;
}

/** A file's data without its record: what the site is made from (a new record re-renders nothing). */
export function withoutRecord<T extends object>(data: T): T {
  if (!(RECORD_FIELD in data)) return data;
  const { [RECORD_FIELD]: _record, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

/**
 * The default language's text that a translation of the file `rel` is made from, as its record
 * hashes it: the file itself, but for site.yaml, of which a language's site.yaml translates only the
 * words (siteTextOf).
 */
export function originalText(rel: string, data: Record<string, unknown>): Record<string, unknown> {
  return rel === 'site.yaml' ? siteTextOf(data) : data;
}

/** Where a text of a translation of `rel` (by its path there) is written in the default language's file. */
export function originalPath(rel: string, path: readonly Key[], data: Record<string, unknown>): Key[] {
  return rel === 'site.yaml' ? siteTextSource(path, data) : [...path];
}

/** A translation's record, if it has one of the right shape. */
export function recordOf(data: Record<string, unknown> | undefined): SourceRecord | undefined {
  const record = data?.[RECORD_FIELD];
  if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));
}

/** The fields whose English text changed since the record: in the source's order, then fields the source no longer has. */
export function changedFields(source: SourceRecord, record: SourceRecord): string[] {
  return [...Object.keys(source).filter((f) => record[f] !== source[f]), ...Object.keys(record).filter((f) => !(f in source))];
}

/** A Markdown text as its paragraphs: how a change to it is shown. */
export const paragraphs = (body: string): string[] => body.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean);

/** One field's value, as its record hashes it (a body by its paragraphs). */
export const fieldValue = (field: string, data: Record<string, unknown> | undefined, body?: string): unknown =>
  field === BODY_FIELD && body !== undefined ? paragraphs(body) : data?.[field];

/** One text of a page: its path, and the text (a number or true/false written out). */
export interface Leaf { path: Key[]; text: string }

/** Every text below `value`, with its path from the page's top. */
export function leaves(value: unknown, path: Key[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).filter(([k]) => !OWN_MARKS.has(k)).flatMap(([k, v]) => leaves(v, [...path, k]));
  return value === undefined || value === null ? [] : [{ path, text: String(value) }];
}

/** A text that differs between the English a translation was made from and the English now; null where there is none. */
export interface TextChange { path: Key[]; old: string | null; now: string | null }

/** The texts of one top-level field that changed between two versions of it. */
export function textChanges(field: string, old: unknown, now: unknown): TextChange[] {
  const key = (l: Leaf) => JSON.stringify(l.path);
  const before = new Map(leaves(old, [field]).map((l) => [key(l), l]));
  const after = new Map(leaves(now, [field]).map((l) => [key(l), l]));
  const changes: TextChange[] = [];
  for (const [k, l] of after) if (before.get(k)?.text !== l.text) changes.push({ path: l.path, old: before.get(k)?.text ?? null, now: l.text });
  for (const [k, l] of before) if (!after.has(k)) changes.push({ path: l.path, old: l.text, now: null });
  return changes;
}

/**
 * The record block for a translation's file: the `translatedFrom:` line and one indented line
 * per field, in the English page's order.
 */
export function recordBlock(record: SourceRecord, newline = '\n'): string {
  return [`${RECORD_FIELD}:`, ...Object.entries(record).map(([f, h]) => `  ${f}: ${h}`)].join(newline) + newline;
}

/**
 * A translation's text with its record replaced (or added at the end of its YAML: before a
 * Markdown page's closing `---`); every other byte stays as it was.
 */
export function withRecord(text: string, record: SourceRecord, markdown: boolean): string {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/(?<=\n)/);
  const block = recordBlock(record, newline);
  // The YAML's lines: a Markdown page's front matter only.
  let start = 0;
  let end = lines.length;
  if (markdown) {
    start = lines.findIndex((l) => l.trimEnd() === '---') + 1;
    end = lines.findIndex((l, i) => i >= start && l.trimEnd() === '---');
    if (start === 0 || end < 0) throw new Error('the Markdown page has no front matter between --- lines');
  }
  const at = lines.findIndex((l, i) => i >= start && i < end && new RegExp(`^${RECORD_FIELD}\\s*:`).test(l));
  if (at < 0) {
    const before = lines.slice(0, end);
    const last = before.length - 1;
    if (last >= 0 && !before[last]!.endsWith('\n')) before[last] += newline;
    return [...before, block, ...lines.slice(end)].join('');
  }
  // The record's lines: its own, then the indented ones below it (blank lines within it too).
  let stop = at + 1;
  while (stop < end && /^(?:[ \t]+\S|[ \t]*\r?\n?$)/.test(lines[stop]!) && lines[stop] !== '') stop += 1;
  while (stop > at + 1 && lines[stop - 1]!.trim() === '') stop -= 1;
  return [...lines.slice(0, at), block, ...lines.slice(stop)].join('');
}
