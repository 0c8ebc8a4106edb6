/**
 * The counters in AWS (lambdas/leads/counts.ts): a DynamoDB table keyed by day and labels
 * (contract/leads-table.ts COUNTS_TABLE). Each beacon is one UpdateItem with an atomic ADD, so
 * concurrent counts never overwrite each other; a report Queries each day of its period.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTS_TABLE } from '../../../contract/leads-table.ts';
import { daysFrom } from '../../../contract/time-zone.ts';
import { countExpiry, type CountKey, type CountRow } from '../counts.ts';
import type { CountStore } from './types.ts';

export interface DynamoCountsOptions {
  tableName: string;
  client?: DynamoDBClientConfig;
}

type Labels = [page: string, language: string, source: string, medium: string, campaign: string];

const labelsOf = (k: CountKey): string => JSON.stringify([k.page, k.language, k.source, k.medium, k.campaign] satisfies Labels);

export function openDynamoCounts(opts: DynamoCountsOptions): CountStore {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(opts.client ?? {}));
  const TableName = opts.tableName;
  const { partitionKey, sortKey, ttlAttribute } = COUNTS_TABLE;
  return {
    async add(key, field) {
      await db.send(new UpdateCommand({
        TableName,
        Key: { [partitionKey]: key.day, [sortKey]: labelsOf(key) },
        UpdateExpression: 'ADD #n :one SET #ttl = if_not_exists(#ttl, :expires)',
        ExpressionAttributeNames: { '#n': field, '#ttl': ttlAttribute },
        ExpressionAttributeValues: { ':one': 1, ':expires': countExpiry(key.day) },
      }));
    },
    async between(fromDay, toDay) {
      const rows: CountRow[] = [];
      for (const day of daysFrom(fromDay, toDay)) {
        let start: Record<string, unknown> | undefined;
        do {
          const page = await db.send(new QueryCommand({
            TableName, KeyConditionExpression: '#d = :day', ExpressionAttributeNames: { '#d': partitionKey }, ExpressionAttributeValues: { ':day': day }, ExclusiveStartKey: start,
          }));
          for (const item of page.Items ?? []) {
            const [pageName, language, source, medium, campaign] = JSON.parse(String(item[sortKey])) as Labels;
            rows.push({ day, page: pageName, language, source, medium, campaign, views: Number(item.views ?? 0), callTaps: Number(item.callTaps ?? 0) });
          }
          start = page.LastEvaluatedKey;
        } while (start);
      }
      return rows;
    },
  };
}
