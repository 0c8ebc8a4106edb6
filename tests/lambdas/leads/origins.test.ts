/** Where help comes from: the period's requests per campaign and per landing page, with call-backs and admissions. */
import { describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION, type Attribution } from '../../../contract/attribution.ts';
import type { InboxState } from '../../../contract/inbox.ts';
import { newLead, type Lead } from '../../../lambdas/leads/lead.ts';
import { campaignOf, originsReport } from '../../../lambdas/leads/origins.ts';
import { originRates } from '../../../contract/inbox.ts';
import { formatOriginsCsv } from '../../../bin/commands/leads-report.ts';
import type { CountRow } from '../../../lambdas/leads/counts.ts';
import { periodOfDays } from '../../../contract/time-zone.ts';
import { CENTER_ZONE } from '../helpers.ts';

const days = (from: string, to: string) => periodOfDays(from, to, CENTER_ZONE);

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
    const report = originsReport(leads, days('2026-11-01', '2026-11-30'));
    expect(report.byCampaign).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'fentanyl-search', views: null, callTaps: null, leads: 3, calledBack: 2, admitted: 1 },
      { source: 'www.bing.com', medium: 'search', campaign: '(none)', views: null, callTaps: null, leads: 1, calledBack: 1, admitted: 0 },
    ]);
    expect(report.byPage).toEqual([
      { page: '/treatment/fentanyl-addiction', views: null, callTaps: null, leads: 3, calledBack: 2, admitted: 1 },
      { page: '/', views: null, callTaps: null, leads: 1, calledBack: 1, admitted: 0 },
    ]);
    expect(originsReport(leads, days('2026-12-01', '2026-12-31'))).toEqual({ byPage: [], byCampaign: [] });
  });

  it('adds the period\'s page views and call taps: per page those of the page, per campaign those of every page under it; days outside the period left out', () => {
    const ad = { source: 'google', medium: 'cpc', campaign: 'fentanyl-search' };
    const counter = (day: string, page: string, labels: Partial<CountRow>, views: number, callTaps: number): CountRow => ({ day, page, language: 'en', source: 'direct', medium: 'direct', campaign: '(none)', ...labels, views, callTaps });
    const counts = [
      counter('2026-11-10', '/treatment/fentanyl-addiction', ad, 40, 2),
      counter('2026-11-10', '/', ad, 10, 3),
      counter('2026-11-11', '/treatment/fentanyl-addiction', { language: 'es' }, 50, 0),
      counter('2026-11-11', '/faq/treatment', {}, 5, 0),
      counter('2026-12-01', '/', ad, 1000, 100),
    ];
    const leads = [
      lead({ landingPage: '/treatment/fentanyl-addiction', ...ad }, { status: 'closed', firstContactAt: '2026-11-10T08:03:00.000Z', closure: { reason: 'admitted', admittedOn: '2026-11-11' } }),
      lead({ landingPage: '/treatment/fentanyl-addiction', ...ad }, { status: 'contacted', firstContactAt: '2026-11-10T08:04:00.000Z' }),
      lead({ landingPage: '/treatment/fentanyl-addiction', ...ad }),
      lead({ landingPage: '/', ...ad }),
    ];
    const report = originsReport(leads, days('2026-11-01', '2026-11-30'), counts);
    expect(report.byCampaign).toEqual([
      { ...ad, views: 50, callTaps: 5, leads: 4, calledBack: 2, admitted: 1 },
      { source: 'direct', medium: 'direct', campaign: '(none)', views: 55, callTaps: 0, leads: 0, calledBack: 0, admitted: 0 },
    ]);
    expect(report.byPage).toEqual([
      { page: '/treatment/fentanyl-addiction', views: 90, callTaps: 2, leads: 3, calledBack: 2, admitted: 1 },
      { page: '/', views: 10, callTaps: 3, leads: 1, calledBack: 0, admitted: 0 },
      { page: '/faq/treatment', views: 5, callTaps: 0, leads: 0, calledBack: 0, admitted: 0 },
    ]);
    expect(originRates(report.byCampaign[0]!)).toEqual({ tapsPerView: 10, leadsPerView: 8, calledBackPerLead: 50, admittedPerLead: 25 });
    expect(originRates(report.byPage[2]!)).toEqual({ tapsPerView: 0, leadsPerView: 0, calledBackPerLead: null, admittedPerLead: null });
    expect(originRates({ views: null, callTaps: null, leads: 2, calledBack: 1, admitted: 0 })).toEqual({ tapsPerView: null, leadsPerView: null, calledBackPerLead: 50, admittedPerLead: 0 });
    expect(formatOriginsCsv(report).split('\r\n').slice(0, 3)).toEqual([
      'kind,page,source,medium,campaign,views,callTaps,leads,calledBack,admitted,leadsPerViewPct,calledBackPerLeadPct,admittedPerLeadPct',
      'campaign,,google,cpc,fentanyl-search,50,5,4,2,1,8,50,25',
      'campaign,,direct,direct,(none),55,0,0,0,0,0,,',
    ]);
  });
});
