/**
 * Who an inbox request comes from in AWS: its bearer token must be an ID token of the site's
 * Amazon Cognito user pool, for the inbox's app client, checked with `jose` against the pool's
 * published keys (API Gateway's JWT authorizer checks it too; this function does not rely on that),
 * and its session must not have been ended: signing out and the idle lock tell the API (DELETE
 * AUTH_API.session), which refuses that session's tokens from then on (ended-sessions.ts), those
 * refreshed later included, for as long as its refresh token could give any.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { IDLE_LOCK_MINUTES, type Staff } from '../../contract/inbox.ts';
import { REFRESH_TOKEN_HOURS } from '../../contract/inbox-sign-in.ts';
import { bearer } from './bearer.ts';
import type { EndedSessions } from './ended-sessions.ts';

export interface CognitoSettings {
  /** https://cognito-idp.<region>.amazonaws.com/<pool id> */
  issuer: string;
  clientId: string;
  /** The pool's keys; by default fetched (and cached) from the issuer's JWKS address. */
  keys?: JWTVerifyGetKey;
}

export interface CognitoSessions {
  authenticate(req: IncomingMessage): Promise<Staff | null>;
  /** Ends the session of the request's token, if it is a valid one. */
  signOut(req: IncomingMessage): Promise<void>;
}

/**
 * How long an ended session's tokens are refused: a refresh token that was not revoked (the page's
 * revocation failed, or a copy of it was taken) gives new ID tokens of the session until it runs out,
 * and the last of them lasts IDLE_LOCK_MINUTES more.
 */
const REFUSED_FOR_MS = (REFRESH_TOKEN_HOURS * 60 + IDLE_LOCK_MINUTES) * 60_000;

/** The request's ID token, verified: its person and its session's id; null if it is not valid. */
function idTokenVerifier(settings: CognitoSettings) {
  const keys = settings.keys ?? createRemoteJWKSet(new URL(`${settings.issuer}/.well-known/jwks.json`));
  return async (req: IncomingMessage): Promise<{ staff: Staff; session: string } | null> => {
    const token = bearer(req);
    if (!token) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer, audience: settings.clientId, algorithms: ['RS256'],
        // Every Cognito ID token has these; one without an expiry would never expire.
        requiredClaims: ['sub', 'exp', 'iat', 'token_use'],
      }));
    } catch {
      return null;
    }
    if (payload.token_use !== 'id' || typeof payload.sub !== 'string') return null;
    const name = typeof payload.name === 'string' ? payload.name : typeof payload.email === 'string' ? payload.email : payload.sub;
    // Cognito names the sign-in every token of it comes from (refreshed ones too) by origin_jti.
    const session = typeof payload.origin_jti === 'string' ? payload.origin_jti
      : typeof payload.jti === 'string' ? payload.jti : createHash('sha256').update(token).digest('base64url');
    return { staff: { id: payload.sub, name }, session };
  };
}

/** Who a request comes from, by its ID token and its session not having been ended; and the ending. */
export function cognitoSessions(settings: CognitoSettings, ended: EndedSessions, clock: () => Date = () => new Date()): CognitoSessions {
  const verify = idTokenVerifier(settings);
  return {
    async authenticate(req) {
      const found = await verify(req);
      return found && !(await ended.isEnded(found.session, clock())) ? found.staff : null;
    },
    async signOut(req) {
      const found = await verify(req);
      if (found) await ended.end(found.session, new Date(clock().getTime() + REFUSED_FOR_MS));
    },
  };
}
