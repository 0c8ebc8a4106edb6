/** The AWS entry points, against dynalite on loopback: the serverless-http wrapper and the stream consumer. */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHandler } from '../../../lambdas/forms/handler.ts';
import { newLead } from '../../../lambdas/forms/lead.ts';
import { jsonLogger, silentLogger } from '../../../lambdas/forms/log.ts';
import type { Notifier } from '../../../lambdas/forms/notify/types.ts';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { openDynamoStore, type DynamoLeadStore } from '../../../lambdas/forms/store/dynamodb.ts';
import { createStreamHandler, type StreamEvent } from '../../../lambdas/notifier/handler.ts';
import { crisis, startDynalite, type Dynalite } from './helpers.ts';

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

async function tableStore(): Promise<{ tableName: string; store: DynamoLeadStore }> {
  const tableName = await dyn.createTable();
  return { tableName, store: openDynamoStore({ tableName, client: { endpoint: dyn.endpoint, region: 'us-east-1' } }) };
}

/** A Lambda Function URL / API Gateway HTTP API (payload 2.0) event, as CloudFront forwards it. */
function httpEvent(body: string, headers: Record<string, string>, isBase64Encoded = false) {
  return {
    version: '2.0', routeKey: '$default', rawPath: ENDPOINTS.consultation, rawQueryString: '',
    headers: { host: 'abc123.lambda-url.us-east-1.on.aws', 'x-forwarded-for': '203.0.113.9', ...headers },
    requestContext: {
      accountId: '123456789012', apiId: 'abc123', domainName: 'abc123.lambda-url.us-east-1.on.aws', requestId: 'req-1',
      http: { method: 'POST', path: ENDPOINTS.consultation, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      routeKey: '$default', stage: '$default', time: '22/Nov/2026:06:00:00 +0000', timeEpoch: 1795327200000,
    },
    body, isBase64Encoded,
  };
}

it('serves the forms app through serverless-http: stores the lead in DynamoDB and answers 201, and replays a retry', async () => {
  const { tableName, store } = await tableStore();
  const logs: string[] = [];
  const handler = createHandler({ TABLE_NAME: tableName, DYNAMODB_ENDPOINT: dyn.endpoint, RETENTION_DAYS: '30' }, jsonLogger((line) => logs.push(line)));
  const event = httpEvent(JSON.stringify(crisis), { 'content-type': 'application/json', 'idempotency-key': 'lambda-1' });
  const first = (await handler(event, {})) as { statusCode: number; body: string; headers: Record<string, string> };
  const retry = (await handler(event, {})) as { statusCode: number; body: string };
  expect(first.statusCode).toBe(201);
  expect(retry).toMatchObject({ statusCode: 201, body: first.body });
  const { id } = JSON.parse(first.body) as { id: string };
  const stored = await store.get(id);
  expect(stored).toMatchObject({ form: 'crisis', source: 'crisis-landing', notification: { status: 'pending', attempts: 0 } });
  expect(stored!.expiresAt - Date.parse(stored!.receivedAt) / 1000).toBeCloseTo(30 * 86_400, -1);
  expect((await store.list()).length).toBe(1);

  const form = Buffer.from('fullName=&phone=1').toString('base64');
  const rejected = (await handler(httpEvent(form, { 'content-type': 'application/x-www-form-urlencoded' }, true), {})) as { statusCode: number; body: string };
  expect(rejected.statusCode).toBe(400);
  const crossSite = (await handler(httpEvent(JSON.stringify(crisis), { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }), {})) as { statusCode: number };
  expect(crossSite.statusCode).toBe(403);
  expect(logs.join('')).toContain('lead_stored');
  for (const value of [crisis.fullName, crisis.phone, crisis.memberId, crisis.dob]) expect(logs.join('')).not.toContain(value);
  await store.close();
});

function insertRecords(ids: string[], eventName = 'INSERT'): StreamEvent {
  return { Records: ids.map((id) => ({ eventName, dynamodb: { Keys: { id: { S: id } } } })) };
}

it('makes the first attempt for each inserted lead, records a failure for the retry schedule without throwing, and skips leads already sent', async () => {
  const { store } = await tableStore();
  const leads = [0, 1, 2].map((i) => newLead({ form: 'consultation', fields: { fullName: `Lead ${i}` }, source: '/', now: new Date(), retentionDays: 30 }));
  for (const lead of leads) await store.insert(lead);

  const calls: string[] = [];
  const notifier: Notifier = {
    name: 'ses',
    async notify(lead) {
      calls.push(lead.id);
      if (lead.id === leads[1]!.id) throw Object.assign(new Error('throttled'), { code: 'TooManyRequestsException' });
    },
  };
  const handle = createStreamHandler({ store, notifier, logger: silentLogger });

  await handle(insertRecords(leads.map((l) => l.id)));
  expect(calls).toEqual(leads.map((l) => l.id));
  expect((await store.get(leads[0]!.id))?.notification.status).toBe('sent');
  expect((await store.get(leads[1]!.id))?.notification).toMatchObject({ status: 'pending', attempts: 1, lastError: 'TooManyRequestsException' });
  expect((await store.get(leads[2]!.id))?.notification.status).toBe('sent');

  await handle(insertRecords([leads[0]!.id])); // a batch Lambda retried after a crash
  await handle(insertRecords([leads[2]!.id], 'MODIFY')); // our own updates come back on the stream
  expect(calls).toHaveLength(3);
  await store.close();
});

it('throws when it cannot read a lead, so Lambda retries the batch and finally dead-letters it', async () => {
  const { store } = await tableStore();
  const broken = { ...store, get: () => Promise.reject(Object.assign(new Error('unavailable'), { name: 'ProvisionedThroughputExceededException' })) };
  const handle = createStreamHandler({ store: broken, notifier: { name: 'ses', notify: async () => {} }, logger: silentLogger });
  await expect(handle(insertRecords(['some-lead']))).rejects.toThrow('unavailable');
  await store.close();
});
