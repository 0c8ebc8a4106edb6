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
import type { PageHead, PageRecord, RenderEnv } from '../pipeline.ts';
import type { CheckedPages } from '../validate/stream.ts';
import type { Problem } from '../validate/problem.ts';
import { renderHere, type LaterJob, type PageJob, type RenderPool, type WorkerChecks } from './pool.ts';
import type { PageCheck } from '../validate/index.ts';

export interface RenderInput {
  pages: CheckedPages;
  env: RenderEnv;
  /** A page's page-cache key, from its head. */
  keyOf: (head: PageHead) => string;
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
  /** Called when the last page is rendered. */
  onRendered?: () => void;
  /**
   * Called once every page has been handed on, before waiting for the renders: work that needs no
   * page's record runs here while the workers render the last pages. Not called when the pages' own
   * checks already failed the build (it is when they are checked where they render: known only later).
   */
  whileRendering?: () => void;
  /** For pages checked where they render: what the workers check them with. */
  checks?: Omit<WorkerChecks, 'onCheck'>;
}

/** A page of the site and the key it was rendered from. */
export interface KeyedPage { file: string; key: string }

/** The pages in order with their records, and how many of them were rendered (the others were linked). */
export type Rendered = { ok: true; pages: KeyedPage[]; records: PageRecord[]; rendered: number } | { ok: false; problems: Problem[] };

export async function renderPages(input: RenderInput): Promise<Rendered> {
  const { previous, pool } = input;
  const settle = new Map<string, (check: PageCheck) => void>();
  const checks = input.checks && { ...input.checks, onCheck: (path: string, check: PageCheck) => settle.get(path)!(check) };
  const sink = pool
    ? pool.begin(input.env, input.dir, input.total, input.onProgress, checks)
    : renderHere(input.env, input.dir, input.total, input.onProgress);
  const pages: KeyedPage[] = [];
  let submitted = 0;
  let handedOn = 0;
  /** Every page's record, in order: rendered now, or linked from the last build. */
  const finished = (rendered: ReadonlyMap<string, PageRecord>): Rendered => ({
    ok: true, pages, records: pages.map((p) => rendered.get(p.file) ?? previous.get(p.file)!.record), rendered: submitted,
  });
  for await (const checked of input.pages.chunks) {
    const toRender: PageJob[] = [];
    const unchanged = new Map<string, PageJob>();
    for (const item of checked) {
      const head = 'entry' in item ? item.entry : item.later.head;
      const page = { file: pageFile(head.route, head.prefix), key: input.keyOf(head) };
      pages.push(page);
      let job: PageJob;
      if ('entry' in item) job = item.entry;
      else {
        const { settle: report } = item.later;
        if (report) settle.set(item.file.path, report);
        job = { path: item.file.path, text: item.file.text, check: Boolean(report), render: true };
      }
      if (previous.get(page.file)?.key === page.key) unchanged.set(page.file, job);
      else toRender.push(job);
    }
    // Unchanged pages are linked from the last build; one that cannot be (deleted by hand) is rendered.
    const missed = unchanged.size ? await linkUnchanged([...unchanged.keys()], input.outDir, input.dir) : [];
    const rerender = new Set(missed);
    // A linked page still to be checked goes to a worker all the same, to be checked only.
    const checkOnly = [...unchanged].filter(([file, job]) => !rerender.has(file) && 'check' in job && job.check).map(([, job]) => ({ ...(job as LaterJob), render: false }));
    const batch = [...toRender, ...missed.map((file) => unchanged.get(file)!), ...checkOnly];
    if (pool && batch.length && submitted === 0) input.onFirstBatch?.();
    submitted += batch.length - checkOnly.length;
    handedOn += batch.filter((job) => 'check' in job).length;
    sink.submit(batch);
    await sink.room?.();
  }
  if (handedOn) {
    // Some pages are checked where they render: their problems are known only once every worker has answered.
    input.whileRendering?.();
    const done = await sink.done().then((records) => ({ records }), (error: unknown) => ({ error }));
    input.onRendered?.();
    let problems: Problem[];
    try {
      problems = input.pages.problems();
    } catch (err) {
      // A worker that failed took the checks of its pages with it: its error is the one to report.
      throw 'error' in done ? done.error : err;
    }
    if (problems.length) return { ok: false, problems };
    if ('error' in done) throw done.error;
    return finished(done.records);
  }
  const problems = input.pages.problems();
  if (problems.length) {
    sink.cancel();
    await sink.done().catch(() => undefined);
    return { ok: false, problems };
  }
  input.whileRendering?.();
  const rendered = await sink.done();
  input.onRendered?.();
  return finished(rendered);
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
