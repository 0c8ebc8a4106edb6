/**
 * The desk board: the requests not yet closed, in the shift's order, for the admissions desk's
 * screen. It shows no personal detail (kind, language, time left, status and holder only), so it
 * has no idle lock: its pass lasts a shift (BOARD_HOURS). The tab's title counts what waits, and a
 * new request sounds and notifies as in the inbox. Opening a request asks for sign-in first.
 */
import { useEffect, useRef, useState } from 'react';
import { ADMIN_API, INBOX_POLL_MS, type Board as BoardAnswer, type BoardGrant, type BoardLead } from '../../../contract/inbox.ts';
import { api, SignedOut } from './api.ts';
import { timeLeft } from './LeadList.tsx';
import { shiftOrder, waitingCount } from './shift.ts';
import { announce, arrivals, showWaiting } from './signals.ts';
import { clockTime } from './time.ts';
import { WORDS as W } from './words.ts';

const KEPT = 'inbox-board';

/**
 * The pass is kept in the tab's sessionStorage, so the board survives a reload of the desk screen
 * and the round trip through the hosted sign-in. It reads nothing personal; the sign-in's own token
 * is never kept there.
 */
export function keptPass(now = Date.now()): BoardGrant | null {
  try {
    const pass = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') as BoardGrant | null;
    return pass && Date.parse(pass.expiresAt) > now ? pass : null;
  } catch {
    return null;
  }
}

export function keepPass(pass: BoardGrant | null): void {
  try {
    if (pass) sessionStorage.setItem(KEPT, JSON.stringify(pass));
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Not kept: the board lasts until the page is reloaded.
  }
}

interface BoardProps {
  pass: BoardGrant;
  now: number;
  message: string;
  /** The pass ran out or was refused. */
  onClosed: (why: string) => void;
  /** Sign in, then open this request (null: just sign in). */
  onOpen: (id: string | null) => void;
}

export function Board({ pass, now, message, onClosed, onOpen }: BoardProps) {
  const [leads, setLeads] = useState<BoardLead[] | null>(null);
  const known = useRef<BoardLead[] | null>(null);

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      try {
        const fresh = await api<BoardAnswer>(ADMIN_API.board, pass.token);
        if (!live) return;
        if (known.current) announce(arrivals(known.current, fresh.leads), Date.now());
        known.current = fresh.leads;
        setLeads(fresh.leads);
      } catch (err) {
        // Refused before its time: ended from the inbox (or the server's key changed).
        if (live && err instanceof SignedOut) onClosed(Date.now() >= Date.parse(pass.expiresAt) ? W.boardClosed : W.boardEnded);
      }
    };
    void refresh();
    const poll = setInterval(() => void refresh(), INBOX_POLL_MS);
    return () => {
      live = false;
      clearInterval(poll);
    };
  }, [pass, onClosed]);

  useEffect(() => {
    if (now >= Date.parse(pass.expiresAt)) onClosed(W.boardClosed);
  }, [now, pass, onClosed]);

  // The title counts what waits, as the inbox's does.
  useEffect(() => {
    showWaiting(leads ? waitingCount(leads) : 0);
    return () => showWaiting(0);
  }, [leads]);

  const ordered = leads ? shiftOrder(leads, 'open', '') : null;
  return (
    <div className="mx-auto max-w-6xl space-y-5 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{W.boardTitle}</h1>
          <p className="text-slate-700">{W.boardNote(clockTime(pass.expiresAt))}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => onOpen(null)} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">{W.signIn}</button>
          <button type="button" onClick={() => onClosed('')} className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 ring-1 ring-brand-700">{W.closeBoard}</button>
        </div>
      </header>
      {message && <p role="alert" className="font-semibold text-red-800">{message}</p>}
      {!ordered ? <p>{W.loading}</p> : ordered.length === 0 ? <p className="text-lg text-slate-700">{W.boardEmpty}</p> : (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" aria-label={W.leadsTitle}>
          {ordered.map((lead) => {
            const due = timeLeft(lead, now);
            const kind = W.forms[lead.form] ?? lead.form;
            return (
              <li key={lead.id} data-board-lead={lead.id} className="flex flex-wrap items-center gap-x-5 gap-y-2 p-4">
                <span className="min-w-28 rounded bg-slate-100 px-2 py-1 text-center text-lg font-semibold text-ink">{kind}</span>
                <span data-due className={`min-w-44 text-xl font-bold ${due.overdue ? 'text-red-800' : 'text-ink'}`}>{due.text}</span>
                <span data-language className="text-ink">{W.callBackIn(lead.language)}</span>
                <span data-status className="text-slate-700">{W.statuses[lead.status]}{lead.holder ? ` · ${lead.holder}` : ''}</span>
                <span className="text-sm text-slate-700">{W.received(clockTime(lead.receivedAt))}</span>
                <button type="button" onClick={() => onOpen(lead.id)} className="ml-auto inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline ring-1 ring-brand-700"
                  aria-label={W.openFromBoard(kind, clockTime(lead.receivedAt))}>{W.openShort}</button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
