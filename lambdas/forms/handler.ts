/**
 * The AWS Lambda entry for the forms API: the same app as local.ts, wrapped by serverless-http
 * (API Gateway v2 / Function URL events, behind CloudFront). Leads go to DynamoDB (TABLE_NAME);
 * the team is alerted by the notifier Lambda from the table's stream, so this function never waits
 * on a notification channel. RETENTION_DAYS sets the TTL.
 */
import serverless from 'serverless-http';
import { createFormsApp } from './app.ts';
import { jsonLogger, type Logger } from '../leads/log.ts';
import { storeFromEnv } from '../leads/store/from-env.ts';

type Handler = ReturnType<typeof serverless>;

export function createHandler(env: NodeJS.ProcessEnv = process.env, logger: Logger = jsonLogger((line) => process.stdout.write(line))): Handler {
  const app = createFormsApp({
    store: storeFromEnv(env),
    notifier: null,
    logger,
    retentionDays: env.RETENTION_DAYS ? Number(env.RETENTION_DAYS) : undefined,
  });
  return serverless(app);
}

let cached: Handler | undefined;

/** Built on the first event, so importing this module needs no environment. */
export const handler: Handler = (event, context) => (cached ??= createHandler())(event, context);
