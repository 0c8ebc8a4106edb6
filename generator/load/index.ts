/**
 * load(dir): read every file below the content folder. The only disk reads of
 * the pipeline's front half. Given the files of an earlier load, a file whose
 * size and modification time are unchanged is handed back as the same object
 * without being read or parsed again (the later stages cache by that object).
 */
import { readFileSync, type Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import pLimit from 'p-limit';
import { parseDataFile } from './parse.ts';
import { noContentFolder } from './folder-error.ts';
import type { DataFile, SourceFile } from '../pipeline.ts';

const ASSET = /\.(?:svg|png|jpe?g|webp|avif|ico|txt)$/i;

/** What an earlier load saw of each file, by path. */
export type LoadCache = Map<string, { stamp: string; file: SourceFile }>;

export async function load(contentDir: string, cache?: LoadCache, changed?: readonly string[]): Promise<SourceFile[]> {
  if (cache?.size && changed) {
    const known = await loadChanged(contentDir, cache, changed);
    if (known) return known;
  }
  const files = await listContent(contentDir);
  if (cache) {
    sortedPaths.delete(cache);
    const seen = new Set(files);
    for (const path of cache.keys()) if (!seen.has(path)) cache.delete(path);
  }
  return loadFiles(contentDir, files, cache);
}

/**
 * With a file watcher's list of what changed, look at those paths only and
 * trust the cache for the rest (a folder of thousands of files is not listed
 * and stat'ed on every save). Returns undefined when the list names a folder:
 * then the whole folder is listed.
 */
async function loadChanged(contentDir: string, cache: LoadCache, changed: readonly string[]): Promise<SourceFile[] | undefined> {
  let paths = sortedPaths.get(cache);
  for (const path of new Set(changed.map((p) => p.split(sep).join('/')))) {
    if (path.split('/').some((part) => part.startsWith('.'))) continue;
    const info = await stat(join(contentDir, path)).catch(() => null);
    if (info?.isDirectory()) return undefined;
    if (!info) {
      if (cache.delete(path)) paths = undefined;
      continue;
    }
    if (!cache.has(path)) paths = undefined;
    cache.set(path, { stamp: stampOf(info), file: sourceFrom(path, await readFile(join(contentDir, path))) });
  }
  if (!paths) sortedPaths.set(cache, (paths = [...cache.keys()].sort()));
  return paths.map((path) => cache.get(path)!.file);
}

/**
 * The cache's paths in order, kept while a save only changes files already there (most saves): sorting
 * the paths of thousands of files was most of a save's load. Dropped when a file comes or goes, and by
 * a full load.
 */
const sortedPaths = new WeakMap<LoadCache, string[]>();

/**
 * The content folder's files, relative, with forward slashes, sorted. Each path is cut from below the
 * folder's absolute path: path.relative resolved both sides again for each file, 10 ms of the build's
 * start for a thousand pages.
 */
export async function listContent(contentDir: string): Promise<string[]> {
  const root = resolve(contentDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'ENOENT' || err.code === 'ENOTDIR' ? noContentFolder(root) : err;
  });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1).split(sep).join('/'))
    .sort();
}

/**
 * Files read at a time: a folder of thousands of pages opened all at once runs out of file handles
 * (EMFILE at 20,000 pages on a machine whose limit is 20,000).
 */
const READS = pLimit(64);

/** Read and parse some of the content folder's files. */
export function loadFiles(contentDir: string, files: readonly string[], cache?: LoadCache): Promise<SourceFile[]> {
  return Promise.all(
    files.map((path) => READS(async (): Promise<SourceFile> => {
      const abs = join(contentDir, path);
      let stamp = '';
      if (cache) {
        stamp = stampOf(await stat(abs));
        const hit = cache.get(path);
        if (hit?.stamp === stamp) return hit.file;
      }
      const file = sourceFrom(path, await readFile(abs));
      cache?.set(path, { stamp, file });
      return file;
    })),
  );
}

/**
 * Read and parse files synchronously: for a build streaming thousands of
 * pages, whose render workers keep libuv's thread pool busy with writes.
 * Reads from the page cache take microseconds; queueing behind writes does not.
 */
export function loadFilesSync(contentDir: string, files: readonly string[]): SourceFile[] {
  return files.map((path) => sourceFrom(path, readFileSync(join(contentDir, path))));
}

/** One data file, read and parsed at once (to point at a problem in a file no longer in memory). */
export function loadDataFileSync(contentDir: string, path: string): DataFile {
  return sourceFrom(path, readFileSync(join(contentDir, path))) as DataFile;
}

/** A file's bytes as what the pipeline takes: an asset as it is, YAML or Markdown parsed. */
function sourceFrom(path: string, bytes: Buffer): SourceFile {
  if (ASSET.test(path)) return { type: 'asset', path, bytes };
  return parseDataFile(path, bytes);
}

/** What tells an edited file from the one already loaded. */
const stampOf = (info: Stats) => `${info.size}:${info.mtimeMs}`;
