/** content/faq/*.yaml: the searchable treatment FAQ (SPEC 2.7). */
import * as z from 'zod';
import { pageMeta, text } from './common.ts';
import { clinicalReview } from './facts.ts';

import { FAQ_CATEGORIES } from './faq-categories.ts';

export { FAQ_CATEGORIES };

export const faqPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  categories: z.strictObject(Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, text])) as Record<(typeof FAQ_CATEGORIES)[number], typeof text>),
  items: z
    .array(
      z.strictObject({
        question: text,
        answer: text,
        category: z.enum(FAQ_CATEGORIES),
        searchQueries: z.array(text).min(1).max(6),
        followUpQuestions: z.array(text).max(4),
        /** Where a percentage or "X in Y" figure in the answer comes from. */
        source: text.optional(),
      }),
    )
    .min(10),
  cta: z.strictObject({ title: text, text, callLabel: text, askLabel: text }),
  clinicalReview,
}).superRefine((page, ctx) => {
  // A related question must be another question on this page, word for word.
  const questions = new Set(page.items.map((i) => i.question));
  page.items.forEach((item, i) => item.followUpQuestions.forEach((q, j) => {
    if (!questions.has(q) || q === item.question) {
      ctx.addIssue({ code: 'custom', path: ['items', i, 'followUpQuestions', j], input: q, message: 'the exact text of another question on this page' });
    }
  }));
});

export type FaqPage = z.infer<typeof faqPageSchema>;
