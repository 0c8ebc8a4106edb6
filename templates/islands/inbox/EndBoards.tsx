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
  /** Ends them; null when that failed, and why goes to `refused` (a session that ran out signs out instead). */
  end: (refused: (reason: string) => void) => Promise<BoardsEnded | null>;
}

export function EndBoards({ open, onClose, end }: EndBoardsProps) {
  const [notice, setNotice] = useState('');
  /** Why the last try failed: shown in the question, which stays open to try again. */
  const [failed, setFailed] = useState('');
  // Asked again: what the last try did no longer stands beside the question.
  useEffect(() => {
    if (!open) return;
    setNotice('');
    setFailed('');
  }, [open]);
  const endThem = async () => {
    setFailed('');
    const ended = await end(setFailed);
    if (!ended) return;
    onClose();
    setNotice(W.boardsEnded(clockTime(ended.endedAt)));
  };
  return (
    <>
      {open && (
        <div role="group" aria-label={W.endBoards} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-300">
          <p className="text-ink">{W.endBoardsAsk}</p>
          {failed && <p role="alert" className="font-semibold text-red-800">{W.endBoardsFailed(failed)}</p>}
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
