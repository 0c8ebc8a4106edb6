/**
 * The one place that chains the stages: load -> validate -> render -> emit.
 * It times each stage and returns a BuildResult for the CLI to print; it
 * prints nothing itself. A content problem stops the build before anything
 * is written.
 */
import { dirname, join, resolve } from 'node:path';
import type { Artifact } from './emit/artifact.ts';
import { byteLength } from './emit/artifact.ts';
import { contentHash } from './emit/assets.ts';
import { processImages, type ImagePlan } from './emit/images.ts';
import { cloudFrontFunctionSource, FUNCTION_PATH } from './emit/cloudfront-function.ts';
import { buildCss } from './emit/css.ts';
import { bundleIslands, islandTags, type IslandBundle } from './emit/islands.ts';
import { HEADERS_PATH, headersManifest, netlifyHeaders } from './emit/headers.ts';
import { redirectArtifacts, redirectPairs } from './emit/redirects.ts';
import { robotsTxt, sitemapXml } from './emit/sitemap.ts';
import { jsonSchemaArtifacts } from './emit/json-schema.ts';
import { writeIfChanged, writeSite } from './emit/write.ts';
import { load } from './load/index.ts';
import type { PageKind } from './schema/registry.ts';
import { render } from './render/index.ts';
import { HINTS, type Problem } from './validate/problem.ts';
import { validate, type Content } from './validate/index.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  templatesDir?: string;
  /** Where to refresh the JSON Schema files for editors (files are rewritten only when they change). */
  schemasDir?: string;
  /** Encoded images, kept by content hash; default .cache/images beside the content folder. */
  cacheDir?: string;
  /** Clock for timings; injectable so tests can pin it. */
  now?: () => number;
}

export interface BuiltPage { route: string | null; file: string; kind: PageKind; bytes: number; islands: string[]; jsGzipBytes: number }

/** No page may load more than this much gzipped JavaScript. */
export const JS_BUDGET_BYTES = 30 * 1024;

export interface BuildResult {
  ok: boolean;
  problems: Problem[];
  /** Pages over the JavaScript budget; the build fails and writes nothing. */
  overBudget?: BuiltPage[];
  outDir: string;
  pages: BuiltPage[];
  redirects: number;
  sitemapUrls: number;
  bytes: { html: number; css: number; js: number; assets: number };
  files: number;
  timings: Record<'load' | 'validate' | 'assets' | 'render' | 'emit' | 'total', number>;
  /** Source images, encodings made in this build (the rest came from the cache), placeholders left. */
  images: { sources: number; encoded: number; placeholders: number };
}

const TEMPLATES_DIR = new URL('../templates/', import.meta.url).pathname;

export async function build(opts: BuildOptions): Promise<BuildResult> {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const timings = { load: 0, validate: 0, assets: 0, render: 0, emit: 0, total: 0 };
  const lap = (key: keyof typeof timings, since: number) => { timings[key] = now() - since; return now(); };

  const files = await load(opts.contentDir);
  let t = lap('load', t0);
  const checked = validate(files);
  t = lap('validate', t);
  const empty = { outDir: opts.outDir, pages: [], redirects: 0, sitemapUrls: 0, bytes: { html: 0, css: 0, js: 0, assets: 0 }, files: 0, images: { sources: 0, encoded: 0, placeholders: 0 } };
  if (!checked.ok) {
    timings.total = now() - t0;
    return { ok: false, problems: checked.problems, timings, ...empty };
  }

  const templatesDir = opts.templatesDir ?? TEMPLATES_DIR;
  const cacheDir = opts.cacheDir ?? join(dirname(resolve(opts.contentDir)), '.cache', 'images');
  const [css, islands, images] = await Promise.all([buildCss(templatesDir), bundleIslands(templatesDir), processImages(checked.content.assets, cacheDir)]);
  t = lap('assets', t);
  const artifacts = siteArtifacts(checked.content, css, islands, images);
  t = lap('render', t);
  const structured = artifacts.structuredDataProblems;
  if (structured.length) {
    timings.total = now() - t0;
    return { ok: false, problems: structured, timings, ...empty };
  }
  const overBudget = artifacts.summary.pages.filter((p) => p.jsGzipBytes > JS_BUDGET_BYTES);
  if (overBudget.length) {
    timings.total = now() - t0;
    return { ok: false, problems: [], overBudget, timings, ...empty };
  }
  await writeSite(artifacts.all, opts.outDir);
  if (opts.schemasDir) await writeIfChanged(jsonSchemaArtifacts(), opts.schemasDir);
  lap('emit', t);
  timings.total = now() - t0;
  return { ok: true, problems: [], outDir: opts.outDir, timings, ...artifacts.summary };
}

/** Everything the site consists of, as files in memory. Pure. */
export function siteArtifacts(content: Content, css: string, islands: IslandBundle, images: ImagePlan) {
  const cssPath = `assets/site.${contentHash(css)}.css`;
  const pages = render(content, {
    cssHref: `/${cssPath}`,
    islandScripts: (names) => islandTags(islands, names),
    image: (p) => {
      const set = images.sets.get(p);
      if (!set) throw new Error(`image ${p} was not loaded`);
      return set;
    },
  });
  const { site } = content;
  const routes = pages.flatMap((p) => (p.route ? [p.route] : []));
  const indexable = pages.filter((p) => p.indexable).map((p) => p.route!);
  const noindex = pages.filter((p) => p.route && !p.indexable).map((p) => p.route!);
  const pairs = redirectPairs(content.redirects);
  const headers = headersManifest(site, noindex);

  const pageFiles: Artifact[] = pages.map((p) => ({ path: p.file, body: p.html }));
  const all: Artifact[] = [
    ...pageFiles,
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
    all,
    structuredDataProblems: pages.flatMap((p) => p.structuredDataProblems.map((message): Problem => ({
      code: 'structured-data', file: p.source, line: 1, column: 1, field: '(structured data)',
      expected: 'every field search engines require', got: message, hint: HINTS['structured-data'],
    }))),
    summary: {
      pages: pages.map((p) => ({ route: p.route, file: p.file, kind: p.kind, bytes: Buffer.byteLength(p.html), islands: p.islands, jsGzipBytes: p.jsGzipBytes })),
      redirects: pairs.length,
      sitemapUrls: indexable.length,
      bytes: { html: sum(pageFiles), css: Buffer.byteLength(css), js: sum(islands.files), assets: sum(images.files) },
      images: { sources: images.sets.size, encoded: images.encoded, placeholders: countPlaceholders(content) },
      files: all.length,
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
