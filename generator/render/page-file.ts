/**
 * One page to one file: render it and write it below the (staging) folder. Used by the render
 * workers and, for a small site, by the build's own thread.
 */
import { closeSync, mkdirSync, openSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderPageBytes } from './index.ts';
import type { PageEntry, PageRecord, RenderEnv } from '../pipeline.ts';
import type { StructuredData } from './structured-data.ts';

/**
 * Writes files below one (staging) folder, making each subfolder once. The
 * writes are synchronous on purpose: a render worker has nothing else to do
 * meanwhile, and libuv's small thread pool, shared by the whole process, stays
 * free for the main thread's reads.
 */
export function pageWriter(dir: string) {
  const made = new Set<string>();
  return (file: string, body: readonly Buffer[]): void => {
    const path = join(dir, file);
    const parent = dirname(path);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeAll(path, body);
  };
}

/** The pieces one after another into a new file, with as few writes as the system allows. */
function writeAll(path: string, body: readonly Buffer[]): void {
  const fd = openSync(path, 'w');
  try {
    let rest = body.filter((b) => b.length > 0);
    while (rest.length) {
      let written = writevSync(fd, rest.slice(0, WRITEV_MAX));
      // A short write: go on from the first byte not written.
      let i = 0;
      while (i < rest.length && written >= rest[i]!.length) written -= rest[i++]!.length;
      rest = i < rest.length ? [rest[i]!.subarray(written), ...rest.slice(i + 1)] : [];
    }
  } finally {
    closeSync(fd);
  }
}

/** Pieces per writev: below the system's IOV_MAX (1,024 on Linux). */
const WRITEV_MAX = 512;

/** Render one page and write it; returns its record. `made`: its structured data, if made already. */
export function renderAndWrite(entry: PageEntry, env: RenderEnv, write: (file: string, body: readonly Buffer[]) => void, made?: StructuredData): PageRecord {
  let page: ReturnType<typeof renderPageBytes>;
  try {
    page = renderPageBytes(entry, env, made);
  } catch (err) {
    throw new Error(`rendering ${entry.file} failed`, { cause: err });
  }
  const { body, ...record } = page;
  write(page.file, body);
  return { ...record, bytes: body.reduce((n, b) => n + b.length, 0) };
}
