/**
 * The notifier Lambda: consumes the leads table's stream (INSERT records; KEYS_ONLY is enough) and
 * makes the first attempt to alert the admissions team through SES and/or the CRM webhook (see
 * notifierFromEnv). A failed attempt is recorded on the lead, which stays pending: from then on the
 * retry schedule (retry.ts) owns it, so this handler does not throw for it. It throws only when it
 * cannot read or record a lead; Lambda then retries the batch and, when retries run out, sends its
 * description to the SQS dead-letter queue (`site leads redrive`). Leads already sent are skipped.
 */
import { jsonLogger, type Logger } from '../leads/log.ts';
import { deliver } from '../leads/alerts/deliver.ts';
import { notifierFromEnv } from '../leads/alerts/from-env.ts';
import type { Notifier } from '../leads/alerts/types.ts';
import { storeFromEnv } from '../leads/store/from-env.ts';
import type { LeadStore } from '../leads/store/types.ts';

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
      await deliver(lead, { ...deps, clock });
    }
  };
}

let cached: ((event: StreamEvent) => Promise<void>) | undefined;

export const handler = async (event: StreamEvent): Promise<void> => {
  cached ??= createStreamHandler({ store: storeFromEnv(process.env), notifier: notifierFromEnv(process.env), logger: jsonLogger((line) => process.stdout.write(line)) });
  await cached(event);
};
