/** content/not-sent.yaml: where a form sent without JavaScript lands when the forms API did not store it. */
import * as z from 'zod';
import { pageMeta, text } from './common.ts';

export const notSentSchema = z.strictObject({
  title: pageMeta.title,
  description: pageMeta.description,
  heading: text,
  /** Shown at /not-sent#refused: an answer was refused; how to go back and fix it. */
  refused: text,
  /** Shown at /not-sent#not-saved: the request could not be saved or taken just then. */
  failed: text,
  /** Shown when the page is opened without either. */
  message: text,
  nextSteps: z.array(text).min(1).max(5),
  homeLabel: text,
});

export type NotSentPage = z.infer<typeof notSentSchema>;
