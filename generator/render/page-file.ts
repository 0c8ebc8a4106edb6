/**
 * One page to one file: render it and write it below the (staging) folder. Used by the render
 * workers and, for a small site, by the build's own thread.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderPage } from './index.ts';
import type { PageEntry, PageRecord, RenderEnv, RenderedPage } from '../pipeline.ts';

/** Where a page's file is made: below `dir`, each subfolder made once. */
function pathMaker(dir: string): (file: string) => string {
  const made = new Set<string>();
  return (file) => {
    const path = join(dir, file);
    const parent = dirname(path);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    return path;
  };
}

/** Writes files below one (staging) folder, one after another: the build's own thread, rendering a small site. */
export function pageWriter(dir: string): (file: string, body: Buffer) => void {
  const pathOf = pathMaker(dir);
  return (file, body) => writeFileSync(pathOf(file), body);
}

/**
 * Writes files below one (staging) folder on libuv's thread pool, for a render worker, which renders
 * its next page meanwhile: making a new file can take a millisecond of waiting on the disk, as long as
 * rendering a page. The main thread reads the content synchronously, so the pool is free for these.
 */
export function backgroundPageWriter(dir: string): { write: (file: string, body: Buffer) => void; written: () => Promise<void> } {
  const pathOf = pathMaker(dir);
  let pending: Promise<void>[] = [];
  return {
    write: (file, body) => { pending.push(writeFile(pathOf(file), body)); },
    /** Once every file handed over so far is written (rejects if any write failed). */
    written: async () => {
      const these = pending;
      pending = [];
      await Promise.all(these);
    },
  };
}

/** Render one page and write it; returns its record. */
export function renderAndWrite(entry: PageEntry, env: RenderEnv, write: (file: string, body: Buffer) => void): PageRecord {
  let page: RenderedPage;
  try {
    page = renderPage(entry, env);
  } catch (err) {
    throw new Error(`rendering ${entry.file} failed`, { cause: err });
  }
  const { html, ...record } = page;
  const body = Buffer.from(html);
  write(page.file, body);
  return { ...record, bytes: body.length };
}
