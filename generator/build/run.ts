/**
 * One build, as the orchestrator hands it to the full or the in-place build:
 * its settings, its state and its stopwatch; and what both of them need.
 */
import { dirname, join, resolve } from 'node:path';
import { prepareAssets, renderEnv, TEMPLATES_DIR, type SharedAssets } from '../assets/prepare.ts';
import { envKey } from '../cache/pages.ts';
import type { RenderEnv } from '../render/index.ts';
import type { Content } from '../validate/index.ts';
import type { Problem } from '../validate/problem.ts';
import { startStopwatch, type Stopwatch } from './stopwatch.ts';
import { createBuildState, type BuildOptions, type BuildResult, type BuildState, type BuiltPage } from './types.ts';

export interface BuildRun {
  options: BuildOptions;
  state: BuildState;
  /** The output folder, absolute. */
  outDir: string;
  /** Encoded images and the page cache. */
  cacheDir: string;
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
    cacheDir: options.cacheDir ?? join(dirname(resolve(options.contentDir)), '.cache'),
    stopwatch: startStopwatch(options.now),
  };
}

/** A build that wrote nothing. */
export function failedBuild(problems: Problem[], overBudget?: BuiltPage[]): BuildOutcome {
  return {
    ok: false, problems, ...(overBudget ? { overBudget } : {}),
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
  const assets = await prepareAssets(run.state, content.assets, run.options.templatesDir ?? TEMPLATES_DIR, run.cacheDir);
  const env = renderEnv(content, assets);
  return { assets, env, key: envKey(assets.code, env) };
}
