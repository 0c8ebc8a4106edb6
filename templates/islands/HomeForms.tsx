/**
 * The home page's two forms (SPEC 4, 5, 8): insurance verification and free
 * consultation. editing -> submitting -> submitted (a confirmation panel) ->
 * empty and editing again after 3 s; on failure, editing with the fields
 * kept and a toast. Without JavaScript they post as ordinary HTML forms.
 * One view; the two forms differ only in their fields and texts.
 */
import type { ReactNode } from 'react';
import { consultationFormSchema, ENDPOINTS, insuranceFormSchema } from '../../contract/forms.ts';
import { fullNameField, LeadFields, phoneField, PrivacyNote, SubmitButton, type FieldSpec } from '../partials/FormFields.tsx';
import { Icon } from '../partials/Icon.tsx';
import { useLeadForm, type LeadFormSpec } from './runtime/lead-form.ts';
import { MESSAGES, RESET_AFTER_MS, type Message } from './runtime/messages.ts';
import { island } from './define.tsx';

interface Copy { title: string; description: string }
interface Crisis { display: string; href: string }
interface Props { copy: Copy; minutes: number; crisis?: Crisis }

interface HomeForm extends Pick<LeadFormSpec, 'endpoint' | 'schema' | 'missing'> {
  id: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  done: (minutes: number) => Message;
  confirmed: { title: string; body: (props: Props) => ReactNode };
}

const INSURANCE: HomeForm = {
  id: 'insurance-form',
  endpoint: ENDPOINTS.insurance,
  schema: insuranceFormSchema,
  fields: [
    fullNameField('ins'),
    phoneField('ins'),
    { id: 'ins-insuranceName', name: 'insuranceName', label: 'Insurance provider', placeholder: 'e.g. Blue Cross, Aetna, Cigna' },
    { id: 'ins-memberId', name: 'memberId', label: 'Member ID', placeholder: 'As shown on your insurance card' },
  ],
  submitLabel: 'Verify My Insurance',
  missing: MESSAGES.insuranceMissing,
  done: MESSAGES.insuranceDone,
  confirmed: {
    title: 'Verification Submitted!',
    body: ({ minutes }) => <>We will call you back in {minutes} minutes or less with what your plan covers.</>,
  },
};

const CONSULTATION: HomeForm = {
  id: 'consultation-form',
  endpoint: ENDPOINTS.consultation,
  schema: consultationFormSchema,
  fields: [
    fullNameField('con'),
    phoneField('con'),
    { id: 'con-email', name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com', required: false },
    { id: 'con-situation', name: 'situation', label: 'Tell us about your situation', required: false, multiline: true, placeholder: 'Who needs help, and what is happening?' },
  ],
  submitLabel: 'Request Free Consultation',
  missing: MESSAGES.consultationMissing,
  done: MESSAGES.consultationDone,
  confirmed: {
    title: "We'll Call You Soon",
    body: ({ minutes, crisis }) => (
      <>
        <p>A recovery specialist will call you in {minutes} minutes or less.</p>
        <p className="mt-2">If you do not hear from us, call <a href={crisis?.href} className="font-semibold text-brand-800 underline">{crisis?.display}</a>, any time.</p>
      </>
    ),
  },
};

function HomeFormView({ form, ...props }: Props & { form: HomeForm }) {
  const { values, set, status, onSubmit } = useLeadForm({
    ...form,
    done: form.done(props.minutes),
    failed: MESSAGES.homeFailed,
    failureLog: 'Form submission failed',
    resetAfterMs: RESET_AFTER_MS,
  });
  return (
    <div id={form.id} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h3 className="text-2xl font-bold text-ink">{props.copy.title}</h3>
      <p className="mt-2 text-slate-700">{props.copy.description}</p>
      {status === 'submitted' ? (
        <div role="status" className="mt-6 rounded-xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
          <Icon name="check" className="mx-auto h-12 w-12 rounded-full bg-brand-700 p-2.5 text-white" />
          <p className="mt-3 text-xl font-bold text-ink">{form.confirmed.title}</p>
          <div className="mt-2 text-slate-700">{form.confirmed.body(props)}</div>
        </div>
      ) : (
        <form method="post" action={form.endpoint} noValidate onSubmit={onSubmit} className="relative mt-6 space-y-4">
          <LeadFields form={form.id} fields={form.fields} values={values} onChange={set} />
          <SubmitButton busy={status === 'submitting'} label={form.submitLabel} busyLabel="Submitting..." />
          <PrivacyNote>Confidential. Your information is used only to contact you about treatment.</PrivacyNote>
        </form>
      )}
    </div>
  );
}

export const InsuranceForm = island('InsuranceForm', (props: { copy: Copy; minutes: number }) => <HomeFormView form={INSURANCE} {...props} />);
export const ConsultationForm = island('ConsultationForm', (props: Required<Props>) => <HomeFormView form={CONSULTATION} {...props} />);
