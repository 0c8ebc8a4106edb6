/**
 * Turn the schema's issues into problems an editor can act on: each issue
 * becomes a catalog code with the facts of the case, at the exact line of the
 * file. The words are the catalog's.
 */
import type * as z from 'zod';
import type { DataFile } from '../pipeline.ts';
import type { Facts, ProblemCode } from './catalog.ts';
import { problem, type Problem } from './problem.ts';
import { locationOf, positionOf } from './positions.ts';
import { fieldsAt, nearest } from './suggest.ts';

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
    case 'invalid_value': {
      const suggestion = typeof value === 'string' ? nearest(value, issue.values.filter((v): v is string => typeof v === 'string')) : undefined;
      return [{ code: 'invalid-value', path, facts: { options: issue.values, value, ...(suggestion ? { suggestion } : {}) } }];
    }
    case 'invalid_format':
      return [{ code: 'invalid-format', path, facts: { rule: ownWords(issue.message), format: issue.format, value } }];
    case 'invalid_union': {
      // A block whose "type" is unknown: say which types exist.
      if ((issue as { note?: string }).note === 'No matching discriminator') {
        const options = (issue as { options?: unknown[] }).options ?? [];
        const type = (value as { type?: unknown } | undefined)?.type;
        const suggestion = typeof type === 'string' ? nearest(type, options.filter((o): o is string => typeof o === 'string')) : undefined;
        return [{ code: 'invalid-value', path: [...path, 'type'], facts: { options, value: type, ...(suggestion ? { suggestion } : {}) } }];
      }
      return [{ code: 'invalid-type', path, facts: { type: 'union', value } }];
    }
    default:
      return [{ code: 'invalid-format', path, facts: { rule: ownWords(issue.message), value } }];
  }
}

/** What turns an issue into the most helpful problem besides the issue itself. */
export interface IssueContext {
  /** The collection's schema: the fields a misspelt name may have meant. */
  schema?: z.ZodType;
  /** In a translation, its English page: where a field missing from the translation is. */
  twin?: () => DataFile | undefined;
}

export function issuesToProblems(file: DataFile, issues: readonly Issue[], context: IssueContext = {}): Problem[] {
  const findings = meantFields(file, issues.flatMap(mapIssue), context.schema);
  let twin: DataFile | null | undefined;
  const twinOf = () => (twin === undefined ? (twin = context.twin?.() ?? null) : twin);
  return findings.map((f) => {
    if (f.code === 'missing-field' && context.twin) {
      const english = twinOf();
      if (english) return problem(f.code, { ...f.facts, twin: `${english.path}:${positionOf(english, f.path).line}` }, locationOf(file, f.path));
    }
    return problem(f.code, f.facts, locationOf(file, f.path, { atKey: f.atKey }));
  });
}

/**
 * A misspelt field is one mistake, not two: the unknown name is reported at its own line with the
 * field it was meant to be, and that field is not reported missing as well. An unknown name near a
 * field the group may have (an optional one) gets the suggestion too.
 */
function meantFields(file: DataFile, findings: Finding[], schema: z.ZodType | undefined): Finding[] {
  const missing = findings.filter((f) => f.code === 'missing-field');
  const taken = new Set<Finding>();
  const out: Finding[] = [];
  for (const f of findings) {
    if (f.code !== 'unknown-field') {
      out.push(f);
      continue;
    }
    const parent = f.path.slice(0, -1);
    const siblings = missing.filter((m) => !taken.has(m) && m.path.length === f.path.length && parent.every((k, i) => m.path[i] === k));
    const meant = nearest(f.facts.key, siblings.map((m) => String(m.path.at(-1))));
    if (meant) {
      taken.add(siblings.find((m) => String(m.path.at(-1)) === meant)!);
      out.push({ ...f, facts: { ...f.facts, suggestion: meant } });
      continue;
    }
    const present = Object.keys(groupAt(file.data, parent) ?? {});
    const known = schema ? fieldsAt(schema, parent).filter((k) => !present.includes(k)) : [];
    const near = nearest(f.facts.key, known);
    out.push(near ? { ...f, facts: { ...f.facts, suggestion: near } } : f);
  }
  return out.filter((f) => !taken.has(f));
}

function groupAt(data: unknown, path: readonly Key[]): Record<string, unknown> | undefined {
  let node = data;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>) : undefined;
}
