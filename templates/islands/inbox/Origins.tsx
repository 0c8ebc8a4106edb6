/** Where the period's requests came from, per campaign and per landing page: requests, call-backs, admissions. */
import type { OriginRow, OriginsReport } from '../../../contract/inbox.ts';
import { WORDS as W } from './words.ts';

function Table({ id, caption, head, rows }: { id: string; caption: string; head: string; rows: { label: string; row: OriginRow }[] }) {
  const c = W.originColumns;
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="w-full text-left text-sm" data-origins={id}>
        <caption id={id} className="text-left font-semibold text-ink">{caption}</caption>
        <thead><tr>{[head, c.leads, c.calledBack, c.admitted].map((h) => <th key={h} scope="col" className="py-1 pr-3 font-semibold text-ink">{h}</th>)}</tr></thead>
        <tbody>
          {rows.map(({ label, row }) => (
            <tr key={label}>
              <th scope="row" className="sticky left-0 bg-white py-1 pr-3 font-medium">{label}</th>
              <td className="pr-3">{row.leads}</td>
              <td className="pr-3">{row.calledBack}</td>
              <td className="pr-3">{row.admitted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Origins({ report }: { report: OriginsReport }) {
  return (
    <>
      <Table id="origins-campaign" caption={W.byCampaign} head={W.originColumns.campaign} rows={report.byCampaign.map((r) => ({ label: `${r.source} / ${r.medium} / ${r.campaign}`, row: r }))} />
      <Table id="origins-page" caption={W.byPage} head={W.originColumns.page} rows={report.byPage.map((r) => ({ label: r.page, row: r }))} />
    </>
  );
}
