/**
 * Turn zod's issues into problems an editor can act on: what was expected,
 * what was found, in plain words, at the exact line of the file.
 */
import type { z } from 'zod';
import type { DataFile } from '../load/source.ts';
import { HINTS, type Problem, type ProblemCode } from './problem.ts';
import { formatPath, lineText, positionOf } from './positions.ts';

type Issue = z.core.$ZodIssue;
type Key = string | number;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented "key: value" lines)',
  date: 'a date',
};

export function describeValue(value: unknown): string {
  if (value === undefined) return '(missing)';
  if (value === null) return 'nothing (an empty value)';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return `a group of fields (${Object.keys(value).slice(0, 4).join(', ')})`;
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '...' : value);
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

function countWords(issue: { origin?: string; minimum?: unknown; maximum?: unknown; exact?: boolean }, bound: 'min' | 'max') {
  const n = Number(bound === 'min' ? issue.minimum : issue.maximum);
  const unit = issue.origin === 'array' ? (n === 1 ? 'item' : 'items') : issue.origin === 'string' ? 'characters' : '';
  if (issue.exact) return `exactly ${n} ${unit}`.trim();
  return `${bound === 'min' ? 'at least' : 'at most'} ${n} ${unit}`.trim();
}

interface Mapped {
  code: ProblemCode;
  path: Key[];
  expected: string;
  got: string;
  atKey?: boolean;
}

function mapIssue(issue: Issue): Mapped[] {
  const path = issue.path as Key[];
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
      if (input === undefined) return [{ code: 'missing-field', path, expected, got: '(missing)' }];
      return [{ code: 'invalid-type', path, expected, got: describeValue(input) }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        code: 'unknown-field' as const,
        path: [...path, key],
        expected: 'no field of this name here',
        got: `a field named "${key}"`,
        atKey: true,
      }));
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? 'min' : 'max';
      const origin = issue.origin;
      const got =
        origin === 'array' && Array.isArray(input) ? `${input.length} item${input.length === 1 ? '' : 's'}`
        : origin === 'string' && typeof input === 'string' ? `${input.length} characters`
        : describeValue(input);
      const code: ProblemCode = origin === 'array' ? 'wrong-count' : bound === 'min' ? 'too-short' : 'too-long';
      const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const expected = origin === 'number' ? `a number ${bound === 'min' ? 'of at least' : 'of at most'} ${String(limit)}` : countWords(issue, bound);
      return [{ code, path, expected, got }];
    }
    case 'invalid_value':
      return [{ code: 'invalid-value', path, expected: `one of: ${issue.values.map((v) => String(v)).join(', ')}`, got: describeValue(input) }];
    case 'invalid_format':
      return [{ code: 'invalid-format', path, expected: issue.message.replace(/^Invalid.*?: /, ''), got: describeValue(input) }];
    case 'invalid_union': {
      // A block whose "type" is unknown: say which types exist.
      const note = (issue as { note?: string }).note;
      if (note === 'No matching discriminator') {
        const options = collectDiscriminators(issue);
        return [{ code: 'invalid-value', path: [...path, 'type'], expected: options ? `one of: ${options}` : 'a known block type', got: describeValue((input as { type?: unknown } | undefined)?.type) }];
      }
      return [{ code: 'invalid-type', path, expected: 'one of the allowed shapes for this field', got: describeValue(input) }];
    }
    default:
      return [{ code: 'invalid-format', path, expected: issue.message, got: describeValue(input) }];
  }
}

function collectDiscriminators(issue: Issue): string | undefined {
  const opts = (issue as { options?: unknown[] }).options;
  return Array.isArray(opts) && opts.length ? opts.join(', ') : undefined;
}

export function issuesToProblems(file: DataFile, issues: readonly Issue[]): Problem[] {
  return issues.flatMap(mapIssue).map((m) => {
    const pos = positionOf(file, m.path, { atKey: m.atKey });
    return {
      code: m.code,
      file: file.path,
      line: pos.line,
      column: pos.column,
      field: formatPath(m.path),
      expected: m.expected,
      got: m.got,
      hint: HINTS[m.code],
      source: lineText(file, pos.line),
    };
  });
}
