/**
 * The three form payloads, shared by the browser forms and the forms API (one source).
 * Bundled into the browser by esbuild: import only from 'zod/mini' (the small build), and use no Node APIs.
 */
import * as z from 'zod/mini';

export const ENDPOINTS = {
  insurance: '/api/submit-insurance-form',
  consultation: '/api/submit-consultation-form',
  health: '/api/health',
} as const;

/**
 * Sent by the forms of a page in another language than the site's default (es): the team calls
 * back in it, and a form sent without JavaScript lands on that language's thank-you page.
 */
export const LANGUAGE_FIELD = 'language';

/** A field hidden from people; a bot that fills it is answered like a success and nothing is kept. */
export const HONEYPOT_FIELD = 'website';

export const LIMITS = {
  nameChars: 100,
  memberIdChars: 64,
  emailChars: 254,
  situationChars: 2000,
  phoneChars: 40,
  phoneDigitsMin: 7,
  phoneDigitsMax: 20,
  bodyBytes: 16 * 1024,
} as const;

/**
 * The visible fields whose values the forms API may refuse once the browser has let them through:
 * the page says what is wrong with each (messages `forms.common.invalid`), and a form sent without
 * JavaScript lands on the not-sent page at the first one refused (contract/routes.ts, refusedAnchor).
 */
export const CHECKED_FIELDS = ['fullName', 'phone', 'email', 'situation', 'insuranceName', 'insuranceProvider', 'memberId', 'dob'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export const isCheckedField = (name: unknown): name is CheckedField => (CHECKED_FIELDS as readonly unknown[]).includes(name);

export const CRISIS_SOURCE = 'crisis-landing';

/** The fixed situation the crisis landing form sends with every request (SPEC 7, call 3). */
export const CRISIS_SITUATION = 'Crisis - immediate help needed';

function text(label: string, max: number) {
  return z.string({ error: (issue) => (issue.input === undefined ? `Please enter ${label}.` : `${capitalise(label)} must be text.`) }).check(
    z.trim(),
    z.minLength(1, `Please enter ${label}.`),
    z.maxLength(max, `${capitalise(label)} must be at most ${max} characters.`),
  );
}

/** Optional text: blank (as an empty form field sends it) counts as absent. */
function optionalText(label: string, max: number) {
  const value = z.string({ error: `${capitalise(label)} must be text.` }).check(
    z.trim(),
    z.maxLength(max, `${capitalise(label)} must be at most ${max} characters.`),
  );
  return z.pipe(z.optional(value), z.transform((text) => text || undefined));
}

function capitalise(label: string): string {
  const words = label.replace(/^(your|the) /, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Between a phone number's digits: spaces, brackets, dots and dashes. */
const PHONE_SEPARATOR = '[\\s\\(\\)\\.\\-]';
/**
 * A phone number, matched whole: an optional +, then 7 to 20 digits with separators among them. The
 * HTML `pattern` of every phone field, so a form sent without JavaScript is checked by the browser
 * too, and what isPhoneNumber tests; written to mean the same under the u flag (here) and the v flag
 * (the browser's, for `pattern`).
 */
export const PHONE_PATTERN = `\\+?${PHONE_SEPARATOR}*(?:\\d${PHONE_SEPARATOR}*){${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}`;
const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'u');

export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}

/** MM/DD/YYYY with leading zeros optional, matched whole: the date of birth's HTML `pattern` and isDateOfBirth's first test. */
export const DATE_OF_BIRTH_PATTERN = '(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})';
const DATE_OF_BIRTH = new RegExp(`^(?:${DATE_OF_BIRTH_PATTERN})$`, 'u');

/** MM/DD/YYYY (leading zeros optional), a calendar date between 1900 and today. */
export function isDateOfBirth(value: string, today: Date = new Date()): boolean {
  const match = DATE_OF_BIRTH.exec(value);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime();
}

const fullName = text('your full name', LIMITS.nameChars);
const phone = text('your phone number', LIMITS.phoneChars).check(z.refine(isPhoneNumber, {
  error: `Please enter a phone number with ${LIMITS.phoneDigitsMin} to ${LIMITS.phoneDigitsMax} digits.`,
}));
const memberId = text('your member ID', LIMITS.memberIdChars);
const honeypot = z.optional(z.string().check(z.maxLength(200)));
/** A page's language, sent by the forms of every language but the default one. */
export const languageField = z.optional(z.string().check(z.regex(/^[a-z]{2}$/, 'Language must be a two-letter code such as es.')));

export const insuranceFormSchema = z.strictObject({
  fullName,
  phone,
  insuranceName: text('your insurance provider', LIMITS.nameChars),
  memberId,
  [LANGUAGE_FIELD]: languageField,
  [HONEYPOT_FIELD]: honeypot,
});

/** The email check zod applies to z.email(), used by name so the browser bundle leaves zod's other patterns out. */
const emailFormat = z.email();

export const consultationFormSchema = z.strictObject({
  fullName,
  phone,
  email: optionalText('your email', LIMITS.emailChars).check(z.refine((value) => value === undefined || emailFormat.safeParse(value).success, {
    error: 'Please enter a valid email address, or leave it empty.',
  })),
  situation: optionalText('your situation', LIMITS.situationChars),
  source: z.optional(z.undefined()),
  [LANGUAGE_FIELD]: languageField,
  [HONEYPOT_FIELD]: honeypot,
});

export const crisisFormSchema = z.strictObject({
  fullName,
  phone,
  insuranceProvider: text('your insurance provider', LIMITS.nameChars),
  memberId,
  dob: text('your date of birth', 10).check(z.refine((value) => isDateOfBirth(value), {
    error: 'Please enter your date of birth as MM/DD/YYYY.',
  })),
  source: z.literal(CRISIS_SOURCE),
  situation: text('the situation', LIMITS.situationChars),
  [LANGUAGE_FIELD]: languageField,
  [HONEYPOT_FIELD]: honeypot,
});

/**
 * What /api/submit-consultation-form accepts: the home form (no source) or the crisis form (source = crisis-landing).
 * Marked pure, with its message made only when needed, so the browser bundles, which never use it, leave it out.
 */
export const consultationEndpointSchema = /* @__PURE__ */ z.discriminatedUnion('source', [crisisFormSchema, consultationFormSchema], {
  error: () => `Source must be "${CRISIS_SOURCE}" or left out.`,
});
