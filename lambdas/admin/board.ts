/**
 * Passes for the desk board: a signed-in member of the team opens the board, and the screen gets a
 * pass that reads the board (kind, language, deadline, status, holder of each open lead) for
 * BOARD_HOURS and nothing else. A pass is a JWT signed by `jose` with the board's own key (random
 * per start locally; a Secrets Manager secret in AWS), with its own audience, so it can never stand
 * in for a sign-in and no sign-in token can stand in for it.
 *
 * A signed-in member can end every board open at that moment (a screen lost, or left where the
 * public can see it): the time is kept with the ended sessions (ended-sessions.ts: this process's
 * memory locally, the DynamoDB table in AWS) for BOARD_HOURS, and a pass issued up to then is refused.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import { BOARD_HOURS, type BoardGrant, type Staff } from '../../contract/inbox.ts';
import { bearer } from './bearer.ts';
import type { EndedSessions } from './ended-sessions.ts';

const AUDIENCE = 'inbox-board';

export interface BoardPasses {
  /** A pass opened by `staff`, valid BOARD_HOURS from now. */
  issue(staff: Staff): Promise<BoardGrant>;
  /** Whether the request carries a pass that is still valid. */
  admits(req: IncomingMessage): Promise<boolean>;
  /** Ends every pass issued until now; returns that moment. */
  endAll(): Promise<Date>;
}

/** Where the moment every board was last ended is kept, among the ended sessions. */
export const BOARDS_ENDED_ID = 'inbox-board-passes';

/** `key` gives the signing key (at least 32 bytes), read once and kept; `ended` keeps when every board was last ended. */
export function boardPasses(key: () => Promise<Uint8Array>, ended: EndedSessions, clock: () => Date = () => new Date()): BoardPasses {
  let secret: Promise<Uint8Array> | undefined;
  const signingKey = () => (secret ??= key().then((k) => {
    if (k.length < 32) throw new Error('The board key must be at least 32 bytes.');
    return k;
  }, (err: unknown) => {
    secret = undefined;
    throw err;
  }));
  return {
    async issue(staff) {
      const opened = clock().getTime();
      const now = Math.floor(opened / 1000);
      const expires = now + BOARD_HOURS * 3600;
      // `opened`, in milliseconds, tells a pass opened just after the boards were ended from one opened before (iat is in whole seconds).
      const token = await new SignJWT({ opened }).setProtectedHeader({ alg: 'HS256' }).setAudience(AUDIENCE).setSubject(staff.id)
        .setJti(randomUUID()).setIssuedAt(now).setExpirationTime(expires).sign(await signingKey());
      return { token, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async admits(req) {
      const token = bearer(req);
      if (!token) return false;
      const signing = await signingKey();
      const now = clock();
      let opened: unknown;
      try {
        ({ payload: { opened } } = await jwtVerify(token, signing, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now, requiredClaims: ['exp', 'sub', 'opened'] }));
      } catch {
        return false;
      }
      if (typeof opened !== 'number') return false;
      const endedAt = await ended.endedAt(BOARDS_ENDED_ID, now);
      return !endedAt || opened > endedAt.getTime();
    },
    async endAll() {
      const now = clock();
      await ended.end(BOARDS_ENDED_ID, new Date(now.getTime() + BOARD_HOURS * 3600_000), now);
      return now;
    },
  };
}
