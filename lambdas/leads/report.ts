/**
 * The response-time report: for a period, per kind of request, how many came in, how many were
 * called back, the median and 90th-percentile time to the first call-back, and how many promises
 * were missed (a first call-back after the deadline, or none yet with the deadline past). No detail
 * of any person, so it can be shared. Pure: leads and times in, figures out.
 */
import type { FormResponseTimes, ResponseReport } from '../../contract/inbox.ts';
import { FORM_NAMES } from '../../contract/promises.ts';
import { deadlineOf, type ResponseMinutes } from './deadlines.ts';
import { stateOf, type FormName, type Lead } from './lead.ts';
import { DAY_MS } from '../../contract/inbox.ts';
import { originsReport } from './origins.ts';
import type { CountRow } from './counts.ts';
import type { DayPeriod } from '../../contract/time-zone.ts';

export { REPORT_DAYS } from '../../contract/inbox.ts';

/** The q-quantile (0..1) of the values, interpolated between the two nearest ranks; null for none. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * q;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (h - below) * (sorted[above]! - sorted[below]!);
}

/**
 * The report of a period of the center's days (contract/time-zone.ts). `counts`: the page-view and
 * call-tap counters of the period's days, where the site counts them.
 */
export function responseReport(leads: readonly Lead[], period: DayPeriod, now: Date, minutes: ResponseMinutes, counts?: readonly CountRow[]): ResponseReport {
  const { from, to } = period;
  const inPeriod = leads.filter((lead) => {
    const at = Date.parse(lead.receivedAt);
    return at >= from.getTime() && at <= to.getTime();
  });
  return {
    from: from.toISOString(), to: to.toISOString(), forms: FORM_NAMES.map((form) => formTimes(form, inPeriod.filter((l) => l.form === form), now, minutes)),
    ...originsReport(leads, period, counts),
  };
}

function formTimes(form: FormName, leads: readonly Lead[], now: Date, minutes: ResponseMinutes): FormResponseTimes {
  const waits: number[] = [];
  let missed = 0;
  for (const lead of leads) {
    const deadline = Date.parse(deadlineOf(lead, minutes));
    const first = stateOf(lead).firstContactAt;
    if (first) {
      waits.push((Date.parse(first) - Date.parse(lead.receivedAt)) / 1000);
      if (Date.parse(first) > deadline) missed += 1;
    } else if (now.getTime() > deadline) {
      missed += 1;
    }
  }
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  // Days from the request to the day of admission, each counted from the request's own (UTC) day.
  const toAdmission = leads.flatMap((lead) => {
    const closure = stateOf(lead).closure;
    return closure?.reason === 'admitted' && closure.admittedOn ? [(Date.parse(closure.admittedOn) - Date.parse(lead.receivedAt.slice(0, 10))) / DAY_MS] : [];
  });
  return {
    form, promiseMinutes: minutes[form], leads: leads.length, contacted: waits.length,
    medianSecondsToContact: round(quantile(waits, 0.5)), p90SecondsToContact: round(quantile(waits, 0.9)), missed,
    admitted: toAdmission.length, medianDaysToAdmission: quantile(toAdmission, 0.5),
  };
}
