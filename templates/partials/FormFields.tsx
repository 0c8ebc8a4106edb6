/**
 * Labelled inputs shared by the form islands. Controlled: the island owns the values and each
 * field's problem, which the field shows beneath itself and names as its description.
 */
import type { ChangeEvent, MouseEvent, ReactNode } from 'react';
import { HONEYPOT_FIELD, LANGUAGE_FIELD, PHONE_PATTERN } from '../../contract/forms.ts';
import { usePage } from '../context.ts';
import type { FormWords } from '../../contract/content/messages.ts';
import { Icon } from './Icon.tsx';

export const inputClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:inset-ring aria-[invalid=true]:inset-ring-red-700';

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  type?: 'text' | 'tel' | 'email';
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  /** The format the browser checks, matched whole, when the form is sent without JavaScript (SubmitButton). */
  pattern?: string;
  multiline?: boolean;
  /** Beside the label of a field that may stay empty: "(optional)". */
  optionalLabel?: string;
  /** What is wrong with the value, in the page's language; shown under the field. */
  problem?: string;
}

/** A field as a form declares it; the form supplies its value. */
export type FieldSpec = Omit<FieldProps, 'value' | 'onChange' | 'optionalLabel' | 'problem'>;

/** The words every lead form shares (content/messages.yaml `forms`). */
export type CommonFormWords = FormWords['common'];

/**
 * The hidden values a form of this page sends besides its own: the page's language when it is not
 * the site's default, so the team calls back in it and a form sent without JavaScript lands on
 * that language's thank-you page.
 */
export function useLanguageField(): Record<string, string> {
  const { language, languages } = usePage();
  return language.code === languages[0]?.code ? {} : { [LANGUAGE_FIELD]: language.code };
}

/** The two fields every lead form starts with; `prefix` keeps their ids unique on the page. */
export const fullNameField = (prefix: string, w: CommonFormWords): FieldSpec => ({ id: `${prefix}-fullName`, name: 'fullName', ...w.fullName, autoComplete: 'name' });
export const phoneField = (prefix: string, w: CommonFormWords): FieldSpec => ({ id: `${prefix}-phone`, name: 'phone', ...w.phone, type: 'tel', autoComplete: 'tel', pattern: PHONE_PATTERN });

export function Field({ id, name, label, value, onChange, type = 'text', required = true, placeholder, autoComplete, pattern, multiline, optionalLabel, problem }: FieldProps) {
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, e.currentTarget.value);
  const reason = `${id}-problem`;
  const common = { id, name, value, onChange: change, placeholder, className: inputClass, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? reason : undefined };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label} {required ? <span className="text-red-700" aria-hidden="true">*</span> : <span className="font-normal text-slate-600">{optionalLabel}</span>}
      </label>
      {multiline
        ? <textarea {...common} rows={3} />
        : <input {...common} type={type} required={required} aria-required={required} autoComplete={autoComplete} pattern={pattern} inputMode={type === 'text' ? undefined : type} />}
      {problem && <p id={reason} className="mt-1.5 flex gap-1.5 text-sm font-semibold text-red-700"><Icon name="alert" className="mt-px h-4 w-4 shrink-0" />{problem}</p>}
    </div>
  );
}

/** An off-screen field people never see; bots fill it in. */
export function Honeypot({ form, label, value, onChange }: { form: string; label: string; value: string; onChange: (name: string, value: string) => void }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`${form}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(HONEYPOT_FIELD, e.currentTarget.value)} />
    </div>
  );
}

/** A form's visible fields in order, then its fixed values (hidden) and the honeypot. */
export function LeadFields({ form, fields, fixed = {}, values, problems = {}, onChange, words }: {
  form: string;
  words: Pick<CommonFormWords, 'optional' | 'honeypot'>;
  fields: readonly FieldSpec[];
  fixed?: Record<string, string>;
  values: Record<string, string>;
  /** The reason beside each field with a problem, by name. */
  problems?: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <>
      {fields.map((f) => <Field key={f.name} {...f} optionalLabel={words.optional} value={values[f.name] ?? ''} problem={problems[f.name]} onChange={onChange} />)}
      {Object.entries(fixed).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <Honeypot form={form} label={words.honeypot} value={values[HONEYPOT_FIELD] ?? ''} onChange={onChange} />
    </>
  );
}

export function PrivacyNote({ children }: { children: ReactNode }) {
  return <p className="flex items-start gap-2 text-sm text-slate-600"><Icon name="lock" className="h-4 w-4 shrink-0" />{children}</p>;
}

/**
 * Without JavaScript, the browser checks a lead form's fields before sending it (required, type,
 * pattern), so a visitor whose page's script has not arrived yet is told at the field what to fix
 * instead of getting the API's answer. With it, the form's own checks speak (SPEC 5: the toast and
 * each field's reason): pressing the button, which comes before the browser's check, turns the
 * browser's off. Set then, not rendered, so the page's HTML works without the script.
 */
function formChecksItself(event: MouseEvent<HTMLButtonElement>): void {
  const { form } = event.currentTarget;
  if (form) form.noValidate = true;
}

export function SubmitButton({ busy, label, busyLabel, tone = 'brand' }: { busy: boolean; label: string; busyLabel: string; tone?: 'brand' | 'urgent' }) {
  const colors = tone === 'urgent' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800';
  return (
    <button type="submit" disabled={busy} onClick={formChecksItself} className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-5 py-3 text-lg font-semibold text-white disabled:cursor-wait disabled:opacity-70 ${colors}`}>
      {busy ? busyLabel : label}
    </button>
  );
}
