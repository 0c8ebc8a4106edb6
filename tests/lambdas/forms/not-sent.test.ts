/**
 * A form sent without JavaScript that the forms API does not store lands on the not-sent page of its
 * language, at the reason, never on the JSON a script reads (contract/routes.ts, NOT_SENT_ANCHORS).
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, HONEYPOT_FIELD } from '../../../contract/forms.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import { consultation, crisis, insurance, postForm, serveApp, tempDir } from '../helpers.ts';

describe('a form sent without JavaScript that is not stored', () => {
  const notSent = (res: Response) => [res.status, res.headers.get('location')];

  it('sends an answer the schema refuses to the not-sent page of its language, at the field refused, and stores nothing', async () => {
    const app = await serveApp();
    const [insuranceUrl, consultationUrl] = [app.url + ENDPOINTS.insurance, app.url + ENDPOINTS.consultation];
    // Dates and an email the browser's own check lets through; a field sent twice (no browser does that).
    const english = await postForm(consultationUrl, { ...crisis, dob: '02/30/1990', [HONEYPOT_FIELD]: '' });
    const spanish = await postForm(consultationUrl, { ...crisis, dob: '04/17/2999', language: 'es', [HONEYPOT_FIELD]: '' }, { referer: `${app.url}/es/landing/crisis-help` });
    const email = await postForm(consultationUrl, { fullName: consultation.fullName, phone: consultation.phone, email: 'ana@example', situation: '', [HONEYPOT_FIELD]: '' });
    const twice = await fetch(insuranceUrl, { method: 'POST', body: `${new URLSearchParams(insurance)}&phone=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect([english, spanish, email, twice].map(notSent)).toEqual([
      [303, '/not-sent#refused-dob'], [303, '/es/not-sent#refused-dob'], [303, '/not-sent#refused-email'], [303, '/not-sent#refused-phone'],
    ]);
    // A situation too long to read at all, from a Spanish page: no field named.
    const long = await postForm(consultationUrl, { ...consultation, situation: 'x'.repeat(17 * 1024), [HONEYPOT_FIELD]: '' }, { referer: `${app.url}/es/` });
    expect(notSent(long)).toEqual([303, '/es/not-sent#refused']);
    expect(await app.store.list()).toEqual([]);
    for (const value of [crisis.fullName, crisis.phone, '02/30/1990', 'ana@example']) expect(app.logs.join('')).not.toContain(value);
    await app.close();
  });

  it('takes the default language\'s code as no prefix', async () => {
    const sited = await serveApp({ languages: ['en', 'es'] });
    try {
      const refused = await postForm(sited.url + ENDPOINTS.consultation, { ...crisis, dob: '02/30/1990', language: 'en', [HONEYPOT_FIELD]: '' });
      const stored = await postForm(sited.url + ENDPOINTS.consultation, { ...crisis, language: 'en', [HONEYPOT_FIELD]: '' });
      expect([notSent(refused), notSent(stored)]).toEqual([[303, '/not-sent#refused-dob'], [303, '/thank-you#sent-crisis']]);
    } finally {
      await sited.close();
    }
  });

  it('sends a request the store cannot save to the not-sent page, asking to send it again', async () => {
    const store = await openSqliteStore(await tempDir());
    const failing = await serveApp({ store: { ...store, insert: () => Promise.reject(new Error('disk I/O error')) }, languages: ['en', 'es'] });
    try {
      const english = await postForm(failing.url + ENDPOINTS.consultation, { ...crisis, [HONEYPOT_FIELD]: '' });
      const spanish = await postForm(failing.url + ENDPOINTS.consultation, { ...crisis, language: 'es', [HONEYPOT_FIELD]: '' });
      expect([notSent(english), notSent(spanish)]).toEqual([[303, '/not-sent#not-saved'], [303, '/es/not-sent#not-saved']]);
    } finally {
      await failing.close();
    }
  });

  it('sends a request past the per-minute limit to the not-sent page of the language it was sent from', async () => {
    const now = new Date();
    const limited = await serveApp({ rateLimitPerMinute: 1, clock: () => now, languages: ['en', 'es'] });
    try {
      const url = limited.url + ENDPOINTS.consultation;
      expect((await postForm(url, { ...crisis, language: 'es', [HONEYPOT_FIELD]: '' })).status).toBe(303);
      const spanish = await postForm(url, { ...crisis, language: 'es', [HONEYPOT_FIELD]: '' }, { referer: `${limited.url}/es/landing/crisis-help` });
      const english = await postForm(url, { ...crisis, [HONEYPOT_FIELD]: '' }, { referer: `${limited.url}/landing/crisis-help` });
      expect([notSent(spanish), notSent(english)]).toEqual([[303, '/es/not-sent#not-saved'], [303, '/not-sent#not-saved']]);
      expect((await limited.store.list()).length).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
