/**
 * Signing in to the inbox on this machine: an account's e-mail and password (accounts.ts) give a
 * bearer token, a JWT signed by `jose` with a key made when the server starts (so a restart signs
 * everyone out). The server keeps each session's last request: after IDLE_LOCK_MINUTES without one
 * the session is locked and its token refused. Failed sign-ins are limited per client address and
 * per e-mail, answered alike whether or not the account exists.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import { IDLE_LOCK_MINUTES, type Staff } from '../../contract/inbox.ts';
import { checkPassword, normalEmail } from '../leads/accounts.ts';
import type { LocalAuth } from './app.ts';
import { bearer } from './bearer.ts';

/** Failed sign-ins allowed per client address and per e-mail in FAILURE_WINDOW_MS; then 429 until it passes. */
export const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const TOKEN_HOURS = 12;

export function createLocalAuth(dataDir: string, clock: () => Date = () => new Date()): LocalAuth {
  const key = randomBytes(32);
  const sessions = new Map<string, { staff: Staff; lastSeen: number }>();
  const failures = new Map<string, number[]>();
  const idleMs = IDLE_LOCK_MINUTES * 60_000;

  const recent = (who: string, now: number) => (failures.get(who) ?? []).filter((t) => now - t < FAILURE_WINDOW_MS);

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
      const who = [`client:${client}`, `email:${normalEmail(email)}`];
      const counts = who.map((w) => recent(w, now));
      if (counts.some((c) => c.length >= MAX_FAILURES)) {
        const oldest = Math.min(...counts.filter((c) => c.length >= MAX_FAILURES).map((c) => c[0]!));
        return { ok: false, status: 429, error: 'Too many failed sign-ins. Wait a few minutes and try again.', retryAfterSeconds: Math.ceil((oldest + FAILURE_WINDOW_MS - now) / 1000) };
      }
      const account = await checkPassword(dataDir, email, password);
      if (!account) {
        who.forEach((w, i) => failures.set(w, [...counts[i]!, now]));
        return { ok: false, status: 401, error: 'That e-mail and password do not match an account.' };
      }
      who.forEach((w) => failures.delete(w));
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
      const found = await session(req);
      if (!found) return null;
      const now = clock().getTime();
      if (now - found.lastSeen > idleMs) {
        sessions.delete(found.id);
        return null;
      }
      sessions.set(found.id, { staff: found.staff, lastSeen: now });
      return found.staff;
    },
  };
}
