/**
 * Ending every desk board at once (a board screen lost, or left where others can see it): the
 * question asked before, and what ending them did. Opened from the inbox's header.
 */
import { useEffect, useState } from 'react';
import type { BoardsEnded } from '../../../contract/inbox.ts';
import { clockTime } from './time.ts';
import { WORDS as W } from './words.ts';

interface EndBoardsProps {
  /** Whether the question shows. */
  open: boolean;
  onClose: () => void;
  /** Ends them; null when the request failed (the inbox shows why). */
  end: () => Promise<BoardsEnded | null>;
}

export function EndBoards({ open, onClose, end }: EndBoardsProps) {
  const [notice, setNotice] = useState('');
  // Asked again: what the last ending did no longer stands beside the question.
  useEffect(() => { if (open) setNotice(''); }, [open]);
  const endThem = async () => {
    const ended = await end();
    onClose();
    if (ended) setNotice(W.boardsEnded(clockTime(ended.endedAt)));
  };
  return (
    <>
      {open && (
        <div role="group" aria-label={W.endBoards} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-300">
          <p className="text-ink">{W.endBoardsAsk}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => void endThem()} className="inline-flex min-h-11 items-center rounded-lg bg-red-800 px-4 font-semibold text-white">{W.endBoardsYes}</button>
            <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 ring-1 ring-brand-700">{W.endBoardsNo}</button>
          </div>
        </div>
      )}
      {notice && <p role="status" className="font-semibold text-brand-800">{notice}</p>}
    </>
  );
}
