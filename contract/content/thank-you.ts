/** content/thank-you.yaml: where a form sent without JavaScript lands after it is stored. */
import * as z from 'zod';
import { pageMeta, text } from './common.ts';

export const thankYouSchema = z.strictObject({
  title: pageMeta.title,
  description: pageMeta.description,
  heading: text,
  message: text,
  nextSteps: z.array(text).min(1).max(5),
  homeLabel: text,
});

export type ThankYouPage = z.infer<typeof thankYouSchema>;
