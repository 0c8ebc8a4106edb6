/**
 * Turn the schema's issues into problems an editor can act on: each issue
 * becomes a catalog code with the facts of the case, at the exact line of the
 * file. The words are the catalog's.
 */
import type { z } from 'zod';
import type { DataFile } from '../pipeline.ts';
import type { Facts, ProblemCode } from './catalog.ts';
import { problem, type Problem } from './problem.ts';
import { locationOf } from './positions.ts';

type Issue = z.core.$ZodIssue;
type Key = string | number;

/** One finding: a code with its facts, at a path of the file. */
type Finding = { [C in ProblemCode]: { code: C; facts: Facts[C]; path: Key[]; atKey?: boolean } }[ProblemCode];

/** The schema's own words for a value's form; zod's default messages (which start "Invalid") are not shown. */
const ownWords = (message: string) => (/^Invalid\b/.test(message) ? undefined : message);

function mapIssue(issue: Issue): Finding[] {
  const path = issue.path as Key[];
  const value = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return [{ code: 'missing-field', path, facts: { type: issue.expected } }];
      return [{ code: 'invalid-type', path, facts: { type: issue.expected, value } }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ code: 'unknown-field' as const, path: [...path, key], facts: { key }, atKey: true }));
    case 'too_small':
    case 'too_big': {
      const bound = { limit: Number(issue.code === 'too_small' ? issue.minimum : issue.maximum), exact: issue.exact, inclusive: issue.inclusive };
      if (issue.origin === 'array' && Array.isArray(value)) return [{ code: 'wrong-count', path, facts: { ...bound, count: value.length } }];
      return [{ code: issue.code === 'too_small' ? 'too-short' : 'too-long', path, facts: { ...bound, value } }];
    }
    case 'invalid_value':
      return [{ code: 'invalid-value', path, facts: { options: issue.values, value } }];
    case 'invalid_format':
      return [{ code: 'invalid-format', path, facts: { rule: ownWords(issue.message), format: issue.format, value } }];
    case 'invalid_union': {
      // A block whose "type" is unknown: say which types exist.
      if ((issue as { note?: string }).note === 'No matching discriminator') {
        const options = (issue as { options?: unknown[] }).options ?? [];
        return [{ code: 'invalid-value', path: [...path, 'type'], facts: { options, value: (value as { type?: unknown } | undefined)?.type } }];
      }
      return [{ code: 'invalid-type', path, facts: { type: 'union', value } }];
    }
    default:
      return [{ code: 'invalid-format', path, facts: { rule: ownWords(issue.message), value } }];
  }
}

export function issuesToProblems(file: DataFile, issues: readonly Issue[]): Problem[] {
  return issues.flatMap(mapIssue).map((f) => problem(f.code, f.facts, locationOf(file, f.path, { atKey: f.atKey })));
}
