/**
 * The kinds of request a visitor can send, and the call-back time the site promises for each.
 * The promises are stated once, in content/site.yaml (`promises`): the pages print them, and the
 * CDK stack reads them at synth time and hands the Lambdas the per-kind minutes in one environment
 * variable (RESPONSE_MINUTES_ENV), which they parse with ResponseMinutes below. 'zod/mini', as the
 * Lambdas already bundle it for the form schemas.
 */
import * as z from 'zod/mini';
import type { Site } from './content/site.ts';

/**
 * The kinds of request a lead can be: the crisis landing form, the consultation form, the insurance
 * check, and an inbound phone call the admissions team logged (its follow-up has a promise too).
 */
export const FORM_NAMES = ['crisis', 'consultation', 'insurance', 'call'] as const;
export type FormName = (typeof FORM_NAMES)[number];

const minutes = z.int().check(z.positive());

/** Minutes from a lead's arrival to its promised call-back, per kind of request. */
export const ResponseMinutes = z.strictObject({ crisis: minutes, consultation: minutes, insurance: minutes, call: minutes });
export type ResponseMinutes = z.infer<typeof ResponseMinutes>;

/** Which promise of site.yaml each kind of request is answered under. */
const PROMISE_OF = { crisis: 'crisisCheckMinutes', consultation: 'consultationMinutes', insurance: 'insuranceMinutes', call: 'callFollowUpMinutes' } as const satisfies Record<FormName, keyof Site['promises']>;

export function responseMinutesOf(promises: Site['promises']): ResponseMinutes {
  return Object.fromEntries(FORM_NAMES.map((form) => [form, promises[PROMISE_OF[form]]])) as ResponseMinutes;
}

/** The Lambdas' environment variable holding JSON.stringify(ResponseMinutes). */
export const RESPONSE_MINUTES_ENV = 'RESPONSE_MINUTES';

/**
 * The forms Lambda's environment variable holding the site's language codes, a JSON list read from
 * content/site.yaml (`languages`) the same way: a form's `language` must be one of them.
 */
export const SITE_LANGUAGES_ENV = 'SITE_LANGUAGES';
