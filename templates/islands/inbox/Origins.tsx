/**
 * Where the period's help came from, per campaign and per page: views and call taps (counted on the
 * site, contract/counts.ts), requests, call-backs and admissions, with the rates between them; and a
 * chart of the campaigns with the most requests, whose figures are the campaign table (its text
 * equivalent). Narrow screens scroll each table sideways, the first column staying in view.
 */
import { originRates, type OriginRow, type OriginsReport } from '../../../contract/inbox.ts';
import { WORDS as W } from './words.ts';

const pct = (v: number | null) => (v === null ? '' : ` (${v}%)`);

function Figures({ row }: { row: OriginRow }) {
  const r = originRates(row);
  const cell = (col: string, value: number | null, rate = '') => (
    <td className="whitespace-nowrap pr-3 tabular-nums" data-col={col}>{value === null ? <span title={W.notCounted}>{W.none}</span> : value}<span className="text-slate-600">{rate}</span></td>
  );
  return <>{cell('views', row.views)}{cell('callTaps', row.callTaps)}{cell('leads', row.leads, pct(r.leadsPerView))}{cell('calledBack', row.calledBack, pct(r.calledBackPerLead))}{cell('admitted', row.admitted, pct(r.admittedPerLead))}</>;
}

function Table({ id, caption, head, rows }: { id: string; caption: string; head: string; rows: { label: string; row: OriginRow }[] }) {
  const c = W.originColumns;
  return (
    <>
    {/* The table's name sits outside its scrolling box, so it wraps on a phone instead of being cut off. */}
    <p id={id} className="mt-4 text-sm text-slate-700">{caption}</p>
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="w-full text-left text-sm" data-origins={id} aria-labelledby={id}>
        <thead><tr>{[head, c.views, c.callTaps, c.leads, c.calledBack, c.admitted].map((h) => <th key={h} scope="col" className="py-1 pr-3 font-semibold text-ink">{h}</th>)}</tr></thead>
        <tbody>
          {rows.map(({ label, row }) => (
            <tr key={label}>
              <th scope="row" className="sticky left-0 max-w-[10rem] break-words bg-white py-1 pr-3 font-medium">{label}</th>
              <Figures row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}

const BARS = [
  { key: 'leads', className: 'fill-brand-700', swatch: 'bg-brand-700' },
  { key: 'calledBack', className: 'fill-brand-100 stroke-brand-700', swatch: 'border border-brand-700 bg-brand-100' },
  { key: 'admitted', className: 'fill-brand-900', swatch: 'bg-brand-900' },
] as const;

/** Requests, call-backs and admissions of the top campaigns on one scale, each bar labelled with its figure; views beside the name. */
function Chart({ rows }: { rows: { label: string; row: OriginRow }[] }) {
  const top = rows.filter((r) => r.row.leads > 0).slice(0, 5);
  if (top.length === 0) return null;
  const most = Math.max(1, ...top.map((r) => r.row.leads));
  const width = 320;
  const x = (n: number) => Math.round((n / most) * (width - 110));
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${width} ${top.length * 58}`} className="w-full max-w-md" role="img" aria-label={W.originsChartLabel} aria-describedby="origins-campaign">
        {top.map(({ label, row }, i) => (
          <g key={label} transform={`translate(0 ${i * 58})`}>
            <text x="0" y="11" className="fill-ink text-[10px]">{label.length > 46 ? `${label.slice(0, 45)}…` : label}{row.views === null ? '' : ` · ${row.views} ${W.originsLegend.views.toLowerCase()}`}</text>
            {BARS.map((b, j) => (
              <g key={b.key}>
                <rect x="0" y={16 + j * 13} width={Math.max(1, x(row[b.key]))} height="10" className={b.className} />
                <text x={Math.max(1, x(row[b.key])) + 4} y={25 + j * 13} className="fill-ink text-[9px]">{W.originsLegend[b.key]}: {row[b.key]}</text>
              </g>
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700" data-legend>
        {BARS.map((b) => <span key={b.key}><span aria-hidden="true" className={`mr-1 inline-block h-3 w-4 align-middle ${b.swatch}`} />{W.originsLegend[b.key]}</span>)}
      </figcaption>
    </figure>
  );
}

export function Origins({ report }: { report: OriginsReport }) {
  const campaigns = report.byCampaign.map((r) => ({ label: `${r.source} / ${r.medium} / ${r.campaign}`, row: r }));
  return (
    <section aria-labelledby="origins-title" className="mt-6">
      <h3 id="origins-title" className="text-lg font-bold text-ink">{W.originsTitle}</h3>
      <Chart rows={campaigns} />
      <Table id="origins-campaign" caption={W.byCampaign} head={W.originColumns.campaign} rows={campaigns} />
      <Table id="origins-page" caption={W.byPage} head={W.originColumns.page} rows={report.byPage.map((r) => ({ label: r.page, row: r }))} />
    </section>
  );
}
