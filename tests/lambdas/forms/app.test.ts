/** The forms API over real HTTP on loopback, with the SQLite store: what a browser and the admissions team see. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, HONEYPOT_FIELD } from '../../../contract/forms.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import type { LeadListing, LocalLeadStore } from '../../../lambdas/leads/store/types.ts';
import { consultation, crisis, insurance, postForm, postJson, serveApp, tempDir, type ServedApp } from '../helpers.ts';

let app: ServedApp;
let insuranceUrl: string;
let consultationUrl: string;
beforeAll(async () => {
  app = await serveApp();
  insuranceUrl = app.url + ENDPOINTS.insurance;
  consultationUrl = app.url + ENDPOINTS.consultation;
});
afterAll(() => app.close());

async function count(store: LeadListing): Promise<number> {
  return (await store.list()).length;
}

describe('accepted submissions', () => {
  it('stores the insurance form and answers 201 with the lead id', async () => {
    const res = await postJson(insuranceUrl, { ...insurance, fullName: `  ${insurance.fullName}  ` }, { referer: `${app.url}/?utm=x` });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await app.store.get(id)).toMatchObject({ form: 'insurance', source: '/', fields: insurance });
  });

  it('stores the home consultation form, dropping optional fields left empty', async () => {
    const res = await postJson(consultationUrl, { ...consultation, email: '', situation: '   ' });
    const { id } = (await res.json()) as { id: string };
    expect(res.status).toBe(201);
    expect((await app.store.get(id))?.fields).toEqual({ fullName: consultation.fullName, phone: consultation.phone });
  });

  it('stores the crisis form, sent to the consultation endpoint, as a crisis lead from crisis-landing', async () => {
    const res = await postJson(consultationUrl, crisis);
    const { id } = (await res.json()) as { id: string };
    const { source, ...fields } = crisis;
    expect(await app.store.get(id)).toMatchObject({ form: 'crisis', source, fields });
  });

  it('accepts the no-JavaScript post of each form, fields as the HTML forms send them, and sends the browser to the thank-you page', async () => {
    const before = await count(app.store);
    const posts = [
      postForm(insuranceUrl, { ...insurance, [HONEYPOT_FIELD]: '' }),
      postForm(consultationUrl, { fullName: consultation.fullName, phone: consultation.phone, email: '', situation: '', [HONEYPOT_FIELD]: '' }),
      postForm(consultationUrl, { ...crisis, [HONEYPOT_FIELD]: '' }),
    ];
    const answers = await Promise.all(posts);
    expect(answers.map((res) => res.status)).toEqual([303, 303, 303]);
    // Each lands at its own form's promise on the thank-you page.
    expect(answers.map((res) => res.headers.get('location'))).toEqual(['/thank-you#sent-insurance', '/thank-you#sent-consultation', '/thank-you#sent-crisis']);
    const forms = (await app.store.list()).slice(before).map((lead) => lead.form).sort();
    expect(forms).toEqual(['consultation', 'crisis', 'insurance']);
  });
});

describe('a form of a page in another language', () => {
  it('keeps the language with the lead and sends the no-JavaScript post to that language\'s thank-you page', async () => {
    const res = await postForm(consultationUrl, { ...crisis, language: 'es', [HONEYPOT_FIELD]: '' }, { referer: `${app.url}/es/landing/crisis-help` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/thank-you#sent-crisis');
    const lead = (await app.store.list()).at(-1);
    expect(lead).toMatchObject({ form: 'crisis', source: 'crisis-landing', fields: { language: 'es' } });
    const json = await postJson(insuranceUrl, { ...insurance, language: 'es' }, { referer: `${app.url}/es/treatment/alcohol-addiction` });
    const { id } = (await json.json()) as { id: string };
    expect(await app.store.get(id)).toMatchObject({ source: '/es/treatment/alcohol-addiction', fields: { language: 'es' } });
  });

  it('refuses a language that is not a two-letter code, and stores nothing', async () => {
    const before = await count(app.store);
    const res = await postJson(insuranceUrl, { ...insurance, language: 'https://elsewhere.example/' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'language', message: 'Language must be a two-letter code such as es.' }] });
    expect(await count(app.store)).toBe(before);
  });
});

describe('the languages of the site (issue #26)', () => {
  it('refuses a two-letter language the site does not have, stores nothing, and keeps one it has', async () => {
    const sited = await serveApp({ languages: ['en', 'es'] });
    try {
      const url = sited.url + ENDPOINTS.insurance;
      const refused = await postJson(url, { ...insurance, language: 'fr' });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ issues: [{ path: 'language', message: 'Language must be one of this site\'s: en, es.' }] });
      const noJs = await postForm(url, { ...insurance, language: 'zz', [HONEYPOT_FIELD]: '' });
      expect([noJs.status, noJs.headers.get('location')]).toEqual([303, '/not-sent#refused']);
      expect(await count(sited.store)).toBe(0);
      expect((await postJson(url, { ...insurance, language: 'es' })).status).toBe(201);
    } finally {
      await sited.close();
    }
  });
});

describe('idempotency', () => {
  it('stores a retried submission once and answers it the same', async () => {
    const headers = { 'idempotency-key': 'retry-5b1c2d3e' };
    const first = await postJson(consultationUrl, consultation, headers);
    const before = await count(app.store);
    const again = await postJson(consultationUrl, consultation, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(await count(app.store)).toBe(before);
  });

  it('refuses a key reused for a different request', async () => {
    const headers = { 'idempotency-key': 'reused-9f8e7d' };
    await postJson(consultationUrl, consultation, headers);
    const res = await postJson(consultationUrl, { ...consultation, fullName: 'Somebody Else' }, headers);
    expect(res.status).toBe(422);
  });

  it('rejects an unusable key', async () => {
    const res = await postJson(consultationUrl, consultation, { 'idempotency-key': 'x'.repeat(300) });
    expect(res.status).toBe(400);
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count(app.store);
    const json = await postJson(consultationUrl, { ...consultation, [HONEYPOT_FIELD]: 'http://spam.example' });
    const form = await postForm(insuranceUrl, { ...insurance, [HONEYPOT_FIELD]: 'spam' });
    expect(json.status).toBe(201);
    expect(Object.keys((await json.json()) as object)).toEqual(['ok', 'id']);
    expect(form.status).toBe(303);
    // Where a stored request of the same form and language lands: nothing tells the bot apart.
    expect(form.headers.get('location')).toBe('/thank-you#sent-insurance');
    const spanish = await postForm(consultationUrl, { ...crisis, language: 'es', [HONEYPOT_FIELD]: 'spam' });
    expect([spanish.status, spanish.headers.get('location')]).toEqual([303, '/es/thank-you#sent-crisis']);
    expect(await count(app.store)).toBe(before);
  });
});

const bad: Array<[string, () => Promise<Response>, number, string[]?]> = [
  ['missing fields', () => postJson(insuranceUrl, { fullName: 'A' }), 400, ['phone', 'insuranceName', 'memberId']],
  ['blank required fields', () => postJson(insuranceUrl, { ...insurance, fullName: '   ', memberId: '' }), 400, ['fullName', 'memberId']],
  ['wrong types', () => postJson(insuranceUrl, { ...insurance, phone: 8185550142, memberId: ['a'] }), 400, ['phone', 'memberId']],
  ['unknown fields', () => postJson(insuranceUrl, { ...insurance, ssn: '123-45-6789' }), 400, ['ssn']],
  ['a crisis payload on the insurance endpoint', () => postJson(insuranceUrl, crisis), 400],
  ['an unknown source', () => postJson(consultationUrl, { ...crisis, source: 'facebook' }), 400, ['source']],
  ['a crisis form missing its date of birth', () => postJson(consultationUrl, { ...crisis, dob: undefined }), 400, ['dob']],
  ['an impossible date of birth', () => postJson(consultationUrl, { ...crisis, dob: '02/30/1990' }), 400, ['dob']],
  ['a phone with too few digits', () => postJson(consultationUrl, { ...consultation, phone: '555-01' }), 400, ['phone']],
  ['a phone with letters', () => postJson(consultationUrl, { ...consultation, phone: '818-CALL-NOW' }), 400, ['phone']],
  ['a name over 100 characters', () => postJson(consultationUrl, { ...consultation, fullName: 'N'.repeat(101) }), 400, ['fullName']],
  ['a member id over 64 characters', () => postJson(insuranceUrl, { ...insurance, memberId: 'M'.repeat(65) }), 400, ['memberId']],
  ['a situation over 2,000 characters', () => postJson(consultationUrl, { ...consultation, situation: 's'.repeat(2001) }), 400, ['situation']],
  ['an invalid email', () => postJson(consultationUrl, { ...consultation, email: 'not-an-email' }), 400, ['email']],
  ['a JSON array', () => postJson(insuranceUrl, [insurance]), 400, ['']],
  ['JSON null', () => postJson(insuranceUrl, null), 400, ['']],
  ['malformed JSON', () => fetch(insuranceUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"fullName": "A",' }), 400],
  ['an empty JSON body', () => fetch(insuranceUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }), 400],
  ['invalid UTF-8', () => fetch(insuranceUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }), 400],
  ['a body over 16 KB', () => postJson(consultationUrl, { ...consultation, situation: 'x'.repeat(17 * 1024) }), 413],
  ['an oversized body with no length header', () => fetch(consultationUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: streamOf(17 * 1024), duplex: 'half' } as RequestInit), 413],
  ['a text/plain body', () => fetch(insuranceUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(insurance) }), 415],
  ['no content type', () => fetch(insuranceUrl, { method: 'POST', body: new Uint8Array(Buffer.from(JSON.stringify(insurance))) }), 415],
  ['multipart form data', () => fetch(insuranceUrl, { method: 'POST', body: Object.entries(insurance).reduce((f, [k, v]) => (f.append(k, v), f), new FormData()) }), 415],
];

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(new TextEncoder().encode(sent === 0 ? '{"situation":"' : 'x'.repeat(1024)));
      sent += 1024;
    },
  });
}

describe('bad input', () => {
  it.each(bad)('answers %s with %i and a JSON error, storing nothing', async (_name, send, status, paths) => {
    const before = await count(app.store);
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string; issues: Array<{ path: string; message: string }> };
    expect(body.error).toEqual(expect.any(String));
    expect(Array.isArray(body.issues)).toBe(true);
    if (paths) expect(body.issues.map((i) => i.path).sort()).toEqual([...paths].sort());
    expect(await count(app.store)).toBe(before);
  });

  it('stores a <script> string verbatim and never echoes markup back', async () => {
    const script = '<script>alert("x")</script>';
    const ok = await postJson(consultationUrl, { ...consultation, situation: script });
    const okText = await ok.text();
    const { id } = JSON.parse(okText) as { id: string };
    expect((await app.store.get(id))?.fields.situation).toBe(script);
    const rejected = await postJson(consultationUrl, { ...consultation, [script]: script, fullName: script.repeat(10) });
    const rejectedText = await rejected.text();
    expect(rejected.status).toBe(400);
    for (const text of [okText, rejectedText]) expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(rejectedText).issues.map((i: { path: string }) => i.path)).toContain(script);
  });
});

describe('routes', () => {
  it('answers the health check to GET only (the edge lets no HEAD through either)', async () => {
    const res = await fetch(`${app.url}${ENDPOINTS.health}`);
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
    const head = await fetch(`${app.url}${ENDPOINTS.health}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'GET']);
  });

  it('answers 404 JSON for an unknown API path and 405 for a GET on a form endpoint', async () => {
    const missing = await fetch(`${app.url}/api/nope`);
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
    const get = await fetch(insuranceUrl);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
  });
});

describe('limits and failures', () => {
  it('answers 429 with a JSON error past the optional per-minute limit', async () => {
    // The limit counts in whole minutes: on the real clock a minute could turn between the third and the fourth request.
    const now = new Date();
    const limited = await serveApp({ rateLimitPerMinute: 3, clock: () => now });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(limited.url + ENDPOINTS.insurance, insurance)).status);
    const res = await postJson(limited.url + ENDPOINTS.insurance, insurance);
    expect(statuses).toEqual([201, 201, 201]);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ error: expect.any(String), issues: [] });
    expect((await limited.store.list()).length).toBe(3);
    expect((await fetch(limited.url + ENDPOINTS.health)).status).toBe(200);
    await limited.close();
  });

  it('answers 503 (and never 201) when the store cannot save', async () => {
    const store = await openSqliteStore(await tempDir());
    const broken: LocalLeadStore = { ...store, insert: () => Promise.reject(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' })) };
    const failing = await serveApp({ store: broken });
    const res = await postJson(failing.url + ENDPOINTS.insurance, insurance);
    expect(res.status).toBe(503);
    expect(failing.logs.join('')).toContain('SQLITE_IOERR');
    await failing.close();
  });
});
