/**
 * The admissions inbox's API as a plain Node request listener, like the forms API: served by
 * `site preview` / `site dev` (local.ts, with local sign-in) and by AWS Lambda (handler.ts, behind
 * Cognito). Every /api/admin/* request needs a session; without one it gets 401 and no lead data.
 * Every answer is JSON, never cached and never indexed. Log lines carry ids and outcomes only.
 */
import type { IncomingMessage } from 'node:http';
import { ADMIN_API, ADMIN_API_PREFIX, AUTH_API, AUTH_API_PREFIX, CallLog, NoteInput, StatusChange, type Board, type BoardsEnded, type Conflict, type InboxState, type LeadList, type Staff } from '../../contract/inbox.ts';
import { SignIn, type AuthConfig, type SessionGrant } from '../../contract/inbox-sign-in.ts';
import { LEAD_RETENTION_DAYS } from '../../contract/defaults.ts';
import { readBody } from '../leads/body.ts';
import { DAY_MS, type ResponseMinutes } from '../leads/deadlines.ts';
import { stateOf } from '../leads/lead.ts';
import { errorName, type Logger } from '../leads/log.ts';
import { responseReport } from '../leads/report.ts';
import { askedPeriod } from '../leads/report-period.ts';
import { sendError, sendJson, type RequestListener } from '../leads/respond.ts';
import type { CountStore, InboxStore } from '../leads/store/types.ts';
import type { BoardPasses } from './board.ts';
import { addNote, boardOf, claim, detailOf, loggedCall, recordOutcome, release, summaryOf, takeOver, view, type Step } from './inbox.ts';

export type SignInResult = { ok: true; grant: SessionGrant } | { ok: false; status: 401 | 429; error: string; retryAfterSeconds?: number };

/**
 * Local sign-in (local-auth.ts, with the accounts of `site inbox add-user`). Declared here, so the
 * Lambda's import graph never reaches the password code.
 */
export interface LocalAuth {
  signIn(email: string, password: string, client: string): Promise<SignInResult>;
  signOut(req: IncomingMessage): Promise<void>;
  /** The person a request's bearer token belongs to, if its session is open; each such request keeps it open. */
  authenticate(req: IncomingMessage): Promise<Staff | null>;
}

export interface AdminAppDeps {
  store: InboxStore;
  /** The page-view and call-tap counters, for the report of where help comes from. */
  counts?: Pick<CountStore, 'between'>;
  /** Who a request comes from: a verified session, or null. */
  authenticate: (req: IncomingMessage) => Promise<Staff | null>;
  authConfig: AuthConfig;
  /** Local sign-in; absent in AWS, where Cognito signs people in. */
  localAuth?: LocalAuth;
  /** The desk board's passes (board.ts). */
  board: BoardPasses;
  /** Ends the session of a request's token (DELETE AUTH_API.session); the local sign-in's by default. */
  endSession?: (req: IncomingMessage) => Promise<void>;
  logger: Logger;
  /** The promised answer times (content/site.yaml), for each lead's deadline and the report. */
  responseMinutes: ResponseMinutes;
  /** The center's IANA time zone (content/site.yaml): the report's days are its days. */
  timeZone: string;
  clock?: () => Date;
}

const HEADERS = { 'x-robots-tag': 'noindex' };
const BODY_BYTES = 8 * 1024;
const LEAD_ID = /^[0-9a-f-]{36}$/;
const LEAD_ACTIONS = ['claim', 'release', 'takeOver', 'status', 'notes'] as const;
type LeadAction = (typeof LEAD_ACTIONS)[number];

/** The lead (and action on it) a path of ADMIN_API names: /leads/<id>, or /leads/<id>/<action>. */
function leadRoute(path: string): { id: string; action?: LeadAction } | undefined {
  if (!path.startsWith(`${ADMIN_API.leads}/`)) return undefined;
  const id = path.slice(ADMIN_API.leads.length + 1).split('/')[0]!;
  if (!LEAD_ID.test(id)) return undefined;
  if (path === ADMIN_API.lead(id)) return { id };
  const action = LEAD_ACTIONS.find((a) => path === ADMIN_API[a](id));
  return action && { id, action };
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });
const problem = (status: number, error: string, headers?: Record<string, string>): Answer => json(status, { error, issues: [] }, headers);

export function createAdminApp(deps: AdminAppDeps): RequestListener {
  const clock = deps.clock ?? (() => new Date());
  const minutes = deps.responseMinutes;

  async function body(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; answer: Answer }> {
    if (!String(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return { ok: false, answer: problem(415, 'Send JSON.') };
    const read = await readBody(req, 'json', BODY_BYTES);
    return read.ok ? { ok: true, value: read.value } : { ok: false, answer: problem(read.status, read.error) };
  }

  /** Applies a step to the lead's stored state; if someone changed it meanwhile, reads it again and decides again. */
  async function change(id: string, step: (state: InboxState) => Step): Promise<Answer> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const lead = await deps.store.get(id);
      if (!lead) return problem(404, 'No such lead.');
      const current = stateOf(lead);
      const result = step(current);
      if (!result.ok) return json(409, { error: result.error, holder: current.holder?.name ?? null, status: current.status } satisfies Conflict);
      if (await deps.store.replaceInbox(id, current.version, result.state)) return json(200, detailOf({ ...lead, inbox: result.state }, minutes));
    }
    return problem(409, 'Someone else changed this lead at the same moment. Look again and retry.');
  }

  async function auth(req: IncomingMessage, path: string, method: string): Promise<Answer> {
    if (path === AUTH_API.config) return method === 'GET' ? json(200, deps.authConfig) : problem(405, 'Use GET.', { allow: 'GET' });
    const endSession = deps.endSession ?? deps.localAuth?.signOut;
    if (path !== AUTH_API.session || !endSession) return problem(404, 'No such API endpoint.');
    if (method === 'DELETE') {
      await endSession(req);
      return json(200, { ok: true });
    }
    if (!deps.localAuth) return problem(405, 'Sign in through the hosted sign-in; DELETE signs out.', { allow: 'DELETE' });
    if (method !== 'POST') return problem(405, 'Use POST to sign in, DELETE to sign out.', { allow: 'POST, DELETE' });
    const read = await body(req);
    if (!read.ok) return read.answer;
    const parsed = SignIn.safeParse(read.value);
    if (!parsed.success) return problem(400, 'Give your e-mail and password.');
    const result = await deps.localAuth.signIn(parsed.data.email, parsed.data.password, req.socket?.remoteAddress ?? 'unknown');
    if (result.ok) {
      deps.logger.info('inbox_signed_in', {});
      return json(200, result.grant);
    }
    deps.logger.warn('inbox_sign_in_refused', { status: result.status });
    return problem(result.status, result.error, result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined);
  }

  async function admin(req: IncomingMessage, path: string, query: URLSearchParams, method: string, staff: Staff): Promise<Answer> {
    const now = clock();
    if (path === ADMIN_API.leads) {
      if (method !== 'GET') return problem(405, 'Use GET.', { allow: 'GET' });
      const days = Number(query.get('days') ?? LEAD_RETENTION_DAYS);
      if (!Number.isInteger(days) || days < 1 || days > LEAD_RETENTION_DAYS) return problem(400, `days must be a whole number from 1 to ${LEAD_RETENTION_DAYS}.`);
      const leads = await deps.store.recent(new Date(now.getTime() - days * DAY_MS));
      return json(200, { now: now.toISOString(), leads: leads.map((lead) => summaryOf(lead, minutes)) } satisfies LeadList);
    }
    if (path === ADMIN_API.board) {
      if (method === 'DELETE') {
        const endedAt = await deps.board.endAll();
        deps.logger.info('inbox_boards_ended', {});
        return json(200, { endedAt: endedAt.toISOString() } satisfies BoardsEnded);
      }
      if (method !== 'POST') return problem(405, 'Use POST to open a board, DELETE to end every open board, GET with a pass to read it.', { allow: 'GET, POST, DELETE' });
      deps.logger.info('inbox_board_opened', {});
      return json(201, await deps.board.issue(staff));
    }
    if (path === ADMIN_API.calls) {
      if (method !== 'POST') return problem(405, 'Use POST.', { allow: 'POST' });
      const read = await body(req);
      if (!read.ok) return read.answer;
      const parsed = CallLog.safeParse(read.value);
      if (!parsed.success) return problem(400, parsed.error.issues[0]?.message ?? 'Give the call as the form asks.');
      const { lead } = await deps.store.insert(loggedCall(parsed.data, staff, now, LEAD_RETENTION_DAYS));
      deps.logger.info('inbox_call_logged', { leadId: lead.id });
      return json(201, detailOf(lead, minutes));
    }
    if (path === ADMIN_API.report) {
      if (method !== 'GET') return problem(405, 'Use GET.', { allow: 'GET' });
      const asked = askedPeriod(query.get('from') ?? undefined, query.get('to') ?? undefined, now, deps.timeZone);
      if (!asked.ok) return problem(400, 'from and to must be days such as 2026-11-01, from not after to.');
      const { period } = asked;
      const leads = await deps.store.recent(new Date(Math.max(period.from.getTime(), now.getTime() - LEAD_RETENTION_DAYS * DAY_MS)));
      const counts = await deps.counts?.between(period.fromDay, period.toDay);
      return json(200, responseReport(leads, period, now, minutes, counts));
    }
    const lead = leadRoute(path);
    if (!lead) return problem(404, 'No such API endpoint.');
    const { id, action } = lead;
    if (!action) {
      if (method !== 'GET') return problem(405, 'Use GET.', { allow: 'GET' });
      const answer = await change(id, (state) => ({ ok: true, state: view(state, staff, now) }));
      if (answer.status === 200) deps.logger.info('inbox_viewed', { leadId: id });
      return answer;
    }
    if (method !== 'POST') return problem(405, 'Use POST.', { allow: 'POST' });
    if (action === 'claim') return logged(await change(id, (state) => claim(state, staff, now)), 'inbox_claimed', id);
    if (action === 'release') return logged(await change(id, (state) => release(state, staff, now)), 'inbox_released', id);
    if (action === 'takeOver') return logged(await change(id, (state) => takeOver(state, staff, now)), 'inbox_taken_over', id);
    const read = await body(req);
    if (!read.ok) return read.answer;
    if (action === 'status') {
      const parsed = StatusChange.safeParse(read.value);
      if (!parsed.success) {
        // A status of its own is the commonest slip; a closing without its reason or day, the next.
        const refined = parsed.error.issues.find((i) => i.code === 'custom');
        return problem(400, refined?.message ?? 'status must be one of contacted, no-answer or closed.');
      }
      const { status, reason, admittedOn } = parsed.data;
      return logged(await change(id, (state) => recordOutcome(state, staff, status, now, reason && { reason, ...(admittedOn && { admittedOn }) })), 'inbox_status', id);
    }
    const parsed = NoteInput.safeParse(read.value);
    if (!parsed.success) return problem(400, parsed.error.issues[0]?.message ?? 'Give the note as text.');
    return logged(await change(id, (state) => ({ ok: true, state: addNote(state, staff, parsed.data.text, now) })), 'inbox_note', id);
  }

  function logged(answer: Answer, event: string, leadId: string): Answer {
    deps.logger.info(event, { leadId, status: answer.status });
    return answer;
  }

  /** The desk board, for a board pass only: the leads not yet closed, nothing personal in them. */
  async function board(req: IncomingMessage): Promise<Answer> {
    if (!(await deps.board.admits(req))) return problem(401, 'This board has closed: sign in to open it again.', { 'www-authenticate': 'Bearer' });
    const now = clock();
    const leads = await deps.store.recent(new Date(now.getTime() - LEAD_RETENTION_DAYS * DAY_MS));
    const open = leads.filter((lead) => stateOf(lead).status !== 'closed');
    return json(200, { now: now.toISOString(), leads: open.map((lead) => boardOf(lead, minutes)) } satisfies Board);
  }

  async function route(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith(AUTH_API_PREFIX)) return auth(req, url.pathname, method);
    if (!url.pathname.startsWith(ADMIN_API_PREFIX)) return problem(404, 'No such API endpoint.');
    if (url.pathname === ADMIN_API.board && method === 'GET') return board(req);
    const staff = await deps.authenticate(req);
    if (!staff) return problem(401, 'Sign in to the inbox first (your session may have locked after a while without use).', { 'www-authenticate': 'Bearer' });
    return admin(req, url.pathname, url.searchParams, method, staff);
  }

  return (req, res) => {
    route(req).then(
      (answer) => sendJson(res, answer.status, answer.body, { ...HEADERS, ...answer.headers }),
      (err: unknown) => {
        deps.logger.error('inbox_request_failed', { path: (req.url ?? '').split('?')[0], error: errorName(err) });
        if (!res.headersSent) sendError(res, 500, 'Something went wrong on our side.', [], HEADERS);
        else res.destroy();
      },
    );
  };
}

/** Whether a request is for the inbox's API (the rest of /api/ is the forms API). */
export const isInboxApi = (path: string) => path.startsWith(ADMIN_API_PREFIX) || path.startsWith(AUTH_API_PREFIX);
