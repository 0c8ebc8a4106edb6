/**
 * The delay from a request for help being answered 201 to the admissions inbox saying so, in
 * Chromium against a running `site preview`: its row in the list, the tab's title counting it, and
 * the tone (median, min and max of N submissions each). The page's clock and this process's are the
 * same machine's; the title and the tone are timed in the page, as they happen.
 * Usage: node bench/inbox-delay.ts BASE_URL EMAIL PASSWORD [N=20]   (run with tsx)
 */
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:4173', email = '', password = '', count = '20'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The tone needs no click first, as on a desk where the page was clicked at sign-in.
  args: ['--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});

/** In the page, before its own scripts: the time of every title change and of every tone started. */
function recordSignals(): void {
  const w = window as unknown as { signals: { title: { at: number; text: string }[]; tone: number[] } };
  w.signals = { title: [], tone: [] };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
    w.signals.tone.push(Date.now());
    return start.apply(this, args);
  };
  let last = '';
  new MutationObserver(() => {
    if (document.title !== last) w.signals.title.push({ at: Date.now(), text: (last = document.title) });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

function summary(label: string, delays: number[]): string {
  const sorted = [...delays].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return `${label}: median ${median} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`;
}

try {
  const page = await browser.newPage();
  await page.addInitScript(recordSignals);
  await page.goto(`${base}/admin/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/^Signed in as /).waitFor();
  const waiting = () => page.evaluate(() => Number(/^\((\d+) /.exec(document.title)?.[1] ?? 0));
  const row: number[] = [];
  const title: number[] = [];
  const tone: number[] = [];
  for (let i = 0; i < Number(count); i++) {
    // Between submissions, a pause that falls anywhere in the inbox's polling interval.
    await page.waitForTimeout(500 + Math.floor(Math.random() * 3000));
    const before = await waiting();
    const name = `Delay Probe ${Date.now().toString(36)} ${i}`;
    const res = await fetch(`${base}/api/submit-consultation-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fullName: name, phone: '818-555-0170' }) });
    if (res.status !== 201) throw new Error(`submission answered ${res.status}`);
    const answered = Date.now();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ timeout: 10_000 });
    row.push(Date.now() - answered);
    const signals = await page.waitForFunction(({ after, more }) => {
      const s = (window as unknown as { signals: { title: { at: number; text: string }[]; tone: number[] } }).signals;
      const titled = s.title.find((t) => t.at >= after && Number(/^\((\d+) /.exec(t.text)?.[1] ?? 0) >= more);
      const toned = s.tone.find((t) => t >= after);
      return titled && toned ? { title: titled.at, tone: toned } : null;
    }, { after: answered, more: before + 1 }, { timeout: 10_000 }).then((h) => h.jsonValue() as Promise<{ title: number; tone: number }>);
    title.push(signals.title - answered);
    tone.push(signals.tone - answered);
  }
  process.stdout.write(`${row.length} submissions\n${summary('row in the list', row)}\n${summary('title count', title)}\n${summary('tone', tone)}\n`);
} finally {
  await browser.close();
}
