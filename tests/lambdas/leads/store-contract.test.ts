/**
 * One contract, both adapters: SQLite (embedded default) and DynamoDB (against dynalite on loopback,
 * with the table's status index, as the stack creates it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead, type Lead } from '../../../lambdas/leads/lead.ts';
import { openDynamoStore } from '../../../lambdas/leads/store/dynamodb.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import type { InboxStore, LeadListing, LeadStore } from '../../../lambdas/leads/store/types.ts';
import type { InboxState } from '../../../contract/inbox.ts';
import { startDynalite, tempDir, type Dynalite } from '../helpers.ts';

type Store = LeadStore & LeadListing & InboxStore;

interface Adapter {
  name: string;
  /** A fresh, empty store, and a way to open a second handle on the same data. */
  open(): Promise<{ store: Store; reopen(): Promise<Store> }>;
}

let dyn: Dynalite;
beforeAll(async () => { dyn = await startDynalite(); });
afterAll(async () => { await dyn.close(); });

const adapters: Adapter[] = [
  {
    name: 'sqlite',
    async open() {
      const dir = await tempDir();
      return { store: await openSqliteStore(dir), reopen: () => openSqliteStore(dir) };
    },
  },
  {
    name: 'dynamodb',
    async open() {
      const tableName = await dyn.createTable();
      const client = { endpoint: dyn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } };
      const open = async () => openDynamoStore({ tableName, client });
      return { store: await open(), reopen: open };
    },
  },
];

const T0 = new Date('2026-03-01T10:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

function lead(overrides: { key?: string; at?: Date; fields?: Record<string, string>; retentionDays?: number } = {}): Lead {
  return newLead({
    form: 'consultation', source: '/', fields: overrides.fields ?? { fullName: 'Ana Reyes', phone: '818 555 0100' },
    idempotencyKey: overrides.key, now: overrides.at ?? T0, retentionDays: overrides.retentionDays ?? 30,
  });
}

describe.each(adapters)('lead store contract: $name', (adapter) => {
  let store: Store;
  let reopen: () => Promise<Store>;
  beforeAll(async () => ({ store, reopen } = await adapter.open()));
  afterAll(async () => { await store.close(); });

  it('stores a lead and reads back exactly what was stored, including markup and non-ASCII text', async () => {
    const sent = lead({ fields: { fullName: 'Zoë <script>alert(1)</script>', phone: '818 555 0101', situation: 'línea 1\nline "2"' } });
    expect(await store.insert(sent)).toEqual({ lead: sent, created: true });
    expect(await store.get(sent.id)).toEqual(sent);
  });

  it('keeps the first lead when the same id is inserted again, and says so', async () => {
    const first = lead({ key: 'contract-dup', fields: { fullName: 'First', phone: '818 555 0102' } });
    const second = lead({ key: 'contract-dup', fields: { fullName: 'Second', phone: '818 555 0103' } });
    await store.insert(first);
    expect(await store.insert(second)).toEqual({ lead: first, created: false });
    expect((await store.list()).filter((l) => l.id === first.id)).toHaveLength(1);
  });

  it('creates exactly one lead when the same id races 20 times', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store.insert(lead({ key: 'contract-race' }))));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
  });

  it('lists every lead, oldest first, and a second handle sees them', async () => {
    const later = lead({ at: minutes(5) });
    const earlier = lead({ at: minutes(-5) });
    await store.insert(later);
    await store.insert(earlier);
    const other = await reopen();
    const ids = (await other.list()).map((l) => l.id);
    await other.close();
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).toContain(later.id);
  });

  it('hands out pending leads once their attempt is due, and stops once sent', async () => {
    const fresh = lead({ at: minutes(100) });
    await store.insert(fresh);
    const dueIds = async (at: Date) => (await store.dueForNotification(at, 1000)).map((l) => l.id);
    expect(await dueIds(minutes(100))).not.toContain(fresh.id); // the receiver's own first attempt has a grace period
    expect(await dueIds(minutes(102))).toContain(fresh.id);

    await store.markFailed(fresh.id, minutes(110), 'webhook_http_503');
    expect(await store.get(fresh.id)).toMatchObject({
      notification: { status: 'pending', attempts: 1, nextAttemptAt: minutes(110).toISOString(), lastError: 'webhook_http_503' },
    });
    expect(await dueIds(minutes(105))).not.toContain(fresh.id);
    expect(await dueIds(minutes(110))).toContain(fresh.id);

    await store.markSent(fresh.id, minutes(111));
    expect((await store.get(fresh.id))?.notification).toEqual({ status: 'sent', attempts: 2, sentAt: minutes(111).toISOString() });
    expect(await dueIds(minutes(200))).not.toContain(fresh.id);
  });

  it('never turns a sent lead back to pending', async () => {
    const done = lead();
    await store.insert(done);
    await store.markSent(done.id, minutes(1));
    await store.markFailed(done.id, minutes(2), 'late_failure');
    await store.markSent(done.id, minutes(3));
    expect((await store.get(done.id))?.notification).toEqual({ status: 'sent', attempts: 1, sentAt: minutes(1).toISOString() });
  });

  it('limits how many due leads one sweep takes', async () => {
    for (let i = 0; i < 3; i++) await store.insert(lead({ at: minutes(300) }));
    expect(await store.dueForNotification(minutes(400), 2)).toHaveLength(2);
  });

  it('inbox: a change is written only over the version it was made from, so of two made at once one wins', async () => {
    const made = lead({ at: minutes(500) });
    await store.insert(made);
    const by = (name: string) => ({ id: `${name.toLowerCase()}@example.org`, name });
    const claimBy = (name: string): InboxState => ({ version: 1, status: 'claimed', holder: by(name), notes: [], history: [{ at: minutes(501).toISOString(), by: name, action: 'claimed' }] });
    const results = await Promise.all([store.replaceInbox(made.id, 0, claimBy('Ana')), store.replaceInbox(made.id, 0, claimBy('Ben'))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? 'Ana' : 'Ben';
    expect((await store.get(made.id))?.inbox).toEqual(claimBy(winner));
    expect(await store.replaceInbox(made.id, 0, claimBy('Cy'))).toBe(false);
    const contacted: InboxState = { ...claimBy(winner), version: 2, status: 'contacted', firstContactAt: minutes(503).toISOString() };
    expect(await store.replaceInbox(made.id, 1, contacted)).toBe(true);
    expect((await store.get(made.id))?.inbox).toEqual(contacted);
    expect(await store.replaceInbox('00000000-0000-4000-8000-000000000000', 0, claimBy('Ana'))).toBe(false);
  });

  it('inbox: the leads received since a time, newest first', async () => {
    const [a, b, c] = [lead({ at: minutes(900) }), lead({ at: minutes(910) }), lead({ at: minutes(920) })];
    for (const l of [b, a, c]) await store.insert(l);
    const ids = (await store.recent(minutes(905))).map((l) => l.id);
    expect(ids.slice(0, 2)).toEqual([c.id, b.id]);
    expect(ids).not.toContain(a.id);
  });

  it('ignores alert updates for a lead that no longer exists', async () => {
    await expect(store.markSent('no-such-lead', T0)).resolves.toBeUndefined();
    await expect(store.markFailed('no-such-lead', T0, 'x')).resolves.toBeUndefined();
    expect(await store.get('no-such-lead')).toBeUndefined();
  });
});

describe('the embedded store', () => {
  it('deletes only the leads past their retention (in AWS the table\'s TTL does this)', async () => {
    const store = await openSqliteStore(await tempDir());
    const short = lead({ at: minutes(0), retentionDays: 1 });
    const long = lead({ at: minutes(0), retentionDays: 400 });
    await store.insert(short);
    await store.insert(long);
    expect(await store.deleteExpired(new Date(T0.getTime() + 2 * 86_400_000))).toBe(1);
    expect(await store.get(short.id)).toBeUndefined();
    expect((await store.list()).map((l) => l.id)).toEqual([long.id]);
    await store.close();
  });
});

describe('the DynamoDB store', () => {
  it('reads through GetItem and index Queries only: never a Scan, which its IAM grants would refuse', () => {
    // Runs after the contract above, which made every kind of call the store has.
    expect(new Set(dyn.operations)).toEqual(new Set(['CreateTable', 'PutItem', 'GetItem', 'Query', 'UpdateItem']));
  });
});
