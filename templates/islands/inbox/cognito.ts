/**
 * Signing in to the deployed inbox through Amazon Cognito's hosted sign-in: the authorization-code
 * flow with PKCE, done by `oauth4webapi` (a public client: no secret in the page). The ID token is
 * the session's bearer token; the API checks it against the pool's keys. It lasts IDLE_LOCK_MINUTES,
 * so the page renews it with the refresh token shortly before it runs out (renewSession), as long as
 * the idle lock has not ended the session. The refresh token stays in the page's memory with it and
 * is revoked when the session ends (signing out, the idle lock): then the page forgets both and ends
 * the hosted sign-in's own session at its /logout.
 */
import { INBOX_PATH } from '../../../contract/inbox.ts';
import { type AuthConfig } from '../../../contract/inbox-sign-in.ts';

type Cognito = Extract<AuthConfig, { mode: 'cognito' }>;

/** What renews a hosted sign-in's ID token, held in the page's memory only. */
export interface Renewal {
  refreshToken: string;
  /** The person the sign-in is for: a renewed ID token must be theirs. */
  sub: string;
  /** When to renew, by this page's clock: RENEW_AHEAD_MS before the ID token runs out. */
  renewAt: number;
  /**
   * How far the sign-in service's clock is ahead of this page's, in seconds, as measured by the last
   * ID token's issue time: a desk computer's clock may be off, and the renewed token is checked by it.
   */
  skew: number;
}

/** The session of a hosted sign-in, held in the page's memory only; without a refresh token, nothing renews it. */
export interface CognitoSession { token: string; name: string; renewal: Renewal | null }

/** How long before the ID token runs out the page renews it. */
export const RENEW_AHEAD_MS = 60_000;

const PENDING = 'inbox-sign-in';
/** Why the last session ended (the idle lock), to say so when /logout sends the browser back here. */
const ENDED = 'inbox-signed-out';

/**
 * Plain http is allowed only for a sign-in service on this machine, as the tests run one; every
 * address of Cognito's is https, and oauth4webapi refuses any other.
 */
const loopback = (url: string) => /^http:\/\/(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?\//.test(url);

/**
 * Where the hosted sign-in and sign-out send the browser back to: the inbox's address as the app
 * client registered it (INBOX_PATH, /admin/), whatever form of it this page was opened at. /admin/
 * is redirected to /admin with its query string, so the code arrives here.
 */
export const redirectUri = () => `${location.origin}${INBOX_PATH}`;
const server = (c: Cognito) => ({ issuer: c.issuer, authorization_endpoint: c.authorizeUrl, token_endpoint: c.tokenUrl, end_session_endpoint: c.logoutUrl });

type Oauth = typeof import('oauth4webapi');
type TokenAnswer = Awaited<ReturnType<Oauth['processRefreshTokenResponse']>>;

/**
 * The session a token answer gives: its ID token, the person's name and when to renew it. The
 * lifetime is the token's own (exp - iat), counted from now on this page's clock.
 */
function held(oauth: Oauth, answer: TokenAnswer, refreshToken: string | null, sub: string | null): CognitoSession {
  const claims = oauth.getValidatedIdTokenClaims(answer);
  if (!answer.id_token || !claims) throw new Error('The sign-in gave no identity.');
  if (sub !== null && claims.sub !== sub) throw new Error('The sign-in gave another person\'s identity.');
  const name = typeof claims.name === 'string' ? claims.name : typeof claims.email === 'string' ? claims.email : claims.sub;
  const now = Date.now();
  const renewal = refreshToken
    ? { refreshToken, sub: claims.sub, renewAt: now + (claims.exp - claims.iat) * 1000 - RENEW_AHEAD_MS, skew: claims.iat - Math.floor(now / 1000) }
    : null;
  return { token: answer.id_token, name, renewal };
}

/** To the hosted sign-in page; it comes back to this page with a code. */
export async function startSignIn(config: Cognito): Promise<void> {
  const oauth = await import('oauth4webapi');
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  sessionStorage.setItem(PENDING, JSON.stringify({ verifier, state, hash: location.hash }));
  const url = new URL(config.authorizeUrl);
  for (const [key, value] of Object.entries({
    client_id: config.clientId, redirect_uri: redirectUri(), response_type: 'code', scope: 'openid email profile',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state,
  })) url.searchParams.set(key, value);
  location.assign(url.href);
}

/** Back from the hosted sign-in: the code exchanged for tokens; null when this page load is not a return. */
export async function finishSignIn(config: Cognito): Promise<CognitoSession | null> {
  const pending = sessionStorage.getItem(PENDING);
  if (!pending || !new URLSearchParams(location.search).has('state')) return null;
  sessionStorage.removeItem(PENDING);
  const { verifier, state, hash } = JSON.parse(pending) as { verifier: string; state: string; hash: string };
  const oauth = await import('oauth4webapi');
  const as = server(config);
  const client = { client_id: config.clientId };
  const params = oauth.validateAuthResponse(as, client, new URL(location.href), state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri(), verifier, { [oauth.allowInsecureRequests]: loopback(config.tokenUrl) });
  const result = await oauth.processAuthorizationCodeResponse(as, client, response);
  history.replaceState(null, '', `${location.pathname}${hash}`);
  return held(oauth, result, result.refresh_token ?? null, null);
}

/**
 * A new ID token for the same sign-in, from its refresh token, checked as the first one was (the
 * same person); the refresh token stays the same (Cognito does not rotate it). Throws if the sign-in
 * service refuses (the refresh token was revoked or ran out).
 */
export async function renewSession(config: Cognito, renewal: Renewal): Promise<CognitoSession> {
  const oauth = await import('oauth4webapi');
  const as = server(config);
  const client = { client_id: config.clientId, [oauth.clockSkew]: renewal.skew };
  const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), renewal.refreshToken, { [oauth.allowInsecureRequests]: loopback(config.tokenUrl) });
  const result = await oauth.processRefreshTokenResponse(as, client, response);
  return held(oauth, result, result.refresh_token ?? renewal.refreshToken, renewal.sub);
}

/** The reason the last session ended, once: the page says it after /logout brings the browser back. */
export function endedReason(): string | null {
  const why = sessionStorage.getItem(ENDED);
  sessionStorage.removeItem(ENDED);
  return why;
}

/**
 * Ends a hosted sign-in's session: its refresh token revoked (so no new ID token can come of it), the
 * page's tokens forgotten (the caller has done so), then out of the hosted sign-in too, so that
 * signing in again asks for the password. A revocation that fails still signs out.
 */
export async function endSession(config: Cognito, refreshToken: string | null, why: string): Promise<void> {
  if (refreshToken) {
    const oauth = await import('oauth4webapi');
    await oauth.revocationRequest({ issuer: config.issuer, revocation_endpoint: config.revokeUrl }, { client_id: config.clientId }, oauth.None(), refreshToken, { [oauth.allowInsecureRequests]: loopback(config.revokeUrl) })
      .then((response) => oauth.processRevocationResponse(response))
      .catch(() => undefined);
  }
  if (why) sessionStorage.setItem(ENDED, why);
  location.assign(signOutUrl(config));
}

/** Out of the hosted sign-in too, back to this page. */
export function signOutUrl(config: Cognito): string {
  const url = new URL(config.logoutUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('logout_uri', redirectUri());
  return url.href;
}
