/** One lead: what the person sent, claim, the outcome of a call, notes, and its history. */
import { useEffect, useRef, useState } from 'react';
import { actorName, CLOSE_REASONS, NOTE_MAX_CHARS, OUTCOME_FROM, OUTCOMES, TAKE_OVER_AFTER_MINUTES, type CloseReason, type InboxLead, type StatusChange } from '../../../contract/inbox.ts';
import { useFocusWhenLost } from './focus.ts';
import { shownPhone, telHref } from './phone.ts';
import { clockTime } from './time.ts';
import { WORDS as W } from './words.ts';

interface Props {
  lead: InboxLead;
  me: string;
  busy: boolean;
  /** Why the last change was refused, said beside the buttons. */
  refusal: string;
  /** What another screen changed while it was open (someone else, mostly), said at its top; with a way to load its latest notes and history. */
  changed: string;
  onLatest: () => void;
  onClaim: () => void;
  onRelease: () => void;
  onTakeOver: () => void;
  now: number;
  onOutcome: (change: StatusChange) => void;
  onNote: (text: string) => Promise<boolean>;
}

const BUTTON = 'inline-flex min-h-11 items-center rounded-lg px-4 font-semibold disabled:opacity-60';

/** Closing asks why; an admission, its day (today unless changed). */
function CloseForm({ busy, onClose }: { busy: boolean; onClose: (change: StatusChange) => void }) {
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [admittedOn, setAdmittedOn] = useState(() => new Date().toLocaleDateString('en-CA'));
  return (
    <form className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200" onSubmit={(e) => { e.preventDefault(); if (reason) onClose({ status: 'closed', reason, ...(reason === 'admitted' && { admittedOn }) }); }}>
      <fieldset>
        <legend className="font-semibold text-ink">{W.closeWhy}</legend>
        {CLOSE_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2"><input type="radio" name="close-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="h-5 w-5" />{W.closeReasons[r]}</label>
        ))}
      </fieldset>
      {reason === 'admitted' && (
        <label className="mt-2 block font-semibold text-ink">{W.admittedOn}<input type="date" required value={admittedOn} onChange={(e) => setAdmittedOn(e.currentTarget.value)} className="mt-1 block min-h-11 rounded-lg border border-slate-400 px-2" /></label>
      )}
      <button type="submit" disabled={busy || !reason} className={`${BUTTON} mt-3 bg-brand-700 text-white`}>{W.closeLead}</button>
    </form>
  );
}

export function LeadDetail({ lead, me, busy, now, refusal, changed, onLatest, onClaim, onRelease, onTakeOver, onOutcome, onNote }: Props) {
  const [note, setNote] = useState('');
  // Opening a lead brings it into view and moves focus to it: on a phone its details are below the list.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const h = heading.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    // Scrolled to only when not already wholly in view: beside the list on a desk screen it is.
    const { top, bottom } = h.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) h.scrollIntoView({ block: 'start' });
  }, [lead.id]);
  // A claim or an outcome replaces the button pressed: the heading, which names the new status, takes the focus.
  useFocusWhenLost(heading, `${lead.status} ${lead.holder ?? ''}`);
  const [closing, setClosing] = useState(false);
  const mine = lead.holder === me;
  // The server decides (canTakeOver); this only offers the button when it will say yes.
  const free = !lead.holderLastTouch || now - Date.parse(lead.holderLastTouch) >= TAKE_OVER_AFTER_MINUTES * 60_000;
  return (
    <section aria-labelledby="lead-title" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="lead-title" ref={heading} tabIndex={-1} className="scroll-mt-4 text-xl font-bold text-ink">{W.detailTitle}: {W.forms[lead.form]} · {W.statuses[lead.status]}{lead.holder ? ` · ${lead.holder}` : ''}</h2>
      <div role="status" className={changed ? 'mt-3 rounded-lg bg-amber-50 p-3 text-ink ring-1 ring-amber-300' : undefined}>{changed && (
        <>
          <p data-changed className="font-semibold">{changed}</p>
          <button type="button" disabled={busy} onClick={onLatest} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">{W.showLatest}</button>
        </>
      )}</div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {Object.entries(lead.fields).map(([key, value]) => (
          <div key={key} className="contents"><dt className="font-semibold text-slate-700">{W.fields[key] ?? key}</dt><dd className="whitespace-pre-wrap break-words text-ink"><FieldValue name={key} value={value} /></dd></div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        {!lead.holder && lead.status !== 'closed' && <button type="button" disabled={busy} onClick={onClaim} className={`${BUTTON} bg-brand-700 text-white`}>{W.claim}</button>}
        {mine && lead.status !== 'closed' && <button type="button" disabled={busy} onClick={onRelease} className={`${BUTTON} bg-white text-brand-800 ring-1 ring-inset ring-brand-700`}>{W.release}</button>}
        {lead.holder && !mine && lead.status !== 'closed' && (free
          ? <button type="button" disabled={busy} onClick={onTakeOver} className={`${BUTTON} bg-brand-700 text-white`}>{W.takeOver(lead.holder)}</button>
          : <p data-held className="text-slate-700">{W.heldBy(lead.holder, lead.holderLastTouch ? clockTime(lead.holderLastTouch) : null)}</p>)}
        {mine && OUTCOMES.filter((o) => OUTCOME_FROM[o].includes(lead.status)).map((o) => (
          <button key={o} type="button" disabled={busy} aria-expanded={o === 'closed' ? closing : undefined} onClick={() => (o === 'closed' ? setClosing(!closing) : onOutcome({ status: o }))} className={`${BUTTON} bg-white text-brand-800 ring-1 ring-inset ring-brand-700`}>{W.outcomes[o]}</button>
        ))}
      </div>
      {refusal && <p role="alert" data-refusal className="mt-3 font-semibold text-red-800">{refusal}</p>}
      {mine && closing && lead.status !== 'closed' && <CloseForm busy={busy} onClose={(change) => { setClosing(false); onOutcome(change); }} />}
      {lead.closure && <p data-closure className="mt-3 font-semibold text-ink">{W.closedAs(W.closeReasons[lead.closure.reason]!, lead.closure.admittedOn)}</p>}
      <form className="mt-5" onSubmit={(e) => { e.preventDefault(); void onNote(note).then((ok) => ok && setNote('')); }}>
        <label htmlFor="inbox-note" className="block font-semibold text-ink">{W.noteLabel}</label>
        <textarea id="inbox-note" value={note} maxLength={NOTE_MAX_CHARS} rows={3} onChange={(e) => setNote(e.currentTarget.value)} className="mt-1 block w-full rounded-lg border border-slate-400 p-3 text-base" />
        <p className="text-sm text-slate-700" aria-live="polite">{W.charsLeft(NOTE_MAX_CHARS - note.length)}</p>
        <button type="submit" disabled={busy || !note.trim()} className={`${BUTTON} mt-2 bg-brand-700 text-white`}>{W.addNote}</button>
      </form>
      {lead.notes.length > 0 && (
        <>
          <h3 className="mt-5 font-bold text-ink">{W.notes}</h3>
          <ul className="mt-1 space-y-2">{lead.notes.map((n, i) => <li key={i} className="text-ink"><span className="text-sm text-slate-700">{clockTime(n.at)} · {actorName(n)}: </span>{n.text}</li>)}</ul>
        </>
      )}
      <h3 className="mt-5 font-bold text-ink">{W.history}</h3>
      <ol className="mt-1 space-y-1 text-sm text-slate-700" data-history>
        {lead.history.map((h, i) => <li key={i}>{clockTime(h.at)}: {actorName(h)} {W.historyActions[h.action] ?? h.action}</li>)}
      </ol>
    </section>
  );
}

/** A field as the team reads it: the phone number to tap and call, the language by its name, the rest as sent. */
function FieldValue({ name, value }: { name: string; value: string }) {
  if (name === 'phone') return <a href={telHref(value)} className="font-semibold text-brand-800 underline">{shownPhone(value)}</a>;
  if (name === 'language') return <>{W.languageName(value)}</>;
  return <>{value}</>;
}
