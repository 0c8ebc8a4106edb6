/**
 * The AWS way back for alerts that failed, against dynalite on loopback with the stack's status
 * index: the retry schedule's choice of leads, the page after repeated failure, and the redrive of
 * the notifier's dead-letter queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertFailing, newLead, type Lead } from '../../../lambdas/leads/lead.ts';
import { silentLogger } from '../../../lambdas/leads/log.ts';
import type { Notifier } from '../../../lambdas/leads/alerts/types.ts';
import { openDynamoStore, type DynamoLeadStore } from '../../../lambdas/leads/store/dynamodb.ts';
import { formatPage } from '../../../lambdas/notifier/pager.ts';
import { redrive, type DeadLetterQueue } from '../../../lambdas/leads/redrive.ts';
import { createRetryHandler } from '../../../lambdas/notifier/retry.ts';
import { PROMISED, crisis, startDynalite, type Dynalite } from '../helpers.ts';

const SITE = 'https://www.ardenahouse.example';
const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let dyn: Dynalite;
beforeAll(async () => { dyn = await startDynalite(); });
afterAll(() => dyn.close());

async function freshStore(): Promise<DynamoLeadStore> {
  const tableName = await dyn.createTable();
  return openDynamoStore({ tableName, client: { endpoint: dyn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } } });
}

async function stored(store: DynamoLeadStore, minutesAgo: number, form: Lead['form'] = 'consultation'): Promise<Lead> {
  const { source, ...fields } = crisis;
  const lead = newLead({ form, fields, source, now: at(-minutesAgo), retentionDays: 30 });
  await store.insert(lead);
  return lead;
}

describe('the retry schedule', () => {
  it('alerts exactly the leads whose alert is pending and due, oldest first, and pages once when one keeps failing', async () => {
    const store = await freshStore();
    const neverTried = await stored(store, 30);
    const failing = await stored(store, 20, 'crisis');
    await store.markFailed(failing.id, at(-10), 'webhook_http_503');
    await store.markFailed(failing.id, at(-1), 'webhook_http_503');
    const backedOff = await stored(store, 15);
    await store.markFailed(backedOff.id, at(5), 'MessageRejected');
    const sent = await stored(store, 12);
    await store.markSent(sent.id, at(-11));
    const justArrived = await stored(store, 0); // its first attempt belongs to the stream for a minute

    const tried: string[] = [];
    const notifier: Notifier = {
      name: 'ses',
      async notify(lead) {
        tried.push(lead.id);
        if (lead.id === failing.id) throw Object.assign(new Error('down'), { code: 'webhook_http_503' });
      },
    };
    const pages: Array<{ lead: Lead; attempts: number; error: string }> = [];
    let now = T0;
    const run = createRetryHandler({ store, notifier, logger: silentLogger, clock: () => now, pager: { page: async (lead, f) => void pages.push({ lead, ...f }) } });

    expect(await run()).toEqual({ due: 2, sent: 1 });
    expect(tried).toEqual([neverTried.id, failing.id]);
    expect((await store.get(neverTried.id))?.notification).toMatchObject({ status: 'sent', attempts: 1 });
    const flagged = (await store.get(failing.id))!;
    expect(flagged.notification).toMatchObject({ status: 'pending', attempts: 3, lastError: 'webhook_http_503' });
    expect(alertFailing(flagged)).toBe(true);
    expect(pages.map((p) => [p.lead.id, p.attempts, p.error])).toEqual([[failing.id, 3, 'webhook_http_503']]);
    expect((await store.get(backedOff.id))?.notification).toMatchObject({ attempts: 1, nextAttemptAt: at(5).toISOString() });
    expect((await store.get(sent.id))?.notification).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await store.get(justArrived.id))?.notification.attempts).toBe(0);

    expect(await run()).toEqual({ due: 0, sent: 0 }); // the failing one now waits for its back-off
    now = at(30);
    expect(await run()).toEqual({ due: 3, sent: 2 }); // backedOff and justArrived get through; failing fails again
    expect(pages).toHaveLength(1); // paged once, not at every retry
    expect((await store.get(failing.id))?.notification.attempts).toBe(4);
    expect(dyn.operations).not.toContain('Scan');
    await store.close();
  });

  it('pages with the kind, times and inbox link of the lead and none of its fields', () => {
    const lead = newLead({ form: 'crisis', fields: { fullName: 'Priya Ramanathan', dob: '04/17/1988' }, source: 'crisis-landing', now: T0, retentionDays: 30 });
    const { subject, message } = formatPage(lead, { attempts: 3, error: 'webhook_http_503' }, { siteUrl: SITE, responseMinutes: PROMISED });
    expect(subject).toBe(`Lead alert failing: crisis request ${lead.id.slice(0, 8)}`);
    expect(message).toContain(`${SITE}/admin/#lead-${lead.id}`);
    expect(message).toContain('by 2026-11-22T10:02:00.000Z');
    for (const value of ['Priya', '04/17/1988', 'crisis-landing']) expect(`${subject}\n${message}`).not.toContain(value);
  });
});

describe('redrive of the dead-letter queue', () => {
  function queueOf(bodies: string[]): DeadLetterQueue & { left: string[] } {
    const messages = bodies.map((body, i) => ({ id: `m${i}`, receiptHandle: `r${i}`, body }));
    const left = messages.map((m) => m.id);
    let served = false;
    return {
      left,
      async receive() {
        if (served) return messages.filter((m) => left.includes(m.id)); // unreadable ones come back
        served = true;
        return messages;
      },
      async remove(handle) {
        left.splice(left.indexOf(messages.find((m) => m.receiptHandle === handle)!.id), 1);
      },
    };
  }
  const batch = (first: Date, last: Date) => JSON.stringify({
    requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: 9 },
    DDBStreamBatchInfo: { shardId: 'shard-1', startSequenceNumber: '1', endSequenceNumber: '9', approximateArrivalOfFirstRecord: first.toISOString(), approximateArrivalOfLastRecord: last.toISOString(), batchSize: 3 },
  });

  it('makes the pending leads of each dead-lettered batch due now, leaves the others, and empties the queue of what it handled', async () => {
    const store = await freshStore();
    const waiting = await stored(store, 60);
    await store.markFailed(waiting.id, at(14), 'Throttling'); // backed off far ahead
    const alerted = await stored(store, 59);
    await store.markSent(alerted.id, at(-58));
    const elsewhere = await stored(store, 600);
    await store.markFailed(elsewhere.id, at(14), 'Throttling');

    const queue = queueOf([batch(at(-60), at(-59)), 'not json', batch(at(-60), at(-60))]);
    const result = await redrive(queue, store, T0);
    expect(result).toEqual({ batches: 2, madeDue: [waiting.id], unreadable: 1 });
    expect(queue.left).toEqual(['m1']);
    expect((await store.dueForNotification(T0, 10)).map((l) => l.id)).toEqual([waiting.id]);
    expect((await store.get(alerted.id))?.notification.status).toBe('sent');
    expect((await store.get(elsewhere.id))?.notification).toMatchObject({ nextAttemptAt: at(14).toISOString() });
    await store.close();
  });
});
