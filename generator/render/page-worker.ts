/**
 * A render worker: told the render environment and the output folder (and, for pages it is to check,
 * what the site's shared files say), then given batches of pages, it renders each, writes it, and
 * answers with the pages' records. A page given as its file's text is parsed and checked here first,
 * as the build's own thread would check it; its check goes back with the answer, and only a page
 * whose check found nothing is rendered.
 */
import { parentPort } from 'node:worker_threads';
import { loadDataFileSync } from '../load/index.ts';
import { parseDataFile } from '../load/parse.ts';
import { checkPageFile, type PageCheck } from '../validate/index.ts';
import { pageWriter, renderAndWrite } from './page-file.ts';
import type { PageJob, WorkerReply, WorkerRequest } from './pool.ts';
import type { PageEntry, PageRecord, RenderEnv } from '../pipeline.ts';

let env: RenderEnv | undefined;
let write: ReturnType<typeof pageWriter> | undefined;
let checks: Extract<WorkerRequest, { type: 'setup' }>['checks'];

/** A job's page entry: as given, or from checking its file (with the check to send back, if asked). */
function entryOf(job: PageJob, made: [string, PageCheck][]): PageEntry | undefined {
  if (!('text' in job)) return job;
  if (!checks) throw new Error(`${job.path}: the render worker was not told how to check pages`);
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

parentPort!.on('message', (message: WorkerRequest) => {
  if (message.type === 'setup') {
    env = message.env;
    write = pageWriter(message.dir);
    checks = message.checks;
    return;
  }
  const made: [string, PageCheck][] = [];
  let reply: WorkerReply;
  try {
    const records: PageRecord[] = [];
    for (const job of message.jobs) {
      const entry = entryOf(job, made);
      if (entry) records.push(renderAndWrite(entry, env!, write!));
    }
    reply = { run: message.run, checks: made, records };
  } catch (err) {
    reply = { run: message.run, checks: made, error: err instanceof Error ? err : new Error(String(err)) };
  }
  parentPort!.postMessage(reply);
});
