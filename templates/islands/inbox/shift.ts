/**
 * The inbox in the order a shift works it: first the requests still waiting for their call-back,
 * the one whose promise runs out first on top (the most overdue first of all); then the ones being
 * worked (called back, not closed yet); then the closed ones, newest first. The views narrow it:
 * what is waiting, what I hold, everyone's open requests, or what is closed. Pure.
 */
import type { BoardLead } from '../../../contract/inbox.ts';

export const VIEWS = ['waiting', 'mine', 'open', 'closed'] as const;
export type View = (typeof VIEWS)[number];

/** 0 waiting for a call-back, 1 being worked, 2 closed. */
const stage = (lead: BoardLead) => (lead.status === 'closed' ? 2 : lead.firstContactAt ? 1 : 0);

const IN_VIEW: Record<View, (lead: BoardLead, me: string) => boolean> = {
  waiting: (lead) => stage(lead) === 0,
  mine: (lead, me) => stage(lead) < 2 && lead.holder === me,
  open: (lead) => stage(lead) < 2,
  closed: (lead) => stage(lead) === 2,
};

export function shiftOrder<T extends BoardLead>(leads: readonly T[], view: View, me: string): T[] {
  return leads.filter((lead) => IN_VIEW[view](lead, me)).sort((a, b) =>
    stage(a) - stage(b)
    || (stage(a) === 2 ? b.receivedAt.localeCompare(a.receivedAt) : a.deadline.localeCompare(b.deadline)));
}

/** How many requests are still waiting for their call-back. */
export const waitingCount = (leads: readonly BoardLead[]) => leads.filter((lead) => stage(lead) === 0).length;
