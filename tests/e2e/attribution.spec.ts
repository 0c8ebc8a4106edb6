/**
 * A visit that began with an ad campaign and ended in a request for help (issue #23): the lead keeps
 * where the visit began (the landing page and its campaign tags), as `site leads --json` shows it;
 * the visit's page views and its tap on the crisis line are counted for that campaign, as `site leads
 * report --json` shows them; the browser keeps nothing afterwards, no answer of the site sets a cookie,
 * and the local data folder holds no address, no user agent and nothing typed outside the lead.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { fill } from './support/forms.ts';
import { E2E } from './support/env.ts';
import { CRISIS_TEL, expect, leadsFromCli, reportFromCli, test, uniqueName } from './support/test.ts';

const CAMPAIGN = { source: 'google', medium: 'cpc', campaign: 'fentanyl-search' };

// A person's browser: the headless shell names itself HeadlessChrome, which the counter rightly takes for a bot.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });

test('a campaign visit of three pages, a tap on the crisis line, then a consultation from the home page: the lead names the landing page and campaign, and the report counts 3 views, 1 call tap and 1 request @desktop-only', async ({ page }, info) => {
  const cookies: string[] = [];
  page.on('response', (r) => { if (r.headers()['set-cookie']) cookies.push(r.url()); });
  const counted = () => page.waitForResponse((r) => r.url().endsWith('/api/count') && r.status() === 204);

  let view = counted();
  await page.goto('/treatment/fentanyl-addiction?utm_source=google&utm_medium=cpc&utm_campaign=fentanyl-search');
  await view;
  view = counted();
  await page.getByRole('link', { name: 'Medical Detox' }).first().click();
  await page.waitForURL('**/services/medical-detox');
  await view;
  view = counted();
  await page.goto('/');
  await view;
  expect(await page.evaluate(() => sessionStorage.getItem('arrival'))).toContain('fentanyl-search');

  // The crisis line in the top bar: the browser would hand tel: to the phone; the tap is counted first.
  const tap = counted();
  await page.evaluate((tel) => document.addEventListener('click', (e) => { if ((e.target as Element).closest(`a[href="${tel}"]`)) e.preventDefault(); }), CRISIS_TEL);
  await page.locator(`header a[href="${CRISIS_TEL}"]`).filter({ visible: true }).first().click();
  await tap;

  const name = uniqueName(info, 'Campaign Visitor');
  const situation = `Typed only into the form ${info.testId}`;
  const card = page.locator('#consultation-form');
  await fill(card, { 'Full name': name, 'Phone number': '(818) 555-0166', 'situation': situation });
  await card.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(card.getByRole('status')).toBeVisible();

  const lead = (await leadsFromCli()).find((l) => l.fullName === name) as unknown as { attribution: unknown; source: string };
  expect(lead.source).toBe('/');
  expect(lead.attribution).toEqual({
    landingPage: '/treatment/fentanyl-addiction', referrerHost: null, ...CAMPAIGN, term: null, content: null, clickId: null,
  });
  const report = await reportFromCli();
  expect(report.byCampaign.find((r) => r.campaign === CAMPAIGN.campaign)).toEqual({ ...CAMPAIGN, views: 3, callTaps: 1, leads: 1, calledBack: 0, admitted: 0 });

  expect(await page.evaluate(() => sessionStorage.getItem('arrival'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(cookies).toEqual([]);

  // The local data folder: no address and no user agent anywhere; what was typed only in the lead's row.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const files = (await readdir(E2E.dataDir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile()).map((f) => join(f.parentPath, f.name));
  for (const file of files) {
    const bytes = await readFile(file);
    for (const text of ['127.0.0.1', userAgent, 'HeadlessChrome', 'Mozilla/5.0']) expect(bytes.includes(text), `${file} holds ${text}`).toBe(false);
    if (!/leads\.db(-wal|-shm)?$/.test(file)) for (const text of [name, situation]) expect(bytes.includes(text), `${file} holds ${text}`).toBe(false);
  }
  const db = createClient({ url: pathToFileURL(join(E2E.dataDir, 'leads.db')).href });
  try {
    const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) => String(r.name));
    for (const table of tables) {
      const rows = (await db.execute(`SELECT * FROM "${table}"`)).rows.map((r) => JSON.stringify(r));
      const holding = rows.filter((r) => r.includes(name) || r.includes(situation) || r.includes('555-0166'));
      // Only the lead's own row holds what was typed.
      expect(holding, table).toHaveLength(table === 'leads' ? 1 : 0);
    }
  } finally {
    db.close();
  }
});

test('a page the browser only prerenders is counted once the visitor opens it, and not before @desktop-only', async ({ page }) => {
  // As Chromium prerenders a page (speculation rules): document.prerendering until it is shown, then prerenderingchange.
  await page.addInitScript(() => Object.defineProperty(document, 'prerendering', { configurable: true, get: () => true }));
  const counts: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/api/count')) counts.push(r.postData() ?? ''); });
  await page.goto('/faq/treatment?utm_source=test&utm_medium=prerender&utm_campaign=prerender-check');
  await page.waitForLoadState('networkidle');
  expect(counts).toEqual([]);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/count') && r.status() === 204);
  await page.evaluate(() => {
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('prerenderingchange'));
  });
  await counted;
  expect(counts).toHaveLength(1);
  expect((await reportFromCli()).byCampaign.find((r) => r.campaign === 'prerender-check')).toMatchObject({ views: 1, callTaps: 0 });
});
