/**
 * Where a form posted without JavaScript lands when the forms API did not store it: at the reason's
 * anchor (/not-sent#refused when an answer was refused, #not-saved when the request could not be
 * saved or taken just then), with how to send it again and the crisis line.
 */
import type { NotSentPage as Data } from '../../contract/content/not-sent.ts';
import { NOT_SENT_ANCHORS } from '../../contract/routes.ts';
import { FormOutcome } from '../partials/FormOutcome.tsx';

export function NotSentPage({ data }: { data: Data }) {
  const byAnchor = [{ id: NOT_SENT_ANCHORS.refused, text: data.refused }, { id: NOT_SENT_ANCHORS.failed, text: data.failed }];
  return <FormOutcome outcome={{ icon: 'alert', heading: data.heading, byAnchor, message: data.message, nextSteps: data.nextSteps, homeLabel: data.homeLabel }} />;
}
