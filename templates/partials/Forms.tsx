/**
 * The lead forms (SPEC 4, 5). Server-rendered as plain HTML forms that post
 * to the forms API, so they work without JavaScript; the islands issue adds
 * the in-page states and toasts on top.
 */
import type { ReactNode } from 'react';
import { CRISIS_SITUATION, CRISIS_SOURCE, ENDPOINTS, HONEYPOT_FIELD } from '../../lambdas/forms/schemas.ts';
import { Icon } from './Icon.tsx';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';

function Field(props: { id: string; name: string; label: string; type?: string; placeholder?: string; required?: boolean; autoComplete?: string; inputMode?: 'tel' | 'email' | 'text' }) {
  const { id, name, label, type = 'text', required = true } = props;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label} {required ? <span className="text-red-700" aria-hidden="true">*</span> : <span className="font-normal text-slate-600">(optional)</span>}
      </label>
      <input id={id} name={name} type={type} placeholder={props.placeholder} required={required} autoComplete={props.autoComplete} inputMode={props.inputMode} className={inputClass} />
    </div>
  );
}

/** An off-screen field people never see; bots fill it in. */
function Honeypot({ form }: { form: string }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${form}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function FormShell({ id, action, title, description, children, submit }: { id: string; action: string; title: string; description: string; children: ReactNode; submit: string }) {
  return (
    <div id={id} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h3 className="text-2xl font-bold text-ink">{title}</h3>
      <p className="mt-2 text-slate-700">{description}</p>
      <form method="post" action={action} className="relative mt-6 space-y-4" data-form={id}>
        {children}
        <Honeypot form={id} />
        <button type="submit" className="flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {submit}
        </button>
        <p className="flex items-start gap-2 text-sm text-slate-600"><Icon name="lock" className="h-4 w-4 shrink-0" />Confidential. Your information is used only to contact you about treatment.</p>
      </form>
    </div>
  );
}

export function InsuranceForm({ title, description }: { title: string; description: string }) {
  return (
    <FormShell id="insurance-form" action={ENDPOINTS.insurance} title={title} description={description} submit="Verify My Insurance">
      <Field id="ins-fullName" name="fullName" label="Full name" autoComplete="name" placeholder="Your full name" />
      <Field id="ins-phone" name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      <Field id="ins-insuranceName" name="insuranceName" label="Insurance provider" placeholder="e.g. Blue Cross, Aetna, Cigna" />
      <Field id="ins-memberId" name="memberId" label="Member ID" placeholder="As shown on your insurance card" />
    </FormShell>
  );
}

export function ConsultationForm({ title, description }: { title: string; description: string }) {
  return (
    <FormShell id="consultation-form" action={ENDPOINTS.consultation} title={title} description={description} submit="Request Free Consultation">
      <Field id="con-fullName" name="fullName" label="Full name" autoComplete="name" placeholder="Your full name" />
      <Field id="con-phone" name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      <Field id="con-email" name="email" label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" required={false} />
      <div>
        <label htmlFor="con-situation" className="block text-sm font-semibold text-ink">Tell us about your situation <span className="font-normal text-slate-600">(optional)</span></label>
        <textarea id="con-situation" name="situation" rows={3} className={inputClass} placeholder="Who needs help, and what is happening?" />
      </div>
    </FormShell>
  );
}

export function CrisisForm({ title, intro, submitLabel, privacyNote }: { title: string; intro: string; submitLabel: string; privacyNote: string }) {
  return (
    <div id="insurance-form" className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-200 sm:p-8">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <form method="post" action={ENDPOINTS.consultation} className="relative mt-5 space-y-4" data-form="crisis-form">
        <Field id="cr-fullName" name="fullName" label="Full name" autoComplete="name" placeholder="Your full name" />
        <Field id="cr-phone" name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" />
        <Field id="cr-insuranceProvider" name="insuranceProvider" label="Insurance provider" placeholder="e.g. Blue Cross, Aetna" />
        <Field id="cr-memberId" name="memberId" label="Member ID" placeholder="From your insurance card" />
        <Field id="cr-dob" name="dob" label="Date of birth" placeholder="MM/DD/YYYY" autoComplete="bday" />
        <input type="hidden" name="source" value={CRISIS_SOURCE} />
        <input type="hidden" name="situation" value={CRISIS_SITUATION} />
        <Honeypot form="crisis-form" />
        <button type="submit" className="flex min-h-12 w-full items-center justify-center rounded-lg bg-red-700 px-5 py-3.5 text-lg font-bold text-white hover:bg-red-800">{submitLabel}</button>
        <p className="flex items-start gap-2 text-sm text-slate-600"><Icon name="lock" className="h-4 w-4 shrink-0" />{privacyNote}</p>
      </form>
    </div>
  );
}
