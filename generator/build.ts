/**
 * The one place that chains the stages: load -> validate -> render -> emit.
 * It times each stage and returns a BuildResult for the CLI to print; it
 * prints nothing itself. A content problem leaves the output folder as it was:
 * a fresh build writes into a staging folder that replaces it only at the end,
 * and site dev's in-place rebuild writes nothing until its pages have rendered.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Artifact } from './emit/artifact.ts';
import { byteLength } from './emit/artifact.ts';
import { contentHash } from './emit/assets.ts';
import { planImages, type ImagePlan, type ImageSets } from './emit/images.ts';
import { cloudFrontFunctionSource, FUNCTION_PATH } from './emit/cloudfront-function.ts';
import { buildCss } from './emit/css.ts';
import { bundleIslands, type IslandBundle } from './emit/islands.ts';
import { HEADERS_PATH, headersManifest, netlifyHeaders } from './emit/headers.ts';
import { codeVersion, envKey, pageCacheFile, pageKey, readPageCache, writePageCache, type PageCache } from './emit/page-cache.ts';
import { defaultWorkers, renderHere, startRenderPool, WORKER_THRESHOLD, type PageRecord, type RenderPool } from './emit/pages.ts';
import { redirectArtifacts, redirectPairs } from './emit/redirects.ts';
import { robotsTxt, sitemapXml } from './emit/sitemap.ts';
import { jsonSchemaArtifacts } from './emit/json-schema.ts';
import { createStaging, linkUnchanged, removeFile, replaceFile, writeArtifacts, writeIfChanged } from './emit/write.ts';
import { JS_BUDGET_BYTES } from './budget.ts';
import { listContent, load, loadDataFileSync, loadFiles, loadFilesSync, type LoadCache } from './load/index.ts';
import type { DataFile, SourceFile } from './load/source.ts';
import type { PageKind } from './schema/registry.ts';
import { renderPage, type RenderEnv } from './render/index.ts';
import { pageFile } from './render/links.ts';
import { HINTS, type Problem } from './validate/problem.ts';
import { siteStandIns } from './validate/launch.ts';
import { createChecker, createValidateCache, isSharedFile, sharedContent, validate, type Content, type PageEntry, type ValidateCache } from './validate/index.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  templatesDir?: string;
  /** Where to refresh the JSON Schema files for editors (files are rewritten only when they change). */
  schemasDir?: string;
  /** Encoded images and the page cache; default .cache beside the content folder. */
  cacheDir?: string;
  /** Render worker threads; default one per core for large sites, none for small ones. */
  workers?: number;
  /** Called as pages are written, for a progress line. */
  onProgress?: (done: number, total: number) => void;
  /**
   * With a kept state: the content files (relative to the content folder) a
   * file watcher saw change since the last build. Only they are looked at;
   * without the list, every file's size and time are checked.
   */
  changed?: readonly string[];
  /** Clock for timings; injectable so tests can pin it. */
  now?: () => number;
}

export interface BuiltPage { route: string | null; file: string; kind: PageKind; bytes: number; islands: string[]; jsGzipBytes: number }


export interface BuildResult {
  ok: boolean;
  problems: Problem[];
  /** Pages over the JavaScript budget; the build fails and writes nothing. */
  overBudget?: BuiltPage[];
  outDir: string;
  pages: BuiltPage[];
  /** Pages rendered by this build; the others were unchanged and kept from the previous one. */
  rendered: number;
  /** How the output was written: a fresh folder swapped in, or changed files replaced in place. */
  mode: 'full' | 'incremental';
  redirects: number;
  sitemapUrls: number;
  bytes: { html: number; css: number; js: number; assets: number };
  files: number;
  /**
   * Milliseconds per stage. With render workers the stages overlap (pages
   * render while later ones load), so they add up to more than the total.
   */
  timings: Record<'load' | 'validate' | 'assets' | 'render' | 'emit' | 'total', number>;
  /** Source images, encodings made in this build (the rest came from the cache), placeholders left. */
  images: { sources: number; encoded: number; placeholders: number };
  /** Stand-ins site.yaml still marks placeholder (the license, the reviews), in words; `--production` refuses them. */
  standIns: string[];
}

/**
 * What a long-running process (site dev, the benchmark) keeps between builds
 * so that the next one redoes only what changed: parsed files, their checks,
 * the CSS and JavaScript bundles, and the last output.
 */
export interface BuildState {
  load: LoadCache;
  validate: ValidateCache;
  assets?: { code: string; css: string; islands: IslandBundle; sources: ReadonlyMap<string, Buffer>; images: ImageSets };
  /** Each page entry's key, while what all pages share stays the same (entries of unchanged files are kept objects). */
  keys: WeakMap<PageEntry, { shared: string; key: string }>;
  /** The fingerprint of the generator's code, taken once: a state is for one version of the code (site dev starts a new one when a template changes). */
  code?: string;
  last?: { outDir: string; pages: PageCache; files: Map<string, string | Buffer>; cacheOnDisk: boolean };
}

export const createBuildState = (): BuildState => ({ load: new Map(), validate: createValidateCache(), keys: new WeakMap() });

/** At most this many changed pages are replaced in place; more, and the build writes a fresh folder. */
const IN_PLACE_MAX = 200;

const GENERATOR_DIR = new URL('./', import.meta.url).pathname;
const TEMPLATES_DIR = new URL('../templates/', import.meta.url).pathname;
const LOCKFILE = new URL('../package-lock.json', import.meta.url).pathname;

/**
 * Build the site. A process that builds again and again (site dev) passes the
 * same state each time; without one, nothing outlives the build, and the
 * parsed files are let go as soon as they are validated.
 */
export async function build(opts: BuildOptions, kept?: BuildState): Promise<BuildResult> {
  const cacheDir = opts.cacheDir ?? join(dirname(resolve(opts.contentDir)), '.cache');
  const onDisk = kept?.last ? undefined : readPageCache(pageCacheFile(cacheDir), resolve(opts.outDir));
  // Without a state, the build streams the folder's files: list them once, for that and for the pool.
  const listing = kept ? undefined : listContent(opts.contentDir);
  // A large first build starts its render workers now, so they load while the content does.
  const pool = !listing || opts.workers === 0 ? undefined : prestartPool(listing, onDisk!, opts.workers);
  try {
    return await run(opts, kept, cacheDir, onDisk, pool, listing);
  } finally {
    await (await pool)?.close();
  }
}

/** Render workers, when the content folder holds many pages and none has been built before. */
async function prestartPool(listing: Promise<string[]>, onDisk: Promise<PageCache>, workers?: number): Promise<RenderPool | undefined> {
  const pages = (await listing.catch(() => [])).filter((p) => !isSharedFile(p)).length;
  if (pages < WORKER_THRESHOLD || (await onDisk).size > 0) return undefined;
  const size = workers ?? defaultWorkers(pages);
  return size > 1 ? startRenderPool(size) : undefined;
}

interface Run {
  opts: BuildOptions;
  state: BuildState;
  cacheDir: string;
  outDir: string;
  now: () => number;
  t0: number;
  timings: BuildResult['timings'];
  /** The page cache of the last build (read while the content loads, when there is no state). */
  previous: () => Promise<PageCache>;
  pool?: RenderPool;
}

async function run(opts: BuildOptions, kept: BuildState | undefined, cacheDir: string, onDisk: Promise<PageCache> | undefined, pool: Promise<RenderPool | undefined> | undefined, listing: Promise<string[]> | undefined): Promise<BuildResult> {
  const now = opts.now ?? (() => performance.now());
  const outDir = resolve(opts.outDir);
  const r: Run = {
    opts, state: kept ?? createBuildState(), cacheDir, outDir, now, t0: now(),
    timings: { load: 0, validate: 0, assets: 0, render: 0, emit: 0, total: 0 },
    previous: () => onDisk ?? readPageCache(pageCacheFile(cacheDir), outDir),
    pool: await pool,
  };
  if (listing) return buildFresh(r, diskSource(opts.contentDir, await listing));

  // site dev: the whole content folder in memory, each unchanged file parsed and checked once.
  const files = await load(opts.contentDir, r.state.load, opts.changed);
  let t = lap(r, 'load', r.t0);
  const checked = validate(files, r.state.validate);
  t = lap(r, 'validate', t);
  if (!checked.ok) return failed(r, checked.problems);
  const last = r.state.last?.outDir === outDir && existsSync(outDir) ? r.state.last : undefined;
  if (!last) return buildFresh(r, memorySource(files));
  r.previous = async () => last.pages;
  const { content } = checked;
  const assets = await buildAssets(r.state, content.assets, opts.templatesDir ?? TEMPLATES_DIR, cacheDir);
  const env = renderEnv(content, assets);
  const shared = envKey(assets.code, env);
  const planned = content.pages.map((entry) => ({ entry, file: pageFile(entry.route), key: keyOf(r.state, shared, entry) }));
  const changed = planned.filter((p) => last.pages.get(p.file)?.key !== p.key);
  t = lap(r, 'assets', t);
  if (changed.length > IN_PLACE_MAX) return buildFresh(r, memorySource(files));

  // The page cache on disk is about to describe the output wrongly: drop it (it is written again by the next full build).
  if (last.cacheOnDisk) {
    await rm(pageCacheFile(cacheDir), { force: true });
    last.cacheOnDisk = false;
  }
  const written = await writeInPlace({ planned, changed, previous: last.pages, env, outDir, content, placeholders: content.placeholders, assets, last, lap: () => { t = lap(r, 'render', t); } });
  if (!written.ok) return failed(r, written.problems, written.overBudget);
  r.state.last = { outDir, pages: new Map(planned.map((p, i) => [p.file, { key: p.key, record: written.records[i]! }])), files: written.files, cacheOnDisk: false };
  if (opts.schemasDir) await writeIfChanged(jsonSchemaArtifacts(), opts.schemasDir);
  lap(r, 'emit', t);
  r.timings.total = now() - r.t0;
  return { ok: true, problems: [], outDir: opts.outDir, timings: r.timings, rendered: written.rendered, mode: 'incremental', ...written.summary };
}

function keyOf(state: BuildState, shared: string, entry: PageEntry): string {
  const known = state.keys.get(entry);
  if (known?.shared === shared) return known.key;
  const key = pageKey(shared, entry);
  state.keys.set(entry, { shared, key });
  return key;
}

const lap = (r: Run, key: keyof Run['timings'], since: number) => {
  r.timings[key] += r.now() - since;
  return r.now();
};

function failed(r: Run, problems: Problem[], overBudget?: BuiltPage[]): BuildResult {
  r.timings.total = r.now() - r.t0;
  return {
    ok: false, problems, ...(overBudget ? { overBudget } : {}), timings: r.timings,
    outDir: r.opts.outDir, pages: [], rendered: 0, mode: 'full', redirects: 0, sitemapUrls: 0, bytes: { html: 0, css: 0, js: 0, assets: 0 }, files: 0, images: { sources: 0, encoded: 0, placeholders: 0 }, standIns: [],
  };
}

type Assets = Awaited<ReturnType<typeof buildAssets>>;

function renderEnv(content: Omit<Content, 'pages'>, assets: Assets): RenderEnv {
  return { site: content.site, navigation: content.navigation, cssHref: `/${assets.cssPath}`, islands: { graph: assets.islands.graph, gzipBytes: assets.islands.gzipBytes }, images: assets.images.sets };
}

/** The content files, shared ones first, then the pages a chunk at a time: from disk, or from memory. */
interface ContentSource {
  shared: SourceFile[] | Promise<SourceFile[]>;
  pages: () => AsyncIterable<SourceFile[]>;
  pageCount: number;
  /** A page's file again, to point at a problem found after it left memory. */
  locate: (path: string) => DataFile;
}

/** Pages read per chunk: enough to keep the disk busy, few enough to keep memory flat. */
const CHUNK = 200;

function diskSource(contentDir: string, paths: string[]): ContentSource {
  const pages = paths.filter((p) => !isSharedFile(p));
  return {
    shared: loadFiles(contentDir, paths.filter(isSharedFile)),
    pageCount: pages.length,
    pages: async function* () {
      for (let i = 0; i < pages.length; i += CHUNK) {
        yield loadFilesSync(contentDir, pages.slice(i, i + CHUNK));
        // Let the workers' answers in between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    locate: (path) => loadDataFileSync(contentDir, path),
  };
}

function memorySource(files: SourceFile[]): ContentSource {
  const pages = files.filter((f) => !isSharedFile(f.path));
  const byPath = new Map(files.map((f) => [f.path, f]));
  return {
    shared: files.filter((f) => isSharedFile(f.path)),
    pageCount: pages.length,
    pages: async function* () { yield pages; },
    locate: (path) => byPath.get(path) as DataFile,
  };
}

/**
 * A complete build into a fresh folder, swapped in at the end. Pages stream
 * through: each chunk is read, checked and handed to the renderers (worker
 * threads on a large site, which render it while the next chunk is read), so
 * only small facts about each page stay in memory. A page unchanged since the last build is
 * hard-linked from it instead. The checks across files run once every page
 * has been seen; a problem then discards everything.
 */
async function buildFresh(r: Run, source: ContentSource): Promise<BuildResult> {
  const { opts, state, outDir } = r;
  let t = r.now();
  const checker = createChecker(state.validate, source.locate);
  const sharedFiles = await source.shared;
  t = lap(r, 'load', t);
  const siteFile = sharedFiles.find((f) => f.path === 'site.yaml');
  checker.site(siteFile?.type === 'data' ? siteFile : undefined);
  for (const f of sharedFiles) if (f !== siteFile) checker.add(f);
  const content = sharedContent(checker);
  t = lap(r, 'validate', t);
  if (!content) {
    // Nothing can render without the shared files; still check every page, so that all problems show at once.
    for await (const chunk of source.pages()) chunk.forEach((f) => checker.add(f));
    return failed(r, checker.finish());
  }

  const assets = await buildAssets(state, content.assets, opts.templatesDir ?? TEMPLATES_DIR, r.cacheDir);
  const env = renderEnv(content, assets);
  const shared = envKey(assets.code, env);
  const previous = await r.previous();
  t = lap(r, 'assets', t);

  const staging = await createStaging(outDir);
  const workers = opts.workers ?? defaultWorkers(source.pageCount);
  const ownPool = !r.pool && workers > 1 && source.pageCount > 1 ? startRenderPool(workers) : undefined;
  const pool = r.pool ?? ownPool;
  try {
    const sink = pool ? pool.begin(env, staging.dir, source.pageCount, opts.onProgress) : renderHere(env, staging.dir, source.pageCount, opts.onProgress);
    const pages: { file: string; key: string }[] = [];
    let rendered = 0;
    let renderStart: number | undefined;
    for await (const chunk of source.pages()) {
      t = lap(r, 'load', t);
      const todo: PageEntry[] = [];
      const same = new Map<string, PageEntry>();
      for (const f of chunk) {
        const entry = checker.add(f);
        if (!entry) continue;
        const file = pageFile(entry.route);
        const key = keyOf(state, shared, entry);
        pages.push({ file, key });
        if (previous.get(file)?.key === key) same.set(file, entry);
        else todo.push(entry);
      }
      // Unchanged pages are linked from the last build; one that cannot be (deleted by hand) is rendered.
      const missed = same.size ? await linkUnchanged([...same.keys()], outDir, staging.dir) : [];
      const batch = [...todo, ...missed.map((file) => same.get(file)!)];
      rendered += batch.length;
      if (pool && batch.length) renderStart ??= r.now();
      sink.submit(batch);
      t = lap(r, 'validate', t);
    }
    const problems = checker.finish();
    t = lap(r, 'validate', t);
    if (problems.length) {
      sink.cancel();
      await sink.done().catch(() => undefined);
      await staging.discard();
      return failed(r, problems);
    }

    // With workers, rendering ran alongside the loading and checking: its time counts from the first page handed over.
    const done = await sink.done();
    const records = pages.map((p) => done.get(p.file) ?? previous.get(p.file)!.record);
    r.timings.render = r.now() - (renderStart ?? t);
    t = r.now();
    const refused = refusals(records);
    if (refused) {
      await staging.discard();
      return failed(r, refused.problems, refused.overBudget);
    }
    // Images are encoded only now, after the render workers are gone, so their memory and the encoder's never add up.
    await ownPool?.close();
    await r.pool?.close();
    const site = siteFiles(content, records, { ...assets, images: await imageFiles(assets.images) }, checker.placeholders());
    await writeArtifacts(site.files, staging.dir);
    // No moment where the cache on disk describes an output folder it was not written for.
    await rm(pageCacheFile(r.cacheDir), { force: true });
    await staging.commit();
    const cache: PageCache = new Map(pages.map((p, i) => [p.file, { key: p.key, record: records[i]! }]));
    await writePageCache(pageCacheFile(r.cacheDir), outDir, cache);
    state.last = { outDir, pages: cache, files: new Map(site.files.map((f) => [f.path, f.body])), cacheOnDisk: true };
    if (opts.schemasDir) await writeIfChanged(jsonSchemaArtifacts(), opts.schemasDir);
    lap(r, 'emit', t);
    r.timings.total = r.now() - r.t0;
    return { ok: true, problems: [], outDir: opts.outDir, timings: r.timings, rendered, mode: 'full', ...site.summary };
  } catch (err) {
    await staging.discard();
    throw err;
  } finally {
    await ownPool?.close();
  }
}

/** The same images as the last build: nothing encoded now. */
const reused = (images: ImageSets): ImageSets => ({ sets: images.sets, encode: async () => ({ ...(await images.encode()), encoded: 0 }) });

/** The image files, encoded or from the cache, with the sets the pages used. */
async function imageFiles(images: ImageSets): Promise<ImagePlan> {
  return { sets: images.sets, ...(await images.encode()) };
}

/** CSS, island bundles and image sets, remade only when the code or the images changed since the state's last build. */
async function buildAssets(state: BuildState, sources: ReadonlyMap<string, Buffer>, templatesDir: string, cacheDir: string) {
  const code = state.code ?? await codeVersion([...new Set([GENERATOR_DIR, TEMPLATES_DIR, resolve(templatesDir), LOCKFILE])]);
  const prev = state.assets;
  const sameImages = prev && prev.sources.size === sources.size && [...sources].every(([p, b]) => prev.sources.get(p) === b);
  const [css, islands, plan] = await Promise.all([
    prev?.code === code ? prev.css : buildCss(templatesDir),
    prev?.code === code ? prev.islands : bundleIslands(templatesDir),
    sameImages ? reused(prev.images) : planImages(sources, join(cacheDir, 'images')),
  ]);
  state.assets = { code, css, islands, sources, images: plan };
  state.code = code;
  return { css, cssPath: `assets/site.${contentHash(css)}.css`, islands, images: plan, code };
}

interface InPlaceInput {
  planned: { entry: PageEntry; file: string; key: string }[];
  changed: { entry: PageEntry; file: string; key: string }[];
  previous: PageCache;
  env: RenderEnv;
  outDir: string;
  content: Omit<Content, 'pages'>;
  placeholders: number;
  assets: Assets;
  /** Marks the end of rendering, for the timings. */
  lap: () => void;
  last: NonNullable<BuildState['last']>;
}

type WriteOutcome =
  | { ok: true; records: PageRecord[]; rendered: number; files: Map<string, string | Buffer>; summary: ReturnType<typeof siteFiles>['summary'] }
  | { ok: false; problems: Problem[]; overBudget?: BuiltPage[] };

/** The changed pages rendered here and replaced in the served folder, with any other file whose bytes changed. */
async function writeInPlace(w: InPlaceInput): Promise<WriteOutcome> {
  const fresh = w.changed.map((p) => ({ p, page: renderPage(p.entry, w.env) }));
  const byFile = new Map(fresh.map(({ p, page }) => [p.file, page]));
  const records = w.planned.map((p) => {
    const page = byFile.get(p.file);
    if (!page) return w.previous.get(p.file)!.record;
    const { html, ...rest } = page;
    return { ...rest, bytes: Buffer.byteLength(html) };
  });
  w.lap();
  const site = siteFiles(w.content, records, { ...w.assets, images: await imageFiles(w.assets.images) }, w.placeholders);
  const refused = refusals(records);
  if (refused) return refused;
  const before = w.last.files;
  const now = new Map(site.files.map((f) => [f.path, f.body]));
  const live = new Set(w.planned.map((p) => p.file));
  await Promise.all([
    ...fresh.map(({ p, page }) => replaceFile(w.outDir, p.file, page.html)),
    ...[...now].filter(([path, body]) => !sameBody(before.get(path), body)).map(([path, body]) => replaceFile(w.outDir, path, body)),
    ...[...w.previous.keys()].filter((f) => !live.has(f)).map((f) => removeFile(w.outDir, f)),
    ...[...before.keys()].filter((path) => !now.has(path)).map((path) => removeFile(w.outDir, path)),
  ]);
  return { ok: true, records, rendered: fresh.length, files: now, summary: site.summary };
}

const sameBody = (a: string | Buffer | undefined, b: string | Buffer) =>
  a === b || (a !== undefined && typeof a === typeof b && (typeof a === 'string' ? a === b : (a as Buffer).equals(b as Buffer)));

/** Reasons to write nothing: structured data missing required fields, or a page over the JavaScript budget. */
function refusals(records: readonly PageRecord[]): { ok: false; problems: Problem[]; overBudget?: BuiltPage[] } | undefined {
  const problems = records.flatMap((p) => p.structuredDataProblems.map((message): Problem => ({
    code: 'structured-data', file: p.source, line: 1, column: 1, field: '(structured data)',
    expected: 'every field search engines require', got: message, hint: HINTS['structured-data'],
  })));
  if (problems.length) return { ok: false, problems };
  const overBudget = records.filter((p) => p.jsGzipBytes > JS_BUDGET_BYTES).map(builtPage);
  if (overBudget.length) return { ok: false, problems: [], overBudget };
  return undefined;
}

const builtPage = (p: PageRecord): BuiltPage => ({ route: p.route, file: p.file, kind: p.kind, bytes: p.bytes, islands: p.islands, jsGzipBytes: p.jsGzipBytes });

/** Every file of the site besides the pages, and the build summary. Pure. */
export function siteFiles(content: Omit<Content, 'pages'>, pages: readonly PageRecord[], assets: Pick<Assets, 'css' | 'cssPath' | 'islands'> & { images: ImagePlan }, placeholders: number) {
  const { site } = content;
  const { css, cssPath, islands, images } = assets;
  const routes = pages.flatMap((p) => (p.route ? [p.route] : []));
  const indexable = pages.filter((p) => p.indexable).map((p) => p.route!);
  const noindex = pages.filter((p) => p.route && !p.indexable).map((p) => p.route!);
  const pairs = redirectPairs(content.redirects);
  const headers = headersManifest(site, noindex);
  const files: Artifact[] = [
    { path: cssPath, body: css },
    ...islands.files,
    ...images.files,
    { path: 'sitemap.xml', body: sitemapXml(site.url, indexable) },
    { path: 'robots.txt', body: robotsTxt(site.url, noindex) },
    { path: content.verification.path.slice(1), body: content.verification.body },
    ...redirectArtifacts(pairs, site.url),
    { path: FUNCTION_PATH, body: cloudFrontFunctionSource(pairs, routes) },
    { path: HEADERS_PATH, body: JSON.stringify(headers, null, 2) + '\n' },
    { path: '_headers', body: netlifyHeaders(headers) },
  ];
  const sum = (list: readonly Artifact[]) => list.reduce((n, a) => n + byteLength(a), 0);
  return {
    files,
    summary: {
      pages: pages.map(builtPage),
      redirects: pairs.length,
      sitemapUrls: indexable.length,
      bytes: { html: pages.reduce((n, p) => n + p.bytes, 0), css: Buffer.byteLength(css), js: sum(islands.files), assets: sum(images.files) },
      images: { sources: images.sets.size, encoded: images.encoded, placeholders },
      standIns: siteStandIns(site),
      files: files.length + pages.length,
    },
  };
}

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  files: number;
  pages: number;
}

export async function checkContent(contentDir: string): Promise<CheckResult> {
  const files = await load(contentDir);
  const result = validate(files);
  return { ok: result.ok, problems: result.problems, files: files.length, pages: result.ok ? result.content.pages.length : 0 };
}

export const DEFAULT_OUT = 'dist';
export const defaultPaths = (root: string) => ({ contentDir: join(root, 'content'), outDir: join(root, DEFAULT_OUT) });
