/**
 * A complete build into a fresh folder, swapped in at the end. Pages stream
 * through: each chunk is read, checked and handed to the renderers (worker
 * threads on a large site, which render it while the next chunk is read), so
 * only small facts about each page stay in memory. A page unchanged since the
 * last build is hard-linked from it instead. The checks across files run once
 * every page has been seen; a problem then discards everything.
 */
import { rm } from 'node:fs/promises';
import { codeFingerprint, encodeImages, TEMPLATES_DIR } from '../assets/prepare.ts';
import { pageCacheFile, cachedPageKey, writePageCache, type PageCache } from '../cache/pages.ts';
import { defaultWorkers, renderHere, startRenderPool, WORKER_THRESHOLD, type PageRecord, type RenderPool } from '../render/pool.ts';
import { refusals } from '../emit/refusals.ts';
import { siteFiles } from '../emit/site-files.ts';
import { createStaging, linkUnchanged, writeArtifacts, type Staging } from '../emit/write.ts';
import type { ContentSource } from '../load/sources.ts';
import { pageFile } from '../../contract/routes.ts';
import { siteFigures } from '../report/figures.ts';
import { createChecker, isSharedFile, sharedContent, type Checker, type Content, type PageEntry } from '../validate/index.ts';
import type { Problem } from '../validate/problem.ts';
import { failedBuild, prepareShared, type BuildOutcome, type BuildRun, type SharedInputs } from './run.ts';
import { siteStandIns } from '../validate/stand-ins.ts';
import { keptChecks, keptChecksFile, readKeptChecks, writeKeptChecks, type KeptChecks } from '../cache/checks.ts';

export interface FullBuildInput {
  source: ContentSource;
  /** The page cache of the last build: a page whose key it holds is linked from the output, not rendered. */
  previous: PageCache | Promise<PageCache>;
  /** Render workers started before the content loaded; without them, the build starts its own if the site is large. */
  pool?: RenderPool;
}

/** Render workers for a large site's first build, started while its content is listed; none when pages are cached. */
export async function prestartPool(listing: Promise<string[]>, previous: Promise<PageCache>, workers?: number): Promise<RenderPool | undefined> {
  const pages = (await listing.catch(() => [])).filter((p) => !isSharedFile(p)).length;
  if (pages < WORKER_THRESHOLD || (await previous).size > 0) return undefined;
  const size = workers ?? defaultWorkers(pages);
  return size > 1 ? startRenderPool(size) : undefined;
}

export async function buildFull(run: BuildRun, input: FullBuildInput): Promise<BuildOutcome> {
  const { source } = input;
  // The checks an earlier build kept for this code: unchanged files are neither parsed nor checked again.
  const code = (run.state.code ??= await codeFingerprint(run.options.templatesDir ?? TEMPLATES_DIR, run.options.compiledFrom));
  const kept = keptChecks(code, await readKeptChecks(keptChecksFile(run.cacheDir), code));
  const checker = createChecker(run.state.validate, source.locate, kept);
  const content = await checkSharedFiles(run, checker, source);
  if (!content) {
    // Nothing can render without the shared files; still check every page, so that all problems show at once.
    for await (const chunk of source.pages()) chunk.forEach((f) => checker.add(f));
    return failedBuild(checker.finish());
  }
  const shared = await prepareShared(run, content);
  const previous = await input.previous;
  run.stopwatch.lap('assets');

  const staging = await createStaging(run.outDir);
  const workers = run.options.workers ?? defaultWorkers(source.pageCount);
  const ownPool = !input.pool && workers > 1 && source.pageCount > 1 ? startRenderPool(workers) : undefined;
  // A site small enough to render on this thread has its pictures encoded meanwhile, on sharp's threads
  // (writeSite waits for the same encodings); a large one encodes after its workers are gone, below.
  const encoding = !input.pool && !ownPool ? shared.assets.images.encode().catch(() => undefined) : undefined;
  try {
    const streamed = await streamPages(run, { source, checker, shared, previous, staging, pool: input.pool ?? ownPool });
    if (!streamed.ok) {
      // The files without problems keep their checks: the build after the fix checks only what changed.
      await Promise.all([staging.discard(), keepChecks(run, kept, code)]);
      return failedBuild(streamed.problems);
    }
    const refused = refusals(streamed.records);
    if (refused) {
      await Promise.all([staging.discard(), keepChecks(run, kept, code)]);
      return failedBuild(refused.problems, refused.overBudget);
    }
    // Images are encoded only now, after the render workers are gone, so their memory and the encoder's never add up.
    await ownPool?.close();
    await input.pool?.close();
    return await writeSite(run, { ...streamed, content, shared, staging, kept, placeholders: checker.placeholders() });
  } catch (err) {
    await staging.discard();
    throw err;
  } finally {
    await ownPool?.close();
    // A build that stops early still lets its encodings finish: nothing writes to the cache after it returns.
    await encoding;
  }
}

/** Check the shared files (site.yaml first: its facts fill the pages' {tokens}); undefined when they have problems. */
async function checkSharedFiles(run: BuildRun, checker: Checker, source: ContentSource): Promise<Omit<Content, 'pages'> | undefined> {
  const files = await source.shared;
  run.stopwatch.lap('load');
  const siteFile = files.find((f) => f.path === 'site.yaml');
  checker.site(siteFile?.type === 'data' ? siteFile : undefined);
  for (const f of files) if (f !== siteFile) checker.add(f);
  const content = sharedContent(checker);
  run.stopwatch.lap('validate');
  return content;
}

interface StreamInput {
  source: ContentSource;
  checker: Checker;
  shared: SharedInputs;
  previous: PageCache;
  staging: Staging;
  pool?: RenderPool;
}

/** A page of the site and the key it was rendered from. */
interface KeyedPage { file: string; key: string }

/** The pages in order with their records, and how many of them were rendered (the others were linked). */
type Streamed = { ok: true; pages: KeyedPage[]; records: PageRecord[]; rendered: number } | { ok: false; problems: Problem[] };

/** Check each chunk of pages and hand the changed ones to the renderers; then the checks across files. */
async function streamPages(run: BuildRun, input: StreamInput): Promise<Streamed> {
  const { stopwatch, options, state } = run;
  const { source, checker, previous, pool } = input;
  const progress = (done: number, total: number) => {
    run.firstPageAt ??= performance.now();
    options.onProgress?.(done, total);
  };
  const sink = pool
    ? pool.begin(input.shared.env, input.staging.dir, source.pageCount, progress)
    : renderHere(input.shared.env, input.staging.dir, source.pageCount, progress);
  const pages: KeyedPage[] = [];
  let submitted = 0;
  let renderStart: number | undefined;
  for await (const chunk of source.pages()) {
    stopwatch.lap('load');
    const toRender: PageEntry[] = [];
    const unchanged = new Map<string, PageEntry>();
    for (const f of chunk) {
      const entry = checker.add(f);
      if (!entry) continue;
      const page = { file: pageFile(entry.route, entry.prefix), key: cachedPageKey(state.keys, input.shared.key, entry) };
      pages.push(page);
      if (previous.get(page.file)?.key === page.key) unchanged.set(page.file, entry);
      else toRender.push(entry);
    }
    // Unchanged pages are linked from the last build; one that cannot be (deleted by hand) is rendered.
    const missed = unchanged.size ? await linkUnchanged([...unchanged.keys()], run.outDir, input.staging.dir) : [];
    const batch = [...toRender, ...missed.map((file) => unchanged.get(file)!)];
    submitted += batch.length;
    if (pool && batch.length) renderStart ??= stopwatch.now();
    sink.submit(batch);
    stopwatch.lap('validate');
  }
  const problems = checker.finish();
  stopwatch.lap('validate');
  if (problems.length) {
    sink.cancel();
    await sink.done().catch(() => undefined);
    return { ok: false, problems };
  }
  const rendered = await sink.done();
  const records = pages.map((p) => rendered.get(p.file) ?? previous.get(p.file)!.record);
  // With workers, rendering ran alongside the loading and checking: its time counts from the first page handed over.
  stopwatch.lap('render', renderStart);
  return { ok: true, pages, records, rendered: submitted };
}

interface SiteInput {
  content: Omit<Content, 'pages'>;
  shared: SharedInputs;
  staging: Staging;
  kept: KeptChecks;
  pages: KeyedPage[];
  records: PageRecord[];
  rendered: number;
  placeholders: number;
}

/** Write this build's problem-free checks to the cache folder, if they differ from the ones it read. */
async function keepChecks(run: BuildRun, kept: KeptChecks, code: string): Promise<void> {
  const { checks, changed } = kept.result();
  if (changed) await writeKeptChecks(keptChecksFile(run.cacheDir), code, checks);
}

/** Write the files besides the pages, swap the staging folder in, and keep the page cache for the next build. */
async function writeSite(run: BuildRun, input: SiteInput): Promise<BuildOutcome> {
  const { pages, records } = input;
  const assets = { ...input.shared.assets, images: await encodeImages(input.shared.assets.images) };
  const site = siteFiles(input.content, records, assets);
  await writeArtifacts(site.files, input.staging.dir, run.outDir);
  // No moment where the cache on disk describes an output folder it was not written for.
  await rm(pageCacheFile(run.cacheDir), { force: true });
  await input.staging.commit();
  const cache: PageCache = new Map(pages.map((p, i) => [p.file, { key: p.key, record: records[i]! }]));
  await writePageCache(pageCacheFile(run.cacheDir), run.outDir, cache);
  await keepChecks(run, input.kept, input.shared.assets.code);
  run.state.last = { outDir: run.outDir, pages: cache, files: new Map(site.files.map((f) => [f.path, f.body])), cacheOnDisk: true };
  return { ok: true, problems: [], rendered: input.rendered, mode: 'full', ...siteFigures(records, assets, site, input.placeholders), standIns: siteStandIns(input.content.site) };
}
