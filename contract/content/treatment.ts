/**
 * content/treatment/*.yaml and content/services/*.yaml share one shape
 * (SPEC 2.5 and 3): hero, overview, signs or steps, approach, FAQ, related links.
 */
import * as z from 'zod';
import { faqItem, href, pageMeta, programId, stat, text, titled } from './common.ts';
import { clinicalReview } from './facts.ts';

export const treatmentPageSchema = z.strictObject({
  ...pageMeta,
  /** The condition this page is about, for the MedicalCondition structured data (substance pages). */
  condition: z.strictObject({ name: text, alternateName: text.optional() }).optional(),
  hero: z.strictObject({ title: text, subtitle: text, stats: z.array(stat).length(3) }),
  overview: z.strictObject({ title: text, description: text, source: text.optional(), features: z.array(titled).length(4) }),
  signs: z.strictObject({ title: text, description: text, symptoms: z.array(text).length(8) }),
  approach: z.strictObject({ title: text, description: text, methods: z.array(titled).length(4) }),
  insurance: z
    .strictObject({ title: text, description: text, points: z.array(text).min(2).max(6) })
    .optional(),
  faq: z.array(faqItem).length(5),
  relatedTreatments: z.array(z.strictObject({ name: text, href })).length(4),
  /** Two services named in this page's structured data, each a program of site.yaml's facts.programs (`program`). */
  availableServices: z.array(z.strictObject({ program: programId, title: text, description: text })).length(2),
  clinicalReview,
});

export type TreatmentPage = z.infer<typeof treatmentPageSchema>;
