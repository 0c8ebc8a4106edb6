/** The DynamoDB lead store the Lambdas use, from TABLE_NAME (and DYNAMODB_ENDPOINT, for tests only). */
import { openDynamoStore } from './dynamodb.ts';
import type { LeadStore } from './types.ts';

export function storeFromEnv(env: NodeJS.ProcessEnv): LeadStore {
  if (!env.TABLE_NAME) throw new Error('TABLE_NAME is not set');
  return openDynamoStore({ tableName: env.TABLE_NAME, client: env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {} });
}
