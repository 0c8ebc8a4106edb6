/** Builds the AWS notifier from the Lambda's environment: SES email and/or a CRM webhook. */
import { sesNotifier } from './ses.ts';
import type { Notifier } from './types.ts';
import { webhookNotifier } from './webhook.ts';

export function notifierFromEnv(env: NodeJS.ProcessEnv): Notifier {
  const channels: Notifier[] = [];
  if (env.NOTIFY_WEBHOOK_URL) channels.push(webhookNotifier({ url: env.NOTIFY_WEBHOOK_URL, token: env.NOTIFY_WEBHOOK_TOKEN }));
  if (env.NOTIFY_EMAIL_TO) {
    if (!env.NOTIFY_EMAIL_FROM) throw new Error('NOTIFY_EMAIL_TO is set but NOTIFY_EMAIL_FROM is not');
    channels.push(sesNotifier({ from: env.NOTIFY_EMAIL_FROM, to: env.NOTIFY_EMAIL_TO.split(',').map((s) => s.trim()) }));
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
