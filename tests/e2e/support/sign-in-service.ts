/**
 * A stand-in for the admissions team's Amazon Cognito hosted sign-in, on loopback, for the tests of the
 * inbox's AWS sign-in: `oidc-provider` (a conformant OpenID Connect provider) at Cognito's paths
 * (/oauth2/authorize, /oauth2/token, /oauth2/revoke, /logout, and the pool's keys at
 * <issuer>/.well-known/jwks.json), with one public app client like the pool's (code flow with PKCE, no
 * secret, refresh tokens that are revoked but neither rotated nor ended by /logout) and ID tokens
 * carrying what Cognito's carry (sub, email, name, token_use "id", aud the client id, iat, exp, and
 * origin_jti naming the sign-in that the refresh token belongs to, the same in every refreshed one).
 * Its sign-in page is a plain e-mail and password form.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface SignInUser { sub: string; email: string; name: string; password: string }

export interface SignInService {
  /** The token issuer, and the hosted sign-in's origin (one address here; two in AWS). */
  issuer: string;
  clientId: string;
  /**
   * Registers the app client with the inbox page's address (where sign-in and sign-out send the
   * browser back to); until then every request is answered 503. Separate, since the inbox's server
   * needs the issuer before it starts and knows its address only after.
   */
  registerInbox(inboxUrl: string): void;
  close(): Promise<void>;
}

export interface SignInServiceOptions {
  users: readonly SignInUser[];
  /** ID and access tokens' lifetime (Cognito's app client: IDLE_LOCK_MINUTES). */
  tokenSeconds?: number;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(action: string, error: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title><style>body{font:16px system-ui;margin:2rem auto;max-width:22rem;padding:0 1rem}label,input,button{display:block;width:100%;margin-top:.5rem}input,button{padding:.6rem;font:inherit;box-sizing:border-box}p{color:#a00}</style></head>
<body><h1>Sign in with your e-mail and password</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(action)}"><label for="username">E-mail</label><input id="username" name="username" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startSignInService(opts: SignInServiceOptions): Promise<SignInService> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = randomUUID().replace(/-/g, '').slice(0, 26);
  const keys = { keys: [{ ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), alg: 'RS256', use: 'sig', kid: 'loopback' }] };
  let serve: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => (serve ? serve(req, res) : void res.writeHead(503).end()));
  return {
    issuer,
    clientId,
    registerInbox(inboxUrl) {
      serve = handler(issuer, clientId, keys, inboxUrl, opts);
    },
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
  };
}

function handler(issuer: string, clientId: string, jwks: Configuration['jwks'], inboxUrl: string, opts: SignInServiceOptions) {
  const inboxOrigin = new URL(inboxUrl).origin;
  const seconds = opts.tokenSeconds ?? 15 * 60;
  const bySub = new Map(opts.users.map((u) => [u.sub, u]));

  const configuration: Configuration = {
    clients: [{
      client_id: clientId,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [inboxUrl],
      post_logout_redirect_uris: [inboxUrl],
    }],
    jwks,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    routes: {
      authorization: '/oauth2/authorize',
      token: '/oauth2/token',
      revocation: '/oauth2/revoke',
      userinfo: '/oauth2/userInfo',
      jwks: '/.well-known/jwks.json',
      end_session: '/oauth2/end-session',
    },
    pkce: { required: () => true, methods: ['S256'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Cognito's /logout asks nothing: the confirmation is sent at once.
        logoutSource: (ctx, form) => {
          ctx.body = `<!doctype html><html><body>${form}<script>const f=document.forms[0];const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.append(i);f.submit();</script></body></html>`;
        },
      },
    },
    // The inbox page fetches its tokens from another origin.
    clientBasedCORS: (_ctx, origin) => origin === inboxOrigin,
    // As in a Cognito ID token, the person's e-mail and name are in it, not only at /oauth2/userInfo.
    conformIdTokenClaims: false,
    claims: { openid: ['sub', 'token_use', 'origin_jti'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(ctx, sub) {
      const user = bySub.get(sub);
      if (!user) return undefined;
      const { AuthorizationCode, RefreshToken } = ctx.oidc.entities;
      const grantId = AuthorizationCode?.grantId ?? RefreshToken?.grantId;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, email_verified: true, name: user.name, token_use: 'id', ...(grantId && { origin_jti: grantId }) }),
      };
    },
    // Cognito gives every code-flow sign-in a refresh token, and keeps it the same through refreshes
    // (each refreshed ID token names the same sign-in by origin_jti: see findAccount). Its /logout
    // ends the hosted session only: the refresh token stays valid until it is revoked or runs out.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: false,
    expiresWithSession: async () => false,
    ttl: { IdToken: seconds, AccessToken: seconds, RefreshToken: 12 * 3600, AuthorizationCode: 300, Session: 3600, Interaction: 600, Grant: 12 * 3600 },
    interactions: { url: (_ctx, interaction) => `/login/${interaction.uid}` },
    // No consent screen, as in Cognito: the pool's own app client is granted what it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      const id = ctx.oidc.result?.consent?.grantId ?? session!.grantIdFor(client!.clientId);
      if (id) return ctx.oidc.provider.Grant.find(id);
      const grant = new ctx.oidc.provider.Grant({ clientId: client!.clientId, accountId: session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  /** The sign-in page of an interaction, and its answer. */
  async function login(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return void res.writeHead(400).end('Unknown sign-in.');
    if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(`/login/${uid}`, ''));
    const form = await formBody(req);
    const user = opts.users.find((u) => u.email === form.get('username')?.toLowerCase() && u.password === form.get('password'));
    if (!user) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(`/login/${uid}`, 'Incorrect username or password.'));
    await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', issuer);
    const uid = /^\/login\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (uid) {
      login(req, res, uid).catch((err: Error) => { if (!res.headersSent) res.writeHead(400).end(err.message); });
      return;
    }
    // Cognito's sign-out address and parameters, answered by the provider's own sign-out.
    if (url.pathname === '/logout') {
      const end = new URL('/oauth2/end-session', issuer);
      end.searchParams.set('client_id', url.searchParams.get('client_id') ?? '');
      end.searchParams.set('post_logout_redirect_uri', url.searchParams.get('logout_uri') ?? '');
      return void res.writeHead(302, { location: end.href }).end();
    }
    void oidc(req, res);
  };
}
