/**
 * The production lead store: one DynamoDB table keyed by `id` (string), with `expiresAt` as its TTL
 * attribute and a stream that feeds the notifier Lambda. A write is acknowledged by DynamoDB only
 * once it is durable, so insert() resolving means the lead is kept.
 */
import { ConditionalCheckFailedException, DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../lead.ts';
import type { LeadStore } from './types.ts';

export interface DynamoStoreOptions {
  tableName: string;
  client?: DynamoDBClientConfig;
}

export function openDynamoStore(opts: DynamoStoreOptions): LeadStore {
  const raw = new DynamoDBClient(opts.client ?? {});
  const db = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const TableName = opts.tableName;

  const get = async (id: string) => {
    const { Item } = await db.send(new GetCommand({ TableName, Key: { id }, ConsistentRead: true }));
    return Item as Lead | undefined;
  };
  const scan = async (filter?: { expression: string; names?: Record<string, string>; values: Record<string, unknown> }, limit = Infinity) => {
    const found: Lead[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({
        TableName, ExclusiveStartKey, ConsistentRead: true,
        FilterExpression: filter?.expression, ExpressionAttributeNames: filter?.names, ExpressionAttributeValues: filter?.values,
      }));
      found.push(...((page.Items ?? []) as Lead[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && found.length < limit);
    return found.sort(byReceivedAt).slice(0, limit);
  };
  const updatePending = async (id: string, update: string, values: Record<string, unknown>) => {
    try {
      await db.send(new UpdateCommand({
        TableName, Key: { id }, UpdateExpression: update,
        ConditionExpression: 'attribute_exists(id) AND notification.#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':one': 1, ...values },
      }));
    } catch (err) {
      // Already sent, or deleted by retention: nothing left to record.
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
  };

  return {
    async insert(lead) {
      try {
        await db.send(new PutCommand({ TableName, Item: lead, ConditionExpression: 'attribute_not_exists(id)' }));
        return { lead, created: true };
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
        const existing = await get(lead.id);
        if (!existing) throw new Error('lead conflict without a stored item');
        return { lead: existing, created: false };
      }
    },
    get,
    list: () => scan(),
    dueForNotification: (now, limit) => scan({
      expression: 'notification.#status = :pending AND notification.nextAttemptAt <= :now',
      names: { '#status': 'status' },
      values: { ':pending': 'pending', ':now': now.toISOString() },
    }, limit),
    markSent: (id, at) => updatePending(id,
      'SET notification.#status = :sent, notification.sentAt = :at, notification.attempts = notification.attempts + :one REMOVE notification.nextAttemptAt, notification.lastError',
      { ':sent': 'sent', ':at': at.toISOString() }),
    markFailed: (id, next, error) => updatePending(id,
      'SET notification.nextAttemptAt = :next, notification.lastError = :error, notification.attempts = notification.attempts + :one',
      { ':next': next.toISOString(), ':error': error }),
    async deleteExpired(now) {
      const expired = await scan({ expression: 'expiresAt <= :now', values: { ':now': Math.floor(now.getTime() / 1000) } });
      for (const lead of expired) await db.send(new DeleteCommand({ TableName, Key: { id: lead.id } }));
      return expired.length;
    },
    async close() {
      raw.destroy();
    },
  };
}

function byReceivedAt(a: Lead, b: Lead): number {
  return a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id);
}
