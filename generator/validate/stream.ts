/**
 * Validation as a full build streams the content: after the shared files (checkSharedFiles), the
 * pages a chunk at a time, each chunk's pages handed on as soon as it is read; the checks across
 * files once every page's own check is known.
 *
 * A page is checked on this thread, or, when `later` is asked for (a build with render workers),
 * handed on unchecked with its head (what names it and keys its page cache): the worker that renders
 * it parses and checks it, and its check comes back to the slot the page holds here. Either way the
 * problems, their order and their places are the same.
 */
import type { DataFile, PageEntry, SourceFile, Stage } from '../pipeline.ts';
import type { Checker, LaterPage } from './index.ts';
import type { Problem } from './problem.ts';

/** A page checked here (its entry), or one to be checked where it renders (its file's path and text). */
export type CheckedPage = { entry: PageEntry } | { later: LaterPage; file: Pick<DataFile, 'path' | 'text'> };

export interface CheckedPages {
  /** Each chunk's pages, as the chunk is read (and, on this thread, checked); only valid ones among those checked here. */
  chunks: AsyncIterable<CheckedPage[]>;
  /**
   * Once the last chunk has gone by and every page handed on has its check: the problems of every
   * file, and those across files (worked out on the first call).
   */
  problems: () => Problem[];
}

/**
 * The pages of `chunks`, checked as they are read, or handed on to be checked later (`later`). `lap`
 * times the stages: a chunk's reading counts as loading; its checking, and what the next stage does
 * with it, as validation.
 */
export function checkPages(checker: Checker, chunks: AsyncIterable<SourceFile[]>, lap: (stage: Stage) => void, later = false): CheckedPages {
  let read = false;
  let problems: Problem[] | undefined;
  async function* checked(): AsyncGenerator<CheckedPage[]> {
    for await (const chunk of chunks) {
      lap('load');
      const pages: CheckedPage[] = [];
      for (const f of chunk) {
        const handed = later && f.type === 'data' ? checker.later(f) : undefined;
        if (handed && f.type === 'data') {
          pages.push({ later: handed, file: { path: f.path, text: f.text } });
          continue;
        }
        const entry = checker.add(f);
        if (entry) pages.push({ entry });
      }
      yield pages;
      lap('validate');
    }
    read = true;
  }
  return {
    chunks: checked(),
    problems: () => {
      if (!read) throw new Error('the problems of the pages are known only once every page has been checked');
      if (!problems) {
        problems = checker.finish();
        lap('validate');
      }
      return problems;
    },
  };
}
