/**
 * A scripted visit of 20 pages across 3 campaigns, in Chromium against a running `site preview`, then
 * the report of where help came from for today (`site leads report` on the preview's data folder).
 * Each visit is a fresh tab that arrives on a tagged address (or, once, from a search engine), reads on,
 * sometimes taps the crisis line and sometimes sends the consultation form from the home page.
 * Usage: node bench/origins.ts [BASE_URL=http://127.0.0.1:4173] [DATA_DIR=.data]   (run with tsx)
 */
import { execFileSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';

const [base = 'http://127.0.0.1:4173', data = '.data'] = process.argv.slice(2);
const CRISIS_TEL = 'a[href^="tel:"]';

interface Visit { arrive: string; referer?: string; then: string[]; tap?: boolean; form?: boolean }

const fentanyl = '?utm_source=google&utm_medium=cpc&utm_campaign=fentanyl-search';
const alcohol = '?utm_source=facebook&utm_medium=social&utm_campaign=alcohol-family';
const guide = '?utm_source=newsletter&utm_medium=email&utm_campaign=family-guide';
const VISITS: Visit[] = [
  { arrive: `/treatment/fentanyl-addiction${fentanyl}`, then: ['/services/medical-detox', '/'], tap: true, form: true },
  { arrive: `/treatment/fentanyl-addiction${fentanyl}`, then: ['/faq/treatment', '/crisis/emergency-help'] },
  { arrive: `/crisis/fentanyl-emergency${fentanyl}`, then: [], tap: true },
  { arrive: `/treatment/alcohol-addiction${alcohol}`, then: ['/services/inpatient-rehab', '/'], form: true },
  { arrive: `/treatment/alcohol-addiction${alcohol}`, then: ['/'] },
  { arrive: `/es/treatment/alcohol-addiction${alcohol}`, then: ['/es'] },
  { arrive: `/treatment/heroin-addiction${guide}`, then: ['/services/medical-detox', '/faq/treatment', '/'], tap: true, form: true },
  { arrive: '/', referer: 'https://www.bing.com/', then: ['/treatment/meth-addiction'] },
];

async function tapCrisisLine(page: Page): Promise<void> {
  // The browser would hand tel: to a phone app; the count goes first, and the tap stays on the page.
  await page.evaluate(() => document.addEventListener('click', (e) => { if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault(); }));
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/count'));
  await page.locator(CRISIS_TEL).filter({ visible: true }).first().click();
  await counted;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
let pages = 0;
try {
  for (const [i, visit] of VISITS.entries()) {
    // A person's browser: the headless shell names itself HeadlessChrome, which is not counted.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });
    const page = await context.newPage();
    for (const [j, path] of [visit.arrive, ...visit.then].entries()) {
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/count'));
      await page.goto(base + path, j === 0 && visit.referer ? { referer: visit.referer } : {});
      await counted;
      pages += 1;
    }
    if (visit.tap) await tapCrisisLine(page);
    if (visit.form) {
      const card = page.locator('#consultation-form');
      await card.getByLabel('Full name', { exact: false }).fill(`Scripted Visitor ${i + 1}`);
      await card.getByLabel('Phone number', { exact: false }).fill('(818) 555-0100');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/submit-consultation-form'));
      await card.getByRole('button', { name: 'Request Free Consultation' }).click();
      await sent;
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.stderr.write(`${VISITS.length} visits, ${pages} pages, ${VISITS.filter((v) => v.tap).length} call taps, ${VISITS.filter((v) => v.form).length} requests.\n\n`);
const report = execFileSync(process.execPath, ['bin/site.js', 'leads', 'report', '--data', data], { encoding: 'utf8' });
process.stdout.write(report.slice(report.indexOf('Where help came from')));
