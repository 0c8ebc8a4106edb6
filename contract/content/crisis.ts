/**
 * content/crisis/*.yaml: urgent pages built from a short list of blocks, so
 * that each page can say what its reader needs in the order they need it.
 * No crisis page has a form (SPEC 2.6).
 */
import * as z from 'zod';
import { action, pageMeta, stat, text } from './common.ts';
import { clinicalReview } from './facts.ts';

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes, such as crisis-contact');

const blockBase = {
  id: anchorId.optional(),
  title: text,
  intro: text.optional(),
};

const item = z.strictObject({
  title: text,
  description: text.optional(),
  points: z.array(text).min(1).optional(),
  /** The item's buttons, most urgent first: a danger sign's 911 before the crisis line. */
  actions: z.array(action).min(1).max(3).optional(),
});

export const crisisBlock = z.discriminatedUnion('type', [
  /** Cards side by side: warning-sign categories, benefits, services. */
  z.strictObject({ type: z.literal('cards'), ...blockBase, items: z.array(item).min(1).max(12) }),
  /** A numbered sequence of steps. */
  z.strictObject({ type: z.literal('steps'), ...blockBase, items: z.array(item).min(2).max(10) }),
  /** A plain bulleted list. */
  z.strictObject({ type: z.literal('list'), ...blockBase, items: z.array(text).min(2).max(16), actions: z.array(action).min(1).max(4).optional() }),
  /** Phone numbers to call, each a tel: action. */
  z.strictObject({ type: z.literal('numbers'), ...blockBase, items: z.array(item).min(1).max(6) }),
  /** Figures with labels. */
  z.strictObject({ type: z.literal('facts'), ...blockBase, items: z.array(stat).min(2).max(6), points: z.array(text).optional() }),
  /** A call to action: short text and buttons. */
  z.strictObject({ type: z.literal('callout'), ...blockBase, text: text.optional(), actions: z.array(action).min(1).max(4), tone: z.enum(['calm', 'urgent']).optional() }),
]);

export const crisisPageSchema = z.strictObject({
  ...pageMeta,
  hero: z.strictObject({
    eyebrow: text.optional(),
    title: text,
    subtitle: text,
    /** A pulsing emergency banner above the hero (overdose-emergency). */
    banner: text.optional(),
    actions: z.array(action).min(1).max(4),
  }),
  sections: z.array(crisisBlock).min(2).max(12),
  clinicalReview,
});

export type CrisisBlock = z.infer<typeof crisisBlock>;
export type CrisisPage = z.infer<typeof crisisPageSchema>;
