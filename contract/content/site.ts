/** content/site.yaml: the facts stated once for the whole site. */
import * as z from 'zod';
import { placeholderFlag, text } from './common.ts';
import { factsSchema, staffWords } from './facts.ts';
import { isTimeZone } from '../time-zone.ts';

const phone = z.strictObject({
  display: text,
  tel: z.string().regex(/^\+?[0-9]{3,15}$/, 'must be digits only, optionally with a leading +, such as +18185550142'),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2027-06-30');

/**
 * The state license (Health and Safety Code 11831.12): its number, who issued
 * it, the public record that shows it with its expiry, and (11831.5) the
 * department's list of facilities on probation, suspended or revoked.
 */
const license = z.strictObject({
  number: z.string().regex(/^[A-Za-z0-9-]{4,20}$/, 'must be the license number as printed on the license: letters, digits and dashes'),
  department: text,
  recordUrl: z.url({ protocol: /^https$/ }),
  expires: isoDate,
  statusListUrl: z.url({ protocol: /^https$/ }),
  placeholder: placeholderFlag,
});

/** An accreditation (The Joint Commission, CARF, ...) with the page that confirms it. */
const accreditation = z.strictObject({
  name: text,
  url: z.url({ protocol: /^https$/ }),
  placeholder: placeholderFlag,
});

/** Who answers about privacy, civil rights (the Section 1557 coordinator) and accessibility. Calls go to the crisis line. */
const compliance = z.strictObject({
  title: text,
  email: z.email(),
  placeholder: placeholderFlag,
});

/**
 * `verified: true` is the operator's word that the review is from a real customer and quoted with
 * permission (16 CFR Part 465); `site build --production` refuses a review without it.
 */
const verified = z.boolean().optional();

const review = z.strictObject({
  author: text,
  rating: z.number().min(1).max(5),
  reviewBody: text,
  datePublished: isoDate,
  verified,
});

/**
 * A language of the site. The first listed is the default, at /; each other one is at /<code>/,
 * with its pages in content/<code>/ mirroring content/.
 */
const language = z.strictObject({
  /** The folder and path prefix: es -> content/es/, /es/. */
  code: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code such as en or es'),
  /** The language tag of its pages (`<html lang>`, hreflang): en-US, es-US. */
  tag: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a language tag such as en-US or es-US'),
  /** Its name in itself, for the language switcher: English, Español. */
  name: text,
});

export const DEFAULT_LANGUAGES = [{ code: 'en', tag: 'en-US', name: 'English' }];

export const siteSchema = z.strictObject({
  name: text,
  /** The site's languages, the default first. Without the list: English only. */
  languages: z.array(language).min(1).max(10)
    .refine((list) => new Set(list.map((l) => l.code)).size === list.length, 'must list each language once')
    .default(DEFAULT_LANGUAGES),
  subtitle: text,
  description: text,
  url: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  city: text,
  /**
   * The center's IANA time zone: the days visits are counted on and a report's days are the center's
   * own (contract/time-zone.ts), so a visit at 6 pm counts on the day the evening's requests do.
   */
  timeZone: z.string().refine(isTimeZone, 'must be a time zone of the IANA database, such as America/Los_Angeles or America/New_York'),
  crisisLine: phone,
  poisonControl: phone,
  /** SAMHSA's National Helpline: free, confidential treatment referral, 24/7, in English and Spanish. */
  samhsaHelpline: phone,
  /** The National Domestic Violence Hotline: free, confidential, 24/7, in English and Spanish. */
  domesticViolenceHotline: phone,
  address: z.strictObject({
    street: text,
    locality: text,
    city: text,
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code, such as 91344'),
    country: z.string().length(2),
  }),
  promises: z.strictObject({
    insuranceMinutes: z.number().int().positive(),
    consultationMinutes: z.number().int().positive(),
    crisisCheckMinutes: z.number().int().positive(),
    answerSeconds: z.number().int().positive(),
    assessmentMinutes: z.number().int().positive(),
    /** The follow-up an inbound call logged in the inbox promises (a call-back with the answers). */
    callFollowUpMinutes: z.number().int().positive(),
  }),
  descriptionSuffix: text,
  license,
  /** The registry of the center's facts, each confirmed by the operator (contract/content/facts.ts). */
  facts: factsSchema,
  compliance,
  /**
   * How long the forms' requests and the access logs are kept, for the privacy
   * notice: the same numbers as leadRetentionDays and logRetentionDays in
   * infra/config.json, which delete them (a test keeps the two equal).
   */
  dataRetention: z.strictObject({ leadsDays: z.number().int().positive(), accessLogsDays: z.number().int().positive(), addressLogsDays: z.number().int().positive() }),
  accreditations: z.array(accreditation).max(4),
  copyrightYear: z.number().int().min(2000).max(2100),
  pixelId: z.string().regex(/^\d{6,20}$/, 'must be the digits of the pixel ID, or left empty').nullable(),
  structuredData: z.strictObject({
    medicalSpecialty: text,
    geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    priceRange: text,
    serviceRadiusMeters: z.number().int().positive(),
    opens: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 00:00'),
    closes: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 23:59'),
    /** Only real reviews, quoted with permission (16 CFR Part 465). Stand-ins are marked placeholder. Leave out when there are none. */
    rating: z.strictObject({
      placeholder: placeholderFlag,
      /** The average and the count come from real reviews (see `verified` on a review). */
      verified,
      averageRating: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
      reviews: z.array(review).min(1).max(5),
    }).optional(),
    offer: z.strictObject({
      name: text,
      description: text,
      validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2024-01-01'),
      validThrough: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-12-31'),
      availability: z.enum(['InStock', 'LimitedAvailability', 'OnlineOnly']),
      price: z.number().min(0),
    }),
  }),
});

export type Site = z.infer<typeof siteSchema>;

export type Language = Site['languages'][number];

/**
 * content/<code>/site.yaml: the words of site.yaml in another language. The facts (numbers,
 * address, license number and links, reviews...) are written once, in content/site.yaml.
 */
export const siteTextSchema = z.strictObject({
  subtitle: text,
  description: text,
  /** As page titles end: "| Ardena House Recovery, Los Ángeles". */
  city: text,
  descriptionSuffix: text,
  license: z.strictObject({ department: text }),
  compliance: z.strictObject({ title: text }),
  structuredData: z.strictObject({
    medicalSpecialty: text,
    priceRange: text,
    offer: z.strictObject({ name: text, description: text }),
  }),
  /** facts.payers.accepted in this language, in the same order. */
  payers: z.array(text).min(1),
  /** Each staff member's role, credentials, specialties and experience in this language, by id. */
  staff: z.record(z.string(), staffWords),
});

export type SiteText = z.infer<typeof siteTextSchema>;

/** The words of one staff member that a language writes for itself. */
const STAFF_WORDS = Object.keys(staffWords.shape);

type Written = Record<string, unknown>;
const picked = (value: unknown, keys: readonly string[]): Written | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, (value as Written)[k]]));
};

/**
 * The default language's words in the shape of a language's site.yaml (SiteText), from site.yaml as
 * written: what a translation of them is made from. The same fields withSiteText puts a language's
 * words into (tests/unit/translation-records.test.ts holds the two together).
 */
export function siteTextOf(site: Written): Written {
  const facts = (site.facts ?? {}) as Written;
  const sd = site.structuredData as Written | undefined;
  const staff = Array.isArray(facts.staff) ? facts.staff.filter((s): s is Written => !!s && typeof (s as Written).id === 'string') : undefined;
  return {
    subtitle: site.subtitle, description: site.description, city: site.city, descriptionSuffix: site.descriptionSuffix,
    license: picked(site.license, ['department']),
    compliance: picked(site.compliance, ['title']),
    structuredData: sd && { medicalSpecialty: sd.medicalSpecialty, priceRange: sd.priceRange, offer: picked(sd.offer, ['name', 'description']) },
    payers: (facts.payers as Written | undefined)?.accepted,
    staff: staff && Object.fromEntries(staff.map((s) => [s.id as string, picked(s, STAFF_WORDS)])),
  };
}

/** Where a text of a language's site.yaml (by its path there) is written in the default language's site.yaml. */
export function siteTextSource(path: readonly (string | number)[], site: Written): (string | number)[] {
  const [head, ...rest] = path;
  if (head === 'payers') return ['facts', 'payers', 'accepted', ...rest];
  if (head !== 'staff') return [...path];
  const [id, ...within] = rest;
  const staff = ((site.facts ?? {}) as Written).staff;
  const at = Array.isArray(staff) ? staff.findIndex((s) => (s as Written | null)?.id === id) : -1;
  return at < 0 ? ['facts', 'staff'] : ['facts', 'staff', at, ...within];
}

/** The site's facts with one language's words. */
export function withSiteText(site: Site, words: SiteText): Site {
  const sd = site.structuredData;
  return {
    ...site,
    subtitle: words.subtitle,
    description: words.description,
    city: words.city,
    descriptionSuffix: words.descriptionSuffix,
    license: { ...site.license, department: words.license.department },
    compliance: { ...site.compliance, title: words.compliance.title },
    facts: {
      ...site.facts,
      payers: { ...site.facts.payers, accepted: words.payers },
      // A member without words in this language keeps the default's; the build reports it (claims.ts).
      staff: site.facts.staff.map((s) => ({ ...s, ...words.staff[s.id] })),
    },
    structuredData: {
      ...sd,
      medicalSpecialty: words.structuredData.medicalSpecialty,
      priceRange: words.structuredData.priceRange,
      offer: { ...sd.offer, ...words.structuredData.offer },
    },
  };
}
