/**
 * The embedded lead store: one SQLite file (via @libsql/client) in WAL mode. Each insert is its own
 * committed transaction before insert() resolves, so a lead answered 2xx survives the process being
 * killed. synchronous=NORMAL: an operating-system crash or power cut may lose the last commits,
 * which suits a local preview; production durability comes from the DynamoDB adapter.
 */
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type Client, type Row } from '@libsql/client';
import type { FormName, Lead } from '../lead.ts';
import type { InboxStore, LocalLeadStore } from './types.ts';
import type { InboxState } from '../../../contract/inbox.ts';
import { NO_ATTRIBUTION, type Attribution } from '../../../contract/attribution.ts';
import { COUNTS_SCHEMA, sqliteCounts } from './sqlite-counts.ts';

export const LEADS_FILE = 'leads.db';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    form TEXT NOT NULL,
    fields TEXT NOT NULL,
    source TEXT NOT NULL,
    received_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    notify_status TEXT NOT NULL,
    notify_attempts INTEGER NOT NULL,
    notify_next_at TEXT,
    notify_last_error TEXT,
    notified_at TEXT,
    inbox TEXT,
    inbox_version INTEGER NOT NULL DEFAULT 0,
    attribution TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS leads_due ON leads (notify_status, notify_next_at)',
  'CREATE INDEX IF NOT EXISTS leads_expiry ON leads (expires_at)',
  'CREATE INDEX IF NOT EXISTS leads_received ON leads (received_at)',
  COUNTS_SCHEMA,
];

/** Columns added since the first release: a store made before them gets them on opening. */
const ADDED_COLUMNS = [
  { name: 'inbox', sql: 'ALTER TABLE leads ADD COLUMN inbox TEXT' },
  { name: 'inbox_version', sql: 'ALTER TABLE leads ADD COLUMN inbox_version INTEGER NOT NULL DEFAULT 0' },
  { name: 'attribution', sql: 'ALTER TABLE leads ADD COLUMN attribution TEXT' },
];

const INSERTED = 'id, form, fields, source, received_at, expires_at, notify_status, notify_attempts, notify_next_at, notify_last_error, notified_at, attribution, inbox, inbox_version';
const COLUMNS = INSERTED;

/** Opens (creating if needed) `leads.db` under dataDir, readable by its owner only. */
export async function openSqliteStore(dataDir: string): Promise<LocalLeadStore & InboxStore> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, LEADS_FILE);
  // One connection, so the per-connection pragmas below hold for every statement.
  const db = createClient({ url: pathToFileURL(file).href, concurrency: 1, timeout: 5000 });
  await chmod(file, 0o600); // before WAL mode: SQLite gives the -wal and -shm files the database's mode
  await db.execute('PRAGMA journal_mode = WAL');
  await db.execute('PRAGMA synchronous = NORMAL');
  await db.execute(SCHEMA[0]!);
  const { rows } = await db.execute('PRAGMA table_info(leads)');
  const present = new Set(rows.map((row) => String(row.name)));
  for (const column of ADDED_COLUMNS) if (!present.has(column.name)) await db.execute(column.sql);
  for (const sql of SCHEMA.slice(1)) await db.execute(sql);
  await Promise.all(['-wal', '-shm'].map((suffix) => chmod(file + suffix, 0o600).catch(ignoreMissing)));
  return sqliteStore(db);
}

function ignoreMissing(err: NodeJS.ErrnoException): void {
  if (err.code !== 'ENOENT') throw err;
}

function sqliteStore(db: Client): LocalLeadStore & InboxStore {
  const get = async (id: string) => {
    const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM leads WHERE id = ?`, args: [id] });
    return rows[0] && toLead(rows[0]);
  };
  return {
    counts: sqliteCounts(db),
    async insert(lead) {
      const n = lead.notification;
      const { rowsAffected } = await db.execute({
        sql: `INSERT INTO leads (${INSERTED}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
        args: [
          lead.id, lead.form, JSON.stringify(lead.fields), lead.source, lead.receivedAt, lead.expiresAt, n.status, n.attempts,
          n.status === 'pending' ? n.nextAttemptAt : null, n.status === 'pending' ? (n.lastError ?? null) : null,
          n.status === 'sent' ? n.sentAt : null, JSON.stringify(lead.attribution),
          // A lead logged by the team (an inbound call) starts with its inbox state.
          lead.inbox ? JSON.stringify(lead.inbox) : null, lead.inbox?.version ?? 0,
        ],
      });
      if (rowsAffected === 1) return { lead, created: true };
      const existing = await get(lead.id);
      if (!existing) throw new Error('lead conflict without a stored row');
      return { lead: existing, created: false };
    },
    get,
    async list() {
      const { rows } = await db.execute(`SELECT ${COLUMNS} FROM leads ORDER BY received_at, id`);
      return rows.map(toLead);
    },
    async dueForNotification(now, limit) {
      const { rows } = await db.execute({
        sql: `SELECT ${COLUMNS} FROM leads WHERE notify_status = 'pending' AND notify_next_at <= ? ORDER BY received_at LIMIT ?`,
        args: [now.toISOString(), limit],
      });
      return rows.map(toLead);
    },
    async markSent(id, at) {
      await db.execute({
        sql: `UPDATE leads SET notify_status = 'sent', notified_at = ?, notify_attempts = notify_attempts + 1,
              notify_next_at = NULL, notify_last_error = NULL WHERE id = ? AND notify_status = 'pending'`,
        args: [at.toISOString(), id],
      });
    },
    async markFailed(id, nextAttemptAt, error) {
      await db.execute({
        sql: `UPDATE leads SET notify_attempts = notify_attempts + 1, notify_next_at = ?, notify_last_error = ?
              WHERE id = ? AND notify_status = 'pending'`,
        args: [nextAttemptAt.toISOString(), error, id],
      });
    },
    async recent(since) {
      const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM leads WHERE received_at >= ? ORDER BY received_at DESC, id DESC`, args: [since.toISOString()] });
      return rows.map(toLead);
    },
    async replaceInbox(id, expectedVersion, state) {
      // One statement, so SQLite makes it atomic: of two changes made from the same version, one writes.
      const { rowsAffected } = await db.execute({
        sql: 'UPDATE leads SET inbox = ?, inbox_version = ? WHERE id = ? AND inbox_version = ?',
        args: [JSON.stringify(state), state.version, id, expectedVersion],
      });
      return rowsAffected === 1;
    },
    async deleteExpired(now) {
      const { rowsAffected } = await db.execute({ sql: 'DELETE FROM leads WHERE expires_at <= ?', args: [Math.floor(now.getTime() / 1000)] });
      return rowsAffected;
    },
    async close() {
      db.close();
    },
  };
}

function toLead(row: Row): Lead {
  const attempts = Number(row.notify_attempts);
  const base = {
    id: String(row.id),
    form: String(row.form) as FormName,
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    source: String(row.source),
    // A lead stored before attribution was kept has none.
    attribution: row.attribution ? (JSON.parse(String(row.attribution)) as Attribution) : NO_ATTRIBUTION,
    receivedAt: String(row.received_at),
    expiresAt: Number(row.expires_at),
    ...(row.inbox !== null && row.inbox !== undefined && { inbox: JSON.parse(String(row.inbox)) as InboxState }),
  };
  if (row.notify_status === 'sent') return { ...base, notification: { status: 'sent', attempts, sentAt: String(row.notified_at) } };
  const lastError = row.notify_last_error === null ? undefined : String(row.notify_last_error);
  return { ...base, notification: { status: 'pending', attempts, nextAttemptAt: String(row.notify_next_at), ...(lastError && { lastError }) } };
}
