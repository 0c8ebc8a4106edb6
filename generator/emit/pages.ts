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
export async function writePages(entries: readonly PageEntry[], env: RenderEnv, dir: string, opts: WritePagesOptions): Promise<PageRecord[]> {
  if (entries.length === 0) return [];
  const workers = Math.min(opts.workers, Math.ceil(entries.length / BATCH));
  return workers > 1 ? inWorkers(entries, env, dir, { ...opts, workers }) : inThisThread(entries, env, dir, opts);
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

export interface WorkerInit { env: RenderEnv; dir: string }
export type WorkerRequest = { id: number; entries: PageEntry[] };
export type WorkerReply = { id: number; records: PageRecord[] } | { id: number; error: string };

const WORKER_URL = new URL('./page-worker.mjs', import.meta.url);

function inWorkers(entries: readonly PageEntry[], env: RenderEnv, dir: string, opts: WritePagesOptions): Promise<PageRecord[]> {
  const batches: PageEntry[][] = [];
  for (let i = 0; i < entries.length; i += BATCH) batches.push(entries.slice(i, i + BATCH));
  const results: PageRecord[][] = new Array(batches.length);
  const init: WorkerInit = { env, dir };
  const pool = Array.from({ length: opts.workers }, () => new Worker(WORKER_URL, { workerData: init }));
  let next = 0;
  let finished = 0;
  let done = 0;

  return new Promise<PageRecord[]>((resolve, reject) => {
    let failed = false;
    const stop = (err?: Error) => {
      if (failed) return;
      if (err) failed = true;
      void Promise.all(pool.map((w) => w.terminate())).then(() => (err ? reject(err) : resolve(results.flat())));
    };
    const feed = (w: Worker) => {
      if (next < batches.length) {
        const id = next++;
        w.postMessage({ id, entries: batches[id]! } satisfies WorkerRequest);
      }
    };
    for (const w of pool) {
      w.on('message', (reply: WorkerReply) => {
        if ('error' in reply) return stop(new Error(reply.error));
        results[reply.id] = reply.records;
        done += reply.records.length;
        opts.onProgress?.(done, entries.length);
        if (++finished === batches.length) return stop();
        feed(w);
      });
      w.on('error', (err) => stop(err));
      w.on('exit', (code) => { if (finished < batches.length && !failed) stop(new Error(`a render worker exited with code ${code}`)); });
      // A few batches in flight per worker: it renders the next while the last one's files are still being written.
      for (let i = 0; i < IN_FLIGHT; i++) feed(w);
    }
  });
}
