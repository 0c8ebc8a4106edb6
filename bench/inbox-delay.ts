/**
 * The delay from a request for help being answered 201 to it showing in the admissions inbox, in
 * Chromium against a running `site preview` (median, min and max of N submissions).
 * Usage: node bench/inbox-delay.ts BASE_URL EMAIL PASSWORD [N=20]   (run with tsx)
 */
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:4173', email = '', password = '', count = '20'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto(`${base}/admin/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/^Signed in as /).waitFor();
  const delays: number[] = [];
  for (let i = 0; i < Number(count); i++) {
    const name = `Delay Probe ${Date.now().toString(36)} ${i}`;
    const res = await fetch(`${base}/api/submit-consultation-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fullName: name, phone: '818-555-0170' }) });
    if (res.status !== 201) throw new Error(`submission answered ${res.status}`);
    const answered = Date.now();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ timeout: 10_000 });
    delays.push(Date.now() - answered);
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  process.stdout.write(`${delays.length} submissions: median ${median} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms\n`);
} finally {
  await browser.close();
}
