/**
 * Who an inbox request comes from in AWS: its bearer token must be an ID token of the site's
 * Amazon Cognito user pool, for the inbox's app client, checked with `jose` against the pool's
 * published keys (API Gateway's JWT authorizer checks it too; this function does not rely on that).
 */
import type { IncomingMessage } from 'node:http';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Staff } from '../../contract/inbox.ts';
import { bearer } from './bearer.ts';

export interface CognitoSettings {
  /** https://cognito-idp.<region>.amazonaws.com/<pool id> */
  issuer: string;
  clientId: string;
  /** The pool's keys; by default fetched (and cached) from the issuer's JWKS address. */
  keys?: JWTVerifyGetKey;
}

export function cognitoAuthenticator(settings: CognitoSettings): (req: IncomingMessage) => Promise<Staff | null> {
  const keys = settings.keys ?? createRemoteJWKSet(new URL(`${settings.issuer}/.well-known/jwks.json`));
  return async (req) => {
    const token = bearer(req);
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer, audience: settings.clientId, algorithms: ['RS256'],
        // Every Cognito ID token has these; one without an expiry would never expire.
        requiredClaims: ['sub', 'exp', 'iat', 'token_use'],
      });
      if (payload.token_use !== 'id' || typeof payload.sub !== 'string') return null;
      const name = typeof payload.name === 'string' ? payload.name : typeof payload.email === 'string' ? payload.email : payload.sub;
      return { id: payload.sub, name };
    } catch {
      return null;
    }
  };
}
