/**
 * content/policies/*.yaml: the privacy notice, the Notice of Privacy Practices,
 * the notice of nondiscrimination with its language taglines, the accessibility
 * statement. Plain sections of
 * text; legal wording the operator's counsel must confirm carries
 * `counselReview: pending` until they have.
 */
import * as z from 'zod';
import { href, pageMeta, text } from './common.ts';

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes, such as what-we-collect');

/** A link inside the site (href, checked like every other) or to another site (url, https only). */
const link = z.union([
  z.strictObject({ label: text, href }),
  z.strictObject({ label: text, url: z.url({ protocol: /^https$/ }) }),
]);

/** Marks wording the operator's counsel must confirm; `site build --production` refuses it until the line is deleted. */
const counselReview = z.literal('pending').optional();

const section = z.strictObject({
  id: anchorId,
  title: text,
  paragraphs: z.array(text).min(1).max(8).optional(),
  list: z.array(text).min(1).max(12).optional(),
  links: z.array(link).min(1).max(6).optional(),
  /** Only when site.yaml sets an ad pixel, or only when it does not. */
  when: z.enum(['pixel', 'no-pixel']).optional(),
  counselReview,
});

/** "Free language help is available": one line in a language, marked with its code so that screen readers switch voice. */
const tagline = z.strictObject({
  /** The language's name in English, for staff and search. */
  language: text,
  /** Its name in the language itself. */
  name: text,
  lang: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as es, zh-Hant or hmn'),
  dir: z.literal('rtl').optional(),
  text,
});

export const policyPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-22'),
  sections: z.array(section).min(1).max(16),
  taglines: z.strictObject({ id: anchorId, title: text, intro: text, items: z.array(tagline).min(1).max(20), counselReview }).optional(),
  /** Closes the page: whom to call or write (site.yaml's compliance contact). */
  contact: z.strictObject({ title: text, text }),
});

export type PolicyPage = z.infer<typeof policyPageSchema>;
export type PolicySection = z.infer<typeof section>;
