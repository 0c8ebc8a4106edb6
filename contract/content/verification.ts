/** content/verification.yaml: a search engine's site-verification file, served verbatim. */
import * as z from 'zod';

export const verificationSchema = z.strictObject({
  path: z.string().regex(/^\/[A-Za-z0-9_.-]+\.(?:html|txt)$/, 'must be a root file such as /google1234abcd.html'),
  body: z.string().min(1),
});

export type Verification = z.infer<typeof verificationSchema>;
