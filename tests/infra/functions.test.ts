/**
 * The two small functions of infra/functions/, loaded from the shipped files (never a copy):
 * the /api/* CloudFront Function and the forms API's origin-verify authorizer.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_NAMES } from '../../contract/defaults.ts';

type Handler = (event: { request: { method: string; uri: string; headers?: Record<string, { value: string }> } }) => unknown;

const apiMethodsSource = await readFile(new URL('../../infra/functions/api-methods.js', import.meta.url), 'utf8');
const apiMethods = runInNewContext(`${apiMethodsSource}\n;handler`, {}) as Handler;
const require = createRequire(import.meta.url);
const authorizerPath = require.resolve('../../infra/functions/origin-verify.cjs');

describe('api-methods CloudFront Function', () => {
  it('uses only cloudfront-js-2.0 syntax (no import, export or require)', () => {
    expect(apiMethodsSource).toMatch(/^function handler\(event\)/m);
    expect(apiMethodsSource).not.toMatch(/\b(import|export|require)\b/);
  });

  it.each(['POST', 'GET', 'OPTIONS'])('lets %s through to the forms API, with the host the visitor addressed', (method) => {
    const request = { method, uri: '/api/submit-insurance-form', headers: { host: { value: 'www.ardenahouse.example' } } };
    expect(apiMethods({ request })).toBe(request);
    expect(request.headers).toEqual({ host: { value: 'www.ardenahouse.example' }, [HEADER_NAMES.viewerHost]: { value: 'www.ardenahouse.example' } });
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'HEAD'])('answers %s with 405 and the allowed methods', (method) => {
    expect(apiMethods({ request: { method, uri: '/api/submit-insurance-form' } })).toMatchObject({
      statusCode: 405, headers: { allow: { value: 'GET, POST, OPTIONS' } },
    });
  });
});

describe('origin-verify authorizer', () => {
  const authorize = async (headers: Record<string, string> | undefined, token = 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b') => {
    process.env.ORIGIN_VERIFY_TOKEN = token;
    process.env.ORIGIN_VERIFY_HEADER = 'x-origin-verify';
    delete require.cache[authorizerPath];
    const { handler } = require(authorizerPath) as { handler: (e: unknown) => Promise<{ isAuthorized: boolean }> };
    return (await handler({ headers })).isAuthorized;
  };
  afterEach(() => { delete process.env.ORIGIN_VERIFY_TOKEN; delete process.env.ORIGIN_VERIFY_HEADER; });

  it('allows a request carrying the header CloudFront adds', async () => {
    expect(await authorize({ 'x-origin-verify': 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b' })).toBe(true);
  });

  it('refuses a missing or wrong header (a request sent straight to execute-api)', async () => {
    expect(await authorize({})).toBe(false);
    expect(await authorize(undefined)).toBe(false);
    expect(await authorize({ 'x-origin-verify': 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5c' })).toBe(false);
    expect(await authorize({ 'x-origin-verify': 'short' })).toBe(false);
  });

  it('refuses everything when the header name is not configured', async () => {
    process.env.ORIGIN_VERIFY_TOKEN = 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b';
    delete require.cache[authorizerPath];
    const { handler } = require(authorizerPath) as { handler: (e: unknown) => Promise<{ isAuthorized: boolean }> };
    expect((await handler({ headers: { 'x-origin-verify': 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b', '': 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b' } })).isAuthorized).toBe(false);
  });

  it('refuses everything when the token is not configured', async () => {
    expect(await authorize({ 'x-origin-verify': '' }, '')).toBe(false);
  });
});
