/** Forms are taken only from the site's own pages: a post from another site is refused, and `source` names a page of the site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { consultation, insurance, serveApp, submitLikeABrowser, type ServedApp } from '../helpers.ts';

let app: ServedApp;
beforeAll(async () => { app = await serveApp(); });
afterAll(() => app.close());

const count = async () => (await app.store.list()).length;

function post(headers: Record<string, string>, kind: 'json' | 'form' = 'json'): Promise<Response> {
  const body = kind === 'json' ? JSON.stringify(insurance) : new URLSearchParams(insurance).toString();
  const type = kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  return fetch(app.url + ENDPOINTS.insurance, { method: 'POST', headers: { 'content-type': type, ...headers }, body, redirect: 'manual' });
}

describe('a form posted from another site', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site (a script on another site sending the form\'s fields)', () => ({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }), 'form'],
    ['Sec-Fetch-Site: cross-site, whatever the Origin says', () => ({ 'sec-fetch-site': 'cross-site', origin: app.url }), 'json'],
    ['Sec-Fetch-Site: same-site (another subdomain)', () => ({ 'sec-fetch-site': 'same-site' }), 'form'],
    ['an Origin of another site, from a script in a browser without Sec-Fetch-Site', () => ({ origin: 'https://evil.example' }), 'form'],
    ['Origin: null (a sandboxed frame)', () => ({ origin: 'null' }), 'json'],
  ] as const)('is refused and stores nothing: a script gets 400 (which CloudFront passes on: tests/infra/stack.test.ts), even for a form-encoded body: %s', async (_name, headers, kind) => {
    const before = await count();
    const res = await post(headers(), kind);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/only be sent from our website/);
    expect(await count()).toBe(before);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site (a copy of the page elsewhere: a translation service\'s, a saved one)', { 'sec-fetch-site': 'cross-site', origin: 'https://copy.example' }, false],
    ['Sec-Fetch-Site: cross-site, the copy\'s form in another encoding', { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, false],
    ['an Origin of another site, from a browser without Sec-Fetch-Site or Sec-Fetch-Mode', { origin: 'https://copy.example' }, true],
  ] as const)('sent by a browser as a form, sends the person to the not-sent page that says why, and stores nothing: %s', async (_name, headers, oldBrowser) => {
    const before = await count();
    const res = await submitLikeABrowser(app.url + ENDPOINTS.insurance, new URLSearchParams(insurance).toString(), headers, oldBrowser);
    expect(res).toEqual({ status: 303, location: '/not-sent#other-site' });
    expect(await count()).toBe(before);
  });
});

describe('a form posted by a browser from a copy of a page elsewhere, on a site in English and Spanish', () => {
  let bilingual: ServedApp;
  beforeAll(async () => { bilingual = await serveApp({ languages: ['en', 'es'] }); });
  afterAll(() => bilingual.close());

  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', '/es/not-sent#other-site'],
    ['es', '/es/not-sent#other-site'],
    ['en-US,en;q=0.9,es;q=0.8', '/not-sent#other-site'],
    ['fr-FR,fr;q=0.9,es;q=0.5', '/es/not-sent#other-site'],
    ['fr-FR,fr;q=0.9', '/not-sent#other-site'],
    [undefined, '/not-sent#other-site'],
  ] as const)('sends a browser whose Accept-Language is %s to %s, and stores nothing', async (accepted, location) => {
    const before = (await bilingual.store.list()).length;
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://copy.example', ...(accepted ? { 'accept-language': accepted } : {}) };
    const res = await submitLikeABrowser(bilingual.url + ENDPOINTS.insurance, new URLSearchParams(insurance).toString(), headers, false);
    expect(res).toEqual({ status: 303, location });
    expect((await bilingual.store.list()).length).toBe(before);
  });
});

describe('a form posted from the site itself', () => {
  it('is stored when the browser says same-origin (the no-JavaScript form lands on the thank-you page)', async () => {
    const res = await post({ 'sec-fetch-site': 'same-origin', origin: app.url, referer: `${app.url}/` }, 'form');
    expect([res.status, res.headers.get('location')]).toEqual([303, '/thank-you#sent-insurance']);
  });

  it('is stored when an older browser sends only an Origin matching the host', async () => {
    expect((await post({ origin: app.url })).status).toBe(201);
  });

  it('is stored behind CloudFront, where the host the visitor addressed comes in x-viewer-host', async () => {
    const res = await post({ origin: 'https://www.ardenahouse.example', 'x-viewer-host': 'www.ardenahouse.example', referer: 'https://www.ardenahouse.example/landing/crisis-help' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await app.store.get(id))?.source).toBe('/landing/crisis-help');
  });

  it('is stored from a client that is not a browser (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await post({})).status).toBe(201);
  });
});

describe('the source of a lead', () => {
  const sourceFor = async (referer?: string) => {
    const res = await fetch(app.url + ENDPOINTS.consultation, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(referer && { referer }) }, body: JSON.stringify(consultation),
    });
    const { id } = (await res.json()) as { id: string };
    return (await app.store.get(id))?.source;
  };

  it('is the path of the site page the form was on, without its query', async () => {
    expect(await sourceFor(`${app.url}/?utm_source=x&name=Marcus`)).toBe('/');
    expect(await sourceFor(`${app.url}/landing/crisis-help#insurance-form`)).toBe('/landing/crisis-help');
    expect(await sourceFor(`${app.url}/treatment/alcohol-addiction`)).toBe('/treatment/alcohol-addiction');
  });

  it('is "direct" for anything that is not one of the site\'s pages', async () => {
    for (const referer of [undefined, 'https://evil.example/', `${app.url}/wp-admin/<script>`, `${app.url}/treatment/a/b`, `${app.url}/${'x'.repeat(300)}`, 'not a url']) {
      expect(await sourceFor(referer)).toBe('direct');
    }
  });
});
