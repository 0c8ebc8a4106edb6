/**
 * The one submit flow of the three lead forms (SPEC 4, 5, 8). Every field is
 * trimmed; a blank required field gets the form's own "missing" toast and
 * nothing is sent; the rest is checked with the form's schema (the one the
 * forms API uses) and posted. A refused form also says, beside each field
 * with a problem, what is wrong with it (aria-invalid, aria-describedby), and
 * focus moves to the first such field. A failure keeps the fields; a success
 * shows the confirmation (in view and focused: `confirmation` is its element, which takes
 * tabIndex -1) and, for the home forms, an empty form again after 3 s, its first field focused if
 * focus was in the confirmation.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD, LIMITS, type CheckedField } from '../../../contract/forms.ts';
import type { FormWords } from '../../../contract/content/messages.ts';
import { fill } from '../../../contract/messages.ts';
import type { Message } from './messages.ts';
import { newIdempotencyKey, postForm } from './submit.ts';
import { arrival } from './arrival.ts';
import { ATTRIBUTION_FIELD } from '../../../contract/attribution.ts';
import { toast } from './toast.ts';

type Values = Record<string, string>;

/** A visible field: required unless it says otherwise. */
export interface LeadField { name: string; required?: boolean }

/** The shape of a zod (mini) schema's safeParse, all this flow needs of it. */
interface Schema {
  safeParse(data: unknown): { success: boolean; error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** What the page says of each field the schema refuses, in the page's language, with the limits filled in. */
export function invalidTexts(words: FormWords['common']['invalid']): Record<CheckedField, string> {
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

/** What the page says beside a required field left empty, by field; the crisis form's insurance provider says what the insurance form's says. */
export function emptyTexts(words: FormWords['common']['empty']): Record<string, string> {
  return { ...words, insuranceProvider: words.insuranceName };
}

/** The reason beside each visible field with a problem, by field name, in the form's order. */
export type FieldProblems = Record<string, string>;

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
  /** Beside a required field left empty, by field (emptyTexts). */
  empty: Record<string, string>;
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

type Check = Pick<LeadFormSpec, 'schema' | 'fields' | 'fixed' | 'missing' | 'invalidTitle' | 'invalid' | 'empty'>;

/**
 * What to send, or why nothing is sent: the toast (the form's "missing" one when a required field is
 * blank, else the first refused field's reason) and the reason beside each visible field with a problem.
 */
export function prepare(spec: Check, values: Values): { payload: Values } | { problem: Message; fields: FieldProblems } {
  const payload = { ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])), ...spec.fixed };
  const result = spec.schema.safeParse(payload);
  const issues = (!result.success && result.error?.issues) || [];
  const fields: FieldProblems = {};
  let blank = false;
  for (const { name, required } of spec.fields) {
    const issue = issues.find((i) => i.path[0] === name);
    if (required !== false && !payload[name]) {
      blank = true;
      fields[name] = spec.empty[name] ?? spec.missing.description;
    } else if (issue) fields[name] = spec.invalid[name] ?? issue.message;
  }
  const issue = issues[0];
  if (!issue && !blank) return { payload };
  const first = Object.values(fields)[0];
  const description = first ?? spec.invalid[String(issue!.path[0])] ?? issue!.message;
  return { problem: blank ? spec.missing : { title: spec.invalidTitle, description }, fields };
}

export function useLeadForm(spec: LeadFormSpec) {
  const [values, setValues] = useState(() => emptyValues(spec.fields));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [status, setStatus] = useState<FormStatus>('editing');
  // The same key until a request succeeds, so a retry after a lost answer is stored once.
  const key = useRef<string | null>(null);
  // The first field a refused submit marks: focused once its reason is on the page.
  const focus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const field = focus.current;
    focus.current = null;
    if (!field) return;
    // The browser's own scroll on focus stops at the nearest edge: on a phone a field low in the form
    // (the date of birth) then sits at the bottom, under the toast that speaks of it, with its reason
    // hidden. In the middle of the screen both stay in view.
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
  // The confirmation takes the place of the taller form: a page scrolled down to the button would
  // leave it above the screen, with its promise and call button out of sight. Focus goes to it too:
  // the button that had it is gone, and focus left on the page's body starts a keyboard over at the top.
  const confirmation = useRef<HTMLDivElement | null>(null);
  // A home form's card, when focus was in its confirmation as the form came back: its first field takes it.
  const returning = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (status === 'submitted') {
      confirmation.current?.focus({ preventScroll: true });
      confirmation.current?.scrollIntoView?.({ block: 'center' });
    }
    if (status === 'editing' && returning.current) {
      returning.current.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus({ preventScroll: true });
      returning.current = null;
    }
  }, [status]);

  // A field's reason follows what is typed into it, and goes once the value is right.
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (!(name in problems)) return;
    const checked = prepare(spec, { ...values, [name]: value });
    const now = 'fields' in checked ? checked.fields[name] : undefined;
    setProblems((p) => {
      const { [name]: _, ...rest } = p;
      return now ? { ...p, [name]: now } : rest;
    });
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = prepare(spec, values);
    if ('problem' in checked) {
      setProblems(checked.fields);
      const first = Object.keys(checked.fields)[0];
      focus.current = first ? (e.currentTarget.elements.namedItem(first) as HTMLElement | null) : null;
      return toast({ ...checked.problem, variant: 'destructive' });
    }
    setProblems({});
    setStatus('submitting');
    key.current ??= newIdempotencyKey();
    try {
      // Where this visit began goes with the request, and only with it (contract/attribution.ts).
      const from = arrival();
      await postForm(spec.endpoint, from ? { ...checked.payload, [ATTRIBUTION_FIELD]: from } : checked.payload, key.current);
    } catch (err) {
      console.error(`${spec.failureLog}:`, err instanceof Error ? err.message : 'unknown error');
      toast({ ...spec.failed, variant: 'destructive' });
      setStatus('editing');
      return;
    }
    key.current = null;
    arrival(true);
    toast(spec.done);
    setStatus('submitted');
    spec.onSent?.();
    const reset = spec.resetAfterMs;
    if (reset !== undefined) {
      setTimeout(() => {
        const shown = confirmation.current;
        if (shown?.contains(document.activeElement)) returning.current = shown.parentElement;
        setValues(emptyValues(spec.fields));
        setStatus('editing');
      }, reset);
    }
  }

  return { values, problems, set, status, onSubmit, confirmation };
}
