/**
 * The registry of the center's facts (site.yaml `facts`): what its license covers, who pays for
 * care, who its clinicians are, its programs and rooms, the languages its phone line is answered
 * in. Each fact is marked `confirmed: true` by the operator once checked against the license,
 * the contracts and the staff files; `site build --production` refuses an unconfirmed one.
 * Pages name staff by id (the home page's team, a page's clinical reviewer), so that the team,
 * the guide's reviewer and the structured data cannot disagree; the build checks every page's
 * copy against the rest (generator/validate/claims.ts).
 */
import * as z from 'zod';
import { placeholderFlag, programId, staffId, text } from './common.ts';

const confirmed = z.boolean();

/** A clinician or lead of the team, as their license and the center's staff file show them. */
const staffMember = z.strictObject({
  id: staffId,
  name: text,
  role: text,
  /** Degrees, licenses and board certifications, each as the issuing body words it. */
  credentials: z.array(text).min(1),
  /** The public record of the clinician's license, such as the California DCA license search. */
  licenseLookup: z.url({ protocol: /^https$/ }).optional(),
  specialties: z.array(text).min(1),
  experience: text,
  confirmed,
  placeholder: placeholderFlag,
});

export const factsSchema = z.strictObject({
  /** What the DHCS license (and any certification) allows the center to offer. */
  license: z.strictObject({
    confirmed,
    residential: z.boolean(),
    /** Withdrawal management (detox) under an incidental medical services approval. */
    detox: z.boolean(),
    mentalHealth: z.boolean(),
    /** A DHCS adolescent waiver: without it, only adults are treated. */
    adolescents: z.boolean(),
    /** A licensed opioid treatment program: only one may start methadone for addiction. */
    opioidTreatmentProgram: z.boolean(),
  }),
  /** Who pays for care here, as the contracts stand: the structured data's paymentAccepted. */
  payers: z.strictObject({ confirmed, accepted: z.array(text).min(1) }),
  staff: z.array(staffMember).min(1)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'must list each id once'),
  /** The programs of care the license and staffing allow; a page's services name one of them by id. */
  programs: z.strictObject({ confirmed, offered: z.array(z.strictObject({ id: programId, name: text })).min(1) }),
  amenities: z.strictObject({ confirmed, offered: z.array(text).min(1) }),
  /** The languages the crisis line is answered in by staff, and whether others get a free interpreter. */
  phoneLine: z.strictObject({ confirmed, languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1), interpreter: z.boolean() }),
  /**
   * The figures the home page states about the center itself, as its records show them: the years
   * of experience of its team together, and how many people it has treated ({combinedYears},
   * {peopleTreated}). A claim about outcomes that the records do not bear out misleads people
   * choosing care, so neither goes live unconfirmed.
   */
  record: z.strictObject({ confirmed, combinedYears: z.number().int().positive(), peopleTreated: z.number().int().positive() }),
});

export type Facts = z.infer<typeof factsSchema>;
export type StaffMember = Facts['staff'][number];

/** A staff member's words in another language (content/<code>/site.yaml `staff`). */
export const staffWords = z.strictObject({
  role: text,
  credentials: z.array(text).min(1),
  specialties: z.array(text).min(1),
  experience: text,
});

/** The clinician who reviewed a page of medical content, and when; `pending` until one has. */
export const clinicalReview = z.strictObject({
  reviewer: staffId,
  date: z.union([z.literal('pending'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-20, or pending')]),
});

export type ClinicalReview = z.infer<typeof clinicalReview>;

/** The facts a registry entry leaves unconfirmed, as paths below `facts`, for the going-live gate. */
export function unconfirmedFacts(facts: Facts): (string | number)[][] {
  const paths: (string | number)[][] = [];
  for (const key of ['license', 'payers', 'programs', 'amenities', 'phoneLine', 'record'] as const) {
    if (!facts[key].confirmed) paths.push([key, 'confirmed']);
  }
  facts.staff.forEach((s, i) => { if (!s.confirmed) paths.push(['staff', i, 'confirmed']); });
  return paths;
}
