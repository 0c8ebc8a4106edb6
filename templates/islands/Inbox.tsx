/**
 * The admissions inbox (/admin/): sign in, the leads newest first with the time left to each promise
 * counting down, one lead's detail (claim, the outcome of a call, notes, history), and the
 * response-time report. New leads show within INBOX_POLL_MS. After IDLE_LOCK_MINUTES without a key
 * or a click, the page ends its session on the server and forgets it; until then, in AWS, it renews
 * the hosted sign-in's ID token before it runs out (inbox/cognito.ts). The desk board
 * (inbox/Board.tsx) shows what waits without personal details for a whole shift.
 * The server renders only the loading line: everything else needs the session.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_API, AUTH_API, IDLE_LOCK_MINUTES, INBOX_POLL_MS, type BoardGrant, type BoardsEnded, type InboxLead, type LeadList, type ResponseReport } from '../../contract/inbox.ts';
import { type AuthConfig } from '../../contract/inbox-sign-in.ts';
import { api, SignedOut } from './inbox/api.ts';
import { Board, keepPass, keptPass } from './inbox/Board.tsx';
import { endedReason, endSession as endHostedSession, finishSignIn, renewSession, startSignIn } from './inbox/cognito.ts';
import { LeadDetail } from './inbox/LeadDetail.tsx';
import { LeadList as List } from './inbox/LeadList.tsx';
import { CallForm } from './inbox/CallForm.tsx';
import { shiftOrder, waitingCount, type View } from './inbox/shift.ts';
import { InboxHeader, Tools, ViewPicker } from './inbox/Toolbar.tsx';
import { followList, OwnWork } from './inbox/follow.ts';
import { listNews, showWaiting } from './inbox/signals.ts';
import { ReportSection } from './inbox/ReportSection.tsx';
import { useFocusWhenLost } from './inbox/focus.ts';
import { BoardSignIn, HostedSignIn, SignIn, type Session } from './inbox/SignIn.tsx';
import { EndBoards } from './inbox/EndBoards.tsx';
import { WORDS as W } from './inbox/words.ts';
import { island } from './define.tsx';

/** After a renewal the sign-in service refused, the next try waits this long. */
const RENEW_RETRY_MS = 10_000;


function InboxView() {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [message, setMessage] = useState('');
  const [list, setList] = useState<LeadList | null>(null);
  const [view, setView] = useState<View>('open');
  const [leadMessage, setLeadMessage] = useState('');
  const [logging, setLogging] = useState(false);
  const [lead, setLead] = useState<InboxLead | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  /** The desk board's pass, while a board is open on this screen; and whether its sign-in form is showing instead. */
  const [board, setBoard] = useState<BoardGrant | null>(keptPass);
  const [boardSignIn, setBoardSignIn] = useState(false);
  /** Whether the question to end every desk board shows (inbox/EndBoards.tsx). */
  const [endingBoards, setEndingBoards] = useState(false);
  const lastActivity = useRef(Date.now());
  // Signed in, the inbox's title takes the focus the sign-in button had.
  const title = useRef<HTMLHeadingElement>(null);
  /** Whether a session has ended on this page: the sign-in form shown then takes the focus. */
  const ended = useRef(false);
  useFocusWhenLost(title, session?.name ?? null);
  /** The open session; cleared the moment it ends, before any answer still on its way. */
  const activeSession = useRef<Session | null>(null);
  activeSession.current = session;

  const signOut = useCallback((why: string) => {
    activeSession.current = null;
    setSession(null);
    setList(null);
    setLead(null);
    setMessage(why);
    setEndingBoards(false);
  }, []);

  /**
   * A hosted sign-in's ID token renewed with its refresh token, one renewal at a time; false when the
   * sign-in service refuses (then the next try waits RENEW_RETRY_MS) or the session has ended.
   */
  const renewing = useRef<Promise<boolean> | null>(null);
  const renew = useCallback((s: Session): Promise<boolean> => {
    if (config?.mode !== 'cognito' || !s.renewal) return Promise.resolve(false);
    const renewal = s.renewal;
    renewing.current ??= renewSession(config, renewal).then((fresh) => {
      if (activeSession.current !== s) return false;
      s.token = fresh.token;
      s.renewal = fresh.renewal;
      return true;
    }, () => {
      renewal.renewAt = Date.now() + RENEW_RETRY_MS;
      return false;
    }).finally(() => { renewing.current = null; });
    return renewing.current;
  }, [config]);

  /**
   * A call with the session; a refused session signs out, after one renewal of a hosted sign-in's ID
   * token (it may have run out while the computer slept). Other refusals go to `refused` (the page's
   * message by default).
   */
  const call = useCallback(async <T,>(path: string, init?: { method?: string; body?: unknown }, refused: (reason: string) => void = setMessage): Promise<T | null> => {
    const s = session;
    if (!s) return null;
    const send = () => api<T>(path, s.token, init);
    try {
      const answer = await send().catch(async (err: unknown) => {
        if (err instanceof SignedOut && activeSession.current === s && await renew(s)) return send();
        throw err;
      });
      return activeSession.current === s ? answer : null;
    } catch (err) {
      // An answer that arrives after its session ended (a poll in flight at the idle lock) changes nothing.
      if (activeSession.current !== s) return null;
      if (err instanceof SignedOut) signOut(W.expired);
      else refused((err as Error).message);
      return null;
    }
  }, [session, signOut, renew]);

  useEffect(() => {
    void api<AuthConfig>(AUTH_API.config, null).then(async (found) => {
      setConfig(found);
      // Back from the hosted sign-in (AWS): exchange the code for the session's token.
      if (found.mode === 'cognito') {
        const ended = endedReason();
        if (ended) setMessage(ended);
        const signedIn = await finishSignIn(found).catch((err: Error) => { setMessage(err.message); return null; });
        if (signedIn) {
          lastActivity.current = Date.now();
          setBoardSignIn(false);
          setSession(signedIn);
        }
      }
    }, () => setConfig({ mode: 'local' }));
    const activity = () => { lastActivity.current = Date.now(); };
    for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, activity);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(tick);
      for (const type of ['keydown', 'pointerdown']) document.removeEventListener(type, activity);
    };
  }, []);

  /**
   * Ends the session on the server too (the page's polling would otherwise keep it open; in AWS its ID
   * token would stay valid until it expires), then forgets it; a hosted sign-in's refresh token is then
   * revoked and its own session ended (cognito.ts).
   */
  const endSession = useCallback((why: string) => {
    const deleted = session ? api(AUTH_API.session, session.token, { method: 'DELETE' }).catch(() => {}) : Promise.resolve();
    ended.current = true;
    signOut(why);
    if (session && config?.mode === 'cognito') void deleted.then(() => endHostedSession(config, session.renewal?.refreshToken ?? null, why));
  }, [session, config, signOut]);

  const closeBoard = useCallback((why: string) => {
    keepPass(null);
    setBoard(null);
    setMessage(why);
  }, []);

  /** The desk board replaces the signed-in inbox on this screen: the session ends, the board's pass stays. */
  const openBoard = async () => {
    const pass = await call<BoardGrant>(ADMIN_API.board, { method: 'POST' });
    if (!pass) return;
    keepPass(pass);
    setBoard(pass);
    setBoardSignIn(false);
    endSession('');
  };

  // The idle lock: end the session once it has not been used for IDLE_LOCK_MINUTES. Until then a
  // hosted sign-in's ID token is renewed shortly before it runs out.
  useEffect(() => {
    if (!session) return;
    if (now - lastActivity.current > IDLE_LOCK_MINUTES * 60_000) endSession(W.locked);
    else if (session.renewal && now >= session.renewal.renewAt) void renew(session);
  }, [now, session, endSession, renew]);

  /** This screen's own reads and changes of the open lead (inbox/follow.ts). */
  const own = useRef(new OwnWork()).current;
  const openLead = useRef(lead);
  openLead.current = lead;
  /** Said in the open lead when someone else changed it while it was open (changedWhileOpen). */
  const [changedNotice, setChangedNotice] = useState('');
  /** What a screen reader is told of what the last poll changed: new requests, and requests that changed hands (signals.ts). */
  const [news, setNews] = useState('');

  // The leads of the last answer: a lead the next one has and this one had not is new (the first load announces nothing).
  const known = useRef<LeadList['leads'] | null>(null);
  const refresh = useCallback(async () => {
    const asked = own.mark;
    const fresh = await call<LeadList>(ADMIN_API.leads);
    if (!fresh) return;
    if (known.current) {
      const said = listNews(known.current, fresh.leads, activeSession.current?.name ?? '', Date.now());
      if (said) setNews(said);
    }
    known.current = fresh.leads;
    setList(fresh);
    const followed = openLead.current && asked === own.mark ? followList(openLead.current, fresh) : null;
    if (followed) {
      setLead(followed.lead);
      setChangedNotice(followed.notice);
    }
  }, [call, own]);

  useEffect(() => {
    if (!session) return;
    void refresh();
    const poll = setInterval(() => void refresh(), INBOX_POLL_MS);
    return () => clearInterval(poll);
  }, [session, refresh]);

  const open = useCallback(async (id: string) => {
    const found = await own.run(() => call<InboxLead>(ADMIN_API.lead(id)));
    if (found) {
      setLeadMessage('');
      setChangedNotice('');
      setLead(found);
      history.replaceState(null, '', `#lead-${id}`);
    }
  }, [call, own]);

  // An alert's link names a lead: open it once signed in.
  useEffect(() => {
    const id = /^#lead-([0-9a-f-]{36})$/.exec(location.hash)?.[1];
    if (session && id) void open(id);
  }, [session, open]);

  // The tab's title counts the requests waiting for a call-back.
  useEffect(() => showWaiting(list ? waitingCount(list.leads) : 0), [list]);

  /** A change to the open lead. A refusal (someone else claimed it first) is said beside its buttons, and the lead shown as it now is. */
  const act = (path: string, body?: unknown): Promise<boolean> => own.run(async () => {
    setBusy(true);
    setLeadMessage('');
    setChangedNotice('');
    let refusal = '';
    const changed = await call<InboxLead>(path, { method: 'POST', body }, (reason) => { refusal = reason; });
    setBusy(false);
    if (changed) setLead(changed);
    else if (refusal && lead) {
      setLeadMessage(refusal);
      const now = await call<InboxLead>(ADMIN_API.lead(lead.id));
      if (now) setLead(now);
    }
    void refresh();
    return changed !== null;
  });

  if (!config) return <p className="p-6 text-slate-700">{W.loading}</p>;
  if (!session) {
    if (board && !boardSignIn) {
      return <Board pass={board} now={now} message={message} onClosed={closeBoard} onOpen={(id) => {
        if (id) history.replaceState(null, '', `#lead-${id}`);
        setMessage('');
        if (config.mode === 'cognito') void startSignIn(config);
        else setBoardSignIn(true);
      }} />;
    }
    if (config.mode === 'cognito') return <HostedSignIn message={message} onStart={() => void startSignIn(config)} />;
    const signIn = <SignIn message={message} after={ended.current} onSignedIn={(s) => { lastActivity.current = Date.now(); setMessage(''); setBoardSignIn(false); setSession(s); }} />;
    if (!board) return signIn;
    return <BoardSignIn onBack={() => { history.replaceState(null, '', location.pathname); setBoardSignIn(false); }}>{signIn}</BoardSignIn>;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <InboxHeader titleRef={title} name={session.name} board={board !== null} endingBoards={endingBoards}
        onBoard={() => (board ? endSession('') : void openBoard())} onEndBoards={() => setEndingBoards(!endingBoards)}
        onSignOut={() => { closeBoard(''); endSession(''); }} />
      <EndBoards open={endingBoards} onClose={() => setEndingBoards(false)} end={(refused) => call<BoardsEnded>(ADMIN_API.board, { method: 'DELETE' }, refused)} />
      {message && <p role="alert" className="font-semibold text-red-800">{message}</p>}
      <p role="status" data-list-news className="sr-only">{news}</p>
      <Tools logging={logging} onLogging={setLogging} />
      {logging && <CallForm busy={busy} onCancel={() => setLogging(false)} onLog={async (entry) => {
        setBusy(true);
        const logged = await own.run(() => call<InboxLead>(ADMIN_API.calls, { method: 'POST', body: entry }));
        setBusy(false);
        if (!logged) return false;
        setLogging(false);
        setLead(logged);
        void refresh();
        return true;
      }} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <ViewPicker view={view} onView={setView} />
          {list ? <List leads={shiftOrder(list.leads, view, session.name)} now={now} selected={lead?.id ?? null} onOpen={(id) => void open(id)} /> : <p>{W.loading}</p>}
        </div>
        <div>
          {lead && (
            <LeadDetail lead={lead} me={session.name} busy={busy} now={now} refusal={leadMessage} changed={changedNotice} onLatest={() => void open(lead.id)}
              onClaim={() => void act(ADMIN_API.claim(lead.id))}
              onRelease={() => void act(ADMIN_API.release(lead.id))}
              onTakeOver={() => void act(ADMIN_API.takeOver(lead.id))}
              onOutcome={(change) => void act(ADMIN_API.status(lead.id), change)}
              onNote={(text) => act(ADMIN_API.notes(lead.id), { text })} />
          )}
        </div>
      </div>
      <ReportSection load={(days) => call<ResponseReport>(`${ADMIN_API.report}?${days}`)} />
    </div>
  );
}

export const Inbox = island('Inbox', InboxView);
