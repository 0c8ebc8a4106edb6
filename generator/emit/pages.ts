/**
 * Pages to files. Each page is rendered and written at once, so HTML never
 * piles up in memory; with many pages the work is spread over worker threads
 * (one per core), each rendering its share and writing it straight into the
 * output folder. This stage's edge: it writes page files.
 */
import { availableParallelism } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderPage, type RenderEnv, type RenderedPage } from '../render/index.ts';
import type { PageEntry } from '../validate/index.ts';

/** What the build keeps of a written page: everything but its HTML. */
export type PageRecord = Omit<RenderedPage, 'html'> & { bytes: number };

export interface WritePagesOptions {
  /** Worker threads to render with; 0 or 1 renders on this thread. */
  workers: number;
  /** Called as pages are written (for a progress line). */
  onProgress?: (done: number, total: number) => void;
}

/** Below this many pages, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 400;

export function defaultWorkers(pages: number): number {
  return pages < WORKER_THRESHOLD ? 0 : Math.min(availableParallelism(), 8);
}

/** Writes files below one (staging) folder, making each subfolder once. */
export function pageWriter(dir: string) {
  const made = new Map<string, Promise<unknown>>();
  return async (file: string, body: Buffer): Promise<void> => {
    const path = join(dir, file);
    const parent = dirname(path);
    let ready = made.get(parent);
    if (!ready) made.set(parent, (ready = mkdir(parent, { recursive: true })));
    await ready;
    await writeFile(path, body);
  };
}

/** Render one page and write it; returns its record. */
export async function renderAndWrite(entry: PageEntry, env: RenderEnv, write: (file: string, body: Buffer) => Promise<void>): Promise<PageRecord> {
  let page: RenderedPage;
  try {
    page = renderPage(entry, env);
  } catch (err) {
    throw new Error(`rendering ${entry.file} failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  }
  const { html, ...record } = page;
  const body = Buffer.from(html);
  await write(page.file, body);
  return { ...record, bytes: body.length };
}

/** Render and write every entry into `dir`; records come back in the entries' order. */
export async function writePages(entries: readonly PageEntry[], env: RenderEnv, dir: string, opts: WritePagesOptions & { pool?: RenderPool }): Promise<PageRecord[]> {
  if (entries.length === 0) return [];
  if (opts.pool) return opts.pool.render(entries, env, dir, opts.onProgress);
  const workers = Math.min(opts.workers, Math.ceil(entries.length / BATCH));
  if (workers <= 1) return inThisThread(entries, env, dir, opts);
  const pool = startRenderPool(workers);
  try {
    return await pool.render(entries, env, dir, opts.onProgress);
  } finally {
    await pool.close();
  }
}

async function inThisThread(entries: readonly PageEntry[], env: RenderEnv, dir: string, opts: WritePagesOptions): Promise<PageRecord[]> {
  const write = pageWriter(dir);
  const records: PageRecord[] = [];
  for (const entry of entries) {
    records.push(await renderAndWrite(entry, env, write));
    opts.onProgress?.(records.length, entries.length);
  }
  return records;
}

/** Pages per message to a worker: large enough to amortise the messages, small enough to balance. */
const BATCH = 25;
/** Batches handed to each worker ahead of its answers. */
const IN_FLIGHT = 3;

export type WorkerRequest = { type: 'setup'; env: RenderEnv; dir: string } | { type: 'render'; run: number; id: number; entries: PageEntry[] };
/** `run` tells a late answer to an earlier, failed run from an answer to the current one. */
export type WorkerReply = { run: number; id: number; records: PageRecord[] } | { run: number; id: number; error: string };

const WORKER_URL = new URL('./page-worker.mjs', import.meta.url);

export interface RenderPool {
  size: number;
  /** Render and write the entries across the workers; one call at a time. */
  render: (entries: readonly PageEntry[], env: RenderEnv, dir: string, onProgress?: (done: number, total: number) => void) => Promise<PageRecord[]>;
  close: () => Promise<void>;
}

/**
 * Start render workers. They begin loading React and the templates at once,
 * so a build can start them before it loads the content and find them ready.
 */
export function startRenderPool(size: number): RenderPool {
  const workers = Array.from({ length: size }, () => new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 } }));
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

  const render: RenderPool['render'] = (entries, env, dir, onProgress) => {
    if (broken) return Promise.reject(broken);
    const run = ++runs;
    const batches: PageEntry[][] = [];
    for (let i = 0; i < entries.length; i += BATCH) batches.push(entries.slice(i, i + BATCH));
    const results: PageRecord[][] = new Array(batches.length);
    let next = 0;
    let finished = 0;
    let done = 0;
    return new Promise<PageRecord[]>((resolve, reject) => {
      const listeners = new Map<Worker, (reply: WorkerReply) => void>();
      const end = (err?: Error) => {
        fail = undefined;
        for (const [w, l] of listeners) w.off('message', l);
        if (err) reject(err);
        else resolve(results.flat());
      };
      fail = end;
      const feed = (w: Worker) => {
        if (next >= batches.length) return;
        const id = next++;
        w.postMessage({ type: 'render', run, id, entries: batches[id]! } satisfies WorkerRequest);
      };
      for (const w of workers) {
        const onReply = (reply: WorkerReply) => {
          if (reply.run !== run) return;
          if ('error' in reply) return end(new Error(reply.error));
          results[reply.id] = reply.records;
          done += reply.records.length;
          onProgress?.(done, entries.length);
          if (++finished === batches.length) return end();
          feed(w);
        };
        listeners.set(w, onReply);
        w.on('message', onReply);
        w.postMessage({ type: 'setup', env, dir } satisfies WorkerRequest);
        // A few batches in flight per worker: it renders the next while the last one's files are still being written.
        for (let i = 0; i < IN_FLIGHT; i++) feed(w);
      }
    });
  };

  return {
    size,
    render,
    close: async () => {
      fail = undefined;
      broken ??= new Error('the render pool is closed');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
