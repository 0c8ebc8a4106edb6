/**
 * Where a form posted without JavaScript lands once the request is stored: at its form's anchor
 * (/thank-you#sent-crisis), where the page shows the promise that form's own confirmation makes.
 * Opened without one, it shows its general message.
 */
import type { ThankYouPage as Data } from '../../contract/content/thank-you.ts';
import { SENT_ANCHORS, type SentForm } from '../../contract/routes.ts';
import { usePage } from '../context.ts';
import { FormOutcome } from '../partials/FormOutcome.tsx';

export function ThankYouPage({ data }: { data: Data }) {
  const { forms } = usePage().messages;
  const byAnchor = (Object.entries(SENT_ANCHORS) as [SentForm, string][]).map(([form, id]) => ({ id, text: forms[form].confirmedBody }));
  return <FormOutcome outcome={{ icon: 'check', heading: data.heading, byAnchor, message: data.message, nextSteps: data.nextSteps, homeLabel: data.homeLabel }} />;
}
