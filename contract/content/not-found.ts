/** content/not-found.yaml: the 404 page (SPEC 2.9). */
import * as z from 'zod';
import { pageMeta, text } from './common.ts';

export const notFoundSchema = z.strictObject({
  title: pageMeta.title,
  description: pageMeta.description,
  heading: text,
  message: text,
  homeLabel: text,
  helpText: text,
});

export type NotFoundPage = z.infer<typeof notFoundSchema>;
