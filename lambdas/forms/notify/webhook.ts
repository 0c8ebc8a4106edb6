/** Posts each lead as JSON to a CRM webhook; anything but a 2xx within the timeout is a failure. */
import type { Lead } from '../lead.ts';
import { NotifyError, type Notifier } from './types.ts';

export interface WebhookOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
}

export function webhookNotifier(opts: WebhookOptions): Notifier {
  return {
    name: 'webhook',
    async notify(lead) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token && { authorization: `Bearer ${opts.token}` }) },
        body: JSON.stringify(webhookPayload(lead)),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new NotifyError(`webhook_http_${res.status}`);
    },
  };
}

export function webhookPayload(lead: Lead) {
  return { id: lead.id, form: lead.form, source: lead.source, receivedAt: lead.receivedAt, fields: lead.fields };
}
