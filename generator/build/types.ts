/** What a build takes, and what a long-running process keeps between builds (what it returns: report/result.ts). */
import type { AssetStore } from '../assets/prepare.ts';
import type { PageCache, PageKeys } from '../cache/pages.ts';
import type { RememberedFiles } from '../emit/remembered.ts';
import type { LoadCache } from '../load/index.ts';
import type { RenderEnv } from '../pipeline.ts';
import type { LaunchItem } from '../validate/stand-ins.ts';
import { createValidateCache, type ValidateCache } from '../validate/index.ts';
import type { Problem } from '../validate/problem.ts';
import type { TranslationReport } from '../validate/translations.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  templatesDir?: string;
  /** Where to refresh the JSON Schema files for editors (files are rewritten only when they change). */
  schemasDir?: string;
  /** Encoded images and the page cache; default .cache beside the content folder. */
  cacheDir?: string;
  /**
   * The committed encodings of the pictures (default: encoded-images beside the content folder),
   * used in place of the cache's when the folder exists: read from, added to, and cleared of what no
   * picture of the site uses now. null: none, the cache folder only.
   */
  encodedImagesDir?: string | null;
  /** Render worker threads (0: render on the build's own thread); default: see defaultWorkers in render/pool.ts. */
  workers?: number;
  /** Called as pages are written, for a progress line. */
  onProgress?: (done: number, total: number) => void;
  /**
   * With a kept state: the content files (relative to the content folder) a
   * file watcher saw change since the last build. Only they are looked at;
   * without the list, every file's size and time are checked.
   */
  changed?: readonly string[];
  /**
   * A build for a staging stack (infra/config.json's stage, read by the deploy commands): every page
   * carries `<meta name="robots" content="noindex,nofollow">` and robots.txt disallows everything.
   */
  staging?: boolean;
  /** Render the header and footer inside every page rather than once (RenderEnv.partsInline): for the test that splicing changes no byte. */
  partsInline?: boolean;
  /**
   * Have the render workers parse and check the pages they render, rather than the build's own thread.
   * Default: with three or more workers (render/pool.ts, checksWhereRendered).
   */
  checkInWorkers?: boolean;
  /** Clock for timings; injectable so tests can pin it. */
  now?: () => number;
  /**
   * The fingerprint of the sources the running command was compiled from (bin/compiled-from.ts), if it
   * was: taken over every source file already, it keys the caches instead of a fresh look at the code.
   */
  compiledFrom?: string;
  /**
   * The process runs this one build and ends (`site build`): V8 may be tuned for the build's length
   * (build/v8-tuning.ts). Not for a process that lives on, such as `site dev` or a test runner.
   */
  ownProcess?: boolean;
}


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
  /** The site files made from the whole list of pages, as the last build made them. */
  siteFiles: RememberedFiles;
  /** The last build's render environment and its key (SharedInputs). */
  env?: { key: string; env: RenderEnv };
  last?: LastOutput;
}

export const createBuildState = (): BuildState => ({ load: new Map(), validate: createValidateCache(), keys: new WeakMap(), siteFiles: new Map() });

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  files: number;
  pages: number;
  /** Not problems yet: pages whose clinical review is 11 months old or more, and how many await their first. */
  reviews: { due: LaunchItem[]; pending: number };
  /** Each translation against its English page: not problems, but `site build --production` refuses those behind. */
  translations: TranslationReport;
}
