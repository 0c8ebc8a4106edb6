/**
 * Every page in every language: a page written in one of the site's languages and missing in
 * another is a problem, reported at the file that exists, never filled in silently from the
 * default language. And each translation against the version of its English page it records
 * being translated from: a translation behind its English page is listed, field by field.
 */
import type { Language } from '../../contract/content/site.ts';
import type { DataFile, SourceFile, SourceHistory } from '../pipeline.ts';
import { collectionFor, languageOf, recordsTranslation, translationsRecord } from '../schema/registry.ts';
import { problem, type Location, type Problem } from './problem.ts';
import { locationOf, positionOf, wholeFile } from './positions.ts';
import type { PageFacts, TargetFacts } from './references.ts';
import type { LaunchItem } from './stand-ins.ts';
import { BODY_FIELD, changedFields, fieldValue, leaves, originalPath, originalText, RECORD_FIELD, recordOf, shortHash, sourceRecord, textChanges, type SourceRecord } from './translation-records.ts';

interface Written { route: string | null; file: string; language: string; singleLanguage?: boolean }

export function checkTranslations(pages: readonly Written[], languages: readonly Language[]): Problem[] {
  const [first, ...others] = languages;
  /**
   * Each language's pages by route, and the routes other languages must have too. A page every
   * language must have (home, thank-you...) is left out of those: a language's folder without it is
   * already a missing file, and one mistake is one problem. One pass over the pages: a save in
   * site dev checks this for every page of the site.
   */
  const byLanguage = new Map<string, { routes: Map<string, string>; shared: Map<string, string> }>(languages.map((l) => [l.code, { routes: new Map(), shared: new Map() }]));
  for (const p of pages) {
    const own = p.route === null ? undefined : byLanguage.get(p.language);
    if (!own) continue;
    own.routes.set(p.route!, p.file);
    if (!p.singleLanguage && !collectionFor(p.file)?.singleton) own.shared.set(p.route!, p.file);
  }
  const original = byLanguage.get(first!.code)!;
  const problems: Problem[] = [];
  for (const language of others) {
    const translated = byLanguage.get(language.code)!;
    for (const [route, file] of original.shared) {
      if (!translated.routes.has(route)) problems.push(problem('missing-translation', { reason: 'untranslated', route, language: language.name, path: `${language.code}/${file}` }, wholeFile(file)));
    }
    for (const [route, file] of translated.shared) {
      if (!original.routes.has(route)) problems.push(problem('missing-translation', { reason: 'no-original', route, language: first!.name, path: languageOf(file).rel }, wholeFile(file)));
    }
  }
  return problems;
}

/** Where a translation stands against its English page, as `site translations` lists it. */
export interface TranslationStatus {
  /** The translation's language code. */
  language: string;
  /** The English page's file, and the translation's (where it is, or would be). */
  source: string;
  file: string;
  /**
   * current: translated from the English as it is; stale: the English changed since (`fields`);
   * unrecorded: no record of what it was translated from; missing: no translation;
   * unchecked: one of the two has problems of its own, so they were not compared.
   */
  state: 'current' | 'stale' | 'unrecorded' | 'missing' | 'unchecked';
  /** The English page's top-level fields that changed since the translation was recorded. */
  fields: string[];
}

export interface TranslationReport {
  statuses: TranslationStatus[];
  /** A `stale-translation` for each text of each translation that is behind, at the translation. */
  stale: Problem[];
}

/**
 * Each page translation's status and problems (by its facts), with the facts of its English page they
 * were found against; kept for a long-running process, whose unchanged files keep their facts, so that
 * a save compares again only the translations whose file or English page changed.
 */
export type TranslationMemo = WeakMap<PageFacts, { english: PageFacts; status: TranslationStatus; problems: Problem[] }>;

/**
 * Each translated page against its English page: which top-level fields changed since its record
 * (translation-records.ts), and for each changed text the English then and now. The English then
 * is the version in `history` whose field matches the record; without one, only the text now is
 * shown. Cross-file: each page's own check (kept between builds by its text) holds its record and
 * the hashes of its own fields, and they are compared here, so an edit to an English page makes
 * every translation of it be compared again whatever their caches hold.
 */
export function translationReport(input: {
  pages: readonly PageFacts[];
  targets: readonly TargetFacts[];
  languages: readonly Language[];
  locate: (path: string) => DataFile;
  history: SourceHistory;
  /** The valid shared files by path, and every path that came in: their mirrored ones are compared too (navigation, messages). */
  shared?: ReadonlyMap<string, { file: DataFile }>;
  seen?: ReadonlySet<string>;
  /** Each page translation's status and problems as an earlier build of this process found them (site dev). */
  memo?: TranslationMemo;
}): TranslationReport {
  const [first, ...others] = input.languages;
  const valid = new Map(input.pages.map((p) => [p.file, p]));
  const invalid = new Set(input.targets.map((t) => t.file));
  const shared = input.shared ?? new Map<string, { file: DataFile }>();
  const statuses: TranslationStatus[] = [];
  /** The problems of each translation, in order. */
  const stale: Problem[][] = [];
  // The shared files a translation of which records them (navigation, messages, the words of site.yaml).
  const mirrored = others.length ? [...shared.keys()].filter(translationsRecord) : [];
  const originals = [...input.pages.filter((p) => p.language === first!.code && !p.singleLanguage), ...input.targets.filter((t) => t.language === first!.code)]
    .map((p) => p.file).concat(mirrored).sort();
  /** A page's or mirrored shared file's record of its English, and the English's own, when it is valid; undefined for one that is not. */
  const recordsOf = (source: string, file: string) => {
    if (shared.has(source)) {
      // As written, like a page's record (PageFacts.source): not as its schema read it, defaults and all.
      const translation = shared.get(file);
      const written = (f: DataFile) => (f.data ?? {}) as Record<string, unknown>;
      return { exists: translation !== undefined || input.seen?.has(file) === true, own: sourceRecord(originalText(source, written(shared.get(source)!.file))), record: translation && recordOf(written(translation.file)), valid: translation !== undefined };
    }
    const english = valid.get(source);
    const translation = valid.get(file);
    const own = english && (english.source ?? writtenRecord(input.locate(english.file)));
    return { exists: translation !== undefined || invalid.has(file), own, record: translation?.translatedFrom, valid: english !== undefined && translation !== undefined, facts: english && translation && { english, translation } };
  };
  /** Each translation behind, in order: where its problems go among the others', and what they need. */
  const behind: { at: number; status: TranslationStatus; record: SourceRecord; facts?: { english: PageFacts; translation: PageFacts } }[] = [];
  for (const language of others) {
    for (const source of originals) {
      const file = `${language.code}/${source}`;
      // A page translation whose facts and its English page's are those an earlier build compared has
      // the same status and problems: the text of both files and the versions found are the same.
      const translation = input.memo && valid.get(file);
      const kept = translation && input.memo!.get(translation);
      if (kept && kept.english === valid.get(source)) {
        statuses.push(kept.status);
        stale.push(kept.problems);
        continue;
      }
      const { exists, own, record, valid: comparable, facts } = recordsOf(source, file);
      const status: TranslationStatus = { language: language.code, source, file, state: 'current', fields: [] };
      statuses.push(status);
      if (!exists) status.state = 'missing';
      else if (!comparable || !own) status.state = 'unchecked';
      else if (!record) {
        status.state = 'unrecorded';
        const problems = [problem('stale-translation', { reason: 'unrecorded', source }, wholeFile(file))];
        stale.push(problems);
        if (facts) input.memo?.set(facts.translation, { english: facts.english, status, problems });
      } else {
        status.fields = changedFields(own, record);
        const problems: Problem[] = [];
        stale.push(problems);
        if (status.fields.length) {
          status.state = 'stale';
          behind.push({ at: stale.length - 1, status, record, ...(facts ? { facts } : {}) });
        } else if (facts) input.memo?.set(facts.translation, { english: facts.english, status, problems });
      }
    }
  }
  // The English then of every translation behind comes from the same history: read together.
  if (behind.length) input.history.prefetch?.([...new Set(behind.map((b) => b.status.source))]);
  for (const { at, status, record, facts } of behind) {
    const { problems, allFound } = staleTexts(input, status.source, status.file, status.fields, record);
    stale[at] = problems;
    // Kept only when every English then was found: a version not in the history now may be committed later.
    if (facts && allFound) input.memo?.set(facts.translation, { english: facts.english, status, problems });
  }
  return { statuses, stale: stale.flat() };
}

/** A page's record from its file, for facts made while the site had one language (PageFacts.source). */
const writtenRecord = (f: DataFile): SourceRecord => sourceRecord((f.data ?? {}) as Record<string, unknown>, f.body);

/**
 * One problem for each changed text of the `fields` of a translation, at its place in the translation;
 * and whether the English then of every field was found in the history.
 */
function staleTexts(input: { locate: (path: string) => DataFile; history: SourceHistory }, source: string, file: string, fields: string[], record: SourceRecord): { problems: Problem[]; allFound: boolean } {
  const english = input.locate(source);
  const translation = input.locate(file);
  const original = (data: unknown) => originalText(source, (data ?? {}) as Record<string, unknown>);
  const now = (field: string) => fieldValue(field, original(english.data), english.body);
  const versions = lazyList(input.history(source));
  const problems: Problem[] = [];
  let allFound = true;
  for (const field of fields) {
    const recorded = record[field];
    const then = recorded === undefined ? { found: true, value: undefined }
      : findVersion(versions, (v) => shortHash(fieldValue(field, original(v.data), v.body)) === recorded, (v) => fieldValue(field, original(v.data), v.body));
    let changes: { path: Key[]; old?: string | null; now: string | null }[];
    allFound &&= then.found;
    if (then.found) {
      changes = textChanges(field, then.value, now(field));
      // The same texts, written differently (a number become text, say): the field as a whole.
      if (!changes.length) changes = [{ path: [field], old: joined(then.value), now: joined(now(field)) }];
    } else {
      const value = now(field);
      changes = [{ path: [field], old: undefined, now: value === undefined ? null : joined(value) }];
    }
    for (const change of changes) {
      const line = isBodyPath(change.path) ? bodyLocation(english, change.path[1] as number).line : positionOf(english, originalPath(source, change.path, (english.data ?? {}) as Record<string, unknown>)).line;
      const at = isBodyPath(change.path) ? bodyLocation(translation, change.path[1] as number) : locationOf(translation, change.path);
      problems.push(problem('stale-translation', { reason: 'changed', source: `${source}:${line}`, ...('old' in change ? { old: change.old } : {}), now: change.now }, at));
    }
  }
  return { problems, allFound };
}

type Key = string | number;

const joined = (value: unknown) => leaves(value).map((l) => l.text).join(' / ');
const isBodyPath = (path: readonly Key[]) => path[0] === BODY_FIELD && typeof path[1] === 'number';

/** Where the `index`th paragraph of a Markdown page's text starts. */
function bodyLocation(file: DataFile, index: number): Location {
  const lines = file.text.split(/\r?\n/);
  const bodyStart = file.body === undefined ? 0 : lines.length - file.body.split(/\r?\n/).length;
  let seen = -1;
  for (let i = Math.max(0, bodyStart); i < lines.length; i++) {
    const starts = lines[i]!.trim() !== '' && (i === bodyStart || lines[i - 1]!.trim() === '');
    if (starts && ++seen === index) return { file: file.path, line: i + 1, column: 1, field: `${BODY_FIELD}[${index}]`, source: lines[i] };
  }
  return { ...wholeFile(file.path), field: `${BODY_FIELD}[${index}]` };
}

/** An iterable read once, as far as it is asked. */
function lazyList<T>(items: Iterable<T>): { at: (i: number) => T | undefined } {
  const it = items[Symbol.iterator]();
  const read: T[] = [];
  return {
    at(i) {
      while (read.length <= i) {
        const next = it.next();
        if (next.done) return undefined;
        read.push(next.value);
      }
      return read[i];
    },
  };
}

function findVersion<T>(versions: { at: (i: number) => T | undefined }, matches: (v: T) => boolean, value: (v: T) => unknown): { found: boolean; value?: unknown } {
  for (let i = 0; ; i++) {
    const v = versions.at(i);
    if (v === undefined) return { found: false };
    if (matches(v)) return { found: true, value: value(v) };
  }
}

/**
 * For the going-live gate (`site build --production`): each translated page behind its English page
 * or without a record of it, at its record. Read from the files alone, as the gate reads them.
 */
export function translationsBehind(files: readonly SourceFile[]): LaunchItem[] {
  const data = files.filter((f): f is DataFile => f.type === 'data');
  const byPath = new Map(data.map((f) => [f.path, f]));
  const items: LaunchItem[] = [];
  for (const file of data) {
    const { language, rel } = languageOf(file.path);
    const page = file.data as Record<string, unknown> | undefined;
    const english = byPath.get(rel);
    if (!language || !recordsTranslation(file.path) || !page || page.singleLanguage === true || !english?.data) continue;
    const mark = `npx site translations mark-current content/${file.path}`;
    const record = recordOf(page);
    if (!record) {
      items.push({ ...wholeFile(file.path), harm: 'other', reason: `the translation does not record which version of content/${rel} it was translated from: check it against that page, then run ${mark}` });
      continue;
    }
    const fields = changedFields(sourceRecord(originalText(rel, english.data as Record<string, unknown>), english.body), record);
    if (!fields.length) continue;
    const pos = positionOf(file, [RECORD_FIELD]);
    items.push({ file: file.path, ...pos, field: RECORD_FIELD, harm: 'other', reason: `the translation is behind content/${rel}, whose ${fields.join(', ')} changed since it was translated (\`site check\` shows the texts): update it, then run ${mark}` });
  }
  return items;
}
