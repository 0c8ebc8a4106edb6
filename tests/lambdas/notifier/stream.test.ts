/** The notifier's AWS entry point against dynalite on loopback: the consumer of the leads table's stream. */
import { expect, it } from 'vitest';
import { newLead } from '../../../lambdas/leads/lead.ts';
import { silentLogger } from '../../../lambdas/leads/log.ts';
import type { Notifier } from '../../../lambdas/leads/alerts/types.ts';
import { createStreamHandler, type StreamEvent } from '../../../lambdas/notifier/handler.ts';
import { dynaliteForFile } from '../helpers.ts';

const dynamo = dynaliteForFile();

function insertRecords(ids: string[], eventName = 'INSERT'): StreamEvent {
  return { Records: ids.map((id) => ({ eventName, dynamodb: { Keys: { id: { S: id } } } })) };
}

it('makes the first attempt for each inserted lead, records a failure for the retry schedule without throwing, and skips leads already sent', async () => {
  const { store } = await dynamo.tableStore();
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
  const { store } = await dynamo.tableStore();
  const broken = { ...store, get: () => Promise.reject(Object.assign(new Error('unavailable'), { name: 'ProvisionedThroughputExceededException' })) };
  const handle = createStreamHandler({ store: broken, notifier: { name: 'ses', notify: async () => {} }, logger: silentLogger });
  await expect(handle(insertRecords(['some-lead']))).rejects.toThrow('unavailable');
  await store.close();
});
