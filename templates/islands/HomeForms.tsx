/**
 * The home page's two forms (SPEC 4, 5, 8): insurance verification and free
 * consultation. editing -> submitting -> submitted (a confirmation panel) ->
 * empty and editing again after 3 s; on failure, editing with the fields
 * kept and a toast. Without JavaScript they post as ordinary HTML forms.
 * One view; the two forms differ only in their fields and texts.
 */
import type { ReactNode } from 'react';
import { consultationFormSchema, ENDPOINTS, insuranceFormSchema } from '../../contract/forms.ts';
import type { FormWords } from '../../contract/content/messages.ts';
import { fullNameField, LeadFields, phoneField, PrivacyNote, SubmitButton, type CommonFormWords, type FieldSpec } from '../partials/FormFields.tsx';
import { Icon } from '../partials/Icon.tsx';
import { rich } from '../partials/rich.tsx';
import { emptyTexts, invalidTexts, useLeadForm, type LeadFormSpec } from './runtime/lead-form.ts';
import { RESET_AFTER_MS, type Message } from './runtime/messages.ts';
import { island } from './define.tsx';

interface Copy { title: string; description: string }
interface Crisis { display: string; href: string }
interface Words<F> { common: CommonFormWords; form: F }

interface HomeForm extends Pick<LeadFormSpec, 'endpoint' | 'schema' | 'missing'> {
  id: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  done: Message;
  confirmed: { title: string; body: ReactNode };
}

function insuranceForm({ common, form: w }: Words<FormWords['insurance']>, crisis: Crisis): HomeForm {
  return {
    id: 'insurance-form',
    endpoint: ENDPOINTS.insurance,
    schema: insuranceFormSchema,
    fields: [
      fullNameField('ins', common),
      phoneField('ins', common),
      { id: 'ins-insuranceName', name: 'insuranceName', ...w.insuranceName },
      { id: 'ins-memberId', name: 'memberId', ...w.memberId },
    ],
    submitLabel: w.submit,
    missing: w.missing,
    done: w.done,
    confirmed: { title: w.confirmedTitle, body: <><p>{w.confirmedBody}</p><ConfirmedCall message={common.confirmedCall} crisis={crisis} /></> },
  };
}

/** Under either form's confirmation: whom to call if no call comes, the number a link that dials it. */
function ConfirmedCall({ message, crisis }: { message: string; crisis: Crisis }) {
  return <p className="mt-2">{rich(message, { phone: <a href={crisis.href} className="whitespace-nowrap font-semibold text-brand-800 underline">{crisis.display}</a> })}</p>;
}

function consultationForm({ common, form: w }: Words<FormWords['consultation']>, crisis: Crisis): HomeForm {
  return {
    id: 'consultation-form',
    endpoint: ENDPOINTS.consultation,
    schema: consultationFormSchema,
    fields: [
      fullNameField('con', common),
      phoneField('con', common),
      { id: 'con-email', name: 'email', ...w.email, type: 'email', autoComplete: 'email', required: false },
      { id: 'con-situation', name: 'situation', ...w.situation, required: false, multiline: true },
    ],
    submitLabel: w.submit,
    missing: w.missing,
    done: w.done,
    confirmed: {
      title: w.confirmedTitle,
      body: (
        <>
          <p>{w.confirmedBody}</p>
          <ConfirmedCall message={common.confirmedCall} crisis={crisis} />
        </>
      ),
    },
  };
}

function HomeFormView({ form, copy, common, fixed }: { form: HomeForm; copy: Copy; common: CommonFormWords; fixed: Record<string, string> }) {
  const { values, problems, set, status, onSubmit, confirmation } = useLeadForm({
    ...form,
    fixed,
    invalidTitle: common.invalidTitle,
    invalid: invalidTexts(common.invalid),
    empty: emptyTexts(common.empty),
    failed: common.failed,
    failureLog: 'Form submission failed',
    resetAfterMs: RESET_AFTER_MS,
  });
  return (
    <div id={form.id} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h3 className="text-2xl font-bold text-ink">{copy.title}</h3>
      <p className="mt-2 text-slate-700">{copy.description}</p>
      {status === 'submitted' ? (
        <div role="status" ref={confirmation} tabIndex={-1} className="mt-6 rounded-xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
          <Icon name="check" className="mx-auto h-12 w-12 rounded-full bg-brand-700 p-2.5 text-white" />
          <p className="mt-3 text-xl font-bold text-ink">{form.confirmed.title}</p>
          <div className="mt-2 text-slate-700">{form.confirmed.body}</div>
        </div>
      ) : (
        <form method="post" action={form.endpoint} onSubmit={onSubmit} className="relative mt-6 space-y-4">
          <LeadFields form={form.id} fields={form.fields} fixed={fixed} values={values} problems={problems} onChange={set} words={common} />
          <SubmitButton busy={status === 'submitting'} label={form.submitLabel} busyLabel={common.submitting} />
          <PrivacyNote>{common.privacy}</PrivacyNote>
        </form>
      )}
    </div>
  );
}

/** `fixed`: the hidden values the page adds (useLanguageField). */
export const InsuranceForm = island('InsuranceForm', ({ copy, words, crisis, fixed }: { copy: Copy; words: Words<FormWords['insurance']>; crisis: Crisis; fixed: Record<string, string> }) => (
  <HomeFormView form={insuranceForm(words, crisis)} copy={copy} common={words.common} fixed={fixed} />
));
export const ConsultationForm = island('ConsultationForm', ({ copy, words, crisis, fixed }: { copy: Copy; words: Words<FormWords['consultation']>; crisis: Crisis; fixed: Record<string, string> }) => (
  <HomeFormView form={consultationForm(words, crisis)} copy={copy} common={words.common} fixed={fixed} />
));
