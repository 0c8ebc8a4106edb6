/**
 * The alert retry Lambda, run every minute by an EventBridge schedule: it queries the leads table's
 * status index for leads whose alert is still pending and due, and tries each again (deliver.ts backs
 * off from 30 seconds to 15 minutes). It keeps going until every alert gets through, whatever became
 * of the stream record that carried the first attempt. After ALERT_FAILING_AFTER_ATTEMPTS failures it
 * pages the operator through the alarm topic (ALARM_TOPIC_ARN), naming the promised deadline (RESPONSE_MINUTES).
 */
import { responseMinutesFromEnv } from '../leads/deadlines.ts';
import { jsonLogger } from '../leads/log.ts';
import { retryDueLeads, type DeliverDeps } from '../leads/alerts/deliver.ts';
import { notifierFromEnv } from '../leads/alerts/from-env.ts';
import { storeFromEnv } from '../leads/store/from-env.ts';
import { snsPager } from './pager.ts';

/** One scheduled run: how many alerts were due, and how many got through. */
export function createRetryHandler(deps: DeliverDeps): () => Promise<{ due: number; sent: number }> {
  return async () => {
    const result = await retryDueLeads(deps);
    if (result.due > 0) deps.logger.info('retry_run', { count: result.due, sent: result.sent });
    return result;
  };
}

let cached: (() => Promise<{ due: number; sent: number }>) | undefined;

export const handler = async (): Promise<{ due: number; sent: number }> => {
  const env = process.env;
  cached ??= createRetryHandler({
    store: storeFromEnv(env),
    notifier: notifierFromEnv(env),
    logger: jsonLogger((line) => process.stdout.write(line)),
    clock: () => new Date(),
    pager: env.ALARM_TOPIC_ARN && env.SITE_URL ? snsPager({ topicArn: env.ALARM_TOPIC_ARN, siteUrl: env.SITE_URL, responseMinutes: responseMinutesFromEnv(env) }) : undefined,
  });
  return cached();
};
