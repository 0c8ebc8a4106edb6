/**
 * `site leads --stack` and `site leads redrive` against a deployed stack stood in for on loopback:
 * dynalite for the leads table (with its status index), and CloudFormation and SQS fakes.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { dayIn } from '../../../contract/time-zone.ts';
import { newLead } from '../../../lambdas/leads/lead.ts';
import { openDynamoStore, type DynamoLeadStore } from '../../../lambdas/leads/store/dynamodb.ts';
import { openDynamoCounts } from '../../../lambdas/leads/store/dynamodb-counts.ts';
import { startFakeAws, type FakeAws } from '../../lambdas/fake-aws.ts';
import { runLeads } from '../../helpers/leads-cli.ts';
import { CENTER_ZONE, consultation, crisis, insurance, startDynalite, type Dynalite } from '../../lambdas/helpers.ts';

let dyn: Dynalite;
let aws: FakeAws;
let store: DynamoLeadStore;
const ids: Record<string, string> = {};
const now = Date.now();

beforeAll(async () => {
  [dyn, aws] = await Promise.all([startDynalite(), startFakeAws()]);
  for (const [name, value] of Object.entries({ ...aws.env, AWS_ENDPOINT_URL_DYNAMODB: dyn.endpoint })) vi.stubEnv(name, value);
  const tableName = await dyn.createTable();
  const countsTable = await dyn.createCountsTable();
  aws.stacks.LeadsTest = { TableName: tableName, CountsTableName: countsTable, DeadLetterQueueUrl: `${aws.env.AWS_ENDPOINT_URL_SQS}/123456789012/dead-letters` };
  const counts = openDynamoCounts({ tableName: countsTable, client: { endpoint: dyn.endpoint, region: 'us-east-1' } });
  // Counters are kept per day of the center, which the report reads: not the day in UTC, which is ahead of it every evening.
  const today = dayIn(new Date(now), CENTER_ZONE);
  for (let i = 0; i < 4; i++) await counts.add({ day: today, page: '/', language: 'en', source: 'direct', medium: 'direct', campaign: '(none)' }, 'views');
  await counts.add({ day: today, page: '/', language: 'en', source: 'direct', medium: 'direct', campaign: '(none)' }, 'callTaps');
  store = openDynamoStore({ tableName, client: { endpoint: dyn.endpoint, region: 'us-east-1' } });
  const { source, ...crisisFields } = crisis;
  const entries = { insurance: { form: 'insurance' as const, fields: insurance, source: '/' }, consultation: { form: 'consultation' as const, fields: consultation, source: '/' }, crisis: { form: 'crisis' as const, fields: crisisFields, source } };
  for (const [i, [name, entry]] of Object.entries(entries).entries()) {
    const lead = newLead({ ...entry, now: new Date(now - (30 - i) * 60_000), retentionDays: 90 });
    ids[name] = lead.id;
    await store.insert(lead);
  }
  await store.markSent(ids.insurance!, new Date(now - 29 * 60_000));
  for (let i = 0; i < 3; i++) await store.markFailed(ids.crisis!, new Date(now + 10 * 60_000), 'webhook_http_401');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await store.close();
  await Promise.all([dyn.close(), aws.close()]);
});

it('lists the deployed leads with the operator\'s credentials, by queries on the index only', async () => {
  const before = dyn.operations.length;
  const { stdout, code } = await runLeads('leads', '--stack', 'LeadsTest', '--region', 'us-east-1', '--json');
  expect(code).toBe(0);
  const rows = JSON.parse(stdout) as Array<Record<string, string>>;
  expect(rows.map((r) => r.id)).toEqual([ids.insurance, ids.consultation, ids.crisis]);
  expect(rows[1]).toMatchObject(consultation);
  expect(new Set(dyn.operations.slice(before))).toEqual(new Set(['Query']));
});

it('flags in the table a lead whose alert keeps failing', async () => {
  const { stdout } = await runLeads('leads', '--stack', 'LeadsTest', '--region', 'us-east-1');
  expect(stdout.split('\n').find((line) => line.includes(ids.crisis!))).toContain('FAILING (3 attempts)');
  expect(stdout.split('\n').find((line) => line.includes(ids.insurance!))).toMatch(/\bsent\b/);
});

it('reports on the deployed leads', async () => {
  const { stdout, code } = await runLeads('leads', 'report', '--stack', 'LeadsTest', '--region', 'us-east-1');
  expect(code).toBe(0);
  expect(stdout).toMatch(/^crisis\s+1\s+0\s+0\s+-\s+0\s+1$/m);
  expect(stdout).toMatch(/^insurance\s+1\s+1\s+1\s+60 s\s+0\s+0$/m);
  // Where help came from, with today's views and call taps from the stack's counters table (three direct leads; 4 views, 1 tap).
  expect(stdout).toMatch(/^direct \/ direct \/ \(none\)\s+4\s+1\s+3\s+0\s+0\s+75%\s+0%\s+0%$/m);
});

it('says so, exit code 1, when the stack does not exist', async () => {
  const { stderr, code } = await runLeads('leads', '--stack', 'Nope', '--region', 'us-east-1');
  expect(code).toBe(1);
  expect(stderr).toContain('There is no stack Nope in us-east-1');
});

it('redrives the dead-letter queue: the pending leads of each batch are due now, the queue is emptied', async () => {
  const batch = (first: number, last: number) => JSON.stringify({
    DDBStreamBatchInfo: { approximateArrivalOfFirstRecord: new Date(first).toISOString(), approximateArrivalOfLastRecord: new Date(last).toISOString(), batchSize: 2 },
  });
  aws.queue.push({ MessageId: 'm1', ReceiptHandle: 'r1', Body: batch(now - 29 * 60_000, now - 28 * 60_000) });
  const { stdout, stderr, code } = await runLeads('leads', 'redrive', '--stack', 'LeadsTest', '--region', 'us-east-1');
  expect(code).toBe(0);
  expect(stdout.trim().split('\n').sort()).toEqual([ids.consultation, ids.crisis].sort());
  expect(stderr).toContain('1 dead-lettered batch removed from the queue. 2 leads still waiting for an alert are due now');
  expect(aws.queue).toEqual([]);
  expect((await store.get(ids.crisis!))?.notification).toMatchObject({ status: 'pending', attempts: 3 });
  expect((await store.dueForNotification(new Date(), 10)).map((l) => l.id).sort()).toEqual([ids.consultation, ids.crisis].sort());
});
