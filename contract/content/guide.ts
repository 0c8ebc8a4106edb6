/**
 * content/resources/*.md: long-form, medically reviewed guides. The front
 * matter holds the structured parts; the Markdown body is the overview.
 */
import * as z from 'zod';
import { pageMeta, text } from './common.ts';
import { clinicalReview } from './facts.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2024-01-15');

export const guideSchema = z.strictObject({
  ...pageMeta,
  breadcrumb: text,
  keyPoints: z.array(text).min(3).max(8),
  statistics: z.array(z.strictObject({ value: text, label: text, source: text })).length(3),
  medicalInfo: z.array(z.strictObject({ title: text, content: text, evidence: text })).length(5),
  citations: z
    .array(
      z.strictObject({
        title: text,
        authors: z.array(text).min(1),
        journal: text,
        year: z.number().int().min(1950).max(2100),
        type: z.enum(['research', 'review', 'guideline', 'report', 'book']),
        url: z.url({ protocol: /^https$/ }).optional(),
      }),
    )
    .length(5),
  /** The reviewer card: a clinician of site.yaml's facts.staff, and the date of the review. */
  clinicalReview,
  lastUpdated: isoDate,
  readTime: text,
  medicalDisclaimer: text,
});

export type Guide = z.infer<typeof guideSchema> & { body: string };
