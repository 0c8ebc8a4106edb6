/** content/not-sent.yaml: where a form sent without JavaScript lands when the forms API did not store it. */
import * as z from 'zod';
import { pageMeta, text } from './common.ts';

export const notSentSchema = z.strictObject({
  title: pageMeta.title,
  description: pageMeta.description,
  heading: text,
  /** Shown at /not-sent#refused, before `checkAnswers`: an answer was refused, in a field the page cannot name. */
  refused: text,
  /**
   * How to go back, fix it and send it again: after `refused`, or after what is wrong with the field
   * refused (/not-sent#refused-dob shows the messages' forms.common.invalid.dob first).
   */
  checkAnswers: text,
  /** Shown at /not-sent#not-saved: the request could not be saved or taken just then. */
  failed: text,
  /**
   * Shown at /not-sent#other-site: the form was sent from a copy of the page on another site (a
   * translation service's, a saved or archived copy), which the forms API refuses, keeping nothing.
   */
  otherSite: text,
  /** Shown when the page is opened without any of these reasons. */
  message: text,
  nextSteps: z.array(text).min(1).max(5),
  homeLabel: text,
});

export type NotSentPage = z.infer<typeof notSentSchema>;
