/**
 * The way back from the notifier's dead-letter queue (`site leads redrive`). A message there
 * describes a stream batch the notifier could not process (its shard, sequence numbers and arrival
 * times), not the leads in it. Those leads are still in the table, pending until their alert gets
 * through, and the retry schedule already retries them; redrive makes the pending leads received in
 * each dead-lettered batch's time window due at once, so the next scheduled run alerts them, then
 * deletes the message, so the dead-letter alarm clears. A message it cannot read stays in the queue.
 */
import type { RedriveStore } from './store/dynamodb.ts';

export interface DeadLetterQueue {
  /** The next messages (none when the queue is empty); each stays hidden for a while once received. */
  receive(): Promise<Array<{ id: string; receiptHandle: string; body: string }>>;
  remove(receiptHandle: string): Promise<void>;
}

export interface RedriveResult {
  /** Dead-lettered batches handled and removed from the queue. */
  batches: number;
  /** Ids of the leads still pending in those batches, now due. */
  madeDue: string[];
  /** Messages left in the queue because they do not describe a stream batch. */
  unreadable: number;
}

/** Stream arrival times are approximate: look a little around them. */
const MARGIN_MS = 5 * 60_000;

export async function redrive(queue: DeadLetterQueue, store: RedriveStore, now: Date): Promise<RedriveResult> {
  const result: RedriveResult = { batches: 0, madeDue: [], unreadable: 0 };
  const seen = new Set<string>();
  for (;;) {
    const fresh = (await queue.receive()).filter((message) => !seen.has(message.id));
    if (fresh.length === 0) break;
    for (const message of fresh) {
      seen.add(message.id);
      const window = batchWindow(message.body);
      if (!window) {
        result.unreadable += 1;
        continue;
      }
      for (const lead of await store.pendingReceivedBetween(window.from, window.to)) {
        await store.makeDue(lead.id, now);
        if (!result.madeDue.includes(lead.id)) result.madeDue.push(lead.id);
      }
      await queue.remove(message.receiptHandle);
      result.batches += 1;
    }
  }
  return result;
}

/** The arrival window of a Lambda on-failure record for a DynamoDB stream batch, or undefined. */
export function batchWindow(body: string): { from: Date; to: Date } | undefined {
  let info: { approximateArrivalOfFirstRecord?: unknown; approximateArrivalOfLastRecord?: unknown } | undefined;
  try {
    info = (JSON.parse(body) as { DDBStreamBatchInfo?: typeof info }).DDBStreamBatchInfo;
  } catch {
    return undefined;
  }
  const first = Date.parse(String(info?.approximateArrivalOfFirstRecord));
  const last = Date.parse(String(info?.approximateArrivalOfLastRecord ?? info?.approximateArrivalOfFirstRecord));
  if (Number.isNaN(first) || Number.isNaN(last)) return undefined;
  return { from: new Date(first - MARGIN_MS), to: new Date(last + MARGIN_MS) };
}
