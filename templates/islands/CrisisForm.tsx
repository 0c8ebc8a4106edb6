/**
 * The crisis landing page's insurance-check form (SPEC 2.8, 4, 5, 7, 8), on
 * the lead forms' one submit flow: all five fields required, source and the
 * fixed situation added, posted to the consultation endpoint. Success shows a confirmation card
 * and, 100 ms later, sends the ad pixel's Lead event (no form values in it).
 */
import { CRISIS_SITUATION, CRISIS_SOURCE, crisisFormSchema, DATE_OF_BIRTH_PATTERN, ENDPOINTS } from '../../contract/forms.ts';
import type { FormWords } from '../../contract/content/messages.ts';
import { fullNameField, LeadFields, phoneField, PrivacyNote, SubmitButton, type CommonFormWords, type FieldSpec } from '../partials/FormFields.tsx';
import { Icon } from '../partials/Icon.tsx';
import { rich } from '../partials/rich.tsx';
import { emptyTexts, invalidTexts, useLeadForm } from './runtime/lead-form.ts';
import { LEAD_EVENT_DELAY_MS, LEAD_VALUE_USD } from './runtime/messages.ts';
import { trackEvent } from './runtime/pixel.ts';
import { island } from './define.tsx';

interface Words { common: CommonFormWords; form: FormWords['crisis'] }

const fields = ({ common, form: w }: Words): readonly FieldSpec[] => [
  fullNameField('cr', common),
  phoneField('cr', common),
  { id: 'cr-insuranceProvider', name: 'insuranceProvider', ...w.insuranceProvider },
  { id: 'cr-memberId', name: 'memberId', ...w.memberId },
  { id: 'cr-dob', name: 'dob', ...w.dob, autoComplete: 'bday', pattern: DATE_OF_BIRTH_PATTERN },
];
const FIXED = { source: CRISIS_SOURCE, situation: CRISIS_SITUATION };

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  privacyNote: string;
  crisis: { display: string; href: string };
  words: Words;
  /** The hidden values the page adds (useLanguageField). */
  fixed: Record<string, string>;
}

function sendLeadEvent() {
  setTimeout(() => trackEvent('track', 'Lead', {
    content_name: 'Crisis Insurance Verification', content_category: 'Crisis Landing', currency: 'USD', value: LEAD_VALUE_USD, source: CRISIS_SOURCE,
  }), LEAD_EVENT_DELAY_MS);
}

function CrisisFormView({ title, intro, submitLabel, privacyNote, crisis, words, fixed: pageFixed }: Props) {
  const fixed = { ...FIXED, ...pageFixed };
  const w = words.form;
  const { values, problems, set, status, onSubmit, confirmation } = useLeadForm({
    endpoint: ENDPOINTS.consultation,
    schema: crisisFormSchema,
    fields: fields(words),
    fixed,
    missing: w.missing,
    invalidTitle: words.common.invalidTitle,
    invalid: invalidTexts(words.common.invalid),
    empty: emptyTexts(words.common.empty),
    done: w.done,
    failed: w.failed,
    failureLog: 'Crisis form submission failed',
    onSent: sendLeadEvent,
  });

  return (
    <div id="insurance-form" className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-200 sm:p-8">
      {status === 'submitted' ? (
        <div role="status" ref={confirmation} tabIndex={-1} className="text-center">
          <Icon name="check" className="mx-auto h-14 w-14 rounded-full bg-brand-700 p-3 text-white" />
          <h2 className="mt-4 text-2xl font-bold text-ink">{w.confirmedTitle}</h2>
          <p className="mt-3 text-slate-700">{w.confirmedBody}</p>
          <a href={crisis.href} data-track="form" className="mt-5 inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-3 font-bold text-white">
            <Icon name="phone" className="h-5 w-5" /><span>{rich(w.callNow, { phone: <span className="whitespace-nowrap">{crisis.display}</span> })}</span>
          </a>
        </div>
      ) : (
        <>
          <h2 className="text-2xl font-bold text-ink">{title}</h2>
          <p className="mt-2 text-slate-700">{intro}</p>
          <form method="post" action={ENDPOINTS.consultation} onSubmit={onSubmit} className="relative mt-5 space-y-4">
            <LeadFields form="crisis-form" fields={fields(words)} fixed={fixed} values={values} problems={problems} onChange={set} words={words.common} />
            <SubmitButton busy={status === 'submitting'} label={submitLabel} busyLabel={w.busy} tone="urgent" />
            <a href={crisis.href} data-track="form" className="flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50">
              <Icon name="phone" className="h-5 w-5" /><span>{rich(w.orCall, { phone: <span className="whitespace-nowrap">{crisis.display}</span> })}</span>
            </a>
            <PrivacyNote>{privacyNote}</PrivacyNote>
          </form>
        </>
      )}
    </div>
  );
}

export const CrisisForm = island('CrisisForm', CrisisFormView);
