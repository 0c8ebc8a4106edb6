/**
 * The admissions inbox's API over real HTTP on loopback, with local sign-in and the SQLite store:
 * who may see leads, claiming (one winner), outcomes, notes, the audit trail, the idle lock, the
 * limit on failed sign-ins, and bad input that changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, AUTH_API, NOTE_MAX_CHARS, type Board, type BoardGrant, type Conflict, type InboxLead, type LeadList } from '../../../contract/inbox.ts';
import { type SessionGrant } from '../../../contract/inbox-sign-in.ts';
import { ACCOUNTS_FILE, addAccount } from '../../../lambdas/leads/accounts.ts';
import { createAdminApp } from '../../../lambdas/admin/app.ts';
import { createLocalAuth } from '../../../lambdas/admin/local-auth.ts';
import { boardPasses } from '../../../lambdas/admin/board.ts';
import { endedSessionsInMemory } from '../../../lambdas/admin/ended-sessions.ts';
import { newLead, type Lead } from '../../../lambdas/leads/lead.ts';
import { jsonLogger } from '../../../lambdas/leads/log.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import { CENTER_ZONE, crisis, listen, PROMISED, tempDir } from '../helpers.ts';

const PASSWORD = 'correct horse battery';
let url: string;
let dataDir: string;
let now = new Date('2026-11-20T10:00:00.000Z');
const logs: string[] = [];
let store: Awaited<ReturnType<typeof openSqliteStore>>;
let close: () => Promise<void>;

beforeAll(async () => {
  dataDir = await tempDir();
  await addAccount(dataDir, { email: 'ana@example.org', name: 'Ana', password: PASSWORD });
  await addAccount(dataDir, { email: 'ben@example.org', name: 'Ben', password: PASSWORD });
  store = await openSqliteStore(dataDir);
  const clock = () => now;
  const localAuth = createLocalAuth(dataDir, clock);
  const board = boardPasses(async () => randomBytes(32), endedSessionsInMemory(), clock);
  const app = createAdminApp({ store, localAuth, board, authConfig: { mode: 'local' }, clock, responseMinutes: PROMISED, timeZone: CENTER_ZONE, authenticate: (req) => localAuth.authenticate(req), logger: jsonLogger((l) => logs.push(l)) });
  const server = createServer(app);
  url = await listen(server);
  close = async () => { await new Promise((done) => server.close(done)); await store.close(); };
});
afterAll(() => close());

async function lead(minutesAgo: number, fields: Record<string, string> = { fullName: crisis.fullName, phone: crisis.phone }): Promise<Lead> {
  const made = newLead({ form: 'crisis', fields, source: 'crisis-landing', now: new Date(now.getTime() - minutesAgo * 60_000), retentionDays: 90 });
  await store.insert(made);
  return made;
}

async function signIn(email = 'ana@example.org', password = PASSWORD): Promise<Response> {
  return fetch(url + AUTH_API.session, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
}
async function tokenOf(email?: string): Promise<string> {
  return ((await (await signIn(email)).json()) as SessionGrant).token;
}
const call = (token: string | undefined, path: string, init: { method?: string; body?: unknown } = {}) => fetch(url + path, {
  method: init.method ?? 'GET',
  headers: { ...(token && { authorization: `Bearer ${token}` }), ...(init.body !== undefined && { 'content-type': 'application/json' }) },
  body: init.body === undefined ? undefined : JSON.stringify(init.body),
});

describe('without a valid session', () => {
  it.each([
    ['no token', undefined],
    ['a malformed token', 'not.a.jwt'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmFAZXhhbXBsZS5vcmciLCJqdGkiOiJ4In0.3k1yJ2m2wMZzZb2sKf2sHkR8eVqj0lZ5y8u8rQ0kq7E'],
  ])('%s: every admin route answers 401 with no lead data', async (_, token) => {
    const secret = await lead(1, { fullName: 'Quiet Person', phone: '818-555-0190' });
    for (const [path, method] of [[ADMIN_API.leads, 'GET'], [ADMIN_API.lead(secret.id), 'GET'], [ADMIN_API.claim(secret.id), 'POST'], [ADMIN_API.report, 'GET']] as const) {
      const res = await call(token, path, { method });
      expect(res.status, path).toBe(401);
      const body = await res.text();
      expect(body).not.toContain('Quiet Person');
      expect(body).not.toContain(secret.id);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
  });
});

describe('signing in', () => {
  it('gives a session that lists the leads, newest first, with the deadline and time left to compute', async () => {
    const older = await lead(30);
    const newer = await lead(0.5);
    const res = await call(await tokenOf(), ADMIN_API.leads);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const list = (await res.json()) as LeadList;
    const ids = list.leads.map((l) => l.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.leads.find((l) => l.id === newer.id)).toMatchObject({ form: 'crisis', status: 'new', holder: null, deadline: new Date(Date.parse(newer.receivedAt) + 2 * 60_000).toISOString() });
  });

  it('a wrong password and an unknown account get the same answer, and the account\'s sixth attempt is refused for a while', async () => {
    const wrong = await signIn('ben@example.org', 'not the password');
    const nobody = await signIn('nobody@example.org', 'not the password');
    expect([wrong.status, nobody.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await nobody.json());
    for (let i = 0; i < 4; i++) await signIn('ben@example.org', 'still wrong');
    const limited = await signIn('ben@example.org', PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await signIn('ben@example.org', PASSWORD)).status).toBe(200);
  });

  it('locks a session after 15 minutes without a request; a request within them keeps it open', async () => {
    const token = await tokenOf();
    now = new Date(now.getTime() + 14 * 60_000);
    expect((await call(token, ADMIN_API.leads)).status).toBe(200);
    now = new Date(now.getTime() + 14 * 60_000);
    expect((await call(token, ADMIN_API.leads)).status).toBe(200);
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await call(token, ADMIN_API.leads)).status).toBe(401);
    expect((await call(token, ADMIN_API.leads)).status).toBe(401);
  });

  it('signing out ends the session', async () => {
    const token = await tokenOf();
    expect((await call(token, AUTH_API.session, { method: 'DELETE' })).status).toBe(200);
    expect((await call(token, ADMIN_API.leads)).status).toBe(401);
  });
});

describe('the list and the details (issue #26)', () => {
  it('the list carries only what a row shows; the details come when a lead is opened, and each opening is recorded', async () => {
    const made = await lead(1, { ...crisis, email: 'priya@example.org' });
    const [ana, ben] = await Promise.all([tokenOf(), tokenOf('ben@example.org')]);
    const list = await (await call(ana, ADMIN_API.leads)).text();
    for (const value of [crisis.dob, crisis.memberId, crisis.insuranceProvider, crisis.situation, 'priya@example.org']) expect(list).not.toContain(value);
    const row = (JSON.parse(list) as LeadList).leads.find((l) => l.id === made.id)!;
    expect(row).toMatchObject({ name: crisis.fullName, phone: crisis.phone });
    expect(Object.keys(row)).not.toContain('fields');
    expect((await store.get(made.id))?.inbox?.history ?? []).toEqual([]);

    const opened = (await (await call(ana, ADMIN_API.lead(made.id))).json()) as InboxLead;
    expect(opened.fields).toMatchObject({ dob: crisis.dob, memberId: crisis.memberId, situation: crisis.situation });
    await call(ben, ADMIN_API.lead(made.id));
    await call(ana, ADMIN_API.lead(made.id));
    expect((await store.get(made.id))?.inbox?.history.map((h) => `${h.name} ${h.action}`)).toEqual(['Ana viewed', 'Ben viewed', 'Ana viewed']);
  });
});

describe('working a lead', () => {
  it('view, claim, note, contacted: each kept in the lead\'s history with who (the account\'s stable id, issue #26) and when', async () => {
    const made = await lead(1);
    const ana = await tokenOf();
    const viewed = (await (await call(ana, ADMIN_API.lead(made.id))).json()) as InboxLead;
    expect(viewed.fields).toEqual(made.fields);
    expect(viewed.history).toEqual([{ at: now.toISOString(), by: 'ana@example.org', name: 'Ana', action: 'viewed' }]);
    expect(((await (await call(ana, ADMIN_API.claim(made.id), { method: 'POST' })).json()) as InboxLead)).toMatchObject({ status: 'claimed', holder: 'Ana' });
    const noted = await call(ana, ADMIN_API.notes(made.id), { method: 'POST', body: { text: '  Mother answered; calling back at 3.  ' } });
    expect(((await noted.json()) as InboxLead).notes).toEqual([{ at: now.toISOString(), by: 'ana@example.org', name: 'Ana', text: 'Mother answered; calling back at 3.' }]);
    const done = (await (await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'contacted' } })).json()) as InboxLead;
    expect(done).toMatchObject({ status: 'contacted', firstContactAt: now.toISOString() });
    // Each entry names the account by its stable id (its e-mail here), beside the name it had then.
    expect(done.history.map((h) => `${h.by} ${h.name} ${h.action}`)).toEqual(['ana@example.org Ana viewed', 'ana@example.org Ana claimed', 'ana@example.org Ana note', 'ana@example.org Ana contacted']);
    expect((await store.get(made.id))?.inbox).toMatchObject({ status: 'contacted', holder: { name: 'Ana' }, version: 4 });
    // No log line carries what the visitor typed.
    expect(logs.join('\n')).not.toContain(crisis.fullName);
    expect(logs.join('\n')).not.toContain('Mother answered');
  });

  it('two people claim the same lead at once: exactly one gets it, the other learns who has it', async () => {
    const made = await lead(1);
    const [ana, ben] = await Promise.all([tokenOf(), tokenOf('ben@example.org')]);
    const answers = await Promise.all([call(ana, ADMIN_API.claim(made.id), { method: 'POST' }), call(ben, ADMIN_API.claim(made.id), { method: 'POST' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? 'Ana' : 'Ben';
    const loser = (await answers.find((a) => a.status === 409)!.json()) as Conflict;
    expect(loser).toEqual({ error: `${winner} has this lead.`, holder: winner, status: 'claimed' });
    expect((await store.get(made.id))?.inbox).toMatchObject({ holder: { name: winner }, version: 1 });
  });

  it('the holder gives a lead back and another claims it; a lead left untouched for 30 minutes can be taken over, and the history says so', async () => {
    const made = await lead(1);
    const [ana, ben] = await Promise.all([tokenOf(), tokenOf('ben@example.org')]);
    await call(ana, ADMIN_API.claim(made.id), { method: 'POST' });
    expect((await call(ben, ADMIN_API.release(made.id), { method: 'POST' })).status).toBe(409);
    const released = (await (await call(ana, ADMIN_API.release(made.id), { method: 'POST' })).json()) as InboxLead;
    expect(released).toMatchObject({ status: 'new', holder: null });
    expect((await call(ben, ADMIN_API.claim(made.id), { method: 'POST' })).status).toBe(200);

    // Ben worked on it just now: Ana may not take it over yet, and may 30 minutes later.
    const early = await call(ana, ADMIN_API.takeOver(made.id), { method: 'POST' });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toMatch(/Ben worked on this lead less than 30 minutes ago/);
    now = new Date(now.getTime() + 30 * 60_000);
    const fresh = await tokenOf(); // the old session locked after 15 idle minutes
    const taken = (await (await call(fresh, ADMIN_API.takeOver(made.id), { method: 'POST' })).json()) as InboxLead;
    expect(taken.holder).toBe('Ana');
    expect(taken.history.map((h) => `${h.name} ${h.action}`).slice(-4)).toEqual(['Ana claimed', 'Ana released', 'Ben claimed', 'Ana taken-over']);
  });

  it('an inbound call logged by the team is a lead of kind call with its own promise, in the list and its history, with no alert sent', async () => {
    const ana = await tokenOf();
    const res = await call(ana, ADMIN_API.calls, { method: 'POST', body: { fullName: 'Caller Kim', phone: '(818) 555-0190', language: 'es', heardAbout: 'a billboard on Balboa', need: 'Detox for her father, tonight if possible.' } });
    expect(res.status).toBe(201);
    const logged = (await res.json()) as InboxLead;
    expect(logged).toMatchObject({ form: 'call', source: 'phone', status: 'new', language: 'es', fields: { need: 'Detox for her father, tonight if possible.', heardAbout: 'a billboard on Balboa' } });
    expect(Date.parse(logged.deadline) - Date.parse(logged.receivedAt)).toBe(PROMISED.call * 60_000);
    expect(logged.history.map((h) => `${h.name} ${h.action}`)).toEqual(['Ana logged']);
    expect((await store.get(logged.id))?.notification.status).toBe('sent');
    const list = (await (await call(ana, ADMIN_API.leads)).json()) as { leads: { id: string; form: string }[] };
    expect(list.leads.find((l) => l.id === logged.id)?.form).toBe('call');
    const bad = await call(ana, ADMIN_API.calls, { method: 'POST', body: { fullName: 'No Need', phone: '818-555-0191', need: '  ' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Write what the caller needs.');
  });

  it('closing records why, and an admission its day, in the lead and its history', async () => {
    const made = await lead(1);
    const ana = await tokenOf();
    await call(ana, ADMIN_API.claim(made.id), { method: 'POST' });
    await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'contacted' } });
    const res = await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'closed', reason: 'admitted', admittedOn: '2026-11-27' } });
    expect(res.status).toBe(200);
    const closed = (await res.json()) as InboxLead;
    expect(closed).toMatchObject({ status: 'closed', closure: { reason: 'admitted', admittedOn: '2026-11-27' } });
    expect(closed.history.at(-1)!.action).toBe('closed');
    expect((await store.get(made.id))?.inbox?.closure).toEqual({ reason: 'admitted', admittedOn: '2026-11-27' });
  });

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const made = await lead(1);
    const [ana, ben] = await Promise.all([tokenOf(), tokenOf('ben@example.org')]);
    await call(ana, ADMIN_API.claim(made.id), { method: 'POST' });
    const before = (await store.get(made.id))?.inbox;
    const cases: Array<[Response, number, RegExp]> = [
      [await call(ben, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'contacted' } }), 409, /Ana has this lead/],
      [await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'lost' } }), 400, /contacted, no-answer or closed/],
      [await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'closed' } }), 400, /needs its reason/],
      [await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'closed', reason: 'admitted' } }), 400, /needs its day/],
      [await call(ana, ADMIN_API.status(made.id), { method: 'POST', body: { status: 'closed', reason: 'referred', admittedOn: '2026-11-20' } }), 400, /only an admission takes one/],
      [await call(ana, ADMIN_API.notes(made.id), { method: 'POST', body: { text: 'x'.repeat(NOTE_MAX_CHARS + 1) } }), 400, /at most 2000 characters/],
      [await call(ana, ADMIN_API.notes(made.id), { method: 'POST', body: { text: '   ' } }), 400, /write a note/],
      [await call(ana, ADMIN_API.claim('00000000-0000-4000-8000-000000000000'), { method: 'POST' }), 404, /No such lead/],
      [await call(ana, ADMIN_API.claim('../../etc'), { method: 'POST' }), 404, /No such API endpoint/],
      [await call(ana, ADMIN_API.leads, { method: 'POST' }), 405, /Use GET/],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect((await store.get(made.id))?.inbox).toEqual(before);
  });
});

describe('the desk board (issue #26)', () => {
  async function openBoard(token: string): Promise<BoardGrant> {
    const res = await call(token, ADMIN_API.board, { method: 'POST' });
    expect(res.status).toBe(201);
    return (await res.json()) as BoardGrant;
  }

  it('a signed-in member opens a board; its pass reads the open leads with nothing personal, for 12 hours without the idle lock', async () => {
    const waiting = await lead(2, { ...crisis, email: 'priya@example.org' });
    const closed = await lead(3);
    const ana = await tokenOf();
    await call(ana, ADMIN_API.claim(closed.id), { method: 'POST' });
    expect((await call(ana, ADMIN_API.status(closed.id), { method: 'POST', body: { status: 'closed', reason: 'duplicate-or-test' } })).status).toBe(200);
    const pass = await openBoard(ana);
    expect(Date.parse(pass.expiresAt) - now.getTime()).toBe(12 * 3600_000);

    const read = async () => call(pass.token, ADMIN_API.board);
    const body = await (await read()).text();
    const board = JSON.parse(body) as Board;
    const row = board.leads.find((l) => l.id === waiting.id)!;
    expect(row).toEqual({ id: waiting.id, form: 'crisis', receivedAt: waiting.receivedAt, deadline: expect.any(String), status: 'new', holder: null, firstContactAt: null, language: null });
    expect(board.leads.map((l) => l.id)).not.toContain(closed.id);
    for (const value of Object.values({ ...crisis, email: 'priya@example.org' })) expect(body).not.toContain(value);
    expect(body).not.toContain('crisis-landing');

    // Nobody touches the board's screen: past the 15-minute lock it still reads; past 12 hours it has closed.
    now = new Date(now.getTime() + 11 * 3600_000);
    expect((await read()).status).toBe(200);
    expect((await call(ana, ADMIN_API.leads)).status).toBe(401);
    now = new Date(now.getTime() + 3600_000 + 1000);
    const expired = await read();
    expect(expired.status).toBe(401);
    expect(await expired.text()).not.toContain(waiting.id);
  });

  it('the pass opens the board only, and a sign-in does not read the board', async () => {
    const made = await lead(1);
    const ana = await tokenOf();
    const pass = await openBoard(ana);
    for (const [path, method] of [[ADMIN_API.leads, 'GET'], [ADMIN_API.lead(made.id), 'GET'], [ADMIN_API.claim(made.id), 'POST'], [ADMIN_API.report, 'GET'], [ADMIN_API.board, 'POST'], [ADMIN_API.board, 'DELETE']] as const) {
      expect((await call(pass.token, path, { method })).status, `${method} ${path}`).toBe(401);
    }
    expect((await call(ana, ADMIN_API.board)).status).toBe(401);
    expect((await call(undefined, ADMIN_API.board, { method: 'POST' })).status).toBe(401);
    expect((await call(undefined, ADMIN_API.board)).status).toBe(401);
    // A pass signed with another key (another server's, or a forged one) is refused.
    const forged = await boardPasses(async () => randomBytes(32), endedSessionsInMemory(), () => now).issue({ id: 'ana@example.org', name: 'Ana' });
    expect((await call(forged.token, ADMIN_API.board)).status).toBe(401);
    expect((await store.get(made.id))?.inbox?.history ?? []).toEqual([]);
  });

  it('a signed-in member ends every board open now (a lost screen); a board opened after reads again', async () => {
    const ana = await tokenOf();
    const ben = await tokenOf('ben@example.org');
    const desk = await openBoard(ana);
    const hall = await openBoard(ben);
    expect((await call(desk.token, ADMIN_API.board)).status).toBe(200);
    expect((await call(undefined, ADMIN_API.board, { method: 'DELETE' })).status).toBe(401);
    expect((await call(desk.token, ADMIN_API.board)).status).toBe(200);

    logs.length = 0;
    const ended = await call(ana, ADMIN_API.board, { method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ endedAt: now.toISOString() });
    expect(logs.map((l) => JSON.parse(l).event)).toContain('inbox_boards_ended');
    const refused = await call(desk.token, ADMIN_API.board);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('This board has closed');
    expect((await call(hall.token, ADMIN_API.board)).status).toBe(401);
    // The sign-ins that ended them go on working.
    expect((await call(ana, ADMIN_API.leads)).status).toBe(200);
    expect((await call(ben, ADMIN_API.leads)).status).toBe(200);

    // A board opened a millisecond later reads; the ended ones stay ended.
    now = new Date(now.getTime() + 1);
    const fresh = await openBoard(ana);
    expect((await call(fresh.token, ADMIN_API.board)).status).toBe(200);
    expect((await call(desk.token, ADMIN_API.board)).status).toBe(401);
  });
});

describe('local accounts', () => {
  it('are kept readable by their owner only, with no password in the file', async () => {
    expect((await stat(join(dataDir, ACCOUNTS_FILE))).mode & 0o777).toBe(0o600);
    const text = await readFile(join(dataDir, ACCOUNTS_FILE), 'utf8');
    expect(text).not.toContain(PASSWORD);
    expect(text).toMatch(/"hash": "scrypt\$16384\$8\$1\$/);
  });

  it('refuse a short password, a second account for one address, and a missing name', async () => {
    await expect(addAccount(dataDir, { email: 'cy@example.org', name: 'Cy', password: 'short' })).rejects.toThrow('at least 12 characters');
    await expect(addAccount(dataDir, { email: ' ANA@example.org', name: 'Ana 2', password: PASSWORD })).rejects.toThrow('ana@example.org already has an account.');
    await expect(addAccount(dataDir, { email: 'cy@example.org', name: ' ', password: PASSWORD })).rejects.toThrow('Give the person');
  });
});

describe('names the team sees (issue #26)', () => {
  it.each([['zero-width spaces', '\u200b\u200b'], ['a right-to-left mark and a space', '\u200f \u2060'], ['a control character in a name', 'Ana\u0007'], ['a bidi override in a name', 'Ana\u202eziuR']])('refuse %s', async (_, name) => {
    await expect(addAccount(dataDir, { email: 'invisible@example.org', name, password: PASSWORD })).rejects.toThrow('Give the person');
  });
});

describe('one /api/ for both services, as site preview and site dev serve it', () => {
  it('sends the inbox\'s routes to the inbox and the forms to the forms API', async () => {
    const dir = await tempDir();
    const [{ startLocalForms }, { startLocalInbox, apiRouter }] = await Promise.all([import('../../../lambdas/forms/local.ts'), import('../../../lambdas/admin/local.ts')]);
    const forms = await startLocalForms({ dataDir: dir, logger: jsonLogger(() => {}), notifier: { name: 'none', notify: async () => {} } });
    const inbox = await startLocalInbox({ dataDir: dir, responseMinutes: PROMISED, timeZone: CENTER_ZONE, logger: jsonLogger(() => {}) });
    const server = createServer(apiRouter(forms.handle, inbox.handle));
    const base = await listen(server);
    try {
      expect(await (await fetch(`${base}${AUTH_API.config}`)).json()).toEqual({ mode: 'local' });
      expect((await fetch(`${base}${ADMIN_API.leads}`)).status).toBe(401);
      const sent = await fetch(`${base}/api/submit-consultation-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fullName: 'Router Test', phone: '818-555-0150' }) });
      expect(sent.status).toBe(201);
    } finally {
      await new Promise((done) => server.close(done));
      await Promise.all([forms.close(), inbox.close()]);
    }
  });
});
