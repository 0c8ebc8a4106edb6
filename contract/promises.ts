/**
 * The kinds of request a visitor can send, and the call-back time the site promises for each.
 * The promises are stated once, in content/site.yaml (`promises`): the pages print them, and the
 * CDK stack reads them at synth time and hands the Lambdas the per-kind minutes in one environment
 * variable (RESPONSE_MINUTES_ENV), which they parse with ResponseMinutes below.
 */
import { z } from 'zod';

/** The kinds of request a lead can be: the insurance check, the consultation form, the crisis landing form. */
export const FORM_NAMES = ['crisis', 'consultation', 'insurance'] as const;
export type FormName = (typeof FORM_NAMES)[number];

const minutes = z.number().int().positive();

/** site.yaml `promises`: what the site tells visitors, in its own words' units. */
export const SitePromises = z.strictObject({
  insuranceMinutes: minutes,
  consultationMinutes: minutes,
  crisisCheckMinutes: minutes,
  answerSeconds: z.number().int().positive(),
  assessmentMinutes: minutes,
});
export type SitePromises = z.infer<typeof SitePromises>;

/** Minutes from a lead's arrival to its promised call-back, per kind of request. */
export const ResponseMinutes = z.strictObject({ crisis: minutes, consultation: minutes, insurance: minutes });
export type ResponseMinutes = z.infer<typeof ResponseMinutes>;

/** Which promise of site.yaml each kind of request is answered under. */
const PROMISE_OF: Record<FormName, 'crisisCheckMinutes' | 'consultationMinutes' | 'insuranceMinutes'> = {
  crisis: 'crisisCheckMinutes',
  consultation: 'consultationMinutes',
  insurance: 'insuranceMinutes',
};

export function responseMinutesOf(promises: SitePromises): ResponseMinutes {
  return { crisis: promises[PROMISE_OF.crisis], consultation: promises[PROMISE_OF.consultation], insurance: promises[PROMISE_OF.insurance] };
}

/** The Lambdas' environment variable holding JSON.stringify(ResponseMinutes). */
export const RESPONSE_MINUTES_ENV = 'RESPONSE_MINUTES';
