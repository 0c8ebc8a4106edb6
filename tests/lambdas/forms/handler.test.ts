/** The forms API's AWS entry point against dynalite on loopback: the serverless-http wrapper. */
import { expect, it } from 'vitest';
import { createHandler } from '../../../lambdas/forms/handler.ts';
import { jsonLogger } from '../../../lambdas/leads/log.ts';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { crisis, dynaliteForFile } from '../helpers.ts';

const dynamo = dynaliteForFile();

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
  const { tableName, store } = await dynamo.tableStore();
  const logs: string[] = [];
  const handler = createHandler({ TABLE_NAME: tableName, COUNTS_TABLE_NAME: 'Counts', SITE_BUCKET: 'site', DYNAMODB_ENDPOINT: dynamo.endpoint(), RETENTION_DAYS: '30', SITE_LANGUAGES: '["en","es"]', SITE_TIME_ZONE: 'America/Los_Angeles' }, jsonLogger((line) => logs.push(line)));
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
  // A form sent without JavaScript that the schema refuses lands on the page that says how to send it again.
  expect(rejected).toMatchObject({ statusCode: 303, headers: { location: '/not-sent#refused-fullName' } });
  const crossSite = (await handler(httpEvent(JSON.stringify(crisis), { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }), {})) as { statusCode: number };
  expect(crossSite.statusCode).toBe(400);
  expect(logs.join('')).toContain('lead_stored');
  for (const value of [crisis.fullName, crisis.phone, crisis.memberId, crisis.dob]) expect(logs.join('')).not.toContain(value);
  await store.close();
});

it('refuses a language the site does not have, as SITE_LANGUAGES lists them (issue #26)', async () => {
  const { tableName, store } = await dynamo.tableStore();
  const handler = createHandler({ TABLE_NAME: tableName, COUNTS_TABLE_NAME: 'Counts', SITE_BUCKET: 'site', DYNAMODB_ENDPOINT: dynamo.endpoint(), SITE_LANGUAGES: '["en","es"]', SITE_TIME_ZONE: 'America/Los_Angeles' }, jsonLogger(() => {}));
  const send = async (language: string) => ((await handler(httpEvent(JSON.stringify({ ...crisis, language }), { 'content-type': 'application/json' }), {})) as { statusCode: number }).statusCode;
  expect(await send('fr')).toBe(400);
  expect(await send('es')).toBe(201);
  expect(() => createHandler({ TABLE_NAME: tableName, COUNTS_TABLE_NAME: 'Counts', SITE_BUCKET: 'site', DYNAMODB_ENDPOINT: dynamo.endpoint() }, jsonLogger(() => {}))).toThrow('SITE_LANGUAGES');
  await store.close();
});
