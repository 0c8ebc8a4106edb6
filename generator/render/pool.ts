/**
 * Pages to files. Each page is rendered and written at once, so HTML never
 * piles up in memory; with many pages the work is spread over worker threads
 * (defaultWorkers), each rendering its share and writing it straight into the
 * output folder. This stage's edge: it writes page files.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageCache } from '../cache/pages.ts';
import type { PageEntry, PageRecord, RenderEnv } from '../pipeline.ts';
import { structuredDataIn, type StructuredData } from './structured-data.ts';
import { pageCount } from '../schema/registry.ts';
import type { PageCheck, PageCheckSetup } from '../validate/index.ts';

/** Below this many pages, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 400;

/**
 * Render workers for a site of `pages`: none for a small one; for a large one, one per core, or,
 * where the build's own thread checks the pages (checksWhereRendered), one per core but the one
 * that thread keeps busy. On two cores one worker beside the checking thread was faster than two
 * that share the cores with it: 1,036 pages in 1.21-1.23 s against 1.23-1.29 s, 5,036 pages in
 * 3.10-3.35 s (5.3-5.7 s of CPU) against 3.47-3.62 s (6.2-6.5 s), builds in turns with the caches
 * primed, in memory (/dev/shm) so that the disk did not count.
 */
export function defaultWorkers(pages: number, cores = availableParallelism()): number {
  if (pages < WORKER_THRESHOLD) return 0;
  const all = Math.min(cores, 8);
  return checksWhereRendered(all) ? all : all - 1;
}

/**
 * Whether the render workers check the pages they render. On two cores, the build's own thread
 * checking pages while a worker renders them keeps both cores busy with less work in all: each worker
 * would warm up its own copy of the schemas and parsers (at 1,036 pages with two workers, checking in
 * the workers took 3.3 s of CPU and 2.6 s against 2.4 s and 2.3 s). With more workers the build's
 * thread alone could not check pages as fast as they render.
 */
export const checksWhereRendered = (workers: number): boolean => workers >= 3;

/**
 * Render workers for a large site's first build, started while its content is listed, so that they
 * load React and the templates meanwhile; none when the page cache holds pages (most will be linked).
 */
export async function prestartPool(listing: Promise<string[]>, previous: Promise<PageCache>, workers?: number): Promise<RenderPool | undefined> {
  const pages = pageCount(await listing.catch(() => []));
  if (pages < WORKER_THRESHOLD || (await previous).size > 0) return undefined;
  const size = workers ?? defaultWorkers(pages);
  return size > 0 ? startRenderPool(size) : undefined;
}

/**
 * A page handed to a worker as its file's text, to be parsed and checked there: its check is sent
 * back if `check`, and it is rendered if `render` (a page linked from the last build is only checked).
 */
export interface LaterJob { path: string; text: string; check: boolean; render: boolean }

/** A checked page's entry, or a page still to be checked. */
export type PageJob = PageEntry | LaterJob;

/** What render workers check pages with, and where each check they make goes. */
export interface WorkerChecks {
  setup: PageCheckSetup;
  /** The content folder: a translation's check may read its English file. */
  contentDir: string;
  onCheck: (path: string, check: PageCheck) => void;
}

/** Where pages go to be rendered and written, as they are validated; records come back at the end. */
export interface PageSink {
  submit: (jobs: readonly PageJob[]) => void;
  /**
   * Resolves once few enough submitted pages wait for a worker: the checking thread, faster than one
   * worker, waits here instead of piling up pages it has checked (each holds its data) in memory.
   */
  room?: () => Promise<void>;
  /** Drop what has not started; done() then waits only for pages being rendered now. */
  cancel: () => void;
  /** Every submitted page's record, by output file; rejects if any render failed. */
  done: () => Promise<Map<string, PageRecord>>;
}

/** Render on this thread, one page after another, once every page has been submitted. */
export function renderHere(env: RenderEnv, dir: string, total: number, onProgress?: (done: number, total: number) => void): PageSink {
  const queue: PageEntry[] = [];
  return {
    cancel: () => { queue.length = 0; },
    submit: (jobs) => {
      for (const job of jobs) {
        if ('text' in job) throw new Error(`${job.path}: only a render worker checks a page it renders`);
        queue.push(job);
      }
    },
    done: async () => {
      // React and the templates load only when a page is to be rendered: a build from the page cache never needs them.
      const { pageWriter, renderAndWrite } = await import('./page-file.ts');
      const write = pageWriter(dir);
      const records = new Map<string, PageRecord>();
      for (const entry of queue.splice(0)) {
        const record = renderAndWrite(entry, env, write);
        records.set(record.file, record);
        onProgress?.(records.size, total);
      }
      return records;
    },
  };
}

/** Pages per message to a worker: large enough to amortise the messages, small enough to balance. */
const BATCH = 25;
/** Batches handed to each worker ahead of its answers. */
const IN_FLIGHT = 3;
/** Batches waiting for a worker, per worker, before the pages' checking waits (PageSink.room). */
const QUEUED = 8;

export type WorkerRequest =
  | { type: 'setup'; env: RenderEnv; dir: string; checks?: Omit<WorkerChecks, 'onCheck'> }
  /** `structured[i]`: the structured data of `jobs[i]`, made on the build's thread for a checked page's entry. */
  | { type: 'render'; run: number; jobs: PageJob[]; structured: (StructuredData | undefined)[] };
/**
 * `run` tells a late answer to an earlier, failed run from an answer to the current one. The checks of
 * the pages handed over as text come back even when a render failed. An error crosses with its stack and cause.
 */
export type WorkerReply = { run: number; checks: [string, PageCheck][] } & ({ records: PageRecord[] } | { error: Error });

const WORKER_URL = new URL('./page-worker.mjs', import.meta.url);

export interface RenderPool {
  /** Start a run: pages submitted to it are rendered across the workers into `dir`. One run at a time. */
  begin: (env: RenderEnv, dir: string, total: number, onProgress?: (done: number, total: number) => void, checks?: WorkerChecks) => PageSink;
  close: () => Promise<void>;
}

/**
 * ICU, behind Intl, starts once per process, on the first thread that formats anything (20-75 ms).
 * The templates format dates and the names of languages on a worker's first pages, and on two cores
 * the worker is the thread a build waits for. Started here, on the build's thread, while the workers
 * load their modules (about 0.1 s, in which that thread checks the first pages), a worker's formats
 * took 1-4 ms of a primed build of 1,036 pages instead of 25-47 ms. Any locale will do: what starts
 * once is ICU itself.
 */
function startIntl(): void {
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(0);
  new Intl.ListFormat('en-US').format([new Intl.DisplayNames(['en-US'], { type: 'language' }).of('es') ?? 'es']);
}

/**
 * Start render workers. They begin loading React and the templates at once,
 * so a build can start them before it loads the content and find them ready.
 * A worker's heap is capped (128 MiB old, 32 MiB young generation: measured at
 * 5,000 pages as the best trade of time for memory), so garbage does not pile up.
 */
export function startRenderPool(size: number): RenderPool {
  const workers = Array.from({ length: size }, () => new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 } }));
  startIntl();
  let broken: Error | undefined;
  let fail: ((err: Error) => void) | undefined;
  let runs = 0;
  for (const w of workers) {
    w.on('error', (err) => { broken = err; fail?.(err); });
    w.on('exit', (code) => {
      broken ??= new Error(`a render worker exited with code ${code}`);
      fail?.(broken);
    });
  }

  const begin: RenderPool['begin'] = (env, dir, total, onProgress, checks) => {
    const run = ++runs;
    const queue: { jobs: PageJob[]; structured: (StructuredData | undefined)[] }[] = [];
    const inFlight = new Map<Worker, number>(workers.map((w) => [w, 0]));
    const records = new Map<string, PageRecord>();
    let submitted = 0;
    let answered = 0;
    let error: Error | undefined = broken;
    let settle: (() => void) | undefined;
    /** Who waits for room in the queue (PageSink.room). */
    let waiting: (() => void) | undefined;
    const roomy = () => error !== undefined || queue.length <= QUEUED * workers.length;
    const check = () => { if (settle && (error || (answered === submitted && queue.length === 0))) settle(); };
    /** Lets the checking go on once there is room, or once nothing more will be rendered. */
    const release = () => {
      if (!waiting || !roomy()) return;
      const go = waiting;
      waiting = undefined;
      go();
    };
    fail = (err) => {
      error ??= err;
      check();
      release();
    };

    const feed = (w: Worker) => {
      while (!error && queue.length && inFlight.get(w)! < IN_FLIGHT) {
        inFlight.set(w, inFlight.get(w)! + 1);
        w.postMessage({ type: 'render', run, ...queue.shift()! } satisfies WorkerRequest);
      }
      release();
    };
    const listeners = new Map<Worker, (reply: WorkerReply) => void>();
    for (const w of workers) {
      const onReply = (reply: WorkerReply) => {
        if (reply.run !== run) return;
        inFlight.set(w, inFlight.get(w)! - 1);
        answered += 1;
        for (const [path, check] of reply.checks) checks?.onCheck(path, check);
        if ('error' in reply) error ??= reply.error;
        else {
          for (const r of reply.records) records.set(r.file, r);
          onProgress?.(records.size, total);
        }
        feed(w);
        check();
      };
      listeners.set(w, onReply);
      w.on('message', onReply);
      w.postMessage({ type: 'setup', env, dir, ...(checks ? { checks: { setup: checks.setup, contentDir: checks.contentDir } } : {}) } satisfies WorkerRequest);
    }
    // The least busy worker first.
    const feedAll = () => [...workers].sort((a, b) => inFlight.get(a)! - inFlight.get(b)!).forEach(feed);

    return {
      cancel: () => {
        submitted -= queue.length;
        queue.length = 0;
        check();
      },
      submit: (jobs) => {
        for (let i = 0; i < jobs.length; i += BATCH) {
          const batch = jobs.slice(i, i + BATCH);
          // The build's thread makes each checked page's JSON-LD (no React needed) while the worker
          // renders the pages before, which takes it off the worker's path: its thread is the one the
          // build waits for on two cores.
          queue.push({ jobs: batch, structured: batch.map((job) => ('text' in job ? undefined : structuredDataIn(env, job))) });
          submitted += 1;
        }
        feedAll();
      },
      room: () => (roomy() ? Promise.resolve() : new Promise<void>((resolve) => { waiting = resolve; })),
      done: () => new Promise<Map<string, PageRecord>>((resolve, reject) => {
        settle = () => {
          settle = undefined;
          fail = undefined;
          for (const [w, l] of listeners) w.off('message', l);
          if (error) reject(error);
          else resolve(records);
        };
        check();
      }),
    };
  };

  return {
    begin,
    close: async () => {
      fail = undefined;
      broken ??= new Error('the render pool is closed');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
