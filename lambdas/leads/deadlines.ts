/**
 * By when the admissions team must call a lead back: its arrival plus the minutes the site promises
 * for its kind of request (content/site.yaml `promises`, see contract/promises.ts). The minutes are
 * always passed in: the CLI and the local servers read them from site.yaml, the Lambdas from the
 * environment variable the CDK stack sets from the same file (responseMinutesFromEnv).
 */
import { RESPONSE_MINUTES_ENV, ResponseMinutes } from '../../contract/promises.ts';
import type { Lead } from './lead.ts';

export type { ResponseMinutes };

export { DAY_MS } from '../../contract/inbox.ts';

/** receivedAt plus the answer time the site promises for the lead's form, as an ISO time. */
export function deadlineOf(lead: Pick<Lead, 'form' | 'receivedAt'>, minutes: ResponseMinutes): string {
  return new Date(Date.parse(lead.receivedAt) + minutes[lead.form] * 60_000).toISOString();
}

/** The promised minutes a Lambda was deployed with; throws naming the variable when it is missing or malformed. */
export function responseMinutesFromEnv(env: NodeJS.ProcessEnv): ResponseMinutes {
  const raw = env[RESPONSE_MINUTES_ENV];
  if (!raw) throw new Error(`${RESPONSE_MINUTES_ENV} is not set: the stack passes the promises of content/site.yaml in it`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`${RESPONSE_MINUTES_ENV} is not JSON`);
  }
  const parsed = ResponseMinutes.safeParse(value);
  if (!parsed.success) throw new Error(`${RESPONSE_MINUTES_ENV} is not a minute count per kind of request: ${parsed.error.issues.map((i) => i.path.join('.') || '(top level)').join(', ')}`);
  return parsed.data;
}
