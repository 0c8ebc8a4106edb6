/**
 * Pages the operator through the stack's alarm topic (SNS) when a lead's alert has failed repeatedly.
 * Like every alert, the page names the lead by kind, times and inbox link only: the topic's email
 * subscribers are not a place for health information.
 */
import type { Lead } from '../leads/lead.ts';
import type { Pager } from '../leads/alerts/deliver.ts';
import { promise, summarise, type AlertSettings } from '../leads/alerts/summary.ts';

export interface SnsPagerOptions extends AlertSettings {
  topicArn: string;
  /** Publishes one message; defaults to the AWS SDK's SNS client. */
  publish?: (message: { topicArn: string; subject: string; message: string }) => Promise<void>;
}

export function formatPage(lead: Lead, failure: { attempts: number; error: string }, settings: AlertSettings): { subject: string; message: string } {
  const summary = summarise(lead, settings);
  return {
    subject: `Lead alert failing: ${lead.form} request ${lead.id.slice(0, 8)}`,
    message: [
      `The alert to the admissions team about a ${lead.form} request has failed ${failure.attempts} times (last error: ${failure.error}).`,
      `The request arrived at ${summary.receivedAt}; the team should ${promise(lead.form, settings.responseMinutes, summary.language)}, by ${summary.deadline}.`,
      `Open it in the admissions inbox and make sure someone answers: ${summary.link}`,
      '',
      'The alert keeps being retried until it gets through. Check the notification channels (the SES sending identity, the CRM webhook and its token).',
    ].join('\n'),
  };
}

export function snsPager(opts: SnsPagerOptions): Pager {
  const publish = opts.publish ?? publishWithSdk;
  return {
    async page(lead, failure) {
      await publish({ topicArn: opts.topicArn, ...formatPage(lead, failure, opts) });
    },
  };
}

// Loaded at first use, so nothing but the retry Lambda loads the SNS client.
let client: import('@aws-sdk/client-sns').SNSClient | undefined;

async function publishWithSdk(page: { topicArn: string; subject: string; message: string }): Promise<void> {
  const { SNSClient, PublishCommand } = await import('@aws-sdk/client-sns');
  client ??= new SNSClient({});
  await client.send(new PublishCommand({ TopicArn: page.topicArn, Subject: page.subject, Message: page.message }));
}
