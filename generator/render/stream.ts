/**
 * The render stage of a full build. Each chunk of checked pages is rendered into the staging
 * folder as soon as it is checked (on a large site by the worker pool, while the next chunk is
 * read), except a page whose page-cache key is the one the last build rendered it from: that
 * page's file is hard-linked from the last output instead.
 */
import { link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageFile } from '../../contract/routes.ts';
import type { PageCache } from '../cache/pages.ts';
import type { PageEntry, PageRecord, RenderEnv } from '../pipeline.ts';
import type { CheckedPages } from '../validate/stream.ts';
import type { Problem } from '../validate/problem.ts';
import { renderHere, type RenderPool } from './pool.ts';

export interface RenderInput {
  pages: CheckedPages;
  env: RenderEnv;
  /** A page's page-cache key. */
  keyOf: (entry: PageEntry) => string;
  /** The page cache of the last build, whose output is `outDir`. */
  previous: PageCache;
  outDir: string;
  /** The staging folder the pages are written into. */
  dir: string;
  /** How many pages there are, for the progress line. */
  total: number;
  /** Render workers; without them the pages are rendered on this thread, once all are checked. */
  pool?: RenderPool;
  onProgress?: (done: number, total: number) => void;
  /** Called when the first pages go to the workers: from then on, rendering runs alongside loading and checking. */
  onFirstBatch?: () => void;
}

/** A page of the site and the key it was rendered from. */
export interface KeyedPage { file: string; key: string }

/** The pages in order with their records, and how many of them were rendered (the others were linked). */
export type Rendered = { ok: true; pages: KeyedPage[]; records: PageRecord[]; rendered: number } | { ok: false; problems: Problem[] };

export async function renderPages(input: RenderInput): Promise<Rendered> {
  const { previous, pool } = input;
  const sink = pool
    ? pool.begin(input.env, input.dir, input.total, input.onProgress)
    : renderHere(input.env, input.dir, input.total, input.onProgress);
  const pages: KeyedPage[] = [];
  let submitted = 0;
  for await (const entries of input.pages.chunks) {
    const toRender: PageEntry[] = [];
    const unchanged = new Map<string, PageEntry>();
    for (const entry of entries) {
      const page = { file: pageFile(entry.route, entry.prefix), key: input.keyOf(entry) };
      pages.push(page);
      if (previous.get(page.file)?.key === page.key) unchanged.set(page.file, entry);
      else toRender.push(entry);
    }
    // Unchanged pages are linked from the last build; one that cannot be (deleted by hand) is rendered.
    const missed = unchanged.size ? await linkUnchanged([...unchanged.keys()], input.outDir, input.dir) : [];
    const batch = [...toRender, ...missed.map((file) => unchanged.get(file)!)];
    if (pool && batch.length && submitted === 0) input.onFirstBatch?.();
    submitted += batch.length;
    sink.submit(batch);
  }
  const problems = input.pages.problems();
  if (problems.length) {
    sink.cancel();
    await sink.done().catch(() => undefined);
    return { ok: false, problems };
  }
  const rendered = await sink.done();
  const records = pages.map((p) => rendered.get(p.file) ?? previous.get(p.file)!.record);
  return { ok: true, pages, records, rendered: submitted };
}

/**
 * Hard-link files of the previous build into the staging folder. Returns the
 * files that could not be linked (gone, or another file system); the caller
 * renders those again.
 */
async function linkUnchanged(files: readonly string[], fromDir: string, toDir: string): Promise<string[]> {
  const made = new Map<string, Promise<unknown>>();
  const missed: string[] = [];
  await Promise.all(files.map(async (file) => {
    const to = join(toDir, file);
    const parent = dirname(to);
    let ready = made.get(parent);
    if (!ready) made.set(parent, (ready = mkdir(parent, { recursive: true })));
    await ready;
    await link(join(fromDir, file), to).catch(() => missed.push(file));
  }));
  return missed;
}
