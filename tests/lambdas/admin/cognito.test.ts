/**
 * The inbox in AWS: the admin Lambda (serverless-http, DynamoDB on dynalite) accepts only ID tokens
 * of the Cognito user pool for the inbox's app client, checked against the pool's published keys
 * (here a JWKS served on loopback), and answers 401 with no lead data to anything else.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { ADMIN_API, BOARD_HOURS, IDLE_LOCK_MINUTES } from '../../../contract/inbox.ts';
import { REFRESH_TOKEN_HOURS } from '../../../contract/inbox-sign-in.ts';
import { BOARDS_ENDED_ID } from '../../../lambdas/admin/board.ts';
import { cognitoSessions } from '../../../lambdas/admin/cognito.ts';
import { endedSessionsInMemory } from '../../../lambdas/admin/ended-sessions.ts';
import { createHandler } from '../../../lambdas/admin/handler.ts';
import { newLead } from '../../../lambdas/leads/lead.ts';
import { silentLogger } from '../../../lambdas/leads/log.ts';
import { responseMinutesEnvironment, timeZoneEnvironment } from '../../../infra/site-promises.ts';
import { CENTER_ZONE, crisis, dynaliteForFile, listen, PROMISED } from '../helpers.ts';

const CLIENT = 'inbox-client-1';
const dynalite = dynaliteForFile();
let jwks: Server;
let issuer: string;
let sign: (claims: Record<string, unknown>, opts?: { audience?: string; issuer?: string; expires?: number }) => Promise<string>;
let foreign: (claims: Record<string, unknown>) => Promise<string>;
let poolKey: CryptoKey;

beforeAll(async () => {
  const pool = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(pool.publicKey)), kid: 'pool-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((req, res) => {
    if (req.url === '/pool/.well-known/jwks.json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end();
  });
  issuer = `${await listen(jwks)}/pool`;
  const token = (key: CryptoKey, kid: string) => (claims: Record<string, unknown>, opts: { audience?: string; issuer?: string; expires?: number } = {}) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).setIssuer(opts.issuer ?? issuer).setAudience(opts.audience ?? CLIENT)
      .setSubject('7f1c-sub').setIssuedAt().setExpirationTime(opts.expires ?? Math.floor(Date.now() / 1000) + 900).sign(key);
  sign = token(pool.privateKey, 'pool-key');
  poolKey = pool.privateKey;
  foreign = token(other.privateKey, 'pool-key');
});
afterAll(async () => {
  await new Promise((done) => jwks.close(done));
});

/** The value CloudFront adds to every /api/* request (the origin-verify secret's current version). */
const ORIGIN_VALUE = 'k3v9w2q8e5r7t1y4u6i0o2p9a8s7d6f5g4h3j2k1l0zxcvbnm';
const ORIGIN_ENV = { ORIGIN_VERIFY_HEADER: 'x-origin-verify', ORIGIN_VERIFY_SECRET: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin' };
const readOriginStage = async (stage: string) => (stage === 'AWSCURRENT' ? { value: ORIGIN_VALUE, createdAt: 0 } : undefined);

/** The inbox Lambda's environment as the stack sets it, over a table of its own (and one of ended sessions). */
async function inboxEnv(tableName: string): Promise<NodeJS.ProcessEnv> {
  return {
    TABLE_NAME: tableName, ENDED_SESSIONS_TABLE: (await dynalite.tableStore()).tableName, COUNTS_TABLE_NAME: 'Counts', DYNAMODB_ENDPOINT: dynalite.endpoint(), COGNITO_ISSUER: issuer, COGNITO_CLIENT_ID: CLIENT,
    AUTH_SIGN_IN_ORIGIN: 'https://inbox.auth.example',
    ...responseMinutesEnvironment(PROMISED), ...timeZoneEnvironment(CENTER_ZONE), ...ORIGIN_ENV,
  };
}

/** A request as API Gateway hands it over; through CloudFront unless `headers` says otherwise. */
function httpEvent(path: string, method: string, headers: Record<string, string> = {}) {
  return {
    version: '2.0', routeKey: '$default', rawPath: path, rawQueryString: '',
    headers: { host: 'abc123.execute-api.us-east-1.amazonaws.com', 'x-origin-verify': ORIGIN_VALUE, ...headers },
    requestContext: {
      accountId: '123456789012', apiId: 'abc123', domainName: 'abc123.execute-api.us-east-1.amazonaws.com', requestId: 'req-1',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      routeKey: '$default', stage: '$default', time: '22/Nov/2026:06:00:00 +0000', timeEpoch: 1795327200000,
    },
    isBase64Encoded: false,
  };
}

describe('the admin Lambda behind Cognito', () => {
  it('lists and claims leads for a valid ID token, and refuses every other token with 401 and no lead data', async () => {
    const { tableName, store } = await dynalite.tableStore();
    const lead = newLead({ form: 'crisis', fields: { fullName: crisis.fullName, phone: crisis.phone }, source: 'crisis-landing', now: new Date(), retentionDays: 90 });
    await store.insert(lead);
    const handler = createHandler(await inboxEnv(tableName), silentLogger, { readOriginStage });
    type Reply = { statusCode: number; body: string; headers: Record<string, string> };
    const call = async (path: string, method: string, token?: string) => (await handler(httpEvent(path, method, token ? { authorization: `Bearer ${token}` } : {}), {})) as Reply;

    const good = await sign({ token_use: 'id', name: 'Ana Ruiz', email: 'ana@example.org' });
    const list = await call(ADMIN_API.leads, 'GET', good);
    expect(list.statusCode).toBe(200);
    expect(JSON.parse(list.body).leads.map((l: { id: string }) => l.id)).toEqual([lead.id]);
    const claimed = await call(ADMIN_API.claim(lead.id), 'POST', good);
    expect([claimed.statusCode, JSON.parse(claimed.body).holder]).toEqual([200, 'Ana Ruiz']);
    expect((await store.get(lead.id))?.inbox).toMatchObject({ status: 'claimed', holder: { id: '7f1c-sub', name: 'Ana Ruiz' } });
    // The history names the user by Cognito's sub, which they cannot change (issue #26).
    expect((await store.get(lead.id))?.inbox?.history).toEqual([expect.objectContaining({ by: '7f1c-sub', name: 'Ana Ruiz', action: 'claimed' })]);

    const refused = {
      'no token': undefined,
      'an access token, not an ID token': await sign({ token_use: 'access' }),
      'another app client': await sign({ token_use: 'id', name: 'Ana' }, { audience: 'other-client' }),
      'another pool': await sign({ token_use: 'id', name: 'Ana' }, { issuer: 'https://cognito-idp.us-east-1.amazonaws.com/elsewhere' }),
      'an expired token': await sign({ token_use: 'id', name: 'Ana' }, { expires: Math.floor(Date.now() / 1000) - 60 }),
      'a key not the pool\'s': await foreign({ token_use: 'id', name: 'Ana' }),
    };
    for (const [why, token] of Object.entries(refused)) {
      const res = await call(ADMIN_API.leads, 'GET', token);
      expect(res.statusCode, why).toBe(401);
      expect(res.body, why).not.toContain(crisis.fullName);
      expect(res.body, why).not.toContain(lead.id);
    }

    const config = await call('/api/auth/config', 'GET');
    expect(JSON.parse(config.body)).toEqual({
      mode: 'cognito', issuer, clientId: CLIENT,
      authorizeUrl: 'https://inbox.auth.example/oauth2/authorize', tokenUrl: 'https://inbox.auth.example/oauth2/token',
      revokeUrl: 'https://inbox.auth.example/oauth2/revoke', logoutUrl: 'https://inbox.auth.example/logout',
    });
    expect((await call('/api/auth/session', 'POST')).statusCode).toBe(405); // no password sign-in in AWS: DELETE only, to sign out
    await store.close();
  });

  it('refuses every token of a session that was signed out, on every instance of the function, though none has expired (issue #26)', async () => {
    const { tableName, store } = await dynalite.tableStore();
    const env = await inboxEnv(tableName);
    const handler = createHandler(env, silentLogger, { readOriginStage });
    const status = async (path: string, method: string, token: string, on = handler) =>
      ((await on(httpEvent(path, method, { authorization: `Bearer ${token}` }), {})) as { statusCode: number }).statusCode;
    // Two ID tokens of one sign-in (the second from a refresh) and one of another sign-in.
    const first = await sign({ token_use: 'id', name: 'Ana', origin_jti: 'sign-in-1', jti: 'token-1' });
    const refreshed = await sign({ token_use: 'id', name: 'Ana', origin_jti: 'sign-in-1', jti: 'token-2' });
    const other = await sign({ token_use: 'id', name: 'Ana', origin_jti: 'sign-in-2', jti: 'token-3' });
    expect(await status(ADMIN_API.leads, 'GET', first)).toBe(200);
    expect(await status('/api/auth/session', 'DELETE', `${other.slice(0, -4)}AAAA`)).toBe(200); // not a valid token: ends nothing
    expect(await status('/api/auth/session', 'DELETE', first)).toBe(200);
    expect([await status(ADMIN_API.leads, 'GET', first), await status(ADMIN_API.leads, 'GET', refreshed), await status(ADMIN_API.leads, 'GET', other)]).toEqual([401, 401, 200]);
    const coldStart = createHandler(env, silentLogger, { readOriginStage });
    expect(await status(ADMIN_API.leads, 'GET', refreshed, coldStart)).toBe(401);
    await store.close();
  });

  it('keeps refusing an ended session\'s tokens refreshed long after its sign-out, until its refresh token has run out (issue #26)', async () => {
    // The page's revocation of the refresh token can fail, or a copy of it be taken: Cognito then
    // refreshes it into new ID tokens of the same sign-in (origin_jti) for REFRESH_TOKEN_HOURS.
    const start = Date.now();
    let now = start;
    const sessions = cognitoSessions({ issuer, clientId: CLIENT }, endedSessionsInMemory(), () => new Date(now));
    const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as IncomingMessage;
    const signedOut = await sign({ token_use: 'id', name: 'Ana', origin_jti: 'sign-in-9', jti: 'token-1' });
    await sessions.signOut(request(signedOut));
    const minutes = (n: number) => n * 60_000;
    for (const later of [minutes(40), minutes(REFRESH_TOKEN_HOURS * 60 + IDLE_LOCK_MINUTES - 1)]) {
      now = start + later;
      const refreshed = await sign({ token_use: 'id', name: 'Ana', origin_jti: 'sign-in-9', jti: `token-at-${later}` });
      expect(await sessions.authenticate(request(refreshed)), `${later / 60_000} minutes after signing out`).toBeNull();
    }
    const otherSignIn = await sign({ token_use: 'id', name: 'Ana', origin_jti: 'sign-in-10' });
    expect(await sessions.authenticate(request(otherSignIn))).toEqual({ id: '7f1c-sub', name: 'Ana' });
  });

  it('refuses a token of the pool that lacks an expiry, an issue time or a subject (issue #26)', async () => {
    const handler = createHandler(await inboxEnv((await dynalite.tableStore()).tableName), silentLogger, { readOriginStage });
    const base = () => new SignJWT({ token_use: 'id', name: 'Ana' }).setProtectedHeader({ alg: 'RS256', kid: 'pool-key' }).setIssuer(issuer).setAudience(CLIENT);
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      'no expiry': await base().setSubject('7f1c-sub').setIssuedAt().sign(poolKey),
      'no issue time': await base().setSubject('7f1c-sub').setExpirationTime(now + 900).sign(poolKey),
      'no subject': await base().setIssuedAt().setExpirationTime(now + 900).sign(poolKey),
    };
    for (const [why, token] of Object.entries(tokens)) {
      const res = (await handler(httpEvent(ADMIN_API.leads, 'GET', { authorization: `Bearer ${token}` }), {})) as { statusCode: number };
      expect(res.statusCode, why).toBe(401);
    }
    const whole = await base().setSubject('7f1c-sub').setIssuedAt().setExpirationTime(now + 900).sign(poolKey);
    expect(((await handler(httpEvent(ADMIN_API.leads, 'GET', { authorization: `Bearer ${whole}` }), {})) as { statusCode: number }).statusCode).toBe(200);
  });

  it('refuses with 403 as JSON, before any sign-in check, a request that did not come through CloudFront (issue #26)', async () => {
    const { tableName, store } = await dynalite.tableStore();
    const lead = newLead({ form: 'crisis', fields: { fullName: crisis.fullName, phone: crisis.phone }, source: 'crisis-landing', now: new Date(), retentionDays: 90 });
    await store.insert(lead);
    const env = await inboxEnv(tableName);
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (event: string) => warnings.push(event) };
    const handler = createHandler(env, logger, { readOriginStage });
    type Reply = { statusCode: number; body: string; headers: Record<string, string> };
    const good = await sign({ token_use: 'id', name: 'Ana Ruiz', email: 'ana@example.org' });
    const call = async (headers: Record<string, string>) => (await handler(httpEvent(ADMIN_API.leads, 'GET', { authorization: `Bearer ${good}`, ...headers }), {})) as Reply;

    // A valid ID token is not enough on the execute-api address.
    for (const [why, value] of Object.entries({ 'no header': '', 'a wrong value': ORIGIN_VALUE.replace(/.$/, 'x'), 'a short value': 'abc' })) {
      const res = await call({ 'x-origin-verify': value });
      expect(res.statusCode, why).toBe(403);
      expect(res.headers['content-type'], why).toMatch(/^application\/json/);
      expect(JSON.parse(res.body).error, why).toMatch(/only through the site/);
      expect(res.body, why).not.toContain(lead.id);
    }
    expect(warnings).toEqual(Array(3).fill('inbox_refused_not_from_cloudfront'));
    // The same token through CloudFront lists the lead; the refusals viewed nothing.
    const through = await call({});
    expect([through.statusCode, JSON.parse(through.body).leads.map((l: { id: string }) => l.id)]).toEqual([200, [lead.id]]);
    expect((await store.get(lead.id))?.inbox?.history ?? []).toEqual([]);

    // Secrets Manager out of reach on a cold start: 503, never an open door.
    const unreadable = createHandler(env, silentLogger, { readOriginStage: async () => { throw Object.assign(new Error('down'), { name: 'ServiceUnavailable' }); } });
    const res = (await unreadable(httpEvent(ADMIN_API.leads, 'GET', { authorization: `Bearer ${good}` }), {})) as Reply;
    expect([res.statusCode, res.body.includes(lead.id)]).toEqual([503, false]);
    await store.close();
  });

  it('a signed-in member opens the desk board with a Cognito ID token; its pass, signed with the secret\'s key, reads the board and nothing else (issue #26)', async () => {
    const { tableName, store } = await dynalite.tableStore();
    const lead = newLead({ form: 'insurance', fields: { fullName: crisis.fullName, phone: crisis.phone }, source: 'home', now: new Date(), retentionDays: 90 });
    await store.insert(lead);
    const reads: string[] = [];
    const readBoardKey = async () => { reads.push('read'); return 'k'.repeat(48); };
    const handler = createHandler(await inboxEnv(tableName), silentLogger, { readOriginStage, readBoardKey });
    type Reply = { statusCode: number; body: string };
    const call = async (path: string, method: string, token?: string) => (await handler(httpEvent(path, method, token ? { authorization: `Bearer ${token}` } : {}), {})) as Reply;

    const good = await sign({ token_use: 'id', name: 'Ana Ruiz', email: 'ana@example.org' });
    const opened = await call(ADMIN_API.board, 'POST', good);
    expect(opened.statusCode).toBe(201);
    const { token } = JSON.parse(opened.body) as { token: string };
    const board = await call(ADMIN_API.board, 'GET', token);
    expect(board.statusCode).toBe(200);
    expect(JSON.parse(board.body).leads).toEqual([expect.objectContaining({ id: lead.id, form: 'insurance', status: 'new' })]);
    expect(board.body).not.toContain(crisis.fullName);
    expect(board.body).not.toContain(crisis.phone);
    // The pass is no sign-in, and the ID token no pass.
    expect((await call(ADMIN_API.leads, 'GET', token)).statusCode).toBe(401);
    expect((await call(ADMIN_API.board, 'GET', good)).statusCode).toBe(401);
    expect(reads).toEqual(['read']);
    await store.close();
  });

  it('a signed-in member ends every open desk board, on every instance of the function, kept in the ended-sessions table', async () => {
    const { tableName, store } = await dynalite.tableStore();
    const env = await inboxEnv(tableName);
    const readBoardKey = async () => 'k'.repeat(48);
    const desk = createHandler(env, silentLogger, { readOriginStage, readBoardKey });
    const other = createHandler(env, silentLogger, { readOriginStage, readBoardKey });
    type Reply = { statusCode: number; body: string };
    const call = async (on: typeof desk, path: string, method: string, token?: string) => (await on(httpEvent(path, method, token ? { authorization: `Bearer ${token}` } : {}), {})) as Reply;

    const ana = await sign({ token_use: 'id', name: 'Ana Ruiz', email: 'ana@example.org' });
    const { token } = JSON.parse((await call(desk, ADMIN_API.board, 'POST', ana)).body) as { token: string };
    expect((await call(other, ADMIN_API.board, 'GET', token)).statusCode).toBe(200);
    // Ended through one instance, refused by the other: what ended them is in DynamoDB, not in a function's memory.
    const ended = await call(desk, ADMIN_API.board, 'DELETE', ana);
    expect(ended.statusCode).toBe(200);
    expect((await call(other, ADMIN_API.board, 'GET', token)).statusCode).toBe(401);
    const endedAt = Date.parse((JSON.parse(ended.body) as { endedAt: string }).endedAt);
    const kept = await new DynamoDBClient({ endpoint: dynalite.endpoint(), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } })
      .send(new GetItemCommand({ TableName: env.ENDED_SESSIONS_TABLE, Key: { id: { S: BOARDS_ENDED_ID } }, ConsistentRead: true }));
    expect(Number(kept.Item?.endedAt?.N)).toBe(endedAt);
    // Kept until the last pass it ends has run out, then deleted by the table's TTL.
    expect(Number(kept.Item?.expiresAt?.N) * 1000 - endedAt).toBeGreaterThanOrEqual(BOARD_HOURS * 3600_000);
    // A board opened afterwards reads on both.
    await new Promise((done) => setTimeout(done, 5));
    const again = JSON.parse((await call(other, ADMIN_API.board, 'POST', ana)).body) as { token: string };
    expect((await call(desk, ADMIN_API.board, 'GET', again.token)).statusCode).toBe(200);
    await store.close();
  });
});
