/**
 * Visits and call taps, counted and not tracked: each page view, and each tap on a tel: or sms:
 * link, adds one to a counter for (day, page, language, source, medium, campaign) on the site's own
 * API. The browser sends the page, its language, what happened and the campaign tags the tab's
 * arrival record holds (contract/attribution.ts); the API keeps the counts only, never who sent them.
 * Shared by the browser beacon and the API: no Node APIs here.
 */

/** Where the beacon posts (the site's own API, so connect-src 'self' allows it). */
export const COUNT_ENDPOINT = '/api/count';

/** What one beacon counts: a page view or a tap on a call or text link. */
export const COUNT_KINDS = { view: 'v', tap: 't' } as const;
export type CountKind = (typeof COUNT_KINDS)[keyof typeof COUNT_KINDS];

/** The longest label kept (source, medium, campaign, referring host), as the arrival record limits them. */
export const COUNT_LABEL_CHARS = 100;

/** The largest beacon body the API reads. */
export const COUNT_BODY_BYTES = 1024;

/** Counters are deleted this long after their day (DynamoDB's TTL in AWS, the retention sweep locally); the privacy notice says it as {countRetentionMonths}. */
export const COUNT_RETENTION_MONTHS = 25;
/** The same in days, as the stores count them: 25 months of 30.44 days, rounded up (761). */
export const COUNT_RETENTION_DAYS = Math.ceil(COUNT_RETENTION_MONTHS * 30.44);

/** The body of one beacon: short names, as it goes with every page view. */
export interface CountBeacon {
  /** The page's path. */
  p: string;
  /** The page's language: the site's code for it, the first part of its <html lang> (en of en-US). */
  l: string;
  k: CountKind;
  /** Campaign tags and the referring site's host name from the tab's arrival record, when it has them. */
  s?: string | null;
  m?: string | null;
  c?: string | null;
  r?: string | null;
}
