/**
 * The inbox's bars above the list: its header (who is signed in, the desk board, signing out), the
 * tools (logging a phone call, the tone for new requests and the system notifications, signals.ts),
 * and the views that narrow the list (shift.ts).
 */
import { useState, type RefObject } from 'react';
import { setSound, soundOn } from './signals.ts';
import { VIEWS, type View } from './shift.ts';
import { WORDS as W } from './words.ts';

/** The header's actions: links in look, buttons in kind, each a finger's height. */
const HEADER_ACTION = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

interface HeaderProps {
  /** The inbox's title, which takes the focus the sign-in button had. */
  titleRef: RefObject<HTMLHeadingElement | null>;
  name: string;
  /** Whether a desk board is open on this screen: the header offers to go back to it, else to open one. */
  board: boolean;
  endingBoards: boolean;
  onBoard: () => void;
  onEndBoards: () => void;
  onSignOut: () => void;
}

export function InboxHeader({ titleRef, name, board, endingBoards, onBoard, onEndBoards, onSignOut }: HeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-ink">{W.leadsTitle}</h1>
      <div className="flex flex-wrap items-center gap-x-4">
        <p className="text-slate-700">{W.signedInAs(name)}</p>
        <button type="button" onClick={onBoard} className={HEADER_ACTION}>{board ? W.backToBoard : W.openBoard}</button>
        <button type="button" aria-expanded={endingBoards} onClick={onEndBoards} className={HEADER_ACTION}>{W.endBoards}</button>
        <button type="button" onClick={onSignOut} className={HEADER_ACTION}>{W.signOut}</button>
      </div>
    </header>
  );
}

const SECONDARY = 'inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 ring-1 ring-brand-700';

export function Tools({ logging, onLogging }: { logging: boolean; onLogging: (open: boolean) => void }) {
  const [sound, setSoundState] = useState(soundOn);
  const [notifying, setNotifying] = useState(() => typeof Notification !== 'undefined' && Notification.permission === 'granted');
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" aria-expanded={logging} onClick={() => onLogging(!logging)} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">{W.logCall}</button>
      <button type="button" aria-pressed={sound} onClick={() => { setSound(!sound); setSoundState(!sound); }} className={SECONDARY}>{W.sound}</button>
      {typeof Notification !== 'undefined' && !notifying && (
        <button type="button" onClick={() => void Notification.requestPermission().then((p) => setNotifying(p === 'granted'))} className={SECONDARY}>{W.notifyMe}</button>
      )}
    </div>
  );
}

export function ViewPicker({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    <div role="group" aria-label={W.viewsLabel} className="mb-3 flex flex-wrap gap-2">
      {VIEWS.map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onView(v)}
          className={`inline-flex min-h-11 items-center rounded-lg px-4 font-semibold ring-1 ring-brand-700 ${view === v ? 'bg-brand-700 text-white' : 'bg-white text-brand-800'}`}>{W.views[v]}</button>
      ))}
    </div>
  );
}
