/**
 * The treatment center's own days. The center's IANA time zone is stated once, in content/site.yaml
 * (`timeZone`); the local servers and `site leads report` read it from there, and the CDK stack hands
 * it to the Lambdas in one environment variable (TIME_ZONE_ENV). Counters are labelled with the
 * center's day, and a report's period of days starts and ends at the center's midnights, so a day's
 * views and the same day's requests are counted over the same hours. All of it through Intl: the time
 * zone database of the runtime knows each zone's daylight-saving changes. No Node APIs here.
 */

/** The Lambdas' environment variable holding the center's IANA time zone, such as America/Los_Angeles. */
export const TIME_ZONE_ENV = 'SITE_TIME_ZONE';

/** A calendar day as YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** en-CA writes the date as YYYY-MM-DD; the hour cycle h23 keeps midnight at 00. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zones' canonical names (America/Los_Angeles), read once. */
let canonical: ReadonlySet<string> | undefined;

/**
 * True when the runtime knows the zone (Intl throws a RangeError for one it does not). A canonical
 * name is known from the runtime's list of zones (about 1 ms); a format made for a zone took 10 ms
 * at the start of every build (the zone's rules loaded), so only another spelling (an alias such as
 * US/Pacific, or other capitals) is tried with one.
 */
export function isTimeZone(zone: string): boolean {
  canonical ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (canonical.has(zone)) return true;
  try {
    formatIn(zone);
    return true;
  } catch (err) {
    if (err instanceof RangeError) return false;
    throw err;
  }
}

function partsAt(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** The day (YYYY-MM-DD) an instant falls on in the zone: how counters are labelled, with no finer time kept. */
export function dayIn(at: Date, timeZone: string): string {
  const p = partsAt(at, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The calendar day n days after (or before, for a negative n) a day: dates only, no time zone involved. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The calendar days from fromDay to toDay, both included (none when fromDay is later). */
export function daysFrom(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
function offsetAt(t: number, timeZone: string): number {
  const p = partsAt(new Date(t), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(t / 1000) * 1000;
}

/** The first instant of a day in the zone: its midnight, or where a zone skips midnight, the first hour it has. */
export function startOfDay(day: string, timeZone: string): Date {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset of the instant found with the first guess settles it, unless the offset changes in between.
  let t = wallMidnight - offsetAt(wallMidnight, timeZone);
  t = wallMidnight - offsetAt(t, timeZone);
  while (dayIn(new Date(t - 1), timeZone) === day) t -= 60_000;
  while (dayIn(new Date(t), timeZone) < day) t += 60_000;
  return new Date(t);
}

/** A report's period: whole days of the center, as days (for the counters) and as instants (for the leads). */
export interface DayPeriod {
  fromDay: string;
  toDay: string;
  /** The first day's first moment. */
  from: Date;
  /** The last day's last millisecond. */
  to: Date;
}

/** The period of the center's days fromDay to toDay, both included. */
export function periodOfDays(fromDay: string, toDay: string, timeZone: string): DayPeriod {
  return { fromDay, toDay, from: startOfDay(fromDay, timeZone), to: new Date(startOfDay(addDays(toDay, 1), timeZone).getTime() - 1) };
}
