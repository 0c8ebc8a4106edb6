/**
 * Builds the shipped content once per test run, into a temporary folder with a
 * cache folder of its own, and hands the result to every test file
 * (`shipped()` in tests/helpers/site.ts). Removed again after the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, type BuildResult } from '../../generator/build.ts';
import { CONTENT } from '../helpers/paths.ts';

export interface ShippedBuild {
  /** The built site. Read it; never write into it. */
  dir: string;
  /** What the build reported; it started from an empty cache, without the committed encodings. */
  result: BuildResult;
  /** That build's cache: the encoded images, which a build of a copy of the content can start from. */
  cacheDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shipped: ShippedBuild;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), 'site-suite-'));
  const dir = join(work, 'dist');
  const cacheDir = join(work, 'cache');
  // Not the committed encodings: the pictures are encoded from nothing, and a test compares them with those.
  const result = await build({ contentDir: CONTENT, outDir: dir, cacheDir, encodedImagesDir: null });
  if (!result.ok) {
    await rm(work, { recursive: true, force: true });
    throw new Error(`the shipped content does not build: ${JSON.stringify(result.problems.slice(0, 3))}`);
  }
  project.provide('shipped', { dir, result, cacheDir });
  return () => rm(work, { recursive: true, force: true });
}
