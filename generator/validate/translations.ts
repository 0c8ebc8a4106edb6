/**
 * Every page in every language: a page written in one of the site's languages and missing in
 * another is a problem, reported at the file that exists, never filled in silently from the
 * default language.
 */
import type { Language } from '../../contract/content/site.ts';
import { languageOf } from '../schema/registry.ts';
import { problem, type Problem } from './problem.ts';
import { wholeFile } from './positions.ts';

interface Written { route: string | null; file: string; language: string; singleLanguage?: boolean }

export function checkTranslations(pages: readonly Written[], languages: readonly Language[]): Problem[] {
  const [first, ...others] = languages;
  const problems: Problem[] = [];
  const all = (code: string) => pages.filter((p) => p.language === code && p.route !== null);
  const routesIn = (code: string) => new Map(all(code).map((p) => [p.route!, p.file]));
  /** The routes of a language's pages that other languages must have too. */
  const sharedIn = (code: string) => new Map(all(code).filter((p) => !p.singleLanguage).map((p) => [p.route!, p.file]));
  const original = routesIn(first!.code);
  for (const language of others) {
    const translated = routesIn(language.code);
    for (const [route, file] of sharedIn(first!.code)) {
      if (!translated.has(route)) problems.push(problem('missing-translation', { reason: 'untranslated', route, language: language.name, path: `${language.code}/${file}` }, wholeFile(file)));
    }
    for (const [route, file] of sharedIn(language.code)) {
      if (!original.has(route)) problems.push(problem('missing-translation', { reason: 'no-original', route, language: first!.name, path: languageOf(file).rel }, wholeFile(file)));
    }
  }
  return problems;
}
