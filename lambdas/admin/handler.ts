/**
 * The AWS Lambda entry for the inbox's API: the same app as local.ts, with the DynamoDB lead store
 * (TABLE_NAME), the promised answer times (RESPONSE_MINUTES), the center's time zone (SITE_TIME_ZONE) and Cognito sign-in (COGNITO_ISSUER,
 * COGNITO_CLIENT_ID; the hosted sign-in's origin AUTH_SIGN_IN_ORIGIN, whose endpoints the inbox page
 * uses; the table of ended sessions ENDED_SESSIONS_TABLE; the desk board's key, the secret
 * BOARD_KEY_SECRET), wrapped by serverless-http. A request without the header CloudFront adds
 * (ORIGIN_VERIFY_HEADER, its value the secret ORIGIN_VERIFY_SECRET) gets 403 before the app sees it:
 * the /api/admin/* routes' authorizer checks the sign-in token, so this is where a call on the
 * execute-api address, around CloudFront and its WAF, is refused.
 */
import serverless from 'serverless-http';
import { cognitoAuthConfig } from '../../contract/inbox-sign-in.ts';
import originVerify from '../leads/origin-verify.cjs';
import { responseMinutesFromEnv } from '../leads/deadlines.ts';
import { timeZoneFromEnv } from '../leads/time-zone-env.ts';
import { errorName, jsonLogger, type Logger } from '../leads/log.ts';
import { sendError, type RequestListener } from '../leads/respond.ts';
import { required, storeFromEnv } from '../leads/store/from-env.ts';
import { createAdminApp } from './app.ts';
import { openDynamoCounts } from '../leads/store/dynamodb-counts.ts';
import { boardPasses } from './board.ts';
import { cognitoSessions } from './cognito.ts';
import { endedSessionsInDynamo } from './ended-sessions.ts';

type Handler = ReturnType<typeof serverless>;

export interface HandlerDeps {
  /** Reads a version stage of the origin-verify secret; by default from Secrets Manager. */
  readOriginStage?: Parameters<typeof originVerify.createHandler>[0]['readStage'];
  /** Reads the desk board's signing key; by default the current value of BOARD_KEY_SECRET. */
  readBoardKey?: () => Promise<string>;
}

/** The secret's current value, from Secrets Manager. */
function currentValue(secretId: string): () => Promise<string> {
  const read = originVerify.secretsManagerStage(secretId);
  return async () => {
    const found = await read('AWSCURRENT');
    if (!found?.value) throw new Error('The board key secret has no current value.');
    return found.value;
  };
}

export function createHandler(
  env: NodeJS.ProcessEnv = process.env,
  logger: Logger = jsonLogger((line) => process.stdout.write(line)),
  deps: HandlerDeps = {},
): Handler {
  const issuer = required(env, 'COGNITO_ISSUER');
  const clientId = required(env, 'COGNITO_CLIENT_ID');
  const fromCloudFront = originVerify.createHandler({
    header: required(env, 'ORIGIN_VERIFY_HEADER'),
    readStage: deps.readOriginStage ?? originVerify.secretsManagerStage(required(env, 'ORIGIN_VERIFY_SECRET')),
  });
  // Read when a board is first opened or read: without its secret the rest of the inbox still works.
  const readBoardKey = deps.readBoardKey ?? (() => currentValue(required(env, 'BOARD_KEY_SECRET'))());
  const ended = endedSessionsInDynamo(required(env, 'ENDED_SESSIONS_TABLE'), env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {});
  const { authenticate, signOut } = cognitoSessions({ issuer, clientId }, ended);
  const sessions = { authenticate, endSession: signOut };
  const app = createAdminApp({
    store: storeFromEnv(env),
    board: boardPasses(async () => new TextEncoder().encode(await readBoardKey()), ended),
    counts: openDynamoCounts({ tableName: required(env, 'COUNTS_TABLE_NAME'), client: env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {} }),
    responseMinutes: responseMinutesFromEnv(env),
    timeZone: timeZoneFromEnv(env),
    ...sessions,
    authConfig: cognitoAuthConfig({ issuer, clientId, signInOrigin: required(env, 'AUTH_SIGN_IN_ORIGIN') }),
    logger,
  });
  const listener: RequestListener = (req, res) => {
    fromCloudFront({ headers: req.headers as Record<string, string> }).then(({ isAuthorized }) => {
      if (isAuthorized) return app(req, res);
      logger.warn('inbox_refused_not_from_cloudfront');
      sendError(res, 403, 'This API is reached only through the site\'s address.');
    }, (err: unknown) => {
      logger.error('inbox_origin_check_failed', { error: errorName(err) });
      sendError(res, 503, 'The inbox cannot check this request just now. Try again in a minute.');
    });
  };
  return serverless(listener);
}

let cached: Handler | undefined;

/** Built on the first event, so importing this module needs no environment. */
export const handler: Handler = (event, context) => (cached ??= createHandler())(event, context);
