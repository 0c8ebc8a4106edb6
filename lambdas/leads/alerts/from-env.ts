/**
 * Builds the AWS notifier from the Lambda's environment: SES email and/or a CRM webhook.
 * SITE_URL: the public site (alerts link to its inbox). RESPONSE_MINUTES: the promised answer times
 * (deadlines.ts). NOTIFY_EMAIL_FROM / NOTIFY_EMAIL_TO: SES.
 * NOTIFY_WEBHOOK_URL: the CRM; NOTIFY_WEBHOOK_TOKEN_SECRET: the Secrets Manager secret holding its
 * bearer token (the token itself is never in the environment); NOTIFY_WEBHOOK_FULL_LEAD=true: the
 * webhook also gets the submitted fields (only for a CRM under a business associate agreement).
 */
import { responseMinutesFromEnv } from '../deadlines.ts';
import { cachedSecret, type ReadSecret } from './secret.ts';
import { sesNotifier } from './ses.ts';
import type { Notifier } from './types.ts';
import { webhookNotifier } from './webhook.ts';

export function notifierFromEnv(env: NodeJS.ProcessEnv, readSecret?: ReadSecret): Notifier {
  const siteUrl = env.SITE_URL;
  if (!siteUrl) throw new Error('SITE_URL is not set: alerts link to the lead in the inbox of the site');
  const settings = { siteUrl, responseMinutes: responseMinutesFromEnv(env) };
  const channels: Notifier[] = [];
  if (env.NOTIFY_WEBHOOK_URL) {
    const secretId = env.NOTIFY_WEBHOOK_TOKEN_SECRET;
    channels.push(webhookNotifier({
      ...settings,
      url: env.NOTIFY_WEBHOOK_URL,
      fullLead: env.NOTIFY_WEBHOOK_FULL_LEAD === 'true',
      token: secretId ? cachedSecret(secretId, readSecret) : undefined,
    }));
  }
  if (env.NOTIFY_EMAIL_TO) {
    if (!env.NOTIFY_EMAIL_FROM) throw new Error('NOTIFY_EMAIL_TO is set but NOTIFY_EMAIL_FROM is not');
    channels.push(sesNotifier({ from: env.NOTIFY_EMAIL_FROM, to: env.NOTIFY_EMAIL_TO.split(',').map((s) => s.trim()), ...settings }));
  }
  if (channels.length === 0) throw new Error('No notifier configured: set NOTIFY_WEBHOOK_URL and/or NOTIFY_EMAIL_TO');
  return channels.length === 1 ? channels[0]! : allOf(channels);
}

/** Every channel must succeed; a retry resends through all of them. */
export function allOf(channels: Notifier[]): Notifier {
  return {
    name: channels.map((c) => c.name).join('+'),
    async notify(lead) {
      const results = await Promise.allSettled(channels.map((c) => c.notify(lead)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
