/** Where the e2e run keeps its files and serves the site; shared by playwright.config.ts and the tests. */
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4399);

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
  /** Debian's Chromium; no browser is downloaded. */
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
} as const;
