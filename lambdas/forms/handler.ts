/**
 * The AWS Lambda entry for the forms API: the same app as local.ts, wrapped by serverless-http
 * (API Gateway v2 / Function URL events, behind CloudFront). Leads go to DynamoDB (TABLE_NAME);
 * the team is alerted by the notifier Lambda from the table's stream, so this function never waits
 * on a notification channel. RETENTION_DAYS sets the TTL; SITE_LANGUAGES (a JSON list of the site's
 * language codes) the languages a form may name. Page views and call taps go to COUNTS_TABLE_NAME,
 * for the pages whose files are in SITE_BUCKET, on the days of the center's time zone (SITE_TIME_ZONE).
 */
import serverless from 'serverless-http';
import { createFormsApp } from './app.ts';
import { jsonLogger, type Logger } from '../leads/log.ts';
import { required, storeFromEnv } from '../leads/store/from-env.ts';
import { openDynamoCounts } from '../leads/store/dynamodb-counts.ts';
import { bucketPages } from './site-pages.ts';
import { SITE_LANGUAGES_ENV } from '../../contract/promises.ts';
import { timeZoneFromEnv } from '../leads/time-zone-env.ts';

type Handler = ReturnType<typeof serverless>;

function languagesFromEnv(env: NodeJS.ProcessEnv): string[] {
  const codes: unknown = JSON.parse(required(env, SITE_LANGUAGES_ENV));
  if (!Array.isArray(codes) || !codes.every((c) => typeof c === 'string')) throw new Error(`${SITE_LANGUAGES_ENV} is not a list of language codes`);
  return codes;
}

export function createHandler(env: NodeJS.ProcessEnv = process.env, logger: Logger = jsonLogger((line) => process.stdout.write(line))): Handler {
  const app = createFormsApp({
    store: storeFromEnv(env),
    notifier: null,
    logger,
    retentionDays: env.RETENTION_DAYS ? Number(env.RETENTION_DAYS) : undefined,
    languages: languagesFromEnv(env),
    counts: {
      store: openDynamoCounts({ tableName: required(env, 'COUNTS_TABLE_NAME'), client: env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {} }),
      isPage: bucketPages(required(env, 'SITE_BUCKET')),
      timeZone: timeZoneFromEnv(env),
    },
  });
  return serverless(app);
}

let cached: Handler | undefined;

/** Built on the first event, so importing this module needs no environment. */
export const handler: Handler = (event, context) => (cached ??= createHandler())(event, context);
