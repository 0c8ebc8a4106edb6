/**
 * Posts each lead as JSON to a CRM webhook; anything but a 2xx within the timeout is a failure.
 * By default the payload is the lead's summary (kind, arrival, deadline, inbox link). The submitted
 * fields are added only when the operator turns `fullLead` on, for a CRM covered by a business
 * associate agreement. The bearer token is read at send time (from Secrets Manager in AWS).
 */
import type { Lead } from '../lead.ts';
import { summarise, type AlertSettings } from './summary.ts';
import { NotifyError, type Notifier } from './types.ts';

export interface WebhookOptions extends AlertSettings {
  url: string;
  /** Send the submitted fields and the source page too. Off unless the operator turns it on. */
  fullLead?: boolean;
  /** Resolves the token sent as `Authorization: Bearer <token>`; no header when absent. */
  token?: () => Promise<string>;
  timeoutMs?: number;
}

export function webhookNotifier(opts: WebhookOptions): Notifier {
  return {
    name: 'webhook',
    async notify(lead) {
      const token = opts.token ? await opts.token() : undefined;
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(webhookPayload(lead, opts)),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new NotifyError(`webhook_http_${res.status}`);
    },
  };
}

export function webhookPayload(lead: Lead, opts: AlertSettings & Pick<WebhookOptions, 'fullLead'>) {
  const summary = summarise(lead, opts);
  return opts.fullLead ? { ...summary, source: lead.source, fields: lead.fields } : summary;
}
