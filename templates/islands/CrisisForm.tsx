/**
 * The crisis landing page's insurance-check form (SPEC 2.8, 4, 5, 7, 8).
 * Trims every field, requires all five, adds source and the fixed situation,
 * and posts to the consultation endpoint. Success shows a confirmation card
 * and, 100 ms later, sends the ad pixel's Lead event (no form values in it).
 */
import { useRef, useState, type FormEvent } from 'react';
import { CRISIS_SITUATION, CRISIS_SOURCE, crisisFormSchema, ENDPOINTS, HONEYPOT_FIELD } from '../../contract/forms.ts';
import { Field, Honeypot, PrivacyNote, SubmitButton } from '../partials/FormFields.tsx';
import { Icon } from '../partials/Icon.tsx';
import { LEAD_EVENT_DELAY_MS, LEAD_VALUE_USD, MESSAGES } from './runtime/messages.ts';
import { trackEvent } from './runtime/pixel.ts';
import { firstIssue, newIdempotencyKey, postForm } from './runtime/submit.ts';
import { toast } from './runtime/toast.ts';
import { island } from './define.tsx';

const EMPTY = { fullName: '', phone: '', insuranceProvider: '', memberId: '', dob: '', [HONEYPOT_FIELD]: '' };
const REQUIRED = ['fullName', 'phone', 'insuranceProvider', 'memberId', 'dob'] as const;

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  privacyNote: string;
  minutes: number;
  crisis: { display: string; href: string };
}

function CrisisFormView({ title, intro, submitLabel, privacyNote, minutes, crisis }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const key = useRef<string | null>(null);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as typeof EMPTY;
    if (REQUIRED.some((f) => !trimmed[f])) {
      toast({ ...MESSAGES.crisisMissing, variant: 'destructive' });
      return;
    }
    const payload = { ...trimmed, source: CRISIS_SOURCE, situation: CRISIS_SITUATION };
    const problem = firstIssue(crisisFormSchema.safeParse(payload));
    if (problem) return toast({ ...MESSAGES.invalid(problem), variant: 'destructive' });
    setBusy(true);
    key.current ??= newIdempotencyKey();
    try {
      await postForm(ENDPOINTS.consultation, payload, key.current);
      key.current = null;
      toast(MESSAGES.crisisDone(minutes));
      setDone(true);
      setTimeout(() => trackEvent('track', 'Lead', {
        content_name: 'Crisis Insurance Verification', content_category: 'Crisis Landing', currency: 'USD', value: LEAD_VALUE_USD, source: CRISIS_SOURCE,
      }), LEAD_EVENT_DELAY_MS);
    } catch (err) {
      console.error('Crisis form submission failed:', err instanceof Error ? err.message : 'unknown error');
      toast({ ...MESSAGES.crisisFailed(crisis.display), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div id="insurance-form" className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-200 sm:p-8">
      {done ? (
        <div role="status" className="text-center">
          <Icon name="check" className="mx-auto h-14 w-14 rounded-full bg-brand-700 p-3 text-white" />
          <h2 className="mt-4 text-2xl font-bold text-ink">We're checking your coverage</h2>
          <p className="mt-3 text-slate-700">An admissions counselor will call you within {minutes} minutes with your results and your options. Keep your phone nearby.</p>
          <a href={crisis.href} data-track="form" className="mt-5 inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-3 font-bold text-white">
            <Icon name="phone" className="h-5 w-5" />Call now: {crisis.display}
          </a>
        </div>
      ) : (
        <>
          <h2 className="text-2xl font-bold text-ink">{title}</h2>
          <p className="mt-2 text-slate-700">{intro}</p>
          <form method="post" action={ENDPOINTS.consultation} noValidate onSubmit={onSubmit} className="relative mt-5 space-y-4">
            <Field id="cr-fullName" name="fullName" label="Full name" autoComplete="name" placeholder="Your full name" value={values.fullName} onChange={set} />
            <Field id="cr-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" placeholder="(555) 123-4567" value={values.phone} onChange={set} />
            <Field id="cr-insuranceProvider" name="insuranceProvider" label="Insurance provider" placeholder="e.g. Blue Cross, Aetna" value={values.insuranceProvider} onChange={set} />
            <Field id="cr-memberId" name="memberId" label="Member ID" placeholder="From your insurance card" value={values.memberId} onChange={set} />
            <Field id="cr-dob" name="dob" label="Date of birth" placeholder="MM/DD/YYYY" autoComplete="bday" value={values.dob} onChange={set} />
            <input type="hidden" name="source" value={CRISIS_SOURCE} />
            <input type="hidden" name="situation" value={CRISIS_SITUATION} />
            <Honeypot form="crisis-form" value={values[HONEYPOT_FIELD]!} onChange={set} />
            <SubmitButton busy={busy} label={submitLabel} busyLabel="Checking insurance & connecting..." tone="urgent" />
            <a href={crisis.href} data-track="form" className="flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50">
              <Icon name="phone" className="h-5 w-5" />Or call now: {crisis.display}
            </a>
            <PrivacyNote>{privacyNote}</PrivacyNote>
          </form>
        </>
      )}
    </div>
  );
}

export const CrisisForm = island('CrisisForm', CrisisFormView);
