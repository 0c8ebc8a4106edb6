/** The FAQ categories (SPEC 2.7). Free of zod, so browser code can import it. */
export const FAQ_CATEGORIES = ['immediate', 'process', 'insurance', 'family', 'recovery'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
