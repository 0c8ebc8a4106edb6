/**
 * The one place that chains the stages: load -> validate -> render -> emit.
 * It times each stage and returns a BuildResult for the CLI to print; it
 * prints nothing itself. Two ways through the stages:
 *  - a fresh process (`site build`) streams the content from disk, a chunk of
 *    pages at a time, into a staging folder that replaces the output folder
 *    only at the end (build/full.ts);
 *  - a long-running process (`site dev`) keeps a BuildState: it loads and
 *    checks only what changed, then replaces the changed pages in place
 *    (build/incremental.ts), or builds afresh from memory when it cannot.
 * A content problem leaves the output folder as it was.
 */
import { existsSync } from 'node:fs';
import { jsonSchemaArtifacts } from './emit/json-schema.ts';
import { pageCacheFile, readPageCache } from './cache/pages.ts';
import { writeIfChanged } from './emit/write.ts';
import { buildFull, prestartPool } from './build/full.ts';
import { IN_PLACE_MAX, planInPlace, rebuildInPlace } from './build/incremental.ts';
import { failedBuild, startRun, type BuildOutcome, type BuildRun } from './build/run.ts';
import type { BuildOptions, BuildResult, BuildState, CheckResult } from './build/types.ts';
import { listContent, load } from './load/index.ts';
import { diskSource, memorySource } from './load/sources.ts';
import { validate } from './validate/index.ts';
import { reviewsDue } from './validate/stand-ins.ts';

export { createBuildState } from './build/types.ts';
export type { BuildOptions, BuildResult, BuildState, BuiltPage, CheckResult } from './build/types.ts';

/**
 * Build the site. A process that builds again and again (site dev) passes the
 * same state each time; without one, nothing outlives the build, and the
 * parsed files are let go as soon as they are validated.
 */
export async function build(options: BuildOptions, state?: BuildState): Promise<BuildResult> {
  const run = startRun(options, state);
  const outcome = state ? await rebuild(run) : await buildFromDisk(run);
  if (outcome.ok) {
    if (options.schemasDir) await writeIfChanged(jsonSchemaArtifacts(), options.schemasDir);
    run.stopwatch.lap('emit');
  }
  return { ...outcome, outDir: options.outDir, timings: run.stopwatch.stop(), ...(run.firstPageAt === undefined ? {} : { firstPageAt: run.firstPageAt }) };
}

/** A fresh process: the page cache of the last build is read while the content folder is listed. */
async function buildFromDisk(run: BuildRun): Promise<BuildOutcome> {
  const { contentDir, workers } = run.options;
  const previous = readPageCache(pageCacheFile(run.cacheDir), run.outDir);
  const listing = listContent(contentDir);
  // A large first build starts its render workers now, so they load while the content does.
  const pool = workers === 0 ? undefined : prestartPool(listing, previous, workers);
  try {
    return await buildFull(run, { source: diskSource(contentDir, await listing), previous, pool: await pool });
  } finally {
    await (await pool)?.close();
  }
}

/** site dev: the whole content folder in memory, each unchanged file parsed and checked once. */
async function rebuild(run: BuildRun): Promise<BuildOutcome> {
  const { options, state, stopwatch, outDir } = run;
  const files = await load(options.contentDir, state.load, options.changed);
  stopwatch.lap('load');
  const checked = validate(files, state.validate);
  stopwatch.lap('validate');
  if (!checked.ok) return failedBuild(checked.problems);

  const last = state.last?.outDir === outDir && existsSync(outDir) ? state.last : undefined;
  if (last) {
    const plan = await planInPlace(run, checked.content, last);
    if (plan.changed.length <= IN_PLACE_MAX) return rebuildInPlace(run, plan, last);
  }
  return buildFull(run, { source: memorySource(files), previous: last?.pages ?? readPageCache(pageCacheFile(run.cacheDir), outDir) });
}

/** Validate only: load and check every file, write nothing. */
export async function checkContent(contentDir: string, today = new Date().toISOString().slice(0, 10)): Promise<CheckResult> {
  const files = await load(contentDir);
  const result = validate(files);
  const data = files.filter((f) => f.type === 'data');
  const pending = data.filter((f) => (f.data as { clinicalReview?: { date: string } } | undefined)?.clinicalReview?.date === 'pending').length;
  return { ok: result.ok, problems: result.problems, files: files.length, pages: result.ok ? result.content.pages.length : 0, reviews: { due: reviewsDue(data, today), pending } };
}
