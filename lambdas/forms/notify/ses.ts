/**
 * Emails each lead to the admissions inbox through Amazon SES (v2 API). The subject carries no
 * personal details; the body does, because the team must call the person back within minutes.
 */
import type { Lead } from '../lead.ts';
import type { Notifier } from './types.ts';

export interface SesOptions {
  from: string;
  to: string[];
  /** Sends one plain-text email; defaults to the AWS SDK's SESv2 client. */
  send?: (email: { from: string; to: string[]; subject: string; text: string }) => Promise<void>;
}

const PROMISE: Record<Lead['form'], string> = {
  crisis: 'call back within 2 minutes',
  consultation: 'call back within 5 minutes',
  insurance: 'verify coverage within 15 minutes',
};

export function formatLeadEmail(lead: Lead): { subject: string; text: string } {
  const lines = Object.entries(lead.fields).map(([name, value]) => `${name}: ${value}`);
  return {
    subject: `New ${lead.form} request: ${PROMISE[lead.form]} (${lead.id.slice(0, 8)})`,
    text: [`Lead ${lead.id}`, `Form: ${lead.form}`, `Source: ${lead.source}`, `Received: ${lead.receivedAt}`, '', ...lines, ''].join('\n'),
  };
}

export function sesNotifier(opts: SesOptions): Notifier {
  const send = opts.send ?? sendWithSdk;
  return {
    name: 'ses',
    async notify(lead) {
      await send({ from: opts.from, to: opts.to, ...formatLeadEmail(lead) });
    },
  };
}

// Loaded at first use, so the local preview and the tests never load the SES client.
let client: import('@aws-sdk/client-sesv2').SESv2Client | undefined;

async function sendWithSdk(email: { from: string; to: string[]; subject: string; text: string }): Promise<void> {
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  client ??= new SESv2Client({});
  await client.send(new SendEmailCommand({
    FromEmailAddress: email.from,
    Destination: { ToAddresses: email.to },
    Content: { Simple: { Subject: { Data: email.subject }, Body: { Text: { Data: email.text } } } },
  }));
}
