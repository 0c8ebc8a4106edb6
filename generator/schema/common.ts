/**
 * Building blocks shared by the content schemas. Every object is strict, so a
 * misspelt key is reported instead of silently ignored.
 */
import { z } from 'zod';

/** One line or paragraph of copy: trimmed, never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A page's meta description as written by the editor (the head helper cuts it to 160 characters). */
export const metaDescription = z.string().trim().min(50).max(320);

export const keywords = z.array(text).min(3).max(15);

/**
 * Where a link or button goes. Phone numbers are symbolic (tel:crisis,
 * tel:poison, tel:samhsa, sms:crisis) so that each number is written once, in site.yaml.
 */
export const HREF_PATTERN =
  /^(?:tel:(?:crisis|911|988|poison|samhsa)|sms:crisis|\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z][a-z0-9-]*)?|#[a-z][a-z0-9-]*)$/;

export const href = z
  .string()
  .regex(
    HREF_PATTERN,
    'must be a site path such as /treatment/alcohol-addiction, an anchor such as #contact or /#contact, or one of tel:crisis, tel:911, tel:988, tel:poison, tel:samhsa, sms:crisis',
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

export const stat = z.strictObject({ number: text, label: text });

export const titled = z.strictObject({ title: text, description: text });

export const faqItem = z.strictObject({ question: text, answer: text });

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
};

export type Action = z.infer<typeof action>;
export type Stat = z.infer<typeof stat>;
export type FaqItem = z.infer<typeof faqItem>;
export type GalleryImage = z.infer<typeof galleryImage>;
