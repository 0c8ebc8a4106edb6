/**
 * A folder for the CDK syntheses of the run, removed after it: each test process synthesises into a
 * folder of its own below it (`cdkOutdir()` in tests/infra/helpers.ts), which outlives the test files
 * of that process, however the process ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cdkOutdirs: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cdk-suite-'));
  project.provide('cdkOutdirs', dir);
  return () => rm(dir, { recursive: true, force: true });
}
