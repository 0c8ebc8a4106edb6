/**
 * Signing in to the admissions inbox: how (a password form locally, Amazon Cognito's hosted sign-in
 * with PKCE in AWS), what a sign-in gives, how long a hosted session lasts, and the page's CSP that
 * lets it reach the sign-in service. Read by the inbox page, the admin API and the CDK stack.
 * Bundled into the browser: import only from 'zod/mini', and use no Node APIs.
 */
import * as z from 'zod/mini';

/**
 * In AWS, how long a hosted sign-in's refresh token lasts (the app client's setting, a working day).
 * The inbox page renews its ID token (IDLE_LOCK_MINUTES long) with it until then, so a session in
 * use lasts at most this long; the API refuses the tokens of a session ended earlier for as long.
 */
export const REFRESH_TOKEN_HOURS = 12;

export const SignIn = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SignIn = z.infer<typeof SignIn>;

/** How the inbox signs people in: a password form here, Amazon Cognito (code flow with PKCE) in AWS. */
export type AuthConfig =
  | { mode: 'local' }
  | { mode: 'cognito'; issuer: string; clientId: string; authorizeUrl: string; tokenUrl: string; revokeUrl: string; logoutUrl: string };

/**
 * The Cognito sign-in the inbox page uses: the pool's token issuer, the inbox's app client, and the
 * hosted sign-in's endpoints on its origin (https://<prefix>.auth.<region>.amazoncognito.com), where
 * Cognito serves them at these paths.
 */
export function cognitoAuthConfig(c: { issuer: string; clientId: string; signInOrigin: string }): Extract<AuthConfig, { mode: 'cognito' }> {
  const at = (path: string) => `${c.signInOrigin}${path}`;
  return {
    mode: 'cognito', issuer: c.issuer, clientId: c.clientId,
    authorizeUrl: at('/oauth2/authorize'), tokenUrl: at('/oauth2/token'), revokeUrl: at('/oauth2/revoke'), logoutUrl: at('/logout'),
  };
}

/**
 * The table of hosted sign-in sessions that were ended before their tokens expired (in AWS): keyed
 * by the session's id (the tokens' `origin_jti`), each entry deleted by TTL once no token of it can
 * be valid (its refresh token run out, REFRESH_TOKEN_HOURS).
 */
export const ENDED_SESSIONS_TABLE = { partitionKey: 'id', ttlAttribute: 'expiresAt' } as const;

/** Answer of a local sign-in: a bearer token for /api/admin/*. */
export interface SessionGrant {
  token: string;
  name: string;
  idleMinutes: number;
}

/**
 * The inbox page's Content-Security-Policy: its own script and style only, API calls to this
 * origin and, in AWS, to the sign-in service's token endpoint.
 */
export function inboxCsp(authOrigin?: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${authOrigin ? ` ${authOrigin}` : ''}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
