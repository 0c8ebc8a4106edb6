/** The report of a period the team picks: response times against each promise (chart and table) and where requests came from. */
import { useState } from 'react';
import { DAY_MS, REPORT_DAYS, type ResponseReport } from '../../../contract/inbox.ts';
import { Origins } from './Origins.tsx';
import { ReportChart } from './ReportChart.tsx';
import { WORDS as W } from './words.ts';

/** A day on this device's calendar (the inbox is used at the center, so its days are the center's), YYYY-MM-DD. */
const day = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** `load` asks the API with the period as a query string; null when it was refused (the inbox says why). */
export function ReportSection({ load }: { load: (days: string) => Promise<ResponseReport | null> }) {
  const [period, setPeriod] = useState(() => ({ from: day(Date.now() - REPORT_DAYS * DAY_MS), to: day(Date.now()) }));
  const [report, setReport] = useState<ResponseReport | null>(null);
  const show = async () => {
    // Days as picked: the API counts them as the center's days, whatever this device's time zone.
    const found = await load(new URLSearchParams(period).toString());
    if (found) setReport(found);
  };
  return (
    <section aria-labelledby="report-title" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="report-title" className="text-xl font-bold text-ink">{W.reportTitle}</h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => { e.preventDefault(); void show(); }}>
        <div><label htmlFor="report-from" className="block text-sm font-semibold">{W.periodFrom}</label><input id="report-from" type="date" value={period.from} onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })} className="min-h-11 rounded-lg border border-slate-400 px-2" /></div>
        <div><label htmlFor="report-to" className="block text-sm font-semibold">{W.to}</label><input id="report-to" type="date" value={period.to} onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })} className="min-h-11 rounded-lg border border-slate-400 px-2" /></div>
        <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">{W.show}</button>
      </form>
      {report && <div className="mt-4"><ReportChart report={report} /><Origins report={report} /></div>}
    </section>
  );
}
