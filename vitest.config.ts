import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest, longest first; the others follow in vitest's own order. On a fresh
 * checkout vitest knows no durations and starts the largest files first, which left Lighthouse (a
 * minute or more by itself) to start halfway through the run and end it alone, the other worker idle.
 */
const LONGEST = [
  'tests/quality/lighthouse.test.ts',
  'tests/infra/cli.test.ts',
  'tests/integration/going-live.test.ts',
  'tests/integration/cli.test.ts',
  'tests/integration/incremental.test.ts',
  'tests/integration/translations.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return i < 0 ? LONGEST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // The shipped site is built once per run, before any test file (tests/helpers/site.ts reads it);
    // the run fails if a test wrote into the checkout's cache, output, lead store or schemas.
    globalSetup: ['tests/setup/repo-untouched.ts', 'tests/setup/shipped-build.ts', 'tests/setup/cdk-outdir.ts'],
    setupFiles: ['tests/setup/temp-folders.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each worker process runs many test files, loading the product's modules and their dependencies
    // (React, zod, the AWS SDK, aws-cdk-lib) once instead of once per file: a fifth of the run's CPU.
    // So no test may lean on a fresh module: folders go through tests/helpers/temp.ts, environment
    // changes are undone (vi.stubEnv), and a module is replaced only as structured-data.test.ts does.
    isolate: false,
    // vitest's default is one worker less than the cores: a single one on a 2-core machine. Most test
    // files wait on other processes (Chromium, Java, the CDK CLI, servers), so two run side by side.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
