/**
 * A visit that began with an ad campaign and ended in a request for help: the lead keeps where the
 * visit began (the landing page and its campaign tags), as `site leads --json` shows it, while the
 * browser keeps nothing afterwards and no answer of the site sets a cookie.
 */
import { fill } from './support/forms.ts';
import { expect, leadsFromCli, test, uniqueName } from './support/test.ts';

test('a campaign visit read over three pages, then a consultation from the home page: the lead names the landing page and campaign @desktop-only', async ({ page }, info) => {
  const cookies: string[] = [];
  page.on('response', (r) => { if (r.headers()['set-cookie']) cookies.push(r.url()); });

  await page.goto('/treatment/fentanyl-addiction?utm_source=google&utm_medium=cpc&utm_campaign=fentanyl-search');
  await page.getByRole('link', { name: 'Medical Detox' }).first().click();
  await page.waitForURL('**/services/medical-detox');
  await page.goto('/faq/treatment');
  await page.goto('/');
  expect(await page.evaluate(() => sessionStorage.getItem('arrival'))).toContain('fentanyl-search');

  const name = uniqueName(info, 'Campaign Visitor');
  const card = page.locator('#consultation-form');
  await fill(card, { 'Full name': name, 'Phone number': '(818) 555-0166' });
  await card.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(card.getByRole('status')).toBeVisible();

  const lead = (await leadsFromCli()).find((l) => l.fullName === name) as unknown as { attribution: unknown; source: string };
  expect(lead.source).toBe('/');
  expect(lead.attribution).toEqual({
    landingPage: '/treatment/fentanyl-addiction', referrerHost: null, source: 'google', medium: 'cpc', campaign: 'fentanyl-search', term: null, content: null, clickId: null,
  });
  expect(await page.evaluate(() => sessionStorage.getItem('arrival'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(cookies).toEqual([]);
});
