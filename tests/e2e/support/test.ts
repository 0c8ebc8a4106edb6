/**
 * The e2e `test`: Playwright's, plus a watch on the browser console that fails
 * any test whose page logs a warning, an error or an uncaught exception it did
 * not expect (hydration problems surface there), and small helpers.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E } from './env.ts';

export { expect };

export interface ConsoleEntry { type: string; text: string }

/** Everything the page printed, and which warnings and errors a test expects. */
export class ConsoleWatch {
  readonly entries: ConsoleEntry[] = [];
  private readonly expected: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (m) => this.entries.push({ type: m.type(), text: m.text() }));
    page.on('pageerror', (e) => this.entries.push({ type: 'pageerror', text: `${e.name}: ${e.message}` }));
  }

  /** Let warnings or errors matching these through; the test asserts them itself. */
  expect(...patterns: RegExp[]): void {
    this.expected.push(...patterns);
  }

  problems(): ConsoleEntry[] {
    return this.entries.filter((e) => ['error', 'warning', 'assert', 'pageerror'].includes(e.type));
  }

  unexpected(): string[] {
    return this.problems().filter((e) => !this.expected.some((re) => re.test(e.text))).map((e) => `${e.type}: ${e.text}`);
  }
}

export const test = base.extend<{ browserConsole: ConsoleWatch }>({
  browserConsole: [
    async ({ page }, use) => {
      const watch = new ConsoleWatch(page);
      await use(watch);
      expect(watch.unexpected(), 'no unexpected warning or error in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/** The page kinds of SPEC 2.1 and the policy pages, one representative each. */
export const PAGE_KINDS = [
  { kind: 'home', path: '/' },
  { kind: 'substance', path: '/treatment/alcohol-addiction' },
  { kind: 'service', path: '/services/medical-detox' },
  { kind: 'crisis', path: '/crisis/emergency-help' },
  { kind: 'guide', path: '/resources/addiction-guide' },
  { kind: 'faq', path: '/faq/treatment' },
  { kind: 'landing', path: '/landing/crisis-help' },
  { kind: 'policy', path: '/policies/nondiscrimination' },
  { kind: '404', path: '/no-such-page' },
] as const;

export const CRISIS_TEL = 'tel:+18185550142';
export const CRISIS_DISPLAY = '(818) 555-0142';

export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/**
 * Tags for the projects' grepInvert (playwright.config.ts). DESKTOP_ONLY: what does not depend on the
 * screen width (logic, keys, failure paths), or exists only from 1024 px; the phone project leaves it
 * out. PHONE_ONLY: what exists only below 1024 px; the desktop project leaves it out.
 */
export const DESKTOP_ONLY = '@desktop-only';
export const PHONE_ONLY = '@phone-only';

/**
 * Wait until Preact has run the effects scheduled so far. Hydration itself is
 * synchronous in the module scripts (done before `load`); effects such as
 * document listeners run after the next frame (rAF, then a macrotask).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done)))));
}

/** Wait until the page has stopped scrolling (the site scrolls smoothly: a field brought into view travels there). */
export async function scrollDone(page: Page): Promise<void> {
  const still = () => page.evaluate(() => new Promise<boolean>((done) => {
    const y = scrollY;
    requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY === y)));
  }));
  await expect.poll(still).toBe(true);
}

/** Wait until every CSS transition running now has ended (a menu fading in is judged once fully shown). */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
}

/**
 * Apply CSS as a visitor's own style sheet or a browser extension would: a constructed style sheet,
 * which the site's CSP lets through (a `<style>` added to the page it rightly refuses). Returns what
 * takes it off again.
 */
export async function userStyles(page: Page, css: string): Promise<() => Promise<void>> {
  const sheet = await page.evaluateHandle((text) => {
    const s = new CSSStyleSheet();
    s.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, s];
    return s;
  }, css);
  return async () => {
    await sheet.evaluate((s) => { document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== s); });
    await sheet.dispose();
  };
}

/**
 * A browser cannot place a call: keep tel: and sms: links from leaving the
 * page (Chromium stops delivering clicks after a few external-protocol
 * launches). Runs on window, after the page's own click handlers.
 */
export async function holdPhoneLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest?.('a[href^="tel:"], a[href^="sms:"]')) e.preventDefault();
    });
  });
}

export interface PixelCall { args: unknown[]; at: number }

/** A stand-in ad pixel (site.yaml sets no pixel id, so the real one never loads): records every fbq call. */
export async function installPixel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { args: unknown[]; at: number }[] = [];
    (window as unknown as { __pixel: typeof calls }).__pixel = calls;
    (window as unknown as { fbq: (...args: unknown[]) => void }).fbq = (...args: unknown[]) => { calls.push({ args, at: performance.now() }); };
  });
}

export async function pixelCalls(page: Page): Promise<PixelCall[]> {
  return page.evaluate(() => (window as unknown as { __pixel: { args: unknown[]; at: number }[] }).__pixel);
}

export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' }).locator('[data-toast]');
}

/** A toast with exactly this title and description (and variant). */
export async function expectToast(page: Page, t: { title: string; description: string; variant?: 'default' | 'destructive' }): Promise<void> {
  const toast = toasts(page).filter({ has: page.getByText(t.title, { exact: true }) });
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('p').nth(0)).toHaveText(t.title);
  await expect(toast.locator('p').nth(1)).toHaveText(t.description);
  await expect(toast).toHaveAttribute('data-toast', t.variant ?? 'default');
}

/** Requests the page sends to the forms API, to prove that an invalid form sends nothing. */
export function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(`${r.method()} ${new URL(r.url()).pathname}`); });
  return seen;
}

export type LeadRow = Record<string, string> & { id: string; form: string; source: string; receivedAt: string };

/** All leads stored this run, as `site leads --json` prints them (the CLI, spawned: about a second). */
export async function leadsFromCli(): Promise<LeadRow[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(E2E.root, 'bin', 'site.js'), 'leads', '--json', '--data', E2E.dataDir], { cwd: E2E.root });
  return JSON.parse(stdout) as LeadRow[];
}

/** `site leads report --json` for today's data, as a marketer runs it: where help came from. */
export async function reportFromCli(): Promise<{ byPage: Array<Record<string, unknown>>; byCampaign: Array<Record<string, unknown>> }> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(E2E.root, 'bin', 'site.js'), 'leads', 'report', '--json', '--data', E2E.dataDir, '--content', E2E.contentDir], { cwd: E2E.root });
  return JSON.parse(stdout) as { byPage: Array<Record<string, unknown>>; byCampaign: Array<Record<string, unknown>> };
}

/**
 * The leads stored under this name, read straight from the forms API's SQLite
 * file (each lead is committed before the API answers), in the same flat
 * shape as `site leads --json`. Read-only, and fast enough to use per test.
 */
export async function leadsFrom(fullName: string): Promise<LeadRow[]> {
  const db = createClient({ url: pathToFileURL(join(E2E.dataDir, 'leads.db')).href });
  try {
    const { rows } = await db.execute({
      sql: "SELECT id, form, source, received_at, fields, attribution FROM leads WHERE json_extract(fields, '$.fullName') = ? ORDER BY received_at",
      args: [fullName],
    });
    return rows.map((r) => ({
      id: String(r.id), form: String(r.form), source: String(r.source), receivedAt: String(r.received_at), ...(JSON.parse(String(r.fields)) as Record<string, string>),
      attribution: JSON.parse(String(r.attribution)) as Record<string, string | null>,
    })) as unknown as LeadRow[];
  } finally {
    db.close();
  }
}

/** A name no other test (or project) uses, so a test finds its own lead. */
export function uniqueName(info: TestInfo, who: string): string {
  return `${who} ${info.project.name} ${Math.random().toString(36).slice(2, 8)}`;
}
