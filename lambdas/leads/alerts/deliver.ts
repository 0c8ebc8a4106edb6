/**
 * One delivery attempt: alert the admissions team about a lead, then record the outcome on the lead.
 * A failure leaves the lead pending with a later nextAttemptAt, so the retry sweep (locally) or the
 * retry schedule (in AWS) tries again until it gets through; a lead is never dropped because a channel
 * is down. When the attempts reach ALERT_FAILING_AFTER_ATTEMPTS, the pager tells the operator.
 */
import { ALERT_FAILING_AFTER_ATTEMPTS, type Lead } from '../lead.ts';
import { errorName, type Logger } from '../log.ts';
import type { LeadStore } from '../store/types.ts';
import type { Notifier } from './types.ts';

/** Tells the operator that a lead's alert keeps failing (in AWS: the alarm topic). */
export interface Pager {
  page(lead: Lead, failure: { attempts: number; error: string }): Promise<void>;
}

export interface DeliverDeps {
  store: LeadStore;
  notifier: Notifier;
  logger: Logger;
  clock: () => Date;
  pager?: Pager;
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

/** 30 s after the first failure, doubling up to 15 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Resolves true when the team was alerted; never rejects. */
export async function deliver(lead: Lead, deps: DeliverDeps): Promise<boolean> {
  const { store, notifier, logger, clock } = deps;
  const attempts = lead.notification.attempts + 1;
  const context = { leadId: lead.id, form: lead.form, notifier: notifier.name, attempts };
  try {
    await notifier.notify(lead);
  } catch (err) {
    const error = errorName(err);
    logger.warn('notify_failed', { ...context, error });
    await record(() => store.markFailed(lead.id, new Date(clock().getTime() + retryDelayMs(attempts)), error), deps, lead);
    if (attempts === ALERT_FAILING_AFTER_ATTEMPTS) await escalate(lead, { attempts, error }, deps);
    return false;
  }
  logger.info('notify_sent', context);
  await record(() => store.markSent(lead.id, clock()), deps, lead);
  return true;
}

async function record(write: () => Promise<void>, deps: DeliverDeps, lead: Lead): Promise<void> {
  try {
    await write();
  } catch (err) {
    // The lead stays pending as it was, so a later sweep tries again (at worst, a second alert).
    deps.logger.error('notify_state_not_saved', { leadId: lead.id, error: errorName(err) });
  }
}

async function escalate(lead: Lead, failure: { attempts: number; error: string }, deps: DeliverDeps): Promise<void> {
  deps.logger.error('alert_failing', { leadId: lead.id, form: lead.form, attempts: failure.attempts, error: failure.error });
  try {
    await deps.pager?.page(lead, failure);
  } catch (err) {
    deps.logger.error('page_failed', { leadId: lead.id, error: errorName(err) });
  }
}

/** Delivers every lead whose next attempt is due; returns how many were due and how many got through. */
export async function retryDueLeads(deps: DeliverDeps, batchSize = 50): Promise<{ due: number; sent: number }> {
  const due = await deps.store.dueForNotification(deps.clock(), batchSize);
  let sent = 0;
  for (const lead of due) if (await deliver(lead, deps)) sent += 1;
  return { due: due.length, sent };
}
