/** Shared by the Lambda apps' tests: sample payloads, the promised answer times, a served forms app on loopback, dynalite. */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, vi } from 'vitest';
import { createFormsApp, type FormsAppDeps } from '../../lambdas/forms/app.ts';
import { jsonLogger } from '../../lambdas/leads/log.ts';
import { consoleNotifier } from '../../lambdas/leads/alerts/console.ts';
import { openDynamoStore, type DynamoLeadStore } from '../../lambdas/leads/store/dynamodb.ts';
import { openSqliteStore } from '../../lambdas/leads/store/sqlite.ts';
import type { LocalLeadStore } from '../../lambdas/leads/store/types.ts';
import { COUNTS_TABLE, LEADS_TABLE } from '../../contract/leads-table.ts';
import { readResponseMinutes, readSiteTimeZone } from '../../infra/site-promises.ts';
import { CONTENT } from '../helpers/paths.ts';
import { temporaryFolder } from '../helpers/temp.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The answer times the shipped content promises (content/site.yaml), as the deploy hands them to the Lambdas. */
export const PROMISED = readResponseMinutes(CONTENT);

/** The center's time zone as the shipped content states it (America/Los_Angeles). */
export const CENTER_ZONE = readSiteTimeZone(CONTENT);

export const insurance = { fullName: 'Dana Whitfield', phone: '(818) 555-0142', insuranceName: 'Blue Shield', memberId: 'XJQ-4417-2209' };
export const consultation = { fullName: 'Marcus Ortega', phone: '818.555.0199', email: 'marcus.ortega@example.org', situation: 'My brother has been using fentanyl daily.' };
export const crisis = {
  fullName: 'Priya Ramanathan', phone: '+1 818 555 0177', insuranceProvider: 'Aetna', memberId: 'W88213390',
  dob: '04/17/1988', source: 'crisis-landing', situation: 'Crisis - immediate help needed',
};

/** A fresh folder, removed with the rest of this test file's folders after its last test. */
export function tempDir(): Promise<string> {
  return temporaryFolder('forms-test-');
}

export interface ServedApp {
  url: string;
  store: LocalLeadStore;
  /** Everything written by the logger and the console notifier. */
  logs: string[];
  close(): Promise<void>;
}

/** The app on 127.0.0.1 with a fresh SQLite store; deps override the defaults. */
export async function serveApp(deps: Partial<Omit<FormsAppDeps, 'store'>> & { store?: LocalLeadStore } = {}): Promise<ServedApp> {
  const logs: string[] = [];
  const store = deps.store ?? (await openSqliteStore(await tempDir()));
  const pending = new Set<Promise<unknown>>();
  const app = createFormsApp({
    store,
    logger: jsonLogger((line) => logs.push(line)),
    notifier: consoleNotifier((line) => logs.push(line)),
    track: (work) => void pending.add(work),
    ...deps,
  });
  const server = createServer(app);
  const url = await listen(server);
  return {
    url, store, logs,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await Promise.all(pending);
      await store.close();
    },
  };
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' });
}

/**
 * A form as a browser submits it: a navigation, which a current browser says with `Sec-Fetch-Mode:
 * navigate` (fetch always sends `cors` in its place) and an older one (`oldBrowser`) does not say.
 * The answer's status, and where it sends the browser.
 */
export function submitLikeABrowser(url: string, body: string, headers: Record<string, string>, oldBrowser = false): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const sent = { 'content-type': 'application/x-www-form-urlencoded', ...(oldBrowser ? {} : { 'sec-fetch-mode': 'navigate' }), ...headers };
    const req = request(url, { method: 'POST', headers: sent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, ...(res.headers.location ? { location: res.headers.location } : {}) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface Dynalite {
  endpoint: string;
  client: DynamoDBClient;
  /** Creates a fresh leads table, shaped as the stack creates it, and returns its name. */
  createTable(): Promise<string>;
  /** Creates a fresh table of page-view and call-tap counters, shaped as the stack creates it, and returns its name. */
  createCountsTable(): Promise<string>;
  /** Every DynamoDB operation received so far ("PutItem", "Query", ...). */
  operations: string[];
  close(): Promise<void>;
}

let tables = 0;

export async function startDynalite(): Promise<Dynalite> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const operations: string[] = [];
  const [handle] = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    operations.push(String(req.headers['x-amz-target'] ?? '').split('.').pop()!);
    handle!(req, res);
  });
  const endpoint = await listen(server);
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const index = LEADS_TABLE.statusIndex;
  return {
    endpoint, client, operations,
    async createTable() {
      const name = `leads-${process.pid}-${++tables}`;
      await client.send(new CreateTableCommand({
        TableName: name, BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [LEADS_TABLE.partitionKey, index.partitionKey, index.sortKey].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [{ AttributeName: LEADS_TABLE.partitionKey, KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [{
          IndexName: index.name,
          KeySchema: [{ AttributeName: index.partitionKey, KeyType: 'HASH' }, { AttributeName: index.sortKey, KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'ALL' },
        }],
      }));
      return name;
    },
    async createCountsTable() {
      const name = `counts-${process.pid}-${++tables}`;
      await client.send(new CreateTableCommand({
        TableName: name, BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [COUNTS_TABLE.partitionKey, COUNTS_TABLE.sortKey].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [{ AttributeName: COUNTS_TABLE.partitionKey, KeyType: 'HASH' }, { AttributeName: COUNTS_TABLE.sortKey, KeyType: 'RANGE' }],
      }));
      return name;
    },
    async close() {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Dynalite for the whole test file, with stand-in AWS credentials for the clients the Lambda entry
 * points make themselves; each test takes a table of its own.
 */
export function dynaliteForFile(): { endpoint: () => string; tableStore: () => Promise<{ tableName: string; store: DynamoLeadStore }> } {
  let dyn: Dynalite;
  beforeAll(async () => {
    dyn = await startDynalite();
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'x');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'x');
    vi.stubEnv('AWS_REGION', 'us-east-1');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await dyn.close();
  });
  return {
    endpoint: () => dyn.endpoint,
    async tableStore() {
      const tableName = await dyn.createTable();
      return { tableName, store: openDynamoStore({ tableName, client: { endpoint: dyn.endpoint, region: 'us-east-1' } }) };
    },
  };
}
