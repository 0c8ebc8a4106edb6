/**
 * End-to-end tests (tests/e2e): the built site in Debian's Chromium, at a phone
 * and a desktop size, against `site preview` with the real forms API.
 *
 * The web server builds the site into .e2e/dist (from a copy of content/ in
 * .e2e, with its cache in .e2e/.cache) and serves it with a fresh lead store in
 * .e2e/data, which the tests read back with `site leads --json`.
 * No browser is downloaded: Chromium's headless shell comes from apt (`npm test` installs it when missing,
 * scripts/test-prerequisites.sh; see tests/e2e/support/env.ts).
 */
import { dirname } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E } from './tests/e2e/support/env.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.e2e/test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failing test runs once more, recording a trace (below); it still fails the run if it then passes.
  retries: 1,
  failOnFlakyTests: true,
  // Three at a time on two cores: the tests spend much of their time waiting on Chromium, the preview
  // server and timers. More made the axe tests run past their time limit on a busy machine.
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: E2E.baseURL,
    browserName: 'chromium',
    headless: true,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    // A failed test's second run records a trace (actions, DOM snapshots, network, console), without the
    // screencast. Recording one for every test, as 'retain-on-failure' does, made the suite a third slower:
    // each action snapshots the DOM, and the focus walk alone presses Tab a few thousand times.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      executablePath: E2E.chromium,
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Tests tagged DESKTOP_ONLY or PHONE_ONLY (tests/e2e/support/test.ts) run in one project only.
    { name: 'phone', use: { viewport: { width: 390, height: 844 } }, grepInvert: /@desktop-only/ },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/ },
  ],
  webServer: {
    // A fresh lead store every run; `exec` so stopping the server stops node itself. The content is
    // built from a copy in .e2e, so that the build's cache (kept beside the content folder) and the
    // editors' schemas land there too, never in the checkout.
    command: [
      `rm -rf '${E2E.dataDir}' '${E2E.contentDir}'`,
      `mkdir -p '${dirname(E2E.contentDir)}'`,
      `cp -R content '${E2E.contentDir}'`,
      `node bin/site.js build --content '${E2E.contentDir}' --out '${E2E.distDir}' --schemas '${E2E.schemasDir}'`,
      ...E2E.inboxUsers.map((u) => `printf '%s\\n' '${u.password}' | node bin/site.js inbox add-user --data '${E2E.dataDir}' --email '${u.email}' --name '${u.name}' --password-stdin`),
      `exec node bin/site.js preview --dir '${E2E.distDir}' --port ${E2E.port} --data '${E2E.dataDir}'`,
    ].join(' && '),
    url: `${E2E.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
