/** The inbox's order for a shift: waiting requests by the time left to their promise, then those being worked, then the closed ones. */
import { describe, expect, it } from 'vitest';
import type { InboxLeadSummary } from '../../contract/inbox.ts';
import { shiftOrder, waitingCount } from '../../templates/islands/inbox/shift.ts';

const lead = (id: string, over: Partial<InboxLeadSummary>): InboxLeadSummary => ({
  id, form: 'consultation', receivedAt: '2026-11-26T10:00:00.000Z', deadline: '2026-11-26T10:05:00.000Z', status: 'new', holder: null,
  firstContactAt: null, closure: null, alertFailing: false, source: '/', language: null, origin: { page: '/', campaign: null }, name: id, phone: null, ...over,
});

const LEADS = [
  lead('fresh-insurance', { form: 'insurance', receivedAt: '2026-11-26T10:10:00.000Z', deadline: '2026-11-26T10:25:00.000Z' }),
  lead('overdue-consultation', { receivedAt: '2026-11-26T10:00:00.000Z', deadline: '2026-11-26T10:05:00.000Z' }),
  lead('most-overdue-crisis', { form: 'crisis', receivedAt: '2026-11-26T09:59:00.000Z', deadline: '2026-11-26T10:01:00.000Z', status: 'claimed', holder: 'Ana Ruiz' }),
  lead('called-back', { status: 'contacted', holder: 'Ben Okafor', firstContactAt: '2026-11-26T10:03:00.000Z', deadline: '2026-11-26T10:04:00.000Z' }),
  lead('closed-old', { status: 'closed', firstContactAt: '2026-11-26T08:00:00.000Z', receivedAt: '2026-11-26T07:59:00.000Z' }),
  lead('closed-new', { status: 'closed', firstContactAt: '2026-11-26T09:00:00.000Z', receivedAt: '2026-11-26T08:59:00.000Z' }),
];
const ids = (list: InboxLeadSummary[]) => list.map((l) => l.id);

describe('the order of a shift', () => {
  it('puts the most overdue on top, fresh requests after, then the ones being worked; closed ones only in their own view', () => {
    expect(ids(shiftOrder(LEADS, 'open', 'Ana Ruiz'))).toEqual(['most-overdue-crisis', 'overdue-consultation', 'fresh-insurance', 'called-back']);
  });

  it('narrows to what is waiting, to what I hold, and to what is closed (newest first)', () => {
    expect(ids(shiftOrder(LEADS, 'waiting', 'Ana Ruiz'))).toEqual(['most-overdue-crisis', 'overdue-consultation', 'fresh-insurance']);
    expect(ids(shiftOrder(LEADS, 'mine', 'Ana Ruiz'))).toEqual(['most-overdue-crisis']);
    expect(ids(shiftOrder(LEADS, 'mine', 'Ben Okafor'))).toEqual(['called-back']);
    expect(ids(shiftOrder(LEADS, 'closed', 'Ana Ruiz'))).toEqual(['closed-new', 'closed-old']);
  });

  it('counts the requests still waiting for their call-back', () => {
    expect(waitingCount(LEADS)).toBe(3);
  });
});
