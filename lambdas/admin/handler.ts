/**
 * The AWS Lambda entry for the inbox's API: the same app as local.ts, with the DynamoDB lead store
 * (TABLE_NAME) and Cognito sign-in (COGNITO_ISSUER, COGNITO_CLIENT_ID; the hosted sign-in's
 * AUTH_AUTHORIZE_URL, AUTH_TOKEN_URL and AUTH_LOGOUT_URL for the inbox page), wrapped by serverless-http.
 */
import serverless from 'serverless-http';
import { openDynamoStore } from '../forms/store/dynamodb.ts';
import { jsonLogger, type Logger } from '../forms/log.ts';
import { createAdminApp } from './app.ts';
import { cognitoAuthenticator } from './cognito.ts';

type Handler = ReturnType<typeof serverless>;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function createHandler(env: NodeJS.ProcessEnv = process.env, logger: Logger = jsonLogger((line) => process.stdout.write(line))): Handler {
  const issuer = required(env, 'COGNITO_ISSUER');
  const clientId = required(env, 'COGNITO_CLIENT_ID');
  const store = openDynamoStore({ tableName: required(env, 'TABLE_NAME'), client: env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {} });
  return serverless(createAdminApp({
    store,
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
