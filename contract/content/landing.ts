/** content/landing/*.yaml: the noindex crisis landing page with the insurance form (SPEC 2.8). */
import * as z from 'zod';
import { faqItem, galleryImage, pageMeta, text, titled } from './common.ts';

export const landingPageSchema = z.strictObject({
  ...pageMeta,
  topBar: text,
  hero: z.strictObject({
    title: text,
    subtitle: text,
    points: z.array(text).min(2).max(5),
    form: z.strictObject({ title: text, intro: text, submitLabel: text, privacyNote: text }),
  }),
  trust: z.strictObject({ title: text, items: z.array(titled).min(3).max(6) }),
  gallery: z.strictObject({ title: text, intro: text, images: z.array(galleryImage).length(7) }),
  faq: z.strictObject({ title: text, items: z.array(faqItem).length(4) }),
  cta: z.strictObject({ title: text, text, callLabel: text }),
  stickyCallLabel: text,
});

export type LandingPage = z.infer<typeof landingPageSchema>;
