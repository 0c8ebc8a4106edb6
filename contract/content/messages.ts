/**
 * content/messages.yaml (and content/<code>/messages.yaml): every word the templates and islands
 * write themselves, one file per language, so a translation finds them together and a key missing
 * in a language is a problem at its file and line. Page copy lives in the pages' own files.
 *
 * Site facts are written as tokens ({crisisLine}, {insuranceMinutes}) and filled in by the build,
 * like in any content file. Values known only when the page is shown are slots in double braces
 * ({{minutes}}): each text names exactly the slots its template fills.
 */
import * as z from 'zod';
import { text } from './common.ts';
import type { CheckedField } from '../forms.ts';

const SLOT = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** Text whose template fills in exactly these slots, such as {{department}}. */
export function slotted(...slots: string[]) {
  const want = slots.map((s) => `{{${s}}}`).join(' and ');
  return text.refine((value) => {
    const found = new Set([...value.matchAll(SLOT)].map((m) => m[1]!));
    return found.size === slots.length && slots.every((s) => found.has(s));
  }, `must contain ${want} (filled in when the page is shown) and no other {{...}}`);
}

const header = z.strictObject({
  /** Above the number in the desktop header. */
  crisisLine: text,
  /** The phone header's call button, and its accessible name. */
  call: text,
  callLabel: slotted('phone'),
});

const footer = z.strictObject({
  treatment: text,
  servicesAndResources: text,
  /** The three fixed links of the services column: the guide, the FAQ page and the emergency page. */
  guide: text,
  faq: text,
  emergencyHelp: text,
  crisisLineAnswered: text,
  /** Who answers in which language, from site.yaml's facts.phoneLine: {{languages}} is a list of their names. */
  answeredIn: slotted('languages'),
  /** Said when facts.phoneLine.interpreter is true. */
  interpreter: text,
  responseTimes: text,
  insuranceMinutes: text,
  consultationMinutes: text,
  crisisLineHours: text,
  /** {{call911}} and {{call988}} become links that dial them. */
  emergency: slotted('call911', 'call988'),
  rights: slotted('year', 'name'),
  policies: text,
});

const emergency = z.strictObject({
  title: text,
  body: text,
  call911: text,
  call988: text,
  crisisLine: slotted('phone'),
});

const license = z.strictObject({
  /** Health and Safety Code 11831.12 asks for these words, verbatim when the department is DHCS. */
  licensedBy: slotted('department'),
  /**
   * On the pages of a language other than English: the statute's sentence in English, word for word
   * ("Licensed by the State Department of Health Care Services."), shown first and marked as English,
   * with `licensedBy` beside it as its translation. Left out in English.
   */
  licensedByStatute: text.optional(),
  number: slotted('number'),
  expires: slotted('date'),
  /** Health and Safety Code 11831.5: {{list}} becomes the link to the department's list (statusLink). */
  status: slotted('list'),
  statusLink: text,
  accredited: text,
  /** Beside a stand-in value while the content still marks it placeholder (never in a production build). */
  placeholder: text,
});

const policy = z.strictObject({
  lastUpdated: text,
  onThisPage: text,
  counselPending: text,
  translatorPending: text,
  contactWho: text,
  contactCall: text,
  contactTty: text,
  contactEmail: text,
  contactWrite: text,
  attention: slotted('title'),
});

const guide = z.strictObject({
  resources: text,
  readTime: slotted('time'),
  lastUpdated: text,
  reviewer: text,
  reviewedBy: text,
  experience: slotted('experience', 'specialties'),
  keyFacts: text,
  source: slotted('source'),
  medicalInformation: text,
  evidence: text,
  references: text,
  /** What each kind of reference is, shown after it: [Report]. */
  citationTypes: z.strictObject({ research: text, review: text, guideline: text, report: text, book: text }),
  disclaimer: text,
  ctaTitle: text,
  ctaIntro: text,
});

const treatment = z.strictObject({
  /** Above the title: a substance page, a service page. */
  eyebrowTreatment: text,
  eyebrowService: text,
  verifyInsurance: text,
  verifyMyInsurance: text,
  talkTitle: text,
  talkIntro: text,
  requestConsultation: text,
  checkInsurance: text,
  faq: text,
  related: text,
});

const home = z.strictObject({
  /** Under the crisis line in the hero. */
  answered: text,
  sameDay: text,
  insuranceChecked: text,
  detoxNursing: text,
  learnMore: text,
  /** A team member's photo. */
  portrait: slotted('name'),
});

/** The menus (islands): the names screen readers announce for them. */
const nav = z.strictObject({ main: text, mobile: text, menu: text });

const faqPage = z.strictObject({ filter: text, alsoSearch: text, related: text, crisisLine: text });

/** A toast: its heading and text. */
const toast = z.strictObject({ title: text, description: text });

/** A form field's label and the example shown in it. */
const field = z.strictObject({ label: text, placeholder: text });

/** What every lead form says. */
const formCommon = z.strictObject({
  /** Beside the label of a field that may stay empty. */
  optional: text,
  /** The label of the field hidden from people (bots fill it in). */
  honeypot: text,
  submitting: text,
  privacy: text,
  /** The toast when a value is not in a form the forms accept; its text is the check's own. */
  invalidTitle: text,
  /** The home forms' toast when sending failed. */
  failed: toast,
  /** Under a home form's confirmation; {{phone}} becomes a link that dials the crisis line. */
  confirmedCall: slotted('phone'),
  fullName: field,
  phone: field,
  /**
   * What the page says when a filled-in field is not in a form the forms accept, by field.
   * {{max}}, {{min}}: the limits of contract/forms.ts.
   */
  invalid: z.strictObject({
    fullName: slotted('max'),
    phone: slotted('min', 'max'),
    email: text,
    situation: slotted('max'),
    insuranceName: slotted('max'),
    insuranceProvider: slotted('max'),
    memberId: slotted('max'),
    dob: text,
  } satisfies Record<CheckedField, z.ZodType>),
  /**
   * What the page says beside a required field left empty, by field. The crisis form's insurance
   * provider uses insuranceName's.
   */
  empty: z.strictObject({
    fullName: text,
    phone: text,
    insuranceName: text,
    memberId: text,
    dob: text,
  }),
});

const forms = z.strictObject({
  common: formCommon,
  insurance: z.strictObject({
    submit: text, missing: toast, done: toast, confirmedTitle: text, confirmedBody: text,
    insuranceName: field, memberId: field,
  }),
  consultation: z.strictObject({
    submit: text, missing: toast, done: toast, confirmedTitle: text, confirmedBody: text,
    email: field, situation: field,
  }),
  crisis: z.strictObject({
    busy: text, missing: toast, done: toast, failed: toast, confirmedTitle: text, confirmedBody: text,
    callNow: slotted('phone'), orCall: slotted('phone'),
    insuranceProvider: field, memberId: field, dob: field,
  }),
});

export type FormWords = z.infer<typeof forms>;

export const messagesSchema = z.strictObject({
  /** How dates read: a BCP 47 tag for Intl.DateTimeFormat, such as en-US or es-US. */
  dateLocale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a language tag such as en-US or es-US'),
  skipToContent: text,
  breadcrumb: text,
  /** The name of the language switcher (a link to this page in each other language). */
  languages: text,
  /** The first step of every breadcrumb trail. */
  home: text,
  /** Every button that dials the crisis line and has no words of its own. */
  callPhone: slotted('phone'),
  /** The FAQ page's breadcrumb step. */
  faqCrumb: text,
  /** Under the actions of every crisis page. */
  crisis911First: text,
  header,
  footer,
  emergency,
  license,
  policy,
  guide,
  treatment,
  homePage: home,
  nav,
  faqPage,
  gallery: z.strictObject({ choose: text }),
  toasts: z.strictObject({ region: text, dismiss: text }),
  forms,
  /** Names in the pages' structured data for search engines. */
  structuredData: z.strictObject({
    /** The crisis line as an emergency service: {name} is the center's name. */
    crisisLine: text,
    /** What the center offers for the condition a substance page is about. */
    therapy: text,
  }),
  /** The ad measurement choice (only with a pixel id in site.yaml). */
  consent: z.strictObject({
    /** The footer button that opens the choice again. */
    choices: text,
    title: text,
    /** On the page the ads lead to, where the pixel would load. */
    bodyHere: text,
    /** On every other page, opened from the footer. */
    bodyElsewhere: text,
    status: z.strictObject({ none: text, granted: text, denied: text }),
    more: text,
    allow: text,
    decline: text,
  }),
});

export type Messages = z.infer<typeof messagesSchema>;
