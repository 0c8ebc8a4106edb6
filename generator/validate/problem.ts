/**
 * A content problem: where it is, and the catalog's words for it. Every
 * problem is made by problem(), from a code and that code's facts.
 */
import { CATALOG, ROUNDS, type Facts, type ProblemCode } from './catalog.ts';
import { fieldLabel } from './catalog-words.ts';

export type { ProblemCode } from './catalog.ts';

/** Where a problem is. */
export interface Location {
  /** Path relative to the content folder. */
  file: string;
  line: number;
  column: number;
  /** The field, as hero.stats[2].number; empty for whole-file problems. */
  field: string;
  /** The offending line of the file, for the code frame. */
  source?: string;
}

export interface Problem extends Location {
  /** The field in words, then as a path: related treatments, item 1, link (relatedTreatments[0].href). */
  label: string;
  code: ProblemCode;
  expected: string;
  got: string;
  hint: string;
}

export function problem<C extends ProblemCode>(code: C, facts: Facts[C], at: Location): Problem {
  const { words, hint } = CATALOG[code];
  const said = words(facts);
  return { code, ...at, label: fieldLabel(at.field), expected: said.expected, got: said.got, hint: said.hint ?? hint };
}

const RANK = new Map(Object.keys(ROUNDS).map((round, i) => [round, i]));
const rank = (p: Problem) => RANK.get(CATALOG[p.code].round)!;

/** Root causes first (a file that does not parse, then fields, then links across files), then by place. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
