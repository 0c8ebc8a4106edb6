/**
 * validate(files): run every file through its collection's schema, check the
 * references between files, and collect every problem before giving up, so an
 * editor can fix a whole batch in one pass. Pure: data in, data out.
 */
import type { AssetFile, Content, DataFile, PageEntry, PageHead, SourceFile, SourceHistory } from '../pipeline.ts';
import { isSharedFile, languageOf } from '../schema/registry.ts';
import type { Language, Site, SiteText } from '../../contract/content/site.ts';
import { problem, sortProblems, type Problem } from './problem.ts';
import { wholeFile } from './positions.ts';
import { placeholderValues } from './placeholders.ts';
import type { PageFacts, ReferenceMemo, TargetFacts } from './references.ts';
import { acrossFiles } from './across-files.ts';
import type { TranslationMemo, TranslationReport } from './translations.ts';
import { sharedContent } from './shared-content.ts';
import { checkFile, pageHead } from './check-file.ts';
import { claimRules, type ClaimRules } from './claims.ts';

/**
 * `translations`: each translation against its English page. A translation behind its English page
 * is not a problem of the build (the English edit has to be previewed and published before it is
 * translated): `site check` and `site dev` list it, `site build --production` refuses it.
 */
export type ValidateResult = ({ ok: true; content: Content; problems: [] } | { ok: false; problems: Problem[] }) & { translations: TranslationReport };

/** What one file contributes, worked out from that file alone (and the site's token values). */
export interface FileCheck {
  problems: Problem[];
  /** Valid data with its tokens filled in. */
  data?: Record<string, unknown>;
  /** A valid page, in the shape the render stage takes. */
  entry?: PageEntry;
  /** What the cross-file checks need of a valid page. */
  facts?: PageFacts;
  /** A page that does not parse or whose own fields failed: still a link target. */
  target?: TargetFacts;
}

/**
 * Per-file results kept between builds of one process (`site dev`): a file
 * the load stage hands over unchanged (the same object) is not checked again.
 * Any change to site.yaml's token values drops them all.
 */
export interface ValidateCache {
  /** The token values and languages the cached results were checked with. */
  values?: string;
  /** Each result with the key of the language words it was filled with (a translation's own {city}). */
  files: WeakMap<DataFile, { words: string; result: FileCheck }>;
  /** The pages whose links and pictures were all found, by language code (references.ts). */
  references: Map<string, ReferenceMemo>;
  /** Each page translation's status and problems, by its facts (translations.ts). */
  translations: TranslationMemo;
}

export const createValidateCache = (): ValidateCache => ({ files: new WeakMap(), references: new Map(), translations: new WeakMap() });

/**
 * How a file's check is made: `check` makes it; a cache of an earlier build's checks (cache/checks.ts)
 * may answer instead. `words` is the key of the token values the file is filled with. `later`, for a
 * check made elsewhere (a render worker): the kept check now, or where to keep the one made there.
 */
export type CheckMemo = ((f: DataFile, words: string, check: () => FileCheck) => FileCheck) & {
  later?: (f: DataFile, words: string, check: () => FileCheck) => { kept: FileCheck } | { keep: (result: FileCheck) => void };
};

const checkNow: CheckMemo = (_f, _words, check) => check();

/** A page's check as it crosses from a render worker: its entry without the data and body, which stay there. */
export type PageCheck = Omit<FileCheck, 'data' | 'entry'> & { entry?: PageHead };

/**
 * Everything besides its file that checking a page takes, once site.yaml and the languages' site
 * texts are checked: plain data, so that a render worker can check the pages it renders.
 */
export interface PageCheckSetup {
  /** site.yaml's token values; undefined while it is invalid. */
  values?: Record<string, string>;
  /** The token values each language's own site text changes, by language code. */
  words: [string, Record<string, string>][];
  languages?: Language[];
  rules?: ClaimRules;
}

/** One page file checked with what the site's shared files say; `locate` finds a translation's English file. */
export function checkPageFile(setup: PageCheckSetup, f: DataFile, locate: (path: string) => DataFile | undefined): FileCheck {
  const { language, rel } = languageOf(f.path);
  const own = language ? new Map(setup.words).get(language) : undefined;
  const twin = () => {
    try {
      return locate(rel);
    } catch {
      return undefined; // no English page: a missing-translation problem says so
    }
  };
  return checkFile(f, setup.values && { ...setup.values, ...own }, setup.languages, setup.rules, twin);
}

/** A page handed on before its check is known; `settle` gives the check once it is made elsewhere. */
export interface LaterPage {
  head: PageHead;
  /** Absent when a check kept from an earlier build answered: the page is valid, and only needs rendering. */
  settle?: (check: PageCheck) => void;
}

/** What the checker keeps of each file, in the order the files came: filled later for a page checked elsewhere. */
interface Slot { path: string; result?: Pick<FileCheck, 'problems' | 'facts' | 'target'> }

/** The part of a check that outlives its page: never the page's data, which would keep every page in memory. */
const kept = ({ problems, facts, target }: Pick<FileCheck, 'problems' | 'facts' | 'target'>): Slot['result'] => ({ problems, facts, target });

const noHistory: SourceHistory = () => [];

/**
 * Validation one file at a time, for a build that streams pages to the
 * renderers as they are checked: give it the shared files first (site.yaml
 * above all: its facts fill the {tokens}), then every page, then finish() for
 * the checks across files. `locate` gives back a page's file when a problem
 * found at the end has to be pointed at (the streaming build reads it again). `history` gives the
 * earlier versions of an English page, to show the text a translation behind it was made from.
 */
export function createChecker(cache: ValidateCache, locate: (path: string) => DataFile, memo: CheckMemo = checkNow, history: SourceHistory = noHistory) {
  /** Problems of site.yaml and of assets. */
  const problems: Problem[] = [];
  /** Every other file's check, in the order the files came (the problems are sorted at the end). */
  const slots: Slot[] = [];
  const assets = new Map<string, Buffer>();
  const shared = new Map<string, { file: DataFile; data: Record<string, unknown> }>();
  const seen = new Set<string>();
  let values: Record<string, string> | undefined;
  /** site.yaml's facts, promises and hotline numbers, which every page's claims are checked against. */
  let rules: ClaimRules | undefined;
  /** The site's languages, the default first; undefined while site.yaml is missing or invalid. */
  let languages: Language[] | undefined;
  /** Token values a language's own site text changes ({city} is "Los Ángeles" in Spanish), by language code. */
  const words = new Map<string, Record<string, string>>();
  let translations: TranslationReport = { statuses: [], stale: [] };

  const setup = (): PageCheckSetup => ({ words: [...words], ...(values ? { values } : {}), ...(languages ? { languages } : {}), ...(rules ? { rules } : {}) });
  /** Each language's words as a key, made once (a save of a large site asks for every page's). */
  const wordKeys = new Map<string, string>();
  const wordsKey = (f: DataFile) => {
    const language = languageOf(f.path).language;
    if (!language) return { language, key: '' };
    let key = wordKeys.get(language);
    if (key === undefined) {
      const own = words.get(language);
      key = own ? JSON.stringify(own) : '';
      wordKeys.set(language, key);
    }
    return { language, key };
  };

  const check = (f: DataFile): FileCheck => {
    if (f.path === 'site.yaml') return memo(f, '', () => checkFile(f, values, languages));
    const { language, key } = wordsKey(f);
    const cached = cache.files.get(f);
    // A translation with problems is checked again: a field it lacks is pointed at in its English page, which may have moved.
    if (cached?.words === key && !(language && cached.result.problems.length)) return cached.result;
    const result = memo(f, `${cache.values}\0${key}`, () => checkPageFile(setup(), f, locate));
    cache.files.set(f, { words: key, result });
    return result;
  };

  /** All the pages' facts so far, in file order. */
  const pageFacts = () => {
    const facts: PageFacts[] = [];
    for (const s of slots) if (s.result?.facts) facts.push(s.result.facts);
    return facts;
  };
  /** Every page's facts, once finish() has them: nothing is added after it. */
  let finished: PageFacts[] | undefined;

  return {
    /** site.yaml, or undefined when it is missing. Call first. */
    site(f: DataFile | undefined): void {
      if (f) {
        seen.add(f.path);
        const result = check(f);
        problems.push(...result.problems);
        if (result.data) {
          shared.set(f.path, { file: f, data: result.data });
          values = placeholderValues(result.data as Site);
          languages = (result.data as Site).languages;
          rules = claimRules(result.data as Site);
        }
      }
      const key = JSON.stringify([values ?? null, languages ?? null, rules ?? null]);
      if (cache.values !== key) {
        cache.values = key;
        cache.files = new WeakMap();
      }
    },
    /** Any other file; returns the page entry when it is a valid page. */
    add(f: SourceFile): PageEntry | undefined {
      seen.add(f.path);
      if (f.type === 'asset') {
        if (f.path.startsWith('images/')) assets.set(f.path, (f as AssetFile).bytes);
        else problems.push(problem('unknown-file', { path: f.path, kind: 'asset' }, wholeFile(f.path)));
        return undefined;
      }
      const result = check(f);
      slots.push({ path: f.path, result: kept(result) });
      if (!result.facts && result.data) {
        shared.set(f.path, { file: f, data: result.data });
        const { language, rel } = languageOf(f.path);
        if (language && rel === 'site.yaml') {
          words.set(language, { city: (result.data as SiteText).city });
          wordKeys.delete(language);
        }
      }
      return result.entry;
    },
    /**
     * A page file to be checked where it is rendered, once the shared files are in: its head now, and
     * a slot its check fills later. Undefined for a file that has to be checked here (add()): one
     * that is no page, or whose check this process already holds.
     */
    later(f: DataFile): LaterPage | undefined {
      const head = pageHead(f, languages);
      if (!head || cache.files.has(f)) return undefined;
      seen.add(f.path);
      const words = `${cache.values}\0${wordsKey(f).key}`;
      const slot: Slot = { path: f.path };
      slots.push(slot);
      const make = () => checkPageFile(setup(), f, locate);
      const found = memo.later?.(f, words, make) ?? { keep: () => undefined };
      if ('kept' in found) {
        slot.result = kept(found.kept);
        return { head };
      }
      return {
        head,
        settle: (result) => {
          slot.result = kept(result);
          found.keep(result as FileCheck);
        },
      };
    },
    /** What a render worker needs to check pages as this checker would. */
    setup,
    /** The shared files' data so far (site, navigation...): what rendering needs besides a page. */
    shared: <T>(path: string) => shared.get(path)?.data as T | undefined,
    assets: () => assets as ReadonlyMap<string, Buffer>,
    /** The problems of every file, and those across files. */
    finish(): Problem[] {
      // One pass over every file's check (site dev finishes on every save).
      const all = [...problems];
      const pages: PageFacts[] = [];
      const targets: TargetFacts[] = [];
      for (const { path, result } of slots) {
        if (!result) throw new Error(`${path} was never checked`);
        for (const p of result.problems) all.push(p);
        if (result.facts) pages.push(result.facts);
        if (result.target) targets.push(result.target);
      }
      finished = pages;
      const across = acrossFiles({ languages, seen, shared, rules, pages, targets, assets: new Set(assets.keys()), locate, history, references: cache.references, translations: cache.translations });
      all.push(...across.problems);
      if (across.translations) translations = across.translations;
      return sortProblems(all);
    },
    /** Once finish() has run: each translation against its English page. */
    translations: () => translations,
    /** The placeholder pictures still in the pages. */
    placeholders: () => (finished ?? pageFacts()).reduce((n, p) => n + p.placeholders, 0),
  };
}

export type Checker = ReturnType<typeof createChecker>;

/** Check the shared files, site.yaml first: its facts fill the {tokens} of the others and of every page. */
export function checkSharedFiles(checker: Checker, files: readonly SourceFile[]): void {
  const siteFile = files.find((f) => f.path === 'site.yaml');
  checker.site(siteFile?.type === 'data' ? siteFile : undefined);
  for (const f of files) if (f !== siteFile) checker.add(f);
}

/** All files at once: the whole content folder in memory (site check, site dev, tests). */
export function validate(files: readonly SourceFile[], cache: ValidateCache = createValidateCache(), history?: SourceHistory): ValidateResult {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const checker = createChecker(cache, (path) => byPath.get(path) as DataFile, checkNow, history);
  // The shared files first: a language's site text fills its pages' tokens.
  checkSharedFiles(checker, files.filter((f) => isSharedFile(f.path)));
  const entries: PageEntry[] = [];
  for (const f of files) {
    if (isSharedFile(f.path)) continue;
    const entry = checker.add(f);
    if (entry) entries.push(entry);
  }
  const problems = checker.finish();
  const shared = sharedContent(checker);
  const translations = checker.translations();
  if (problems.length || !shared) return { ok: false, problems, translations };
  return { ok: true, problems: [], content: { ...shared, pages: entries }, translations };
}
