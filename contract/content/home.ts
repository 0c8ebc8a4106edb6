/** content/home.yaml: the home page (SPEC 2.4). */
import * as z from 'zod';
import { action, faqItem, galleryImage, href, imagePath, pageMeta, placeholderFlag, staffId, stat, text, titled } from './common.ts';

const icon = z.enum([
  'heart', 'shield', 'users', 'award', 'brain', 'leaf', 'home', 'sun', 'music', 'message', 'stethoscope',
  'pill', 'activity', 'utensils', 'waves', 'dumbbell', 'bell', 'lock', 'phone', 'clock', 'map', 'sparkles',
]);

const card = z.strictObject({ title: text, description: text, icon });

export const homePageSchema = z.strictObject({
  ...pageMeta,
  hero: z.strictObject({
    headline: text,
    text,
    crisisLabel: text,
    nationwide: text,
    actions: z.array(action).min(1).max(3),
  }),
  about: z.strictObject({
    title: text,
    text,
    values: z.array(card).length(4),
    story: z.strictObject({ title: text, paragraphs: z.array(text).min(1).max(4) }),
    insurance: z.strictObject({ title: text, text, actions: z.array(action).min(1).max(3) }),
    actions: z.array(action).min(1).max(4),
  }),
  services: z.strictObject({
    title: text,
    intro: text,
    therapies: z.array(card.extend({ gradient: z.enum(['teal', 'blue', 'violet', 'amber', 'rose', 'emerald']) })).length(6),
    programs: z.array(z.strictObject({ title: text, description: text, icon, href })).min(1).max(6),
    actions: z.array(action).max(3),
  }),
  addictions: z.strictObject({
    title: text,
    intro: text,
    tiles: z.array(z.strictObject({ name: text, description: text, href })).min(4).max(12),
  }),
  facility: z.strictObject({ title: text, intro: text, gallery: z.array(galleryImage).length(9) }),
  amenities: z.strictObject({ title: text, intro: text, items: z.array(card).length(6) }),
  team: z.strictObject({
    title: text,
    intro: text,
    members: z
      /** `staff`: the member's id in site.yaml's facts.staff, whose name, role and credentials the card shows. */
      .array(z.strictObject({ staff: staffId, image: imagePath, placeholder: placeholderFlag, specialization: text }))
      .length(4),
    stats: z.array(stat).length(3),
  }),
  banner: z.strictObject({ title: text, text, actions: z.array(action).min(1).max(3) }),
  faq: z.strictObject({ title: text, intro: text, items: z.array(faqItem).length(10) }),
  contact: z.strictObject({
    title: text,
    intro: text,
    insuranceForm: titled,
    consultationForm: titled,
    actions: z.array(action).max(4),
  }),
});

export type HomePage = z.infer<typeof homePageSchema>;
export type IconName = z.infer<typeof icon>;
