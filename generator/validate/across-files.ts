/**
 * The checks that need every file at once, run when the last one is in: each language as a site of
 * its own (its one-of-a-kind files, its site text, its navigation, redirects and links), then the
 * translations against their English pages.
 */
import type { DataFile, SourceHistory } from '../pipeline.ts';
import type { Redirects } from '../../contract/content/redirects.ts';
import { DEFAULT_LANGUAGES, type Language, type SiteText } from '../../contract/content/site.ts';
import { COLLECTIONS, TRANSLATED_COLLECTIONS } from '../schema/registry.ts';
import { siteTextProblems, type ClaimRules } from './claims.ts';
import { wholeFile } from './positions.ts';
import { problem, sortProblems, type Problem } from './problem.ts';
import { checkReferences, createReferenceMemo, type PageFacts, type ReferenceMemo, type TargetFacts } from './references.ts';
import { checkTranslations, translationReport, type TranslationMemo, type TranslationReport } from './translations.ts';

export interface AcrossFilesInput {
  /** The site's languages, the default first; undefined while site.yaml is missing or invalid. */
  languages: Language[] | undefined;
  /** Every file's path that came in. */
  seen: ReadonlySet<string>;
  /** The shared files' data (site text, navigation, redirects) by path. */
  shared: ReadonlyMap<string, { file: DataFile; data: Record<string, unknown> }>;
  rules: ClaimRules | undefined;
  pages: readonly PageFacts[];
  targets: readonly TargetFacts[];
  assets: ReadonlySet<string>;
  locate: (path: string) => DataFile;
  history: SourceHistory;
  /** Each language's pages whose references an earlier build of this process found, by language code. */
  references?: Map<string, ReferenceMemo>;
  /** Each page translation's status and problems as an earlier build of this process found them (translations.ts). */
  translations?: TranslationMemo;
}

export function acrossFiles({ languages, seen, shared, rules, pages, targets, assets, locate, history, references, translations: compared }: AcrossFilesInput): { problems: Problem[]; translations?: TranslationReport } {
  const problems: Problem[] = [];
  // Each language is checked as a site of its own: its files, its navigation, its links.
  const [first, ...others] = languages ?? DEFAULT_LANGUAGES;
  const written = byLanguage(pages, targets);
  for (const language of [first!, ...others]) {
    const folder = language === first ? '' : `${language.code}/`;
    for (const c of (folder ? TRANSLATED_COLLECTIONS : COLLECTIONS).filter((c) => c.singleton)) {
      if (!seen.has(folder + c.example)) problems.push(problem('missing-file', { path: folder + c.example }, wholeFile(folder + c.example)));
    }
    const words = folder ? shared.get(`${folder}site.yaml`) : undefined;
    if (words && rules) problems.push(...siteTextProblems(words.file, words.data as SiteText, rules.facts));
    const redirects = folder ? undefined : shared.get('redirects.yaml');
    const own = written.get(language.code) ?? noFiles();
    let memo = references?.get(language.code);
    if (references && !memo) references.set(language.code, (memo = createReferenceMemo()));
    // A link to a page not yet translated is not broken as well: the missing translation is the one problem.
    const english = written.get(first!.code);
    const untranslated = folder && english ? [...english.pages, ...english.targets].filter((p) => !own.routes.has(p.route) && !('singleLanguage' in p && p.singleLanguage)) : [];
    problems.push(...checkReferences({
      pages: own.pages,
      targets: [...untranslated, ...own.targets],
      navigation: shared.get(`${folder}navigation.yaml`),
      redirects: redirects && { file: redirects.file, data: redirects.data as Redirects },
      assets,
      locate,
      ...(memo ? { memo } : {}),
    }));
  }
  if (!languages) return { problems };
  // A site of one language has no translations to compare (site dev asks on every save).
  if (languages.length < 2) return { problems, translations: { statuses: [], stale: [] } };
  problems.push(...checkTranslations([...pages, ...targets], languages));
  const report = translationReport({ pages, targets, languages, locate, history, shared, seen, ...(compared ? { memo: compared } : {}) });
  return { problems, translations: { statuses: report.statuses, stale: sortProblems(report.stale) } };
}

/** A language's pages, its failed pages and the routes of both, in file order. */
interface LanguageFiles { pages: PageFacts[]; targets: TargetFacts[]; routes: Set<string | null> }

const noFiles = (): LanguageFiles => ({ pages: [], targets: [], routes: new Set() });

/** Each language's files, in one pass over all of them (site dev makes it on every save). */
function byLanguage(pages: readonly PageFacts[], targets: readonly TargetFacts[]): Map<string, LanguageFiles> {
  const groups = new Map<string, LanguageFiles>();
  const groupOf = (language: string) => {
    let group = groups.get(language);
    if (!group) groups.set(language, (group = noFiles()));
    return group;
  };
  for (const p of pages) {
    const group = groupOf(p.language);
    group.pages.push(p);
    group.routes.add(p.route);
  }
  for (const t of targets) {
    const group = groupOf(t.language);
    group.targets.push(t);
    group.routes.add(t.route);
  }
  return groups;
}
