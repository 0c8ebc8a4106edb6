/**
 * One page to one file: render it and write it below the (staging) folder. Used by the render
 * workers and, for a small site, by the build's own thread.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderPage } from './index.ts';
import type { PageEntry, PageRecord, RenderEnv, RenderedPage } from '../pipeline.ts';

/**
 * Writes files below one (staging) folder, making each subfolder once. The
 * writes are synchronous on purpose: a render worker has nothing else to do
 * meanwhile, and libuv's small thread pool, shared by the whole process, stays
 * free for the main thread's reads.
 */
export function pageWriter(dir: string) {
  const made = new Set<string>();
  return (file: string, body: Buffer): void => {
    const path = join(dir, file);
    const parent = dirname(path);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(path, body);
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
