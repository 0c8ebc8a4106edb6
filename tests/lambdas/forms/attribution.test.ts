/**
 * Where a request for help came from, kept with the lead: what the browser noted of the visit's
 * first page (contract/attribution.ts) is stored as sent, a record that does not check out is left
 * off without costing the request, and a form sent without JavaScript records the page it came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributionOf, NO_ATTRIBUTION } from '../../../contract/attribution.ts';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { consultation, postForm, postJson, serveApp, type ServedApp } from '../helpers.ts';

const SITE = 'https://www.ardenahouse.example';

describe('what the browser notes of a visit', () => {
  it('keeps the landing page, the referring host only, the five campaign tags and the first ad click id', () => {
    expect(attributionOf(`${SITE}/treatment/fentanyl-addiction?utm_source=google&utm_medium=cpc&utm_campaign=fentanyl-search&utm_term=fentanyl%20rehab&utm_content=ad-2&gclid=Cj0KCQ&fbclid=IwAR`, 'https://www.google.com/search?q=my+son+fentanyl'))
      .toEqual({ landingPage: '/treatment/fentanyl-addiction', referrerHost: 'www.google.com', source: 'google', medium: 'cpc', campaign: 'fentanyl-search', term: 'fentanyl rehab', content: 'ad-2', clickId: 'gclid:Cj0KCQ' });
  });

  it('names no referrer for a visit from the site itself or with none, and no page for an address that is not one of the site\'s', () => {
    expect(attributionOf(`${SITE}/`, `${SITE}/faq/treatment`)).toEqual({ ...NO_ATTRIBUTION, landingPage: '/' });
    expect(attributionOf(`${SITE}/crisis/emergency-help`, '')).toEqual({ ...NO_ATTRIBUTION, landingPage: '/crisis/emergency-help' });
    expect(attributionOf(`${SITE}/Some%20Page`, 'android-app://com.google.android.gm/').landingPage).toBeNull();
  });
});

describe('the forms API', () => {
  let app: ServedApp;
  beforeAll(async () => { app = await serveApp(); });
  afterAll(() => app.close());
  const url = () => app.url + ENDPOINTS.consultation;
  const from = { landingPage: '/treatment/fentanyl-addiction', referrerHost: 'www.google.com', source: 'google', medium: 'cpc', campaign: 'fentanyl-search', term: null, content: null, clickId: null };

  it('stores where the visit began beside the lead, not among its fields', async () => {
    const res = await postJson(url(), { ...consultation, attribution: from }, { referer: `${app.url}/` });
    expect(res.status).toBe(201);
    const lead = await app.store.get(((await res.json()) as { id: string }).id);
    expect(lead?.attribution).toEqual(from);
    expect(Object.keys(lead!.fields)).not.toContain('attribution');
  });

  it('keeps the request when its record of the visit does not check out, with the page it was sent from', async () => {
    const res = await postJson(url(), { ...consultation, attribution: { ...from, landingPage: 'https://evil.example/' } }, { referer: `${app.url}/faq/treatment` });
    expect(res.status).toBe(201);
    const lead = await app.store.get(((await res.json()) as { id: string }).id);
    expect(lead?.attribution).toEqual({ ...NO_ATTRIBUTION, landingPage: '/faq/treatment' });
  });

  it('records the page a form was sent from without JavaScript', async () => {
    const res = await postForm(url(), { fullName: consultation.fullName, phone: consultation.phone }, { referer: `${app.url}/services/medical-detox` });
    expect(res.status).toBe(303);
    const lead = (await app.store.list()).find((l) => l.source === '/services/medical-detox');
    expect(lead?.attribution).toEqual({ ...NO_ATTRIBUTION, landingPage: '/services/medical-detox' });
  });
});
