/** The leads in the shift's order (shift.ts): kind, language, where they came from, arrival, the time left to the promise counting down, status, holder, phone. */
import type { BoardLead, InboxLeadSummary } from '../../../contract/inbox.ts';
import { shownPhone, telHref } from './phone.ts';
import { clockTime, duration } from './time.ts';
import { WORDS as W } from './words.ts';

export function timeLeft(lead: BoardLead, now: number): { text: string; overdue: boolean } {
  if (lead.firstContactAt) return { text: W.calledBack, overdue: false };
  const seconds = (Date.parse(lead.deadline) - now) / 1000;
  return seconds >= 0 ? { text: W.left(duration(seconds)), overdue: false } : { text: W.overdue(duration(-seconds)), overdue: true };
}

export function LeadList({ leads, now, selected, onOpen }: { leads: InboxLeadSummary[]; now: number; selected: string | null; onOpen: (id: string) => void }) {
  if (leads.length === 0) return <p className="text-slate-700">{W.noLeads}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" aria-label={W.leadsTitle}>
      {leads.map((lead) => {
        const due = timeLeft(lead, now);
        const name = lead.name ?? lead.id;
        return (
          <li key={lead.id} id={`lead-${lead.id}`} data-lead={lead.id} className={`flex flex-wrap items-center gap-x-4 gap-y-1 p-4 ${selected === lead.id ? 'bg-brand-50' : ''}`}>
            <button type="button" onClick={() => onOpen(lead.id)} className="min-h-11 text-left font-semibold text-brand-800 underline underline-offset-2" aria-label={W.open(name)}>
              {name}
            </button>
            <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-ink">{W.forms[lead.form]}</span>
            <span data-language className="text-sm text-ink">{W.callBackIn(lead.language)}</span>
            {lead.origin.page && <span data-origin className="text-sm text-slate-700">{W.from(lead.origin.page)}{lead.origin.campaign ? ` · ${lead.origin.campaign}` : ''}</span>}
            <span className="text-sm text-slate-700">{clockTime(lead.receivedAt)}</span>
            <span data-due className={`text-sm font-semibold ${due.overdue ? 'text-red-800' : 'text-ink'}`}>{due.text}</span>
            <span data-status className="text-sm text-slate-700">{W.statuses[lead.status]}{lead.holder ? ` · ${lead.holder}` : ''}</span>
            {lead.alertFailing && <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">{W.alertFailing}</span>}
            {lead.phone && <a href={telHref(lead.phone)} className="ml-auto inline-flex min-h-11 items-center font-semibold text-brand-800 underline">{shownPhone(lead.phone)}</a>}
          </li>
        );
      })}
    </ul>
  );
}
