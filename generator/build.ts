/**
 * The one place that chains the stages: load -> validate -> render -> emit.
 * It times each stage and returns a BuildResult for the CLI to print; it
 * prints nothing itself. A content problem stops the build before anything
 * is written.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Artifact } from './emit/artifact.ts';
import { byteLength } from './emit/artifact.ts';
import { contentHash } from './emit/assets.ts';
import { processImages, type ImagePlan } from './emit/images.ts';
import { cloudFrontFunctionSource, FUNCTION_PATH } from './emit/cloudfront-function.ts';
import { buildCss } from './emit/css.ts';
import { bundleIslands, type IslandBundle } from './emit/islands.ts';
import { HEADERS_PATH, headersManifest, netlifyHeaders } from './emit/headers.ts';
import { codeVersion, envKey, pageCacheFile, pageKey, readPageCache, writePageCache, type PageCache } from './emit/page-cache.ts';
import { defaultWorkers, startRenderPool, WORKER_THRESHOLD, writePages, type PageRecord, type RenderPool } from './emit/pages.ts';
import { redirectArtifacts, redirectPairs } from './emit/redirects.ts';
import { robotsTxt, sitemapXml } from './emit/sitemap.ts';
import { jsonSchemaArtifacts } from './emit/json-schema.ts';
import { createStaging, linkUnchanged, removeFile, replaceFile, writeArtifacts, writeIfChanged } from './emit/write.ts';
import { JS_BUDGET_BYTES } from './budget.ts';
import { load, type LoadCache } from './load/index.ts';
import type { SourceFile } from './load/source.ts';
import type { PageKind } from './schema/registry.ts';
import { renderPage, type RenderEnv } from './render/index.ts';
import { pageFile } from './render/links.ts';
import { HINTS, type Problem } from './validate/problem.ts';
import { createValidateCache, validate, type Content, type PageEntry, type ValidateCache } from './validate/index.ts';

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
  timings: Record<'load' | 'validate' | 'assets' | 'render' | 'emit' | 'total', number>;
  /** Source images, encodings made in this build (the rest came from the cache), placeholders left. */
  images: { sources: number; encoded: number; placeholders: number };
}

/**
 * What a long-running process (site dev, the benchmark) keeps between builds
 * so that the next one redoes only what changed: parsed files, their checks,
 * page keys, the CSS and JavaScript bundles, and the last output.
 */
export interface BuildState {
  load: LoadCache;
  validate: ValidateCache;
  keys: WeakMap<object, string>;
  assets?: { code: string; css: string; islands: IslandBundle; sources: ReadonlyMap<string, Buffer>; images: ImagePlan };
  last?: { outDir: string; pages: PageCache; files: Map<string, string | Buffer> };
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
  // A large first build starts its render workers now, so they load while the content does.
  const pool = kept || opts.workers === 0 ? undefined : prestartPool(opts.contentDir, onDisk!, opts.workers);
  try {
    return await run(opts, kept, cacheDir, onDisk, pool);
  } finally {
    await (await pool)?.close();
  }
}

/** Render workers, when the content folder holds many pages and none has been built before. */
async function prestartPool(contentDir: string, onDisk: Promise<PageCache>, workers?: number): Promise<RenderPool | undefined> {
  const entries = await readdir(contentDir, { recursive: true }).catch(() => [] as string[]);
  const pages = entries.filter((f) => /\.(?:ya?ml|md)$/.test(f)).length;
  if (pages < WORKER_THRESHOLD || (await onDisk).size > 0) return undefined;
  const size = workers ?? defaultWorkers(pages);
  return size > 1 ? startRenderPool(size) : undefined;
}

async function run(opts: BuildOptions, kept: BuildState | undefined, cacheDir: string, onDisk: Promise<PageCache> | undefined, pool: Promise<RenderPool | undefined> | undefined): Promise<BuildResult> {
  const state = kept ?? createBuildState();
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const timings = { load: 0, validate: 0, assets: 0, render: 0, emit: 0, total: 0 };
  const lap = (key: keyof typeof timings, since: number) => { timings[key] = now() - since; return now(); };
  const outDir = resolve(opts.outDir);
  const empty = { outDir: opts.outDir, pages: [], rendered: 0, mode: 'full' as const, redirects: 0, sitemapUrls: 0, bytes: { html: 0, css: 0, js: 0, assets: 0 }, files: 0, images: { sources: 0, encoded: 0, placeholders: 0 } };
  const fail = (problems: Problem[], overBudget?: BuiltPage[]): BuildResult => {
    timings.total = now() - t0;
    return { ok: false, problems, ...(overBudget ? { overBudget } : {}), timings, ...empty };
  };

  let files: SourceFile[] | undefined = await load(opts.contentDir, kept ? state.load : undefined);
  let t = lap('load', t0);
  const checked = validate(files, state.validate);
  files = undefined;
  t = lap('validate', t);
  if (!checked.ok) return fail(checked.problems);
  const { content } = checked;

  const templatesDir = opts.templatesDir ?? TEMPLATES_DIR;
  const { css, islands, images, code } = await buildAssets(state, content.assets, templatesDir, cacheDir);
  const cssPath = `assets/site.${contentHash(css)}.css`;
  const env: RenderEnv = { site: content.site, navigation: content.navigation, cssHref: `/${cssPath}`, islands: { graph: islands.graph, gzipBytes: islands.gzipBytes }, images: images.sets };
  const shared = envKey(code, env);
  const planned = content.pages.map((entry) => ({ entry, file: pageFile(entry.route), key: pageKey(shared, entry, state.keys) }));
  t = lap('assets', t);

  const last = state.last?.outDir === outDir && existsSync(outDir) ? state.last : undefined;
  const previous = last?.pages ?? await (onDisk ?? readPageCache(pageCacheFile(cacheDir), outDir));
  const changed = planned.filter((p) => previous.get(p.file)?.key !== p.key);
  const write = last && changed.length <= IN_PLACE_MAX ? writeInPlace : writeFresh;
  const written = await write({ planned, changed, previous, env, outDir, content, css, cssPath, islands, images, workers: opts.workers, pool: await pool, onProgress: opts.onProgress, lap: () => { t = lap('render', t); }, last });
  if (!written.ok) return fail(written.problems, written.overBudget);
  t = now();

  const pages = new Map(planned.map((p, i) => [p.file, { key: p.key, record: written.records[i]! }]));
  if (write === writeFresh) await writePageCache(pageCacheFile(cacheDir), outDir, pages);
  state.last = { outDir, pages, files: written.files };
  if (opts.schemasDir) await writeIfChanged(jsonSchemaArtifacts(), opts.schemasDir);
  lap('emit', t);
  timings.total = now() - t0;
  return { ok: true, problems: [], outDir: opts.outDir, timings, rendered: written.rendered, mode: write === writeFresh ? 'full' : 'incremental', ...written.summary };
}

/** CSS, island bundles and images, remade only when the code or the images changed since the state's last build. */
async function buildAssets(state: BuildState, sources: ReadonlyMap<string, Buffer>, templatesDir: string, cacheDir: string) {
  const code = await codeVersion([...new Set([GENERATOR_DIR, TEMPLATES_DIR, resolve(templatesDir), LOCKFILE])]);
  const prev = state.assets;
  const sameImages = prev && prev.sources.size === sources.size && [...sources].every(([p, b]) => prev.sources.get(p) === b);
  const [css, islands, plan] = await Promise.all([
    prev?.code === code ? prev.css : buildCss(templatesDir),
    prev?.code === code ? prev.islands : bundleIslands(templatesDir),
    sameImages ? { ...prev.images, encoded: 0 } : processImages(sources, join(cacheDir, 'images')),
  ]);
  state.assets = { code, css, islands, sources, images: plan };
  return { css, islands, images: plan, code };
}

interface WriteInput {
  planned: { entry: PageEntry; file: string; key: string }[];
  changed: { entry: PageEntry; file: string; key: string }[];
  previous: PageCache;
  env: RenderEnv;
  outDir: string;
  content: Content;
  css: string;
  cssPath: string;
  islands: IslandBundle;
  images: ImagePlan;
  workers?: number;
  pool?: RenderPool;
  onProgress?: (done: number, total: number) => void;
  /** Marks the end of rendering, for the timings. */
  lap: () => void;
  last?: BuildState['last'];
}

type WriteOutcome =
  | { ok: true; records: PageRecord[]; rendered: number; files: Map<string, string | Buffer>; summary: ReturnType<typeof siteFiles>['summary'] }
  | { ok: false; problems: Problem[]; overBudget?: BuiltPage[] };

/** A fresh folder: unchanged pages hard-linked from the previous build, the rest rendered (in workers when many), then swapped in. */
async function writeFresh(w: WriteInput): Promise<WriteOutcome> {
  const staging = await createStaging(w.outDir);
  try {
    const changed = new Set(w.changed);
    const unchanged = w.planned.filter((p) => !changed.has(p));
    const missed = new Set(unchanged.length ? await linkUnchanged(unchanged.map((p) => p.file), w.outDir, staging.dir) : []);
    const todo = w.planned.filter((p) => changed.has(p) || missed.has(p.file));
    const rendered = await writePages(todo.map((p) => p.entry), w.env, staging.dir, { workers: w.workers ?? defaultWorkers(todo.length), pool: todo.length >= WORKER_THRESHOLD ? w.pool : undefined, onProgress: w.onProgress });
    const byFile = new Map(todo.map((p, i) => [p.file, rendered[i]!]));
    const records = w.planned.map((p) => byFile.get(p.file) ?? w.previous.get(p.file)!.record);
    w.lap();
    const site = siteFiles(w.content, records, w.css, w.cssPath, w.islands, w.images);
    const refused = refusals(records);
    if (refused) {
      await staging.discard();
      return refused;
    }
    await writeArtifacts(site.files, staging.dir);
    await staging.commit();
    return { ok: true, records, rendered: todo.length, files: new Map(site.files.map((f) => [f.path, f.body])), summary: site.summary };
  } catch (err) {
    await staging.discard();
    throw err;
  }
}

/** The changed pages rendered here and replaced in the served folder, with any other file whose bytes changed. */
async function writeInPlace(w: WriteInput): Promise<WriteOutcome> {
  const fresh = w.changed.map((p) => ({ p, page: renderPage(p.entry, w.env) }));
  const byFile = new Map(fresh.map(({ p, page }) => [p.file, page]));
  const records = w.planned.map((p) => {
    const page = byFile.get(p.file);
    if (!page) return w.previous.get(p.file)!.record;
    const { html, ...rest } = page;
    return { ...rest, bytes: Buffer.byteLength(html) };
  });
  w.lap();
  const site = siteFiles(w.content, records, w.css, w.cssPath, w.islands, w.images);
  const refused = refusals(records);
  if (refused) return refused;
  const before = w.last!.files;
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
export function siteFiles(content: Content, pages: readonly PageRecord[], css: string, cssPath: string, islands: IslandBundle, images: ImagePlan) {
  const { site } = content;
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
      images: { sources: images.sets.size, encoded: images.encoded, placeholders: countPlaceholders(content) },
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

/** Images content marks `placeholder: true`: stand-ins an operator must replace before launch. */
function countPlaceholders(content: Content): number {
  let n = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if ((v as { placeholder?: unknown }).placeholder === true) n += 1;
      Object.values(v).forEach(walk);
    }
  };
  content.pages.forEach((p) => walk(p.data));
  return n;
}
