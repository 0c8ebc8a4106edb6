/**
 * Visits and call taps, counted and not tracked (contract/counts.ts): what one beacon adds, decided by
 * plain functions. A beacon counts only when it comes from a browser a person is using (not an
 * obvious bot, not a prefetch or prerender), names a page of the built site in one of its languages,
 * and carries labels of a sane length. What is kept is the counter's labels and the day: the user
 * agent is read here and dropped, and no address, time of day or per-visit value reaches a store.
 */
import { COUNT_KINDS, COUNT_LABEL_CHARS, COUNT_RETENTION_DAYS, type CountKind } from '../../contract/counts.ts';

import { NO_ATTRIBUTION } from '../../contract/attribution.ts';
import { isPageRoute } from '../../contract/routes.ts';
import { DAY_MS } from '../../contract/inbox.ts';
import { campaignOf } from './origins.ts';

/** The labels of one counter. */
export interface CountKey {
  /** The center's day (contract/time-zone.ts), YYYY-MM-DD. */
  day: string;
  page: string;
  language: string;
  source: string;
  medium: string;
  campaign: string;
}

/** One counter as stored: its labels and its two counts. */
export interface CountRow extends CountKey { views: number; callTaps: number }

export type CountField = 'views' | 'callTaps';

/** What the API reads of a beacon's request, besides its body. */
export interface BeaconRequest {
  userAgent: string | undefined;
  /** Sec-Purpose or Purpose: "prefetch", "prefetch;prerender" when the browser only fetches ahead. */
  purpose: string | undefined;
  body: unknown;
}

export interface CountRules {
  languages: readonly string[];
  /** True for a page of the built site (its route, as `site build` wrote it). */
  isPage: (path: string) => Promise<boolean>;
}

export type CountDecision =
  | { count: true; key: Omit<CountKey, 'day'>; field: CountField }
  /** 400 only for what no page of the site sends; a page the site does not count (its not-found page, the inbox) is told 204 like the rest. */
  | { count: false; status: 204 | 400; reason: 'bot' | 'prefetch' | 'malformed' | 'unknown-page' | 'unknown-language' };

/** Crawlers, monitors, link previews and scripted clients name themselves in their user agent. */
const BOTS = /bot\b|bot[/;-]|crawl|spider|slurp|preview|monitor|headless|lighthouse|pingdom|uptime|curl\/|wget|python|node-fetch|undici|axios|go-http|java\/|okhttp|facebookexternalhit|embedly|bingpreview/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOTS.test(userAgent);
}

export function isPrefetch(purpose: string | undefined): boolean {
  return !!purpose && /prefetch|prerender/i.test(purpose);
}

const FIELDS: Record<CountKind, CountField> = { [COUNT_KINDS.view]: 'views', [COUNT_KINDS.tap]: 'callTaps' };

/** A label as sent: absent, null, or text of at most COUNT_LABEL_CHARS after trimming; anything else is refused. */
function label(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // eslint-disable-next-line no-control-regex
  if (text.length > COUNT_LABEL_CHARS || /[\u0000-\u001f\u007f]/.test(text)) return undefined;
  return text || null;
}

const HOST = /^[a-z0-9.-]{1,253}$/;

/** Whether a beacon counts, and under which labels. Reads the user agent only to drop bots. */
export async function decideCount(req: BeaconRequest, rules: CountRules): Promise<CountDecision> {
  if (isPrefetch(req.purpose)) return { count: false, status: 204, reason: 'prefetch' };
  if (isBot(req.userAgent)) return { count: false, status: 204, reason: 'bot' };
  const b = req.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return { count: false, status: 400, reason: 'malformed' };
  const { p, l, k, s, m, c, r } = b as Record<string, unknown>;
  const field = typeof k === 'string' ? FIELDS[k as CountKind] : undefined;
  const [source, medium, campaign, referrer] = [s, m, c, r].map(label);
  if (!field || !Object.hasOwn(FIELDS, k as string) || typeof p !== 'string' || typeof l !== 'string') return { count: false, status: 400, reason: 'malformed' };
  if (source === undefined || medium === undefined || campaign === undefined || referrer === undefined || (referrer !== null && !HOST.test(referrer))) {
    return { count: false, status: 400, reason: 'malformed' };
  }
  if (!rules.languages.includes(l)) return { count: false, status: 204, reason: 'unknown-language' };
  if (!isPageRoute(p) || !(await rules.isPage(p))) return { count: false, status: 204, reason: 'unknown-page' };
  const labels = campaignOf({ ...NO_ATTRIBUTION, source, medium, campaign, referrerHost: referrer });
  return { count: true, key: { page: p, language: l, ...labels }, field };
}

/** When a counter of this day is deleted, in epoch seconds (DynamoDB TTL). */
export const countExpiry = (day: string): number => Math.floor((Date.parse(day) + COUNT_RETENTION_DAYS * DAY_MS) / 1000);
