/**
 * Emails the admissions inbox about each lead through Amazon SES (v2 API). The email says only what
 * kind of request came in, when, by when to answer and where to open it (summary.ts): email travels
 * between mail servers that may not insist on TLS, so no detail of the person goes in it.
 */
import type { Lead } from '../lead.ts';
import { promise, summarise, type AlertSettings } from './summary.ts';
import type { Notifier } from './types.ts';

export interface Email {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface SesOptions extends AlertSettings {
  from: string;
  to: string[];
  /** Sends one plain-text email; defaults to the AWS SDK's SESv2 client. */
  send?: (email: Email) => Promise<void>;
}

export function formatLeadEmail(lead: Lead, settings: AlertSettings): { subject: string; text: string } {
  const summary = summarise(lead, settings);
  const due = promise(lead.form, settings.responseMinutes, summary.language);
  return {
    subject: `New ${lead.form} request: ${due} (${lead.id.slice(0, 8)})`,
    text: [
      `A new ${lead.form} request arrived at ${summary.receivedAt}.`,
      `Please ${due}, by ${summary.deadline}.`,
      '',
      `Open it in the admissions inbox: ${summary.link}`,
      '',
      'This email carries no details of the person; sign in to the inbox to see them.',
      '',
    ].join('\n'),
  };
}

export function sesNotifier(opts: SesOptions): Notifier {
  const send = opts.send ?? sendWithSdk;
  return {
    name: 'ses',
    async notify(lead) {
      await send({ from: opts.from, to: opts.to, ...formatLeadEmail(lead, opts) });
    },
  };
}

// Loaded at first use, so the local preview and the tests never load the SES client.
let client: import('@aws-sdk/client-sesv2').SESv2Client | undefined;

async function sendWithSdk(email: Email): Promise<void> {
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  client ??= new SESv2Client({});
  await client.send(new SendEmailCommand({
    FromEmailAddress: email.from,
    Destination: { ToAddresses: email.to },
    Content: { Simple: { Subject: { Data: email.subject }, Body: { Text: { Data: email.text } } } },
  }));
}
