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
  /** Records that a session ended; kept until `until`, when its last token expires. */
  end(id: string, until: Date): Promise<void>;
  isEnded(id: string, now: Date): Promise<boolean>;
}

export function endedSessionsInMemory(): EndedSessions {
  const ended = new Map<string, number>();
  return {
    async end(id, until) {
      const now = Date.now();
      for (const [key, expiry] of [...ended]) if (expiry <= now) ended.delete(key);
      ended.set(id, until.getTime());
    },
    async isEnded(id, now) {
      return (ended.get(id) ?? 0) > now.getTime();
    },
  };
}

export function endedSessionsInDynamo(tableName: string, client: DynamoDBClientConfig = {}): EndedSessions {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(client));
  const { partitionKey, ttlAttribute } = ENDED_SESSIONS_TABLE;
  return {
    async end(id, until) {
      await db.send(new PutCommand({ TableName: tableName, Item: { [partitionKey]: id, [ttlAttribute]: Math.ceil(until.getTime() / 1000) } }));
    },
    async isEnded(id, now) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { [partitionKey]: id }, ConsistentRead: true }));
      // DynamoDB's TTL deletes an entry some time after its expiry: until then it is read as gone.
      return !!Item && Number(Item[ttlAttribute]) * 1000 > now.getTime();
    },
  };
}
