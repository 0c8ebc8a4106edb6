/**
 * One build, as build.ts runs it (and site dev's rebuild in place): its settings, its state and
 * its stopwatch; what a build that wrote nothing returns; and the inputs every page shares.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULTS } from '../../contract/defaults.ts';
import { prepareAssets, type SharedAssets } from '../assets/prepare.ts';
import { TEMPLATES_DIR } from '../cache/fingerprint.ts';
import { envKey } from '../cache/pages.ts';
import { builtPage } from '../report/figures.ts';
import { renderEnv } from '../render/env.ts';
import type { BuildResult } from '../report/result.ts';
import type { Content, PageRecord, RenderEnv } from '../pipeline.ts';
import type { Problem } from '../validate/problem.ts';
import { startStopwatch, type Stopwatch } from './stopwatch.ts';
import { createBuildState, type BuildOptions, type BuildState } from './types.ts';

export interface BuildRun {
  options: BuildOptions;
  state: BuildState;
  /** The output folder, absolute. */
  outDir: string;
  /** Encoded images, the page cache and the other caches (cache/). */
  cacheDir: string;
  /** The committed encodings of the pictures, when the content has them (BuildOptions.encodedImagesDir). */
  encodedImagesDir?: string;
  /** The templates the pages are rendered with. */
  templatesDir: string;
  stopwatch: Stopwatch;
  /** When the first page of this build was rendered, in milliseconds since the process started. */
  firstPageAt?: number;
}

/** What a full or in-place build returns; the orchestrator adds the output folder and the timings. */
export type BuildOutcome = Omit<BuildResult, 'outDir' | 'timings' | 'firstPageAt'>;

/** Without a state, a fresh one that nothing outlives. */
export function startRun(options: BuildOptions, state = createBuildState()): BuildRun {
  return {
    options,
    state,
    outDir: resolve(options.outDir),
    cacheDir: options.cacheDir ?? join(dirname(resolve(options.contentDir)), DEFAULTS.cacheDir),
    encodedImagesDir: committedEncodings(options),
    templatesDir: options.templatesDir ?? TEMPLATES_DIR,
    stopwatch: startStopwatch(options.now),
  };
}

/** The folder of committed encodings, if there is one (as the options name it: the build summary shows it). */
function committedEncodings(options: BuildOptions): string | undefined {
  if (options.encodedImagesDir === null) return undefined;
  const dir = options.encodedImagesDir ?? join(dirname(options.contentDir), DEFAULTS.encodedImagesDir);
  return existsSync(dir) ? dir : undefined;
}

/** A build that wrote nothing: its problems, or the pages over the JavaScript budget. */
export function failedBuild(problems: Problem[], overBudget?: readonly PageRecord[]): BuildOutcome {
  return {
    ok: false, problems, ...(overBudget ? { overBudget: overBudget.map(builtPage) } : {}),
    pages: [], rendered: 0, mode: 'full', redirects: 0, sitemapUrls: 0, bytes: { html: 0, css: 0, js: 0, assets: 0 }, files: 0, images: { sources: 0, encoded: 0, placeholders: 0 }, standIns: [],
  };
}

/** What every page shares, and the part of every page's key it makes. */
export interface SharedInputs {
  assets: SharedAssets;
  env: RenderEnv;
  key: string;
}

export async function prepareShared(run: BuildRun, content: Omit<Content, 'pages'>): Promise<SharedInputs> {
  const assets = await prepareAssets(run.state, content.assets, run.templatesDir, run.cacheDir, run.encodedImagesDir);
  const made = renderEnv(content, assets, run.options.staging, run.options.partsInline);
  const key = envKey(assets.code, made);
  // The key covers all of it: while it stays the same (site dev, a page saved), the last build's
  // environment is kept, and with it the shared parts already rendered for its languages (render/index.ts).
  const env = run.state.env?.key === key ? run.state.env.env : made;
  run.state.env = { key, env };
  return { assets, env, key };
}
