/**
 * The editors' doc's list of problem codes (docs/editors.md), rendered from the catalog. The doc
 * holds it between two markers; `npm run readme:codes` writes it there, and a
 * test fails when the doc's copy differs from the catalog.
 */
import { CATALOG, ROUNDS, type ProblemCode } from '../validate/catalog.ts';

export const CODES_START = '<!-- codes:start -->';
export const CODES_END = '<!-- codes:end -->';

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1) + '.';

/** The list, grouped by when each problem is found, in the order problems are reported. */
export function codesMarkdown(): string {
  const codes = Object.keys(CATALOG) as ProblemCode[];
  const groups = (Object.keys(ROUNDS) as (keyof typeof ROUNDS)[]).map((round) => {
    const items = codes.filter((c) => CATALOG[c].round === round).map((c) => `- \`${c}\`: ${sentence(CATALOG[c].title)} ${sentence(CATALOG[c].hint)}`);
    return `${ROUNDS[round]}:\n\n${items.join('\n')}`;
  });
  return ['<!-- Written by `npm run readme:codes` from generator/validate/catalog.ts: edit the catalog, then run it. -->', ...groups].join('\n\n');
}

/** The text between the markers, or undefined when the doc lacks them. */
export function codesIn(readme: string): string | undefined {
  const start = readme.indexOf(CODES_START);
  const end = readme.indexOf(CODES_END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(start + CODES_START.length, end).trim();
}

/** The doc with the list between the markers replaced by the catalog's. */
export function withCodes(readme: string): string {
  if (codesIn(readme) === undefined) throw new Error(`the doc has no ${CODES_START} ... ${CODES_END} markers`);
  const start = readme.indexOf(CODES_START) + CODES_START.length;
  return `${readme.slice(0, start)}\n${codesMarkdown()}\n${readme.slice(readme.indexOf(CODES_END))}`;
}
