/**
 * Where help comes from: the leads of a period by the page their visit began on and by the campaign
 * that brought it, with how many were called back and how many admitted. A visit without campaign
 * tags is named plainly: "search" (it came from a search engine), "direct" (no referring site), or
 * the referring site's host. With the period's counters (lambdas/leads/counts.ts), each row also has
 * the page views and call taps counted there: per page, the views of that page; per campaign, the
 * views of every page reached under it. Counts only: no person in it. Pure.
 */
import type { Attribution } from '../../contract/attribution.ts';
import type { OriginRow, OriginsReport } from '../../contract/inbox.ts';
import { stateOf, type Lead } from './lead.ts';
import type { CountRow } from './counts.ts';
import type { DayPeriod } from '../../contract/time-zone.ts';

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|brave)\.[a-z.]+$/;

/** The campaign of a visit as source / medium / campaign, with untagged visits named plainly. */
export function campaignOf(a: Attribution): { source: string; medium: string; campaign: string } {
  if (a.source || a.medium || a.campaign) return { source: a.source ?? '(none)', medium: a.medium ?? '(none)', campaign: a.campaign ?? '(none)' };
  if (!a.referrerHost) return { source: 'direct', medium: 'direct', campaign: '(none)' };
  return SEARCH_ENGINES.test(a.referrerHost)
    ? { source: a.referrerHost, medium: 'search', campaign: '(none)' }
    : { source: a.referrerHost, medium: 'referral', campaign: '(none)' };
}

type Row<K extends string> = Record<K, string> & OriginRow;

function tally<K extends string>(leads: readonly Lead[], counts: readonly CountRow[] | undefined, keyOf: (lead: Lead) => Record<K, string>, countKey: (row: CountRow) => Record<K, string>): Row<K>[] {
  const rows = new Map<string, Row<K>>();
  const rowOf = (key: Record<K, string>) => {
    const id = JSON.stringify(key);
    const row = rows.get(id) ?? { ...key, views: counts ? 0 : null, callTaps: counts ? 0 : null, leads: 0, calledBack: 0, admitted: 0 };
    rows.set(id, row);
    return row;
  };
  for (const lead of leads) {
    const row = rowOf(keyOf(lead));
    const state = stateOf(lead);
    row.leads += 1;
    if (state.firstContactAt) row.calledBack += 1;
    if (state.closure?.reason === 'admitted') row.admitted += 1;
  }
  for (const counted of counts ?? []) {
    const row = rowOf(countKey(counted));
    row.views = (row.views ?? 0) + counted.views;
    row.callTaps = (row.callTaps ?? 0) + counted.callTaps;
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || b.admitted - a.admitted || (b.views ?? 0) - (a.views ?? 0) || (b.callTaps ?? 0) - (a.callTaps ?? 0));
}

/**
 * The report of a period of the center's days: the leads received between its first and last moment,
 * the counters labelled with its days. `counts`: the counters of its days (absent where the site does
 * not count them, and then views and call taps are null).
 */
export function originsReport(leads: readonly Lead[], period: DayPeriod, counts?: readonly CountRow[]): OriginsReport {
  const { from, to } = period;
  const inPeriod = leads.filter((l) => l.form !== 'call' && Date.parse(l.receivedAt) >= from.getTime() && Date.parse(l.receivedAt) <= to.getTime());
  const counted = counts?.filter((c) => c.day >= period.fromDay && c.day <= period.toDay);
  return {
    byPage: tally(inPeriod, counted, (l) => ({ page: l.attribution.landingPage ?? '(unknown)' }), (c) => ({ page: c.page })),
    byCampaign: tally(inPeriod, counted, (l) => campaignOf(l.attribution), (c) => ({ source: c.source, medium: c.medium, campaign: c.campaign })),
  };
}
