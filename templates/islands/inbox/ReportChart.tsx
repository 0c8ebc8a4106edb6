/** The response-time report for a period: a small bar chart per kind of request against its promise, and the figures as a table. */
import type { ResponseReport } from '../../../contract/inbox.ts';
import { duration } from './time.ts';
import { WORDS as W } from './words.ts';

const WIDTH = 320;

export function ReportChart({ report }: { report: ResponseReport }) {
  const longest = Math.max(1, ...report.forms.flatMap((f) => [f.p90SecondsToContact ?? 0, f.promiseMinutes * 60]));
  // A time of a few seconds against a promise of minutes still shows as a sliver (2 units), never as no bar at all.
  const x = (seconds: number) => (seconds > 0 ? Math.max(2, Math.round((seconds / longest) * (WIDTH - 110))) : 0);
  const c = W.reportColumns;
  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${report.forms.length * 44}`} className="w-full max-w-md" role="img" aria-label={W.chartLabel} aria-describedby="report-table-caption">
        {report.forms.map((f, i) => (
          <g key={f.form} transform={`translate(0 ${i * 44})`}>
            <text x="0" y="16" className="fill-ink text-[11px]">{W.forms[f.form]}</text>
            <rect x="100" y="4" width={x(f.medianSecondsToContact ?? 0)} height="12" className="fill-brand-700" />
            <text x={104 + x(f.medianSecondsToContact ?? 0)} y="14" className="fill-ink text-[9px]">{f.medianSecondsToContact === null ? W.none : duration(f.medianSecondsToContact)}</text>
            <rect x="100" y="20" width={x(f.p90SecondsToContact ?? 0)} height="12" className="fill-brand-100 stroke-brand-700" />
            <text x={104 + x(f.p90SecondsToContact ?? 0)} y="30" className="fill-ink text-[9px]">{f.p90SecondsToContact === null ? W.none : duration(f.p90SecondsToContact)}</text>
            <line x1={100 + x(f.promiseMinutes * 60)} x2={100 + x(f.promiseMinutes * 60)} y1="0" y2="36" className="stroke-red-700" strokeWidth="2" />
          </g>
        ))}
      </svg>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700" data-legend>
        <span><span aria-hidden="true" className="mr-1 inline-block h-3 w-4 bg-brand-700 align-middle" />{W.legend.median}</span>
        <span><span aria-hidden="true" className="mr-1 inline-block h-3 w-4 border border-brand-700 bg-brand-100 align-middle" />{W.legend.p90}</span>
        <span><span aria-hidden="true" className="mr-1 inline-block h-3 w-1 bg-red-700 align-middle" />{W.legend.promise}</span>
      </p>
      {/* The table's name sits outside its scrolling box, so it wraps on a phone instead of being cut off. */}
      <p id="report-table-caption" className="mt-3 text-sm text-slate-700">{W.tableCaption}</p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="report-table-caption">
      <table className="w-full text-left text-sm" aria-labelledby="report-table-caption">
        <thead><tr>{[c.form, c.promise, c.leads, c.contacted, c.median, c.p90, c.missed, c.admitted, c.toAdmission].map((h) => <th key={h} scope="col" className="py-1 pr-3 font-semibold text-ink">{h}</th>)}</tr></thead>
        <tbody>
          {report.forms.map((f) => (
            <tr key={f.form} data-form={f.form}>
              <th scope="row" className="sticky left-0 bg-white py-1 pr-3 font-medium">{W.forms[f.form]}</th>
              <td className="pr-3">{W.promiseMinutes(f.promiseMinutes)}</td>
              <td className="pr-3">{f.leads}</td>
              <td className="pr-3">{f.contacted}</td>
              <td className="pr-3">{f.medianSecondsToContact === null ? W.none : duration(f.medianSecondsToContact)}</td>
              <td className="pr-3">{f.p90SecondsToContact === null ? W.none : duration(f.p90SecondsToContact)}</td>
              <td className="pr-3">{f.missed}</td>
              <td className="pr-3" data-admitted>{f.admitted}</td>
              <td className="pr-3">{f.medianDaysToAdmission === null ? W.none : Math.round(f.medianDaysToAdmission * 10) / 10}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}
