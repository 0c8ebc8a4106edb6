/**
 * `site leads report`: how the leads fared, with no detail of any person, so it can be shared.
 * Per kind of request: how many came in, how many alerts reached the admissions team, how many
 * before the promised answer time, the median time to the alert, and how many still wait or fail;
 * then where the requests came from.
 */
import { dayIn, type DayPeriod } from '../../contract/time-zone.ts';
import { originRates, type OriginRow, type OriginsReport, type ResponseReport } from '../../contract/inbox.ts';
import { FORM_NAMES } from '../../contract/promises.ts';
import { deadlineOf, type ResponseMinutes } from '../../lambdas/leads/deadlines.ts';
import { alertFailing, type FormName, type Lead } from '../../lambdas/leads/lead.ts';
import { quantile } from '../../lambdas/leads/report.ts';
import { csvCell, printable } from './leads-format.ts';

export interface FormReport {
  form: FormName | 'all';
  leads: number;
  alerted: number;
  /** Alerted before the answer time the site promises for that kind of request. */
  alertedInTime: number;
  medianSecondsToAlert: number | null;
  pending: number;
  failing: number;
}

export interface LeadsReport {
  from: string | null;
  to: string | null;
  forms: FormReport[];
  sources: Array<{ source: string; leads: number }>;
}

export function buildReport(list: Lead[], minutes: ResponseMinutes): LeadsReport {
  const received = list.map((lead) => lead.receivedAt).sort();
  const bySource = new Map<string, number>();
  for (const lead of list) bySource.set(lead.source, (bySource.get(lead.source) ?? 0) + 1);
  return {
    from: received[0] ?? null,
    to: received.at(-1) ?? null,
    forms: [...FORM_NAMES.map((form) => formReport(form, list.filter((lead) => lead.form === form), minutes)), formReport('all', list, minutes)],
    sources: [...bySource].map(([source, leads]) => ({ source, leads })).sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
  };
}

function formReport(form: FormReport['form'], leads: Lead[], minutes: ResponseMinutes): FormReport {
  const waits: number[] = [];
  let alertedInTime = 0;
  for (const lead of leads) {
    if (lead.notification.status !== 'sent') continue;
    const sentAt = Date.parse(lead.notification.sentAt);
    waits.push((sentAt - Date.parse(lead.receivedAt)) / 1000);
    if (sentAt <= Date.parse(deadlineOf(lead, minutes))) alertedInTime += 1;
  }
  return {
    form,
    leads: leads.length,
    alerted: waits.length,
    alertedInTime,
    medianSecondsToAlert: median(waits),
    pending: leads.filter((lead) => lead.notification.status === 'pending' && !alertFailing(lead)).length,
    failing: leads.filter(alertFailing).length,
  };
}

const median = (values: number[]) => quantile(values, 0.5);

function duration(seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 120) return `${Math.round(seconds)} s`;
  return seconds < 7200 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`;
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

const ORIGIN_HEADS = ['VIEWS', 'CALL TAPS', 'LEADS', 'CALLED BACK', 'ADMITTED', 'LEADS/VIEWS', 'CALLED/LEADS', 'ADMITTED/LEADS'];

/** A row's figures and rates as printed: "-" for what is not counted or has nothing to divide by. */
function originCells(r: OriginRow): string[] {
  const rates = originRates(r);
  const pct = (v: number | null) => (v === null ? '-' : `${v}%`);
  return [r.views ?? '-', r.callTaps ?? '-', r.leads, r.calledBack, r.admitted].map(String).concat([rates.leadsPerView, rates.calledBackPerLead, rates.admittedPerLead].map(pct));
}

/** Where help comes from: per campaign and per page, views, call taps, requests, call-backs and admissions, with the rates between them. */
export function formatOrigins(report: OriginsReport): string {
  const campaigns = table(['SOURCE / MEDIUM / CAMPAIGN', ...ORIGIN_HEADS], report.byCampaign.map((r) => [printable(`${r.source} / ${r.medium} / ${r.campaign}`), ...originCells(r)]));
  const pages = table(['PAGE', ...ORIGIN_HEADS], report.byPage.map((r) => [printable(r.page), ...originCells(r)]));
  return ['Where help came from (views and call taps of each page; requests by the page their visit began on)', '', ...campaigns, '', ...pages, ''].join('\n');
}

/** The same as CSV, one row per campaign and per page: `kind` says which, and the rates are whole percentages. */
export function formatOriginsCsv(report: OriginsReport): string {
  const head = ['kind', 'page', 'source', 'medium', 'campaign', 'views', 'callTaps', 'leads', 'calledBack', 'admitted', 'leadsPerViewPct', 'calledBackPerLeadPct', 'admittedPerLeadPct'];
  const figures = (r: OriginRow) => {
    const rates = originRates(r);
    return [r.views, r.callTaps, r.leads, r.calledBack, r.admitted, rates.leadsPerView, rates.calledBackPerLead, rates.admittedPerLead].map((v) => (v === null ? '' : String(v)));
  };
  const rows = [
    ...report.byCampaign.map((r) => ['campaign', '', r.source, r.medium, r.campaign, ...figures(r)]),
    ...report.byPage.map((r) => ['page', r.page, '', '', '', ...figures(r)]),
  ];
  return [head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The inbox's figures: time to the first call-back against each promise, and promises missed, for a period of the center's days. */
export function formatResponseTimes(report: Omit<ResponseReport, keyof OriginsReport>, period: Pick<DayPeriod, 'fromDay' | 'toDay'>): string {
  const days = (d: number | null) => (d === null ? '-' : `${Math.round(d * 10) / 10} d`);
  const rows = report.forms.map((f) => [f.form, `${f.promiseMinutes} min`, f.leads, f.contacted, duration(f.medianSecondsToContact), duration(f.p90SecondsToContact), f.missed, f.admitted, days(f.medianDaysToAdmission)].map(String));
  return [`Time to the first call-back, ${period.fromDay} to ${period.toDay}`, '', ...table(['FORM', 'PROMISE', 'LEADS', 'CALLED', 'MEDIAN', '90TH', 'MISSED', 'ADMITTED', 'TO ADMISSION'], rows), ''].join('\n');
}

/** The leads' figures, the days of the first and last named as the center's days (`timeZone`). */
export function formatReport(report: LeadsReport, timeZone: string): string {
  if (report.from === null) return 'No leads.\n';
  const forms = table(
    ['FORM', 'LEADS', 'ALERTED', 'IN TIME', 'MEDIAN TO ALERT', 'PENDING', 'FAILING'],
    report.forms.map((f) => [f.form, f.leads, f.alerted, f.alertedInTime, duration(f.medianSecondsToAlert), f.pending, f.failing].map(String)),
  );
  const sources = table(['SOURCE', 'LEADS'], report.sources.map((s) => [printable(s.source), String(s.leads)]));
  return [`Leads received ${dayIn(new Date(report.from), timeZone)} to ${dayIn(new Date(report.to!), timeZone)}`, '', ...forms, '', ...sources, ''].join('\n');
}
