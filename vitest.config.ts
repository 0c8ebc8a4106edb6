import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // The shipped site is built once per run, before any test file (tests/helpers/site.ts reads it);
    // the run fails if a test wrote into the checkout's cache, output, lead store or schemas.
    globalSetup: ['tests/setup/repo-untouched.ts', 'tests/setup/shipped-build.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default is one worker less than the cores: a single one on a 2-core machine. Most test
    // files wait on other processes (Chromium, Java, the CDK CLI, servers), so two run side by side.
    maxWorkers: 2,
  },
});
