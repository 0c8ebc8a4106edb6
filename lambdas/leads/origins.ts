/**
 * Where help comes from: the leads of a period by the page their visit began on and by the campaign
 * that brought it, with how many were called back and how many admitted. A visit without campaign
 * tags is named plainly: "search" (it came from a search engine), "direct" (no referring site), or
 * the referring site's host. Counts only: no person in it. Pure.
 */
import type { Attribution } from '../../contract/attribution.ts';
import type { OriginRow, OriginsReport } from '../../contract/inbox.ts';
import { stateOf, type Lead } from './lead.ts';

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|brave)\.[a-z.]+$/;

/** The campaign of a visit as source / medium / campaign, with untagged visits named plainly. */
export function campaignOf(a: Attribution): { source: string; medium: string; campaign: string } {
  if (a.source || a.medium || a.campaign) return { source: a.source ?? '(none)', medium: a.medium ?? '(none)', campaign: a.campaign ?? '(none)' };
  if (!a.referrerHost) return { source: 'direct', medium: 'direct', campaign: '(none)' };
  return SEARCH_ENGINES.test(a.referrerHost)
    ? { source: a.referrerHost, medium: 'search', campaign: '(none)' }
    : { source: a.referrerHost, medium: 'referral', campaign: '(none)' };
}

function count<K extends string>(leads: readonly Lead[], keyOf: (lead: Lead) => Record<K, string>): (Record<K, string> & OriginRow)[] {
  const rows = new Map<string, Record<K, string> & OriginRow>();
  for (const lead of leads) {
    const key = keyOf(lead);
    const id = JSON.stringify(key);
    const row = rows.get(id) ?? { ...key, views: null, callTaps: null, leads: 0, calledBack: 0, admitted: 0 };
    const state = stateOf(lead);
    row.leads += 1;
    if (state.firstContactAt) row.calledBack += 1;
    if (state.closure?.reason === 'admitted') row.admitted += 1;
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || b.admitted - a.admitted);
}

export function originsReport(leads: readonly Lead[], from: Date, to: Date): OriginsReport {
  const inPeriod = leads.filter((l) => l.form !== 'call' && Date.parse(l.receivedAt) >= from.getTime() && Date.parse(l.receivedAt) <= to.getTime());
  return {
    byPage: count(inPeriod, (l) => ({ page: l.attribution.landingPage ?? '(unknown)' })),
    byCampaign: count(inPeriod, (l) => campaignOf(l.attribution)),
  };
}
