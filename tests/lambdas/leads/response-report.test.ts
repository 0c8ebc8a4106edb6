/** The inbox's response-time report: median and 90th percentile to the first call-back, and promises missed. */
import { describe, expect, it } from 'vitest';
import type { InboxState } from '../../../contract/inbox.ts';
import { quantile, responseReport } from '../../../lambdas/leads/report.ts';
import { newLead, type FormName, type Lead } from '../../../lambdas/leads/lead.ts';

const T0 = Date.parse('2026-11-10T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
/** A period between two instants of one day, as the response times read it (the counters' days play no part here). */
const between = (from: number, to: number) => ({ from: at(from), to: at(to), fromDay: '2026-11-10', toDay: '2026-11-10' });
/** The report takes the promises as input: these are the ones the figures below are worked out for. */
const MINUTES = { crisis: 2, consultation: 5, insurance: 15, call: 30 };

function lead(form: FormName, received: number, firstContactAfterMinutes?: number): Lead {
  const made = newLead({ form, fields: {}, source: '/', now: at(received), retentionDays: 90 });
  if (firstContactAfterMinutes === undefined) return made;
  const inbox: InboxState = { version: 2, status: 'contacted', notes: [], history: [], firstContactAt: at(received + firstContactAfterMinutes).toISOString() };
  return { ...made, inbox };
}

describe('response-time report', () => {
  it('per kind of request: how many were called back, median and 90th percentile, and promises missed', () => {
    const leads = [
      lead('crisis', 0, 1), lead('crisis', 10, 3), lead('crisis', 20, 5), lead('crisis', 30),
      lead('consultation', 0, 4), lead('consultation', 60),
      lead('insurance', 0, 15), lead('insurance', 5, 16),
      lead('crisis', -600, 1), // before the period
    ];
    const report = responseReport(leads, between(-60, 120), at(62), MINUTES);
    expect(report.forms).toEqual([
      { form: 'crisis', promiseMinutes: 2, leads: 4, contacted: 3, medianSecondsToContact: 180, p90SecondsToContact: 276, missed: 3, admitted: 0, medianDaysToAdmission: null },
      // The consultation left uncalled is still within its 5 minutes: not missed yet.
      { form: 'consultation', promiseMinutes: 5, leads: 2, contacted: 1, medianSecondsToContact: 240, p90SecondsToContact: 240, missed: 0, admitted: 0, medianDaysToAdmission: null },
      { form: 'insurance', promiseMinutes: 15, leads: 2, contacted: 2, medianSecondsToContact: 930, p90SecondsToContact: 954, missed: 1, admitted: 0, medianDaysToAdmission: null },
      { form: 'call', promiseMinutes: 30, leads: 0, contacted: 0, medianSecondsToContact: null, p90SecondsToContact: null, missed: 0, admitted: 0, medianDaysToAdmission: null },
    ]);
  });

  it('counts the leads closed as admitted, and the median days from the request to the day of admission', () => {
    const closed = (received: number, admittedOn: string | null, reason = 'admitted'): Lead => {
      const made = lead('consultation', received, 1);
      return { ...made, inbox: { ...made.inbox!, status: 'closed', closure: { reason: reason as 'admitted', ...(admittedOn && { admittedOn }) } } };
    };
    // Requests of 2026-11-10: admitted the same day, two days later, and five days later; one referred elsewhere.
    const report = responseReport([closed(0, '2026-11-10'), closed(10, '2026-11-12'), closed(20, '2026-11-15'), closed(30, null, 'referred')], between(-60, 120), at(120), MINUTES);
    expect(report.forms.find((f) => f.form === 'consultation')).toMatchObject({ leads: 4, contacted: 4, admitted: 3, medianDaysToAdmission: 2 });
  });

  it('says nothing it does not know: no call-backs, no median', () => {
    expect(responseReport([], between(0, 10), at(10), MINUTES).forms.map((f) => [f.leads, f.medianSecondsToContact, f.p90SecondsToContact])).toEqual([[0, null, null], [0, null, null], [0, null, null], [0, null, null]]);
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([7], 0.9)).toBe(7);
  });
});
