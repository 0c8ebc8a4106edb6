/** content/admin.yaml: the admissions inbox's page (/admin/), for the team only: never indexed, never cached. */
import * as z from 'zod';
import { pageMeta } from './common.ts';

export const inboxPageSchema = z.strictObject({
  title: pageMeta.title,
  description: pageMeta.description,
});

export type InboxPage = z.infer<typeof inboxPageSchema>;
