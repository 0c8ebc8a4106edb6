/**
 * A page a render worker is given as its file's text: parsed and checked there, as the build's own
 * thread would check it. Loaded by a worker only when its build hands it pages to check, so that a
 * worker that only renders does not load the schemas and parsers.
 */
import { loadDataFileSync } from '../load/index.ts';
import { parseDataFile } from '../load/parse.ts';
import { checkPageFile, type PageCheck, type PageCheckSetup } from '../validate/index.ts';
import type { PageEntry } from '../pipeline.ts';
import type { LaterJob } from './pool.ts';

/**
 * The job's page entry if it is to be rendered and its check found nothing; its check, without the
 * page's data, goes to `made` when the job asks for it.
 */
export function checkJob(job: LaterJob, checks: { setup: PageCheckSetup; contentDir: string }, made: [string, PageCheck][]): PageEntry | undefined {
  const { contentDir } = checks;
  const result = checkPageFile(checks.setup, parseDataFile(job.path, job.text), (path) => loadDataFileSync(contentDir, path));
  if (job.check) {
    const { data: _data, entry, ...check } = result;
    let head: PageCheck['entry'];
    if (entry) {
      const { data: _d, body: _b, ...rest } = entry;
      head = rest;
    }
    made.push([job.path, { ...check, ...(head ? { entry: head } : {}) }]);
  } else if (!result.entry) {
    throw new Error(`${job.path}: a kept check no longer holds: the page has problems now`);
  }
  return job.render && !result.problems.length ? result.entry : undefined;
}
