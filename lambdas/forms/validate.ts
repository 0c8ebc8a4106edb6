/** Runs the shared schemas on a parsed body and turns zod's issues into the API's {path, message} list. */
import type * as z from 'zod';
import type { FormName } from '../../contract/promises.ts';
import type { Issue } from '../leads/respond.ts';
import { CRISIS_SOURCE, HONEYPOT_FIELD, consultationEndpointSchema, insuranceFormSchema } from '../../contract/forms.ts';
import { ATTRIBUTION_FIELD, type Attribution } from '../../contract/attribution.ts';
import { attributionSchema } from '../../contract/attribution-schema.ts';

export type ValidationResult =
  | { ok: true; form: FormName; fields: Record<string, string>; source?: string; attribution?: Attribution }
  | { ok: false; issues: Issue[] };

/** Each form endpoint's schema: the consultation endpoint takes the crisis landing form too (`source`). */
const SCHEMAS = { insurance: insuranceFormSchema, consultation: consultationEndpointSchema } as const;

export type FormEndpoint = keyof typeof SCHEMAS;
const MAX_ISSUES = 20;

export function validateSubmission(endpoint: FormEndpoint, body: unknown): ValidationResult {
  // Where the visit began travels beside the form and never costs a request for help: one that does
  // not check out is left off, the request kept.
  const object = typeof body === 'object' && body !== null && !Array.isArray(body);
  const { [ATTRIBUTION_FIELD]: from, ...form } = object ? body as Record<string, unknown> : {};
  const attribution = attributionSchema.safeParse(from);
  const result = SCHEMAS[endpoint].safeParse(object ? form : body);
  if (!result.success) return { ok: false, issues: toIssues(result.error.issues) };
  const { source, [HONEYPOT_FIELD]: _honeypot, ...rest } = result.data as Record<string, string | undefined>;
  const fields = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { ok: true, form: formOf(endpoint, source), fields, ...(source && { source }), ...(attribution.success && { attribution: attribution.data }) };
}

/** Which form a request to `endpoint` came from: the consultation endpoint takes the crisis landing form too, by its `source`. */
export function formOf(endpoint: FormEndpoint, source: unknown): FormName {
  return endpoint === 'insurance' ? 'insurance' : source === CRISIS_SOURCE ? 'crisis' : 'consultation';
}

/** A bot fills every field it sees; people never see this one. */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** One issue per field (the first), at most 20, none quoting what was sent. */
function toIssues(zodIssues: z.core.$ZodIssue[]): Issue[] {
  const byPath = new Map<string, string>();
  for (const issue of zodIssues) {
    for (const { path, message } of explain(issue)) if (!byPath.has(path)) byPath.set(path, message);
  }
  return [...byPath].slice(0, MAX_ISSUES).map(([path, message]) => ({ path, message }));
}

function explain(issue: z.core.$ZodIssue): Issue[] {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: [path, key.slice(0, 100)].filter(Boolean).join('.'), message: 'This field is not part of the form.' }));
  }
  if (path === '' && issue.code === 'invalid_type') return [{ path, message: 'The request must be an object of form fields.' }];
  return [{ path, message: issue.message }];
}
