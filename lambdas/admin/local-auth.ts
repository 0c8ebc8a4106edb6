/**
 * Signing in to the inbox on this machine: an account's e-mail and password (accounts.ts) give a
 * bearer token, a JWT signed by `jose` with a key made when the server starts (so a restart signs
 * everyone out). The server keeps each session's last request: after IDLE_LOCK_MINUTES without one
 * the session is locked and its token refused. Failed sign-ins are limited per e-mail and, more
 * loosely, per client address (every user of one machine signs in from 127.0.0.1, so one person's
 * typos must not lock the others out), answered alike whether or not the account exists. An attempt
 * takes its place in both counts before its password is checked, so parallel guesses cannot all slip
 * in under the limit while the first ones are still being checked.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import { IDLE_LOCK_MINUTES, type Staff } from '../../contract/inbox.ts';
import { checkPassword, normalEmail } from '../leads/accounts.ts';
import type { LocalAuth } from './app.ts';
import { bearer } from './bearer.ts';

/** Failed sign-ins allowed per e-mail in FAILURE_WINDOW_MS; then 429 until it passes. */
export const MAX_ACCOUNT_FAILURES = 5;
/** Failed sign-ins allowed per client address in FAILURE_WINDOW_MS, across accounts (guessing many e-mails). */
export const MAX_ADDRESS_FAILURES = 20;
const FAILURE_WINDOW_MS = 15 * 60_000;
const TOKEN_HOURS = 12;
const PRUNE_EVERY_MS = 60_000;

export interface LocalAuthWithState extends LocalAuth {
  /** How many sessions and failure records are held: for tests that check they are dropped in time. */
  held(): { sessions: number; failureKeys: number };
}

export function createLocalAuth(dataDir: string, clock: () => Date = () => new Date()): LocalAuthWithState {
  const key = randomBytes(32);
  const sessions = new Map<string, { staff: Staff; lastSeen: number }>();
  /** Per `email:` and `client:` key, the times of failed (or still being checked) sign-ins. */
  const failures = new Map<string, number[]>();
  const idleMs = IDLE_LOCK_MINUTES * 60_000;
  let prunedAt = 0;

  const recent = (who: string, now: number) => (failures.get(who) ?? []).filter((t) => now - t < FAILURE_WINDOW_MS);

  /** Drops failures past their window and sessions past the idle lock. */
  function prune(now: number, force = false): void {
    if (!force && now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    for (const who of [...failures.keys()]) {
      const kept = recent(who, now);
      if (kept.length) failures.set(who, kept);
      else failures.delete(who);
    }
    for (const [id, s] of [...sessions]) if (now - s.lastSeen > idleMs) sessions.delete(id);
  }

  /** Takes back one attempt's place in a count (its password was right). */
  function release(who: string, at: number): void {
    const list = failures.get(who) ?? [];
    const i = list.lastIndexOf(at);
    if (i >= 0) list.splice(i, 1);
    if (!list.length) failures.delete(who);
  }

  async function session(req: IncomingMessage): Promise<{ id: string; staff: Staff; lastSeen: number } | null> {
    const token = bearer(req);
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
      const found = payload.jti ? sessions.get(payload.jti) : undefined;
      return found && payload.jti ? { id: payload.jti, ...found } : null;
    } catch {
      return null;
    }
  }

  return {
    async signIn(email, password, client) {
      const now = clock().getTime();
      prune(now, true);
      const limits = [[`client:${client}`, MAX_ADDRESS_FAILURES], [`email:${normalEmail(email)}`, MAX_ACCOUNT_FAILURES]] as const;
      const counts = limits.map(([who]) => recent(who, now));
      const full = counts.filter((c, i) => c.length >= limits[i]![1]);
      if (full.length) {
        const oldest = Math.min(...full.map((c) => c[0]!));
        return { ok: false, status: 429, error: 'Too many failed sign-ins. Wait a few minutes and try again.', retryAfterSeconds: Math.ceil((oldest + FAILURE_WINDOW_MS - now) / 1000) };
      }
      // Counted as failed now, before the await: a parallel attempt sees it at once.
      limits.forEach(([who], i) => failures.set(who, [...counts[i]!, now]));
      const account = await checkPassword(dataDir, email, password);
      if (!account) return { ok: false, status: 401, error: 'That e-mail and password do not match an account.' };
      release(limits[0][0], now);
      failures.delete(limits[1][0]);
      const id = randomUUID();
      const staff = { id: account.email, name: account.name };
      sessions.set(id, { staff, lastSeen: now });
      const token = await new SignJWT({ name: staff.name }).setProtectedHeader({ alg: 'HS256' }).setSubject(staff.id).setJti(id)
        .setIssuedAt(Math.floor(now / 1000)).setExpirationTime(Math.floor(now / 1000) + TOKEN_HOURS * 3600).sign(key);
      return { ok: true, grant: { token, name: staff.name, idleMinutes: IDLE_LOCK_MINUTES } };
    },
    async signOut(req) {
      const found = await session(req);
      if (found) sessions.delete(found.id);
    },
    async authenticate(req) {
      const now = clock().getTime();
      prune(now);
      const found = await session(req);
      if (!found) return null;
      if (now - found.lastSeen > idleMs) {
        sessions.delete(found.id);
        return null;
      }
      sessions.set(found.id, { staff: found.staff, lastSeen: now });
      return found.staff;
    },
    held: () => ({ sessions: sessions.size, failureKeys: failures.size }),
  };
}
