/**
 * The notifier Lambda: consumes the leads table's stream (INSERT records; KEYS_ONLY is enough) and
 * alerts the admissions team through SES and/or the CRM webhook (see notifierFromEnv). Records are
 * handled in order; the first failure is recorded on the lead and thrown, so Lambda retries the batch
 * and, when retries run out, sends it to the SQS dead-letter queue. Leads already marked sent are
 * skipped, so a retried batch does not alert twice for the records before the failure.
 */
import { jsonLogger, type Logger } from '../forms/log.ts';
import { deliver } from '../forms/notify/deliver.ts';
import { notifierFromEnv } from '../forms/notify/from-env.ts';
import type { Notifier } from '../forms/notify/types.ts';
import { storeFromEnv } from '../forms/store/from-env.ts';
import type { LeadStore } from '../forms/store/types.ts';

/** The parts of a DynamoDB stream record this handler reads (aws-lambda's DynamoDBStreamEvent). */
export interface StreamEvent {
  Records: Array<{ eventName?: string; dynamodb?: { Keys?: Record<string, { S?: string }> } }>;
}

export interface NotifierDeps {
  store: LeadStore;
  notifier: Notifier;
  logger: Logger;
  clock?: () => Date;
}

export function createStreamHandler(deps: NotifierDeps): (event: StreamEvent) => Promise<void> {
  const clock = deps.clock ?? (() => new Date());
  return async (event) => {
    for (const record of event.Records) {
      const id = record.dynamodb?.Keys?.id?.S;
      if (record.eventName !== 'INSERT' || !id) continue;
      const lead = await deps.store.get(id);
      if (!lead || lead.notification.status === 'sent') continue;
      if (!(await deliver(lead, { ...deps, clock }))) throw new Error(`alert for lead ${id} failed; the batch will be retried`);
    }
  };
}

let cached: ((event: StreamEvent) => Promise<void>) | undefined;

/** Lambda logs the thrown error, whose message names only the lead id. */
export const handler = async (event: StreamEvent): Promise<void> => {
  cached ??= createStreamHandler({ store: storeFromEnv(process.env), notifier: notifierFromEnv(process.env), logger: jsonLogger((line) => process.stdout.write(line)) });
  await cached(event);
};
