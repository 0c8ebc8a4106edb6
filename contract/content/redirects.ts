/** content/redirects.yaml: old addresses and where they now live (SPEC 2.2). */
import * as z from 'zod';

const path = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'must be a path such as /programs/medical-detox, without a trailing slash');

export const redirectsSchema = z.strictObject({
  redirects: z.array(z.strictObject({ from: z.array(path).min(1), to: path })).min(1),
});

export type Redirects = z.infer<typeof redirectsSchema>;
