/**
 * Where a form posted without JavaScript lands when the forms API did not store it: at the reason's
 * anchor (/not-sent#refused-dob when the date of birth was refused, saying what is wrong with it as the
 * form itself would; #refused for an answer it cannot name; #not-saved when the request could not be
 * saved or taken just then; #other-site when it came from a copy of the page on another site), with
 * how to send it again and the crisis line.
 */
import type { NotSentPage as Data } from '../../contract/content/not-sent.ts';
import { CHECKED_FIELDS } from '../../contract/forms.ts';
import { NOT_SENT_ANCHORS, refusedAnchor } from '../../contract/routes.ts';
import { usePage } from '../context.ts';
import { invalidTexts } from '../islands/runtime/lead-form.ts';
import { FormOutcome } from '../partials/FormOutcome.tsx';

export function NotSentPage({ data }: { data: Data }) {
  const invalid = invalidTexts(usePage().messages.forms.common.invalid);
  const byAnchor = [
    ...CHECKED_FIELDS.map((field) => ({ id: refusedAnchor(field), text: `${invalid[field]} ${data.checkAnswers}` })),
    { id: NOT_SENT_ANCHORS.refused, text: `${data.refused} ${data.checkAnswers}` },
    { id: NOT_SENT_ANCHORS.failed, text: data.failed },
    { id: NOT_SENT_ANCHORS.otherSite, text: data.otherSite },
  ];
  return <FormOutcome outcome={{ icon: 'alert', heading: data.heading, byAnchor, message: data.message, nextSteps: data.nextSteps, homeLabel: data.homeLabel }} />;
}
