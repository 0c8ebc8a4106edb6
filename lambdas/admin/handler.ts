/**
 * The AWS Lambda entry for the inbox's API: the same app as local.ts, with the DynamoDB lead store
 * (TABLE_NAME), the promised answer times (RESPONSE_MINUTES) and Cognito sign-in (COGNITO_ISSUER,
 * COGNITO_CLIENT_ID; the hosted sign-in's AUTH_AUTHORIZE_URL, AUTH_TOKEN_URL and AUTH_LOGOUT_URL for
 * the inbox page), wrapped by serverless-http.
 */
import serverless from 'serverless-http';
import { responseMinutesFromEnv } from '../leads/deadlines.ts';
import { jsonLogger, type Logger } from '../leads/log.ts';
import { required, storeFromEnv } from '../leads/store/from-env.ts';
import { createAdminApp } from './app.ts';
import { cognitoAuthenticator } from './cognito.ts';

type Handler = ReturnType<typeof serverless>;

export function createHandler(env: NodeJS.ProcessEnv = process.env, logger: Logger = jsonLogger((line) => process.stdout.write(line))): Handler {
  const issuer = required(env, 'COGNITO_ISSUER');
  const clientId = required(env, 'COGNITO_CLIENT_ID');
  return serverless(createAdminApp({
    store: storeFromEnv(env),
    responseMinutes: responseMinutesFromEnv(env),
    authenticate: cognitoAuthenticator({ issuer, clientId }),
    authConfig: {
      mode: 'cognito', issuer, clientId,
      authorizeUrl: required(env, 'AUTH_AUTHORIZE_URL'), tokenUrl: required(env, 'AUTH_TOKEN_URL'), logoutUrl: required(env, 'AUTH_LOGOUT_URL'),
    },
    logger,
  }));
}

let cached: Handler | undefined;

/** Built on the first event, so importing this module needs no environment. */
export const handler: Handler = (event, context) => (cached ??= createHandler())(event, context);
