/**
 * The home page's two forms (SPEC 4, 5, 8): insurance verification and free
 * consultation. editing -> submitting -> submitted (a confirmation panel) ->
 * empty and editing again after 3 s; on failure, editing with the fields
 * kept and a toast. Without JavaScript they post as ordinary HTML forms.
 */
import { useRef, useState, type FormEvent } from 'react';
import { consultationFormSchema, ENDPOINTS, HONEYPOT_FIELD, insuranceFormSchema } from '../../lambdas/forms/schemas.ts';
import { Field, Honeypot, PrivacyNote, SubmitButton } from '../partials/FormFields.tsx';
import { Icon } from '../partials/Icon.tsx';
import { MESSAGES, RESET_AFTER_MS } from './runtime/messages.ts';
import { firstIssue, newIdempotencyKey, postForm } from './runtime/submit.ts';
import { toast } from './runtime/toast.ts';
import { island } from './define.tsx';

type Status = 'editing' | 'submitting' | 'submitted';
interface Copy { title: string; description: string }
interface Crisis { display: string; href: string }

function useForm<T extends Record<string, string>>(empty: T) {
  const [values, setValues] = useState(empty);
  const [status, setStatus] = useState<Status>('editing');
  const key = useRef<string | null>(null);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  async function send(endpoint: string, payload: Record<string, unknown>, done: { title: string; description: string }) {
    setStatus('submitting');
    key.current ??= newIdempotencyKey();
    try {
      await postForm(endpoint, payload, key.current);
      key.current = null;
      toast(done);
      setStatus('submitted');
      setTimeout(() => { setValues(empty); setStatus('editing'); }, RESET_AFTER_MS);
    } catch (err) {
      console.error('Form submission failed:', err instanceof Error ? err.message : 'unknown error');
      toast({ ...MESSAGES.homeFailed, variant: 'destructive' });
      setStatus('editing');
    }
  }
  return { values, set, status, send };
}

function Card({ id, copy, children }: { id: string; copy: Copy; children: React.ReactNode }) {
  return (
    <div id={id} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h3 className="text-2xl font-bold text-ink">{copy.title}</h3>
      <p className="mt-2 text-slate-700">{copy.description}</p>
      {children}
    </div>
  );
}

function Confirmation({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className="mt-6 rounded-xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
      <Icon name="check" className="mx-auto h-12 w-12 rounded-full bg-brand-700 p-2.5 text-white" />
      <p className="mt-3 text-xl font-bold text-ink">{title}</p>
      <div className="mt-2 text-slate-700">{children}</div>
    </div>
  );
}

const EMPTY_INSURANCE = { fullName: '', phone: '', insuranceName: '', memberId: '', [HONEYPOT_FIELD]: '' };

function InsuranceFormView({ copy, minutes }: { copy: Copy; minutes: number }) {
  const form = useForm(EMPTY_INSURANCE);
  const { values, set } = form;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.fullName || !values.phone || !values.insuranceName || !values.memberId) {
      toast({ ...MESSAGES.insuranceMissing, variant: 'destructive' });
      return;
    }
    const problem = firstIssue(insuranceFormSchema.safeParse(values));
    if (problem) return toast({ ...MESSAGES.invalid(problem), variant: 'destructive' });
    void form.send(ENDPOINTS.insurance, values, MESSAGES.insuranceDone(minutes));
  };
  return (
    <Card id="insurance-form" copy={copy}>
      {form.status === 'submitted' ? (
        <Confirmation title="Verification Submitted!">We will call you back in {minutes} minutes or less with what your plan covers.</Confirmation>
      ) : (
        <form method="post" action={ENDPOINTS.insurance} noValidate onSubmit={onSubmit} className="relative mt-6 space-y-4">
          <Field id="ins-fullName" name="fullName" label="Full name" autoComplete="name" placeholder="Your full name" value={values.fullName} onChange={set} />
          <Field id="ins-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" placeholder="(555) 123-4567" value={values.phone} onChange={set} />
          <Field id="ins-insuranceName" name="insuranceName" label="Insurance provider" placeholder="e.g. Blue Cross, Aetna, Cigna" value={values.insuranceName} onChange={set} />
          <Field id="ins-memberId" name="memberId" label="Member ID" placeholder="As shown on your insurance card" value={values.memberId} onChange={set} />
          <Honeypot form="insurance-form" value={values[HONEYPOT_FIELD]!} onChange={set} />
          <SubmitButton busy={form.status === 'submitting'} label="Verify My Insurance" busyLabel="Submitting..." />
          <PrivacyNote>Confidential. Your information is used only to contact you about treatment.</PrivacyNote>
        </form>
      )}
    </Card>
  );
}

const EMPTY_CONSULTATION = { fullName: '', phone: '', email: '', situation: '', [HONEYPOT_FIELD]: '' };

function ConsultationFormView({ copy, minutes, crisis }: { copy: Copy; minutes: number; crisis: Crisis }) {
  const form = useForm(EMPTY_CONSULTATION);
  const { values, set } = form;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.fullName || !values.phone) {
      toast({ ...MESSAGES.consultationMissing, variant: 'destructive' });
      return;
    }
    const problem = firstIssue(consultationFormSchema.safeParse(values));
    if (problem) return toast({ ...MESSAGES.invalid(problem), variant: 'destructive' });
    void form.send(ENDPOINTS.consultation, values, MESSAGES.consultationDone(minutes));
  };
  return (
    <Card id="consultation-form" copy={copy}>
      {form.status === 'submitted' ? (
        <Confirmation title="We'll Call You Soon">
          <p>A recovery specialist will call you in {minutes} minutes or less.</p>
          <p className="mt-2">If you do not hear from us, call <a href={crisis.href} className="font-semibold text-brand-800 underline">{crisis.display}</a>, any time.</p>
        </Confirmation>
      ) : (
        <form method="post" action={ENDPOINTS.consultation} noValidate onSubmit={onSubmit} className="relative mt-6 space-y-4">
          <Field id="con-fullName" name="fullName" label="Full name" autoComplete="name" placeholder="Your full name" value={values.fullName} onChange={set} />
          <Field id="con-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" placeholder="(555) 123-4567" value={values.phone} onChange={set} />
          <Field id="con-email" name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" required={false} value={values.email} onChange={set} />
          <Field id="con-situation" name="situation" label="Tell us about your situation" required={false} multiline placeholder="Who needs help, and what is happening?" value={values.situation} onChange={set} />
          <Honeypot form="consultation-form" value={values[HONEYPOT_FIELD]!} onChange={set} />
          <SubmitButton busy={form.status === 'submitting'} label="Request Free Consultation" busyLabel="Submitting..." />
          <PrivacyNote>Confidential. Your information is used only to contact you about treatment.</PrivacyNote>
        </form>
      )}
    </Card>
  );
}

export const InsuranceForm = island('InsuranceForm', InsuranceFormView);
export const ConsultationForm = island('ConsultationForm', ConsultationFormView);
