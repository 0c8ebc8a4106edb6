/** content/navigation.yaml: the fixed top bar (SPEC 2.3) and the policy links of every footer. */
import * as z from 'zod';
import { href, text } from './common.ts';

const link = z.strictObject({ label: text, href });

export const navigationSchema = z.strictObject({
  sections: z.array(link).min(1).max(6),
  treatment: z.strictObject({ label: text, items: z.array(link).min(1) }),
  services: z.strictObject({ label: text, items: z.array(link).min(1) }),
  cta: link,
  /** The policy pages (privacy notice, Notice of Privacy Practices, nondiscrimination, accessibility), linked from every footer. */
  policies: z.array(link).min(1).max(6),
});

export type Navigation = z.infer<typeof navigationSchema>;
