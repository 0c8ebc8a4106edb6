/**
 * Validation as a full build streams the content: after the shared files (checkSharedFiles), the
 * pages a chunk at a time, each chunk's valid pages handed on as soon as it is checked; the checks
 * across files once the last chunk has gone by.
 */
import type { PageEntry, SourceFile, Stage } from '../pipeline.ts';
import type { Checker } from './index.ts';
import type { Problem } from './problem.ts';

export interface CheckedPages {
  /** Each chunk's valid pages, as the chunk is read and checked. */
  chunks: AsyncIterable<PageEntry[]>;
  /** Once the last chunk has gone by: the problems of every file, and those across files. */
  problems: () => Problem[];
}

/**
 * The pages of `chunks`, checked as they are read. `lap` times the stages: a chunk's reading counts
 * as loading; its checking, and what the next stage does with it, as validation.
 */
export function checkPages(checker: Checker, chunks: AsyncIterable<SourceFile[]>, lap: (stage: Stage) => void): CheckedPages {
  let problems: Problem[] | undefined;
  async function* checked(): AsyncGenerator<PageEntry[]> {
    for await (const chunk of chunks) {
      lap('load');
      const entries: PageEntry[] = [];
      for (const f of chunk) {
        const entry = checker.add(f);
        if (entry) entries.push(entry);
      }
      yield entries;
      lap('validate');
    }
    problems = checker.finish();
    lap('validate');
  }
  return {
    chunks: checked(),
    problems: () => {
      if (!problems) throw new Error('the problems of the pages are known only once every page has been checked');
      return problems;
    },
  };
}
