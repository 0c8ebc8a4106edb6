/**
 * The production lead store: one DynamoDB table keyed by `id`, with `expiresAt` as its TTL attribute,
 * a stream that feeds the notifier Lambda and one index, by alert status and arrival time
 * (contract/leads-table.ts). Reads other than by id are Queries on that index, never Scans, so
 * each Lambda's IAM grant lists only the calls it makes. A write is acknowledged by DynamoDB only
 * once it is durable, so insert() resolving means the lead is kept.
 */
import { ConditionalCheckFailedException, DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ALERT_STATUSES, LEADS_TABLE, type AlertStatus } from '../../../contract/leads-table.ts';
import type { Lead } from '../lead.ts';
import type { InboxStore, LeadListing, LeadStore } from './types.ts';
import { NO_ATTRIBUTION } from '../../../contract/attribution.ts';

/** What `site leads redrive` needs besides the LeadStore. */
export interface RedriveStore {
  /** The leads whose alert is still pending, received in [from, to]. */
  pendingReceivedBetween(from: Date, to: Date): Promise<Lead[]>;
  /** Makes a pending lead's next alert attempt due at `at` (no effect once sent). */
  makeDue(id: string, at: Date): Promise<void>;
}

export interface DynamoStoreOptions {
  tableName: string;
  client?: DynamoDBClientConfig;
}

export type DynamoLeadStore = LeadStore & LeadListing & RedriveStore & InboxStore;

const INDEX = LEADS_TABLE.statusIndex;

/** The item: the lead, plus its alert status at the top level where the index can key on it. */
type Item = Lead & { [INDEX.partitionKey]: AlertStatus };

function toItem(lead: Lead): Item {
  return { ...lead, [INDEX.partitionKey]: lead.notification.status };
}

function fromItem(item: Record<string, unknown>): Lead {
  const { [INDEX.partitionKey]: _status, ...lead } = item;
  // A lead stored before attribution was kept has none.
  return { attribution: NO_ATTRIBUTION, ...lead } as unknown as Lead;
}

interface StatusQuery {
  status: AlertStatus;
  /** Received between these ISO times, inclusive. */
  between?: [string, string];
  filter?: { expression: string; names?: Record<string, string>; values: Record<string, unknown> };
  limit?: number;
}

export function openDynamoStore(opts: DynamoStoreOptions): DynamoLeadStore {
  const raw = new DynamoDBClient(opts.client ?? {});
  const db = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const TableName = opts.tableName;

  const get = async (id: string) => {
    const { Item } = await db.send(new GetCommand({ TableName, Key: { id }, ConsistentRead: true }));
    return Item && fromItem(Item);
  };
  /** The leads with one alert status, oldest first, page by page until limit. */
  const byStatus = async ({ status, between, filter, limit = Infinity }: StatusQuery) => {
    const found: Lead[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({
        TableName, IndexName: INDEX.name, ExclusiveStartKey,
        KeyConditionExpression: between ? '#status = :status AND #received BETWEEN :from AND :to' : '#status = :status',
        FilterExpression: filter?.expression,
        ExpressionAttributeNames: { '#status': INDEX.partitionKey, ...(between && { '#received': INDEX.sortKey }), ...filter?.names },
        ExpressionAttributeValues: { ':status': status, ...(between && { ':from': between[0], ':to': between[1] }), ...filter?.values },
      }));
      found.push(...(page.Items ?? []).map(fromItem));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && found.length < limit);
    return found.slice(0, limit);
  };
  const updatePending = async (id: string, update: string, values: Record<string, unknown>) => {
    try {
      await db.send(new UpdateCommand({
        TableName, Key: { id }, UpdateExpression: update,
        ConditionExpression: 'attribute_exists(id) AND notification.#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', ...(update.includes('#alertStatus') && { '#alertStatus': INDEX.partitionKey }) },
        ExpressionAttributeValues: { ':pending': 'pending', ...(update.includes(':one') && { ':one': 1 }), ...values },
      }));
    } catch (err) {
      // Already sent, or deleted by retention: nothing left to record.
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
  };

  return {
    async insert(lead) {
      try {
        await db.send(new PutCommand({ TableName, Item: toItem(lead), ConditionExpression: 'attribute_not_exists(id)' }));
        return { lead, created: true };
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
        const existing = await get(lead.id);
        if (!existing) throw new Error('lead conflict without a stored item');
        return { lead: existing, created: false };
      }
    },
    get,
    async list() {
      const lists = await Promise.all(ALERT_STATUSES.map((status) => byStatus({ status })));
      return lists.flat().sort(byReceivedAt);
    },
    dueForNotification: (now, limit) => byStatus({
      status: 'pending',
      filter: { expression: 'notification.nextAttemptAt <= :now', values: { ':now': now.toISOString() } },
      limit,
    }),
    markSent: (id, at) => updatePending(id,
      'SET notification.#status = :sent, #alertStatus = :sent, notification.sentAt = :at, notification.attempts = notification.attempts + :one REMOVE notification.nextAttemptAt, notification.lastError',
      { ':sent': 'sent', ':at': at.toISOString() }),
    markFailed: (id, next, error) => updatePending(id,
      'SET notification.nextAttemptAt = :next, notification.lastError = :error, notification.attempts = notification.attempts + :one',
      { ':next': next.toISOString(), ':error': error }),
    pendingReceivedBetween: (from, to) => byStatus({ status: 'pending', between: [from.toISOString(), to.toISOString()] }),
    makeDue: (id, at) => updatePending(id, 'SET notification.nextAttemptAt = :at', { ':at': at.toISOString() }),
    async recent(since) {
      const to = '9999-12-31T23:59:59.999Z';
      const lists = await Promise.all(ALERT_STATUSES.map((status) => byStatus({ status, between: [since.toISOString(), to] })));
      return lists.flat().sort((a, b) => byReceivedAt(b, a));
    },
    async replaceInbox(id, expectedVersion, state) {
      try {
        // A conditional write: of two changes made from the same version, DynamoDB applies one.
        await db.send(new UpdateCommand({
          TableName, Key: { id }, UpdateExpression: 'SET #inbox = :state',
          ConditionExpression: expectedVersion === 0
            ? 'attribute_exists(id) AND attribute_not_exists(#inbox)'
            : 'attribute_exists(id) AND #inbox.#version = :expected',
          ExpressionAttributeNames: { '#inbox': 'inbox', ...(expectedVersion !== 0 && { '#version': 'version' }) },
          ExpressionAttributeValues: { ':state': state, ...(expectedVersion !== 0 && { ':expected': expectedVersion }) },
        }));
        return true;
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) return false;
        throw err;
      }
    },
    async close() {
      raw.destroy();
    },
  };
}

function byReceivedAt(a: Lead, b: Lead): number {
  return a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id);
}
