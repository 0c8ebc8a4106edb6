/** What a build takes, what it returns, and what a long-running process keeps between builds. */
import type { AssetStore } from '../assets/prepare.ts';
import type { PageCache, PageKeys } from '../cache/pages.ts';
import type { LoadCache } from '../load/index.ts';
import type { PageKind } from '../../contract/routes.ts';
import type { LaunchItem } from '../validate/stand-ins.ts';
import { createValidateCache, type ValidateCache } from '../validate/index.ts';
import type { Problem } from '../validate/problem.ts';

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
  /**
   * The fingerprint of the sources the running command was compiled from (bin/compiled-from.ts), if it
   * was: taken over every source file already, it keys the caches instead of a fresh look at the code.
   */
  compiledFrom?: string;
}

export interface BuiltPage { route: string | null; file: string; kind: PageKind; bytes: number; islands: string[]; jsGzipBytes: number }

export type Stage = 'load' | 'validate' | 'assets' | 'render' | 'emit';

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
  timings: Record<Stage | 'total', number>;
  /**
   * When the first page was rendered, in milliseconds since the process started: the start-up cost
   * a command pays before any page (absent when every page came from the page cache).
   */
  firstPageAt?: number;
  /** Source images, encodings made in this build (the rest came from the cache), placeholders left. */
  images: { sources: number; encoded: number; placeholders: number };
  /** Stand-ins site.yaml still marks placeholder (the license, the reviews), in words; `--production` refuses them. */
  standIns: string[];
}

/** The figures of a written site, as the summary shows them. */
export type SiteFigures = Pick<BuildResult, 'pages' | 'redirects' | 'sitemapUrls' | 'bytes' | 'images' | 'files'>;

/** The output folder a kept state last wrote, so that the next build can replace only what changed. */
export interface LastOutput {
  outDir: string;
  pages: PageCache;
  /** Every file besides the pages, with its bytes. */
  files: Map<string, string | Buffer>;
  /** Whether the page cache on disk describes this output (a rebuild in place makes it wrong). */
  cacheOnDisk: boolean;
}

/**
 * What a long-running process (site dev, the benchmark) keeps between builds
 * so that the next one redoes only what changed: parsed files, their checks,
 * the CSS and JavaScript bundles, and the last output.
 */
export interface BuildState extends AssetStore {
  load: LoadCache;
  validate: ValidateCache;
  keys: PageKeys;
  last?: LastOutput;
}

export const createBuildState = (): BuildState => ({ load: new Map(), validate: createValidateCache(), keys: new WeakMap() });

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  files: number;
  pages: number;
  /** Not problems yet: pages whose clinical review is 11 months old or more, and how many await their first. */
  reviews: { due: LaunchItem[]; pending: number };
}
