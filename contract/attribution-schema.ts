/** The forms API's check of what a browser sends as a lead's attribution (contract/attribution.ts). Server only. */
import * as z from 'zod/mini';
import type { Attribution } from './attribution.ts';

const label = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));

export const attributionSchema: z.ZodMiniType<Attribution> = z.strictObject({
  /** A path of this site, such as /treatment/fentanyl-addiction (no query string). */
  landingPage: z.nullable(z.string().check(z.maxLength(200), z.regex(/^\/[a-z0-9/-]*$/))),
  referrerHost: z.nullable(z.string().check(z.maxLength(253), z.regex(/^[a-z0-9.-]+$/))),
  source: label(100),
  medium: label(100),
  campaign: label(100),
  term: label(100),
  content: label(100),
  clickId: label(200),
});
