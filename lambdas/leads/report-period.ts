/**
 * The period a report is asked for, in the center's days: `site leads report --from DAY --to DAY` and
 * the inbox's report (GET ?from=DAY&to=DAY) both name whole days, which begin and end at the center's
 * midnights (contract/time-zone.ts), so a day's counted views and that day's requests are the same day.
 * Without days: the REPORT_DAYS days before the center's today, and today. Pure.
 */
import { REPORT_DAYS } from '../../contract/inbox.ts';
import { addDays, dayIn, DAY_PATTERN, periodOfDays, type DayPeriod } from '../../contract/time-zone.ts';

export type AskedPeriod =
  | { ok: true; period: DayPeriod }
  | { ok: false; problem: 'from-not-a-day' | 'to-not-a-day' | 'from-after-to' };

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isDay = (text: string): boolean => DAY_PATTERN.test(text) && addDays(text, 0) === text;

export function askedPeriod(fromDay: string | undefined, toDay: string | undefined, now: Date, timeZone: string): AskedPeriod {
  if (fromDay !== undefined && !isDay(fromDay)) return { ok: false, problem: 'from-not-a-day' };
  if (toDay !== undefined && !isDay(toDay)) return { ok: false, problem: 'to-not-a-day' };
  const to = toDay ?? dayIn(now, timeZone);
  const from = fromDay ?? addDays(to, -REPORT_DAYS);
  if (from > to) return { ok: false, problem: 'from-after-to' };
  return { ok: true, period: periodOfDays(from, to, timeZone) };
}
