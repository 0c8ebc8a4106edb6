/**
 * The catalog of content problems. Each has a stable code (tests and the
 * README refer to it) and a hint in an editor's words.
 */
export type ProblemCode =
  | 'yaml-syntax'
  | 'missing-file'
  | 'duplicate-file'
  | 'unknown-file'
  | 'missing-field'
  | 'unknown-field'
  | 'invalid-type'
  | 'wrong-count'
  | 'too-short'
  | 'too-long'
  | 'invalid-value'
  | 'invalid-format'
  | 'broken-link'
  | 'missing-image'
  | 'redirect-conflict'
  | 'unknown-placeholder'
  | 'structured-data';

export interface Problem {
  code: ProblemCode;
  /** Path relative to the content folder. */
  file: string;
  line: number;
  column: number;
  /** The field, as hero.stats[2].number; empty for whole-file problems. */
  field: string;
  expected: string;
  got: string;
  hint?: string;
  /** The offending line of the file, for the code frame. */
  source?: string;
}

export const HINTS: Partial<Record<ProblemCode, string>> = {
  'yaml-syntax': 'check indentation (spaces, not tabs) and that text containing ": " is in quotes',
  'missing-field': 'add the field; copy its shape from a sibling file of the same kind',
  'unknown-field': 'check the spelling, or remove the field: only known fields are published',
  'invalid-type': 'write the value in the form shown under expected',
  'wrong-count': 'this page layout needs exactly that many items: add or remove entries',
  'broken-link': 'link to an existing page route (see content/ file names) or an anchor the page has',
  'missing-image': 'put the image file below content/images/ or correct the path',
  'redirect-conflict': 'an old address must not be a live page, nor appear twice, nor point at another old address',
  'unknown-placeholder': 'use one of the listed {tokens}, or write the text out',
  'structured-data': 'fill in the site.yaml or page field the structured data is built from',
  'unknown-file': 'content files go in the folders listed in the README; move or rename the file',
  'missing-file': 'create the file; the README lists what each one holds',
};

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
