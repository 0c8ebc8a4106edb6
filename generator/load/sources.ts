/**
 * The content files as a build streams them: the shared files first (every
 * page depends on them), then the pages a chunk at a time. From disk for a
 * fresh process, which lets each chunk go once it is checked; from memory for
 * a long-running one, which keeps every parsed file.
 */
import { isSharedFile } from '../schema/registry.ts';
import { loadDataFileSync, loadFiles, loadFilesSync } from './index.ts';
import type { DataFile, SourceFile } from '../pipeline.ts';

export interface ContentSource {
  shared: SourceFile[] | Promise<SourceFile[]>;
  pages: () => AsyncIterable<SourceFile[]>;
  pageCount: number;
  /** A page's file again, to point at a problem found after it left memory. */
  locate: (path: string) => DataFile;
  /** The content folder the files are read from; absent for files already in memory. */
  dir?: string;
}

/**
 * Pages read per chunk. A chunk is checked before any of its pages goes to a render worker, and the
 * workers' answers come in between chunks, so a small chunk keeps them busy from the start and
 * leaves them little to render once the last page is checked: at 1,036 pages, the build waited
 * 124-311 ms for the workers after its last chunk with 200 pages a chunk, and 2-17 ms with 25.
 */
const CHUNK = 25;

/**
 * The first chunk is one page: the render workers start on it while the build's thread checks the
 * next 25, whose first checks are its slowest (nothing is warmed up yet). Primed builds of 1,036
 * pages, eight each in turns: 1.10 s against 1.115 s (median).
 */
const FIRST_CHUNK = 1;

/** The listed files of the content folder, read as they are needed. */
export function diskSource(contentDir: string, paths: readonly string[]): ContentSource {
  const pages = paths.filter((p) => !isSharedFile(p));
  return {
    shared: loadFiles(contentDir, paths.filter(isSharedFile)),
    pageCount: pages.length,
    pages: async function* () {
      for (let i = 0, size = FIRST_CHUNK; i < pages.length; i += size, size = CHUNK) {
        yield loadFilesSync(contentDir, pages.slice(i, i + size));
        // Let the workers' answers in between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    locate: (path) => loadDataFileSync(contentDir, path),
    dir: contentDir,
  };
}

/** Files already loaded: every page in one chunk. */
export function memorySource(files: readonly SourceFile[]): ContentSource {
  const pages = files.filter((f) => !isSharedFile(f.path));
  const byPath = new Map(files.map((f) => [f.path, f]));
  return {
    shared: files.filter((f) => isSharedFile(f.path)),
    pageCount: pages.length,
    pages: async function* () { yield pages; },
    locate: (path) => byPath.get(path) as DataFile,
  };
}
