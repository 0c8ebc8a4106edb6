/**
 * The build, stage by stage. `site build` runs the stages in this order, entering each
 * stage's folder once:
 *
 *   cache/     the code's fingerprint, the page cache and the check cache of the last build
 *   load/      the content folder listed; the shared files read, then the pages a chunk at a time
 *   validate/  the shared files checked, then each chunk of pages as it is read (with three or
 *              more render workers, each page is checked by the worker that renders it, and only
 *              the checks across files run here)
 *   assets/    the CSS, the island bundles and the image sets every page links to
 *   render/    each checked page rendered into a staging folder, or linked from the last build
 *   emit/      refusals; the images encoded; the other site files written; the folder swapped in
 *   cache/     this build's page cache and checks, for the next build
 *   report/    the figures of the written site
 *
 * The pages stream: load, validate and render take them a chunk at a time (on a large site the
 * render workers render one chunk while the next is read), so only small facts about each page
 * stay in memory. The checks across files run once every page has been seen; a problem then
 * discards everything, and the output folder stays as it was.
 *
 * A long-running process (`site dev`) keeps a BuildState: it loads and checks only what changed,
 * then replaces the changed pages in place (build/incremental.ts), or builds afresh from memory.
 * Nothing here prints: the CLI formats the BuildResult.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { checkCache, checkCacheFile, readCachedChecks, writeCachedChecks, type CheckCache } from './cache/checks.ts';
import { codeFingerprint } from './cache/fingerprint.ts';
import { cachedPageKey, pageCacheFile, readPageCache, writePageCache, type PageCache } from './cache/pages.ts';
import { gitHistory, listHistory } from './load/history.ts';
import { listContent, load } from './load/index.ts';
import { diskSource, memorySource, type ContentSource } from './load/sources.ts';
import { checkSharedFiles, createChecker, validate } from './validate/index.ts';
import { sharedContent } from './validate/shared-content.ts';
import { reviewsDue, siteStandIns } from './validate/stand-ins.ts';
import { checkPages } from './validate/stream.ts';
import { checksWhereRendered, defaultWorkers, prestartPool, startRenderPool, type RenderPool } from './render/pool.ts';
import { renderPages, type KeyedPage } from './render/stream.ts';
import { writeSchemas } from './emit/json-schema.ts';
import { refusals } from './emit/refusals.ts';
import { siteFiles, writtenAssets } from './emit/site-files.ts';
import { writeArtifacts } from './emit/write.ts';
import { siteFigures } from './report/figures.ts';
import type { BuildResult } from './report/result.ts';
import { IN_PLACE_MAX, loadRenderer, planInPlace, rebuildInPlace } from './build/incremental.ts';
import { failedBuild, prepareShared, startRun, type BuildOutcome, type BuildRun } from './build/run.ts';
import { createStaging } from './build/staging.ts';
import { checkFolders, type KeptFolder } from './build/folders.ts';
import { tuneV8, v8FlagsFor } from './build/v8-tuning.ts';
import { pageCount } from './schema/registry.ts';
import type { BuildOptions, BuildState, CheckResult } from './build/types.ts';
import type { PageRecord } from './pipeline.ts';

export { createBuildState } from './build/types.ts';
export type { BuildOptions, BuildState, CheckResult } from './build/types.ts';
export type { BuildResult, BuiltPage } from './report/result.ts';

/**
 * Build the site. A process that builds again and again (site dev) passes the
 * same state each time; without one, nothing outlives the build, and the
 * parsed files are let go as soon as they are validated.
 */
export async function build(options: BuildOptions, state?: BuildState): Promise<BuildResult> {
  const run = startRun(options, state);
  checkFolders({ contentDir: options.contentDir, outDir: run.outDir, schemasDir: options.schemasDir, kept: keptFolders(run) });
  const outcome = state ? await rebuild(run) : await buildFromDisk(run);
  if (outcome.ok) run.stopwatch.lap('emit');
  // site dev renders a saved page on this thread (build/incremental.ts). After a build that rendered
  // in workers, the renderer is loaded now, while nothing waits, rather than on the first save.
  if (state) loadRenderer().catch(() => {}); // a failure to load is met again, and reported, where a save needs it
  // A site with translations: its history is listed now too, for the first save that puts one behind (load/history.ts).
  if (state && (state.env?.env.languages.length ?? 0) > 1) void listHistory(options.contentDir);
  return { ...outcome, outDir: options.outDir, timings: run.stopwatch.stop(), ...(run.firstPageAt === undefined ? {} : { firstPageAt: run.firstPageAt }) };
}

/** What the output folder must neither be nor hold, besides the content: the build's own inputs and caches, and where it runs. */
function keptFolders(run: BuildRun): KeptFolder[] {
  return [
    { name: 'the templates', path: run.templatesDir },
    { name: "the build's cache", path: run.cacheDir },
    ...(run.encodedImagesDir ? [{ name: "the pictures' encodings", path: run.encodedImagesDir }] : []),
    ...(run.options.schemasDir ? [{ name: "the editors' schemas", path: run.options.schemasDir }] : []),
    { name: 'the folder the command runs in', path: process.cwd() },
    { name: 'your home folder', path: homedir() },
  ];
}

/** A fresh process: the page cache of the last build is read while the content folder is listed. */
async function buildFromDisk(run: BuildRun): Promise<BuildOutcome> {
  const { contentDir, workers } = run.options;
  const previous = readPageCache(pageCacheFile(run.cacheDir), run.outDir);
  // A build in a process of its own tunes V8 for its length once it knows it (build/v8-tuning.ts).
  const listing = listContent(contentDir).then((paths) => {
    if (run.options.ownProcess) tuneV8(v8FlagsFor(pageCount(paths)));
    return paths;
  });
  // A large first build starts its render workers now, so they load while the content does.
  const pool = workers === 0 ? undefined : prestartPool(listing, previous, workers);
  try {
    return await buildFull(run, { source: diskSource(contentDir, await listing), previous, pool: await pool });
  } finally {
    await (await pool)?.close();
  }
}

/**
 * Up to this many pages, the pictures are encoded while the render workers render: the encoder and
 * the workers share the cores with no gap between the stages, and the encoder takes the time the
 * checking thread spends waiting for its worker (render/pool.ts, PageSink.room). Their memory adds
 * up, so a larger site encodes once its workers are gone. Cold builds in memory (/dev/shm), in turns:
 * at 5,036 pages 3.92 s alongside against 4.10 s after (median of four), but peaks of 455-478 MiB
 * against 382-432 MiB, and a busy run of bench/compare peaked at 514 MiB alongside, over the 500 MiB
 * allowed at that size. Alongside, 2,536 pages peaked at 419-453 MiB and 4,036 at 429-452 MiB. At
 * 20,036 pages alongside saved nothing (9.36-9.57 s against 9.03-9.37 s) and peaked higher.
 */
const ENCODE_WHILE_RENDERING = 4_000;

interface FullBuildInput {
  source: ContentSource;
  /** The page cache of the last build: a page whose key it holds is linked from the output, not rendered. */
  previous: PageCache | Promise<PageCache>;
  /** Render workers started before the content loaded; without them, the build starts its own if the site is large. */
  pool?: RenderPool;
}

/** A complete build into a fresh folder, swapped in at the end. */
async function buildFull(run: BuildRun, input: FullBuildInput): Promise<BuildOutcome> {
  const { source } = input;
  const { stopwatch } = run;
  // The checks an earlier build cached for this code: unchanged files are neither parsed nor checked again.
  const code = (run.state.code ??= await codeFingerprint(run.templatesDir, run.options.compiledFrom));
  const checks = checkCache(code, await readCachedChecks(checkCacheFile(run.cacheDir), code));

  const checker = createChecker(run.state.validate, source.locate, checks.memo, gitHistory(run.options.contentDir));
  const sharedFiles = await source.shared;
  stopwatch.lap('load');
  checkSharedFiles(checker, sharedFiles);
  const content = sharedContent(checker);
  stopwatch.lap('validate');
  if (!content) {
    // Nothing can render without the shared files; still check every page, so that all problems show at once.
    const pages = checkPages(checker, source.pages(), stopwatch.lap);
    for await (const _ of pages.chunks);
    return failedBuild(pages.problems());
  }
  const standIns = siteStandIns(content.site);

  const shared = await prepareShared(run, content);
  const previous = await input.previous;
  stopwatch.lap('assets');

  const staging = await createStaging(run.outDir);
  const workers = run.options.workers ?? defaultWorkers(source.pageCount);
  const ownPool = !input.pool && workers > 0 && source.pageCount > 1 ? startRenderPool(workers) : undefined;
  // A site small enough to render on this thread, or of up to ENCODE_WHILE_RENDERING pages, has its
  // pictures encoded meanwhile, on sharp's threads (the emit stage waits for the same encodings); a
  // larger one encodes after its workers are gone, below.
  const pool = input.pool ?? ownPool;
  const encoding = !pool || source.pageCount <= ENCODE_WHILE_RENDERING ? shared.assets.images.encode().catch(() => undefined) : undefined;
  // With enough render workers, a page read from disk is parsed and checked by the worker that renders it.
  const inWorkers = run.options.checkInWorkers ?? checksWhereRendered(workers);
  const checkWhereRendered = pool && inWorkers && source.dir !== undefined ? { setup: checker.setup(), contentDir: source.dir } : undefined;
  let checksSaved: Promise<void> | undefined;
  const keepChecks = () => (checksSaved ??= saveChecks(run, checks, code));
  const pages = checkPages(checker, source.pages(), stopwatch.lap, checkWhereRendered !== undefined);
  let closing: Promise<unknown> | undefined;
  try {
    let renderStart: number | undefined;
    const rendered = await renderPages({
      pages, env: shared.env, previous, outDir: run.outDir, dir: staging.dir, total: source.pageCount, pool,
      ...(checkWhereRendered ? { checks: checkWhereRendered } : {}),
      keyOf: (head) => cachedPageKey(run.state.keys, shared.key, head),
      onProgress: (done, total) => {
        run.firstPageAt ??= performance.now();
        run.options.onProgress?.(done, total);
      },
      // With workers, rendering runs alongside the loading and checking: its time counts from the first page handed over.
      onFirstBatch: () => { renderStart = stopwatch.now(); },
      onRendered: () => stopwatch.lap('render', renderStart),
      // Pages checked on this thread are all checked while the workers render the last of them: their
      // checks are kept for the next build meanwhile (about 10 ms at 1,000 pages), not after the site is written.
      ...(checkWhereRendered ? {} : { whileRendering: () => void keepChecks().catch(() => {}) }),
    });
    if (!rendered.ok) {
      // The files without problems keep their checks: the build after the fix checks only what changed.
      await Promise.all([staging.discard(), keepChecks()]);
      return failedBuild(rendered.problems);
    }

    const refused = refusals(rendered.records);
    if (refused) {
      await Promise.all([staging.discard(), keepChecks()]);
      return failedBuild(refused.problems, refused.overBudget);
    }
    // The render workers stop while the site's files are written (they took 10-40 ms to stop). A large
    // site's images are encoded only once they are gone, so their memory and the encoder's never add up.
    closing = Promise.all([ownPool?.close(), input.pool?.close()]);
    if (!encoding) await closing;
    const assets = await writtenAssets(shared.assets);
    const site = siteFiles(content, rendered.records, assets, run.options.staging, run.state.siteFiles);
    await writeArtifacts(site.files, staging.dir, run.outDir);
    // No moment where the page cache on disk describes an output folder it was not written for.
    await rm(pageCacheFile(run.cacheDir), { force: true });
    await staging.commit();
    await writeSchemas(run.options.schemasDir, shared.assets.schemas);

    const cache = await savePageCache(run, rendered.pages, rendered.records);
    await keepChecks();
    run.state.last = { outDir: run.outDir, pages: cache, files: new Map(site.files.map((f) => [f.path, f.body])), cacheOnDisk: true };

    return {
      ok: true, problems: [], rendered: rendered.rendered, mode: 'full', ...siteFigures(rendered.records, assets, site, checker.placeholders()), standIns,
      staleTranslations: checker.translations().stale,
    };
  } catch (err) {
    await staging.discard();
    throw err;
  } finally {
    await (closing ?? ownPool?.close());
    // A build that stops early still lets its encodings finish: nothing writes to the cache after it returns.
    await encoding;
  }
}

/** site dev: the whole content folder in memory, each unchanged file parsed and checked once. */
async function rebuild(run: BuildRun): Promise<BuildOutcome> {
  const { options, state, stopwatch, outDir } = run;
  const history = gitHistory(options.contentDir);
  // A translation this save puts behind its English page is shown with the English it was made from: read while the save loads.
  const [files] = await Promise.all([load(options.contentDir, state.load, options.changed), history.readAhead?.(options.changed ?? [])]);
  stopwatch.lap('load');
  const checked = validate(files, state.validate, history);
  stopwatch.lap('validate');
  if (!checked.ok) return failedBuild(checked.problems);

  const last = state.last?.outDir === outDir && existsSync(outDir) ? state.last : undefined;
  if (last) {
    const plan = await planInPlace(run, checked.content, last);
    if (plan.changed.length <= IN_PLACE_MAX) return { ...(await rebuildInPlace(run, plan, last)), staleTranslations: checked.translations.stale };
  }
  return buildFull(run, { source: memorySource(files), previous: last?.pages ?? readPageCache(pageCacheFile(run.cacheDir), outDir) });
}

/** Keep the page cache for the next build: each page's key and record. */
async function savePageCache(run: BuildRun, pages: readonly KeyedPage[], records: readonly PageRecord[]): Promise<PageCache> {
  const cache: PageCache = new Map(pages.map((p, i) => [p.file, { key: p.key, record: records[i]! }]));
  await writePageCache(pageCacheFile(run.cacheDir), run.outDir, cache);
  return cache;
}

/** Write this build's problem-free checks to the cache folder, if they differ from the ones it read. */
async function saveChecks(run: BuildRun, checks: CheckCache, code: string): Promise<void> {
  const { checks: now, changed } = checks.result();
  if (changed) await writeCachedChecks(checkCacheFile(run.cacheDir), code, now);
}

/** Validate only: load and check every file, write nothing. */
export async function checkContent(contentDir: string, today = new Date().toISOString().slice(0, 10)): Promise<CheckResult> {
  const files = await load(contentDir);
  const result = validate(files, undefined, gitHistory(contentDir));
  const data = files.filter((f) => f.type === 'data');
  const pending = data.filter((f) => (f.data as { clinicalReview?: { date: string } } | undefined)?.clinicalReview?.date === 'pending').length;
  return { ok: result.ok, problems: result.problems, files: files.length, pages: result.ok ? result.content.pages.length : 0, reviews: { due: reviewsDue(data, today), pending }, translations: result.translations };
}
