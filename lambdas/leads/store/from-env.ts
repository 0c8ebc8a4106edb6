/** The DynamoDB lead store the Lambdas use, from TABLE_NAME (and DYNAMODB_ENDPOINT, for tests only). */
import { openDynamoStore, type DynamoLeadStore } from './dynamodb.ts';

/** The value of a Lambda's environment variable; throws naming it when it is unset. */
export function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function storeFromEnv(env: NodeJS.ProcessEnv): DynamoLeadStore {
  return openDynamoStore({ tableName: required(env, 'TABLE_NAME'), client: env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {} });
}
