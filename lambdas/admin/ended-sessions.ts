/**
 * The hosted sign-in's sessions that were ended (signed out, locked after IDLE_LOCK_MINUTES): an ID
 * token stays valid until it expires, whatever happens at the sign-in service, and a refresh token
 * not revoked gives new ones of the same session, so the API keeps each ended session's id until no
 * token of it can be valid (cognito.ts) and refuses its tokens. In AWS a DynamoDB table whose TTL deletes
 * each entry after it (ENDED_SESSIONS_TABLE); in `site preview`, this process's memory, like the
 * local sessions it stands beside.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ENDED_SESSIONS_TABLE } from '../../contract/inbox-sign-in.ts';

export interface EndedSessions {
  /** Records that a session (or what `id` names) ended `at`; kept until `until`, when its last token expires. */
  end(id: string, until: Date, at?: Date): Promise<void>;
  isEnded(id: string, now: Date): Promise<boolean>;
  /** When it was last ended, while that is kept; undefined if it was not (or no longer is). */
  endedAt(id: string, now: Date): Promise<Date | undefined>;
}

export function endedSessionsInMemory(): EndedSessions {
  const ended = new Map<string, { until: number; at: number }>();
  const live = (id: string, now: Date) => {
    const entry = ended.get(id);
    return entry && entry.until > now.getTime() ? entry : undefined;
  };
  return {
    async end(id, until, at = new Date()) {
      const now = Date.now();
      for (const [key, entry] of [...ended]) if (entry.until <= now) ended.delete(key);
      ended.set(id, { until: until.getTime(), at: at.getTime() });
    },
    async isEnded(id, now) {
      return live(id, now) !== undefined;
    },
    async endedAt(id, now) {
      const entry = live(id, now);
      return entry && new Date(entry.at);
    },
  };
}

export function endedSessionsInDynamo(tableName: string, client: DynamoDBClientConfig = {}): EndedSessions {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(client));
  const { partitionKey, ttlAttribute } = ENDED_SESSIONS_TABLE;
  /** The entry, unless it has expired: DynamoDB's TTL deletes an entry some time after its expiry, and until then it is read as gone. */
  const live = async (id: string, now: Date) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { [partitionKey]: id }, ConsistentRead: true }));
    return Item && Number(Item[ttlAttribute]) * 1000 > now.getTime() ? Item : undefined;
  };
  return {
    async end(id, until, at = new Date()) {
      await db.send(new PutCommand({ TableName: tableName, Item: { [partitionKey]: id, [ttlAttribute]: Math.ceil(until.getTime() / 1000), endedAt: at.getTime() } }));
    },
    async isEnded(id, now) {
      return (await live(id, now)) !== undefined;
    },
    async endedAt(id, now) {
      const item = await live(id, now);
      return item && typeof item.endedAt === 'number' ? new Date(item.endedAt) : undefined;
    },
  };
}
