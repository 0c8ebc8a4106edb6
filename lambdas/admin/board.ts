/**
 * Passes for the desk board: a signed-in member of the team opens the board, and the screen gets a
 * pass that reads the board (kind, language, deadline, status, holder of each open lead) for
 * BOARD_HOURS and nothing else. A pass is a JWT signed by `jose` with the board's own key (random
 * per start locally; a Secrets Manager secret in AWS), with its own audience, so it can never stand
 * in for a sign-in and no sign-in token can stand in for it.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import { BOARD_HOURS, type BoardGrant, type Staff } from '../../contract/inbox.ts';
import { bearer } from './bearer.ts';

const AUDIENCE = 'inbox-board';

export interface BoardPasses {
  /** A pass opened by `staff`, valid BOARD_HOURS from now. */
  issue(staff: Staff): Promise<BoardGrant>;
  /** Whether the request carries a pass that is still valid. */
  admits(req: IncomingMessage): Promise<boolean>;
}

/** `key` gives the signing key (at least 32 bytes), read once and kept. */
export function boardPasses(key: () => Promise<Uint8Array>, clock: () => Date = () => new Date()): BoardPasses {
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
      const now = Math.floor(clock().getTime() / 1000);
      const expires = now + BOARD_HOURS * 3600;
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setAudience(AUDIENCE).setSubject(staff.id)
        .setJti(randomUUID()).setIssuedAt(now).setExpirationTime(expires).sign(await signingKey());
      return { token, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async admits(req) {
      const token = bearer(req);
      if (!token) return false;
      const signing = await signingKey();
      try {
        await jwtVerify(token, signing, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: clock(), requiredClaims: ['exp', 'sub'] });
        return true;
      } catch {
        return false;
      }
    },
  };
}
