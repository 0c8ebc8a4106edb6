/**
 * The open lead as the list shows it now: when another screen claimed, called or closed it while it
 * was open, the lead takes its new status and holder and says so. Its notes and history come only
 * with a fresh opening, which the server records as a view; a poll never records one.
 */
import type { InboxLead, LeadList } from '../../../contract/inbox.ts';
import { WORDS as W } from './words.ts';

type Summary = LeadList['leads'][number];

/** Whether the list shows the lead other than as it is shown: claimed, called or closed elsewhere. */
function differsFromList(shown: InboxLead, now: Summary): boolean {
  return shown.status !== now.status || shown.holder !== now.holder || shown.firstContactAt !== now.firstContactAt
    || JSON.stringify(shown.closure) !== JSON.stringify(now.closure);
}

/** The open lead brought up to the list `fresh`, with what to say of it; null when the list has it as it is shown. */
export function followList(shown: InboxLead, fresh: LeadList): { lead: InboxLead; notice: string } | null {
  const now = fresh.leads.find((l) => l.id === shown.id);
  if (!now || !differsFromList(shown, now)) return null;
  // A new holder last worked on it when the list was made; the same holder, when the lead was opened.
  const holderLastTouch = now.holder && now.holder !== shown.holder ? fresh.now : now.holder ? shown.holderLastTouch : null;
  return { lead: { ...shown, ...now, holderLastTouch }, notice: W.changedWhileOpen(W.statuses[now.status], now.holder) };
}

/**
 * Counts a screen's own reads and changes of the open lead, as each starts and as it is answered: a
 * list asked for while the count was another may be older than the lead shown, and must not change it.
 */
export class OwnWork {
  private count = 0;

  get mark(): number {
    return this.count;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count += 1;
    }
  }
}
