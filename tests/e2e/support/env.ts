/** Where the e2e run keeps its files and serves the site; shared by playwright.config.ts and the tests. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4399);

/**
 * The browser tests run in Debian's Chromium headless shell (package chromium-headless-shell): the same
 * Chromium release, Blink and V8 as the full browser, without the desktop browser around them, which is
 * also what Playwright runs headless tests in by default. Each test starts a fresh browser context, and
 * there the shell costs a third of the full browser (0.20 against 0.63 CPU-s for a context, a page and
 * its first load); the whole suite took 107 s and 192 CPU-s against 180 s and 348 CPU-s. Without the
 * shell the full browser is used; CHROME_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export const E2E = {
  root,
  port,
  baseURL: `http://127.0.0.1:${port}`,
  /** The copy of content/ the run builds (its build cache goes beside it, in .e2e/.cache). */
  contentDir: `${root}.e2e/content`,
  /** That build's cache, beside the content copy: its encoded images serve any other build of the content. */
  cacheDir: `${root}.e2e/.cache`,
  /** Where that build refreshes the editors' JSON Schemas, instead of schemas/. */
  schemasDir: `${root}.e2e/schemas`,
  /** The built site (replaced by every run). */
  distDir: `${root}.e2e/dist`,
  /** The forms API's SQLite lead store (emptied by every run). */
  dataDir: `${root}.e2e/data`,
  /** The site as built with an ad pixel id (support/pixel-site.ts), served by global-setup.ts for the whole run. */
  pixelBaseURL: `http://127.0.0.1:${port + 300}`,
  /** Two accounts of the local admissions inbox, made before the server starts. */
  inboxUsers: [
    { email: 'ana@example.org', name: 'Ana Ruiz', password: 'inbox e2e password one' },
    { email: 'ben@example.org', name: 'Ben Okafor', password: 'inbox e2e password two' },
  ],
  /** Debian's Chromium, the headless shell where installed; no browser is downloaded. */
  chromium: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  /** The full browser, for what the headless shell leaves out (system notifications: it denies them). */
  fullChromium: process.env.CHROME_PATH ?? FULL_BROWSER,
} as const;
