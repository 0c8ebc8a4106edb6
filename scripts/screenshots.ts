/**
 * Full-page screenshots of one page of each kind at phone and desktop widths,
 * for a person to look at: `npx tsx scripts/screenshots.ts [baseUrl] [outDir]`.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = process.argv[3] ?? 'reports/screenshots';
const pages = process.env.PAGES?.split(',') ?? [
  '/', '/treatment/alcohol-addiction', '/services/aftercare-planning', '/crisis/overdose-emergency',
  '/resources/addiction-guide', '/faq/treatment', '/landing/crisis-help', '/missing-page',
];
const widths = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1440, height: 900 }];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const w of widths) {
  const context = await browser.newContext({ viewport: { width: w.width, height: w.height } });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'load' });
    const name = (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')) + `-${w.name}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL !== '0' });
  }
  await context.close();
}
await browser.close();
process.stderr.write(`Screenshots in ${out}/\n`);
