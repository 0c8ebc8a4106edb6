/**
 * The one submit flow of the three lead forms (SPEC 4, 5, 8). Every field is
 * trimmed; a blank required field gets the form's own "missing" toast and
 * nothing is sent; the rest is checked with the form's schema (the one the
 * forms API uses) and posted. A failure keeps the fields; a success shows the
 * confirmation and, for the home forms, an empty form again after 3 s.
 */
import { useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD, LIMITS } from '../../../contract/forms.ts';
import type { FormWords } from '../../../contract/content/messages.ts';
import { fill } from '../../../contract/messages.ts';
import type { Message } from './messages.ts';
import { newIdempotencyKey, postForm } from './submit.ts';
import { toast } from './toast.ts';

type Values = Record<string, string>;

/** A visible field: required unless it says otherwise. */
export interface LeadField { name: string; required?: boolean }

/** The shape of a zod (mini) schema's safeParse, all this flow needs of it. */
interface Schema {
  safeParse(data: unknown): { success: boolean; error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** What the page says of each field the schema refuses, in the page's language, with the limits filled in. */
export function invalidTexts(words: FormWords['common']['invalid']): Record<string, string> {
  const max = (text: string, limit: number) => fill(text, { max: limit });
  return {
    fullName: max(words.fullName, LIMITS.nameChars),
    phone: fill(words.phone, { min: LIMITS.phoneDigitsMin, max: LIMITS.phoneDigitsMax }),
    email: words.email,
    situation: max(words.situation, LIMITS.situationChars),
    insuranceName: max(words.insuranceName, LIMITS.nameChars),
    insuranceProvider: max(words.insuranceProvider, LIMITS.nameChars),
    memberId: max(words.memberId, LIMITS.memberIdChars),
    dob: words.dob,
  };
}

export interface LeadFormSpec {
  endpoint: string;
  schema: Schema;
  fields: readonly LeadField[];
  /** Fixed values sent with every request (the crisis form's source and situation). */
  fixed?: Values;
  missing: Message;
  /** The toast when a value is not in a form the schema accepts: its heading, and its text by field (invalidTexts). */
  invalidTitle: string;
  invalid: Record<string, string>;
  done: Message;
  failed: Message;
  /** The console line on failure, before the reason (which never carries a form value). */
  failureLog: string;
  /** Show the empty form again this long after success (the home forms). */
  resetAfterMs?: number;
  onSent?: () => void;
}

type FormStatus = 'editing' | 'submitting' | 'submitted';

export function emptyValues(fields: readonly LeadField[]): Values {
  return Object.fromEntries([...fields.map((f) => [f.name, '']), [HONEYPOT_FIELD, '']]);
}

/** What to send, or the toast that says why nothing is sent. */
export function prepare(spec: Pick<LeadFormSpec, 'schema' | 'fields' | 'fixed' | 'missing' | 'invalidTitle' | 'invalid'>, values: Values): { payload: Values } | { problem: Message } {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  if (spec.fields.some((f) => f.required !== false && !trimmed[f.name])) return { problem: spec.missing };
  const payload = { ...trimmed, ...spec.fixed };
  const result = spec.schema.safeParse(payload);
  const issue = result.success ? undefined : result.error?.issues[0];
  if (!issue) return { payload };
  return { problem: { title: spec.invalidTitle, description: spec.invalid[String(issue.path[0])] ?? issue.message } };
}

export function useLeadForm(spec: LeadFormSpec) {
  const [values, setValues] = useState(() => emptyValues(spec.fields));
  const [status, setStatus] = useState<FormStatus>('editing');
  // The same key until a request succeeds, so a retry after a lost answer is stored once.
  const key = useRef<string | null>(null);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = prepare(spec, values);
    if ('problem' in checked) return toast({ ...checked.problem, variant: 'destructive' });
    setStatus('submitting');
    key.current ??= newIdempotencyKey();
    try {
      await postForm(spec.endpoint, checked.payload, key.current);
    } catch (err) {
      console.error(`${spec.failureLog}:`, err instanceof Error ? err.message : 'unknown error');
      toast({ ...spec.failed, variant: 'destructive' });
      setStatus('editing');
      return;
    }
    key.current = null;
    toast(spec.done);
    setStatus('submitted');
    spec.onSent?.();
    const reset = spec.resetAfterMs;
    if (reset !== undefined) setTimeout(() => { setValues(emptyValues(spec.fields)); setStatus('editing'); }, reset);
  }

  return { values, set, status, onSubmit };
}
