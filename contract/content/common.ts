/**
 * Building blocks shared by the content schemas. Every object is strict, so a
 * misspelt key is reported instead of silently ignored.
 */
import * as z from 'zod';
import { PHONE_ACTIONS } from '../phone.ts';

/** One line or paragraph of copy: trimmed, never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

/**
 * A page's meta description as written by the editor: at most 160 characters (SPEC 9), the length
 * search engines show, so no sentence is cut off silently. The head helper adds the site's suffix and
 * shortens the description at a word when both do not fit in 160.
 */
export const metaDescription = z.string().trim().min(50).max(160);

export const keywords = z.array(text).min(3).max(15);

/**
 * Where a link or button goes. Phone numbers are symbolic (tel:crisis,
 * tel:poison, tel:samhsa, tel:domestic-violence, sms:crisis) so that each number is written once, in site.yaml.
 */
export const HREF_PATTERN = new RegExp(
  `^(?:${PHONE_ACTIONS.join('|')}|\\/(?:[a-z0-9-]+(?:\\/[a-z0-9-]+)*)?(?:#[a-z][a-z0-9-]*)?|#[a-z][a-z0-9-]*)$`,
);

/** Said of every link field and Markdown link that would run in the browser. */
export const SCRIPT_LINK_REFUSED = 'never a javascript: or data: link (a browser would run it as code or open it as a page of its own)';

/**
 * Whether a link would make a browser run code or open inline content:
 * javascript:, vbscript: or data:, in any letter case and through the
 * disguises a browser still follows: character references (&#106;, &colon;),
 * percent-escapes, and spaces, tabs, newlines or control characters in or
 * before the word.
 */
export function isScriptLink(link: string): boolean {
  const plain = link
    .replace(/&#x0*([0-9a-f]{1,6});?|&#0*([0-9]{1,7});?|&(colon|tab|newline);/gi, (_, hex?: string, dec?: string, name?: string) => {
      if (name) return { colon: ':', tab: '\t', newline: '\n' }[name.toLowerCase() as 'colon' | 'tab' | 'newline'];
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/%([0-9a-f]{2})/gi, (_, byte: string) => String.fromCharCode(parseInt(byte, 16)))
    .replace(/[\u0000-\u0020\u007f]+/g, '')
    .toLowerCase();
  return /^(?:javascript|vbscript|data):/.test(plain);
}

export const href = z
  .string()
  .refine((v) => !isScriptLink(v), { message: `a site path such as /treatment/alcohol-addiction, an anchor such as #contact, or a phone link such as tel:crisis; ${SCRIPT_LINK_REFUSED}`, abort: true })
  .regex(
    HREF_PATTERN,
    `must be a site path such as /treatment/alcohol-addiction, an anchor such as #contact or /#contact, or one of ${PHONE_ACTIONS.join(', ')}`,
  );

/** A path to an image file below content/, such as images/facility/pool.svg. */
export const imagePath = z
  .string()
  .regex(/^images\/[a-z0-9/_-]+\.(?:svg|png|jpe?g|webp|avif)$/, 'must be a file below content/images, such as images/facility/pool.svg');

export const action = z.strictObject({
  label: text,
  href,
  variant: z.enum(['primary', 'secondary', 'emergency', 'outline']).optional(),
});

/** `source`: where a percentage or "X in Y" figure comes from (the build asks for one). */
export const stat = z.strictObject({ number: text, label: text, source: text.optional() });

export const titled = z.strictObject({ title: text, description: text, source: text.optional() });

export const faqItem = z.strictObject({ question: text, answer: text, source: text.optional() });

/** An id of site.yaml's facts.programs: a program of care the license and staffing allow. */
export const programId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes, such as medical-detox');

/** An id of site.yaml's facts.staff: a clinician or lead of the team. */
export const staffId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes, such as medical-director');

/** Phrases no page uses without a clinician's waiver (generator/validate/claims.ts reads the page for them). */
export const WAIVER_PHRASES = ['proven', 'guarantee', 'no waiting list', 'emergency treatment', 'cure'] as const;

/**
 * A named reviewer's waiver for one phrase on this page: who (a staff id), when, and why the claim
 * holds here (a cited source, or the sense in which it is meant: "no treatment can promise a cure").
 */
const claimWaiver = z.strictObject({
  phrase: z.enum(WAIVER_PHRASES),
  reviewer: staffId,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-20'),
  reason: text,
});

/** `placeholder: true` marks a stand-in picture the operator must replace; the build counts them. */
export const placeholderFlag = z.boolean().optional();

export const galleryImage = z.strictObject({
  src: imagePath,
  title: text,
  description: text,
  alt: text.optional(),
  placeholder: placeholderFlag,
});

/** Fields every page carries for its head: title, description, keywords. */
export const pageMeta = {
  title: text.max(70),
  description: metaDescription,
  keywords,
  claimWaivers: z.array(claimWaiver).optional(),
};

export type Action = z.infer<typeof action>;
export type Stat = z.infer<typeof stat>;
export type FaqItem = z.infer<typeof faqItem>;
export type GalleryImage = z.infer<typeof galleryImage>;
