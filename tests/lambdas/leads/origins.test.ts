/** Where help comes from: the period's requests per campaign and per landing page, with call-backs and admissions. */
import { describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION, type Attribution } from '../../../contract/attribution.ts';
import type { InboxState } from '../../../contract/inbox.ts';
import { newLead, type Lead } from '../../../lambdas/leads/lead.ts';
import { campaignOf, originsReport } from '../../../lambdas/leads/origins.ts';

const T0 = new Date('2026-11-10T08:00:00.000Z');

function lead(attribution: Partial<Attribution>, state?: Partial<InboxState>): Lead {
  const made = newLead({ form: 'consultation', fields: {}, source: '/', attribution: { ...NO_ATTRIBUTION, ...attribution }, now: T0, retentionDays: 90 });
  return state ? { ...made, inbox: { version: 1, status: 'new', notes: [], history: [], ...state } } : made;
}

describe('where help comes from', () => {
  it('names untagged visits plainly: search, direct or the referring site', () => {
    expect(campaignOf({ ...NO_ATTRIBUTION, referrerHost: 'www.google.com' })).toEqual({ source: 'www.google.com', medium: 'search', campaign: '(none)' });
    expect(campaignOf(NO_ATTRIBUTION)).toEqual({ source: 'direct', medium: 'direct', campaign: '(none)' });
    expect(campaignOf({ ...NO_ATTRIBUTION, referrerHost: 'www.yelp.com' })).toEqual({ source: 'www.yelp.com', medium: 'referral', campaign: '(none)' });
    expect(campaignOf({ ...NO_ATTRIBUTION, source: 'google', medium: 'cpc', campaign: 'fentanyl-search', referrerHost: 'www.google.com' })).toEqual({ source: 'google', medium: 'cpc', campaign: 'fentanyl-search' });
  });

  it('counts requests, call-backs and admissions per campaign and per landing page, most requests first', () => {
    const ad = { landingPage: '/treatment/fentanyl-addiction', source: 'google', medium: 'cpc', campaign: 'fentanyl-search' };
    const leads = [
      lead(ad, { status: 'closed', firstContactAt: '2026-11-10T08:03:00.000Z', closure: { reason: 'admitted', admittedOn: '2026-11-11' } }),
      lead(ad, { status: 'contacted', firstContactAt: '2026-11-10T08:04:00.000Z' }),
      lead(ad),
      lead({ landingPage: '/', referrerHost: 'www.bing.com' }, { status: 'closed', firstContactAt: '2026-11-10T08:02:00.000Z', closure: { reason: 'referred' } }),
    ];
    const report = originsReport(leads, new Date('2026-11-01'), new Date('2026-11-30'));
    expect(report.byCampaign).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'fentanyl-search', views: null, callTaps: null, leads: 3, calledBack: 2, admitted: 1 },
      { source: 'www.bing.com', medium: 'search', campaign: '(none)', views: null, callTaps: null, leads: 1, calledBack: 1, admitted: 0 },
    ]);
    expect(report.byPage).toEqual([
      { page: '/treatment/fentanyl-addiction', views: null, callTaps: null, leads: 3, calledBack: 2, admitted: 1 },
      { page: '/', views: null, callTaps: null, leads: 1, calledBack: 1, admitted: 0 },
    ]);
    expect(originsReport(leads, new Date('2026-12-01'), new Date('2026-12-31'))).toEqual({ byPage: [], byCampaign: [] });
  });
});
