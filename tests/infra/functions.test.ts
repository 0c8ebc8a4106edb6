/**
 * The two small functions of infra/functions/, loaded from the shipped files (never a copy):
 * the /api/* CloudFront Function and the forms API's origin-verify authorizer (its rotation is
 * tested in origin-secret.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import { ADMIN_API, AUTH_API } from '../../contract/inbox.ts';
import type { AuthorizerModule } from './helpers.ts';

type Handler = (event: { request: { method: string; uri: string; headers?: Record<string, { value: string }> } }) => unknown;

const apiMethodsSource = await readFile(new URL('../../infra/functions/api-methods.js', import.meta.url), 'utf8');
const apiMethods = runInNewContext(`${apiMethodsSource}\n;handler`, {}) as Handler;
const require = createRequire(import.meta.url);
const authorizerPath = require.resolve('../../lambdas/leads/origin-verify.cjs');

describe('api-methods CloudFront Function', () => {
  it('uses only cloudfront-js-2.0 syntax (no import, export or require)', () => {
    expect(apiMethodsSource).toMatch(/^function handler\(event\)/m);
    expect(apiMethodsSource).not.toMatch(/\b(import|export|require)\b/);
  });

  it.each(['POST', 'GET'])('lets %s through to the forms API, with the host the visitor addressed', (method) => {
    const request = { method, uri: '/api/submit-insurance-form', headers: { host: { value: 'www.ardenahouse.example' } } };
    expect(apiMethods({ request })).toBe(request);
    expect(request.headers).toEqual({ host: { value: 'www.ardenahouse.example' }, [HEADER_NAMES.viewerHost]: { value: 'www.ardenahouse.example' } });
  });

  it.each(['OPTIONS', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('answers %s with 405 and the allowed methods', (method) => {
    expect(apiMethods({ request: { method, uri: '/api/submit-insurance-form' } })).toMatchObject({
      statusCode: 405, headers: { allow: { value: 'GET, POST' } },
    });
  });

  it('lets DELETE through for the inbox\'s session (signing out) and the desk boards (ending them all) only', () => {
    for (const uri of [AUTH_API.session, ADMIN_API.board]) {
      const request = { method: 'DELETE', uri, headers: { host: { value: 'www.ardenahouse.example' } } };
      expect(apiMethods({ request }), uri).toBe(request);
      expect(apiMethods({ request: { method: 'PUT', uri } }), uri).toMatchObject({ statusCode: 405, headers: { allow: { value: 'GET, POST, DELETE' } } });
    }
    for (const uri of [`${AUTH_API.session}/`, `${ADMIN_API.board}/`, AUTH_API.config, ADMIN_API.leads, ADMIN_API.lead('x'), '/api/submit-insurance-form', '/api/__proto__']) {
      expect(apiMethods({ request: { method: 'DELETE', uri } }), uri).toMatchObject({ statusCode: 405 });
    }
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('answers a method named %s with 405 (nothing inherited counts as allowed)', (method) => {
    expect(apiMethods({ request: { method, uri: '/api/submit-insurance-form' } })).toMatchObject({ statusCode: 405 });
  });
});

describe('origin-verify authorizer', () => {
  const VALUE = 'f3a1c2d4e5b6f7081a2b3c4d5e6f70819a0b1c2d3e4f5a6b';
  const authorizer = (stages: Record<string, string>, header = 'x-origin-verify') => {
    const { createHandler } = require(authorizerPath) as AuthorizerModule;
    return createHandler({ header, readStage: async (stage) => (stages[stage] ? { value: stages[stage]!, createdAt: 0 } : undefined), now: () => 0 });
  };
  const allows = async (handler: ReturnType<AuthorizerModule['createHandler']>, headers: Record<string, string> | undefined) => (await handler({ headers })).isAuthorized;

  it('allows a request carrying the value CloudFront adds', async () => {
    expect(await allows(authorizer({ AWSCURRENT: VALUE }), { 'x-origin-verify': VALUE })).toBe(true);
  });

  it('refuses a missing or wrong header (a request sent straight to execute-api)', async () => {
    const handler = authorizer({ AWSCURRENT: VALUE });
    expect(await allows(handler, {})).toBe(false);
    expect(await allows(handler, undefined)).toBe(false);
    expect(await allows(handler, { 'x-origin-verify': `${VALUE.slice(0, -1)}c` })).toBe(false);
    expect(await allows(handler, { 'x-origin-verify': 'short' })).toBe(false);
  });

  it('refuses everything when the header name is not configured', async () => {
    expect(await allows(authorizer({ AWSCURRENT: VALUE }, ''), { 'x-origin-verify': VALUE, '': VALUE })).toBe(false);
  });

  it('refuses an empty header even when the secret cannot be read', async () => {
    expect(await allows(authorizer({}), { 'x-origin-verify': '' })).toBe(false);
  });
});
