/**
 * A render worker: told the render environment and the output folder (and, for pages it is to check,
 * what the site's shared files say), then given batches of pages, it renders each, writes it, and
 * answers with the pages' records. A page given as its file's text is parsed and checked here first
 * (page-check.ts, loaded only then); its check goes back with the answer, and only a page whose check
 * found nothing is rendered.
 */
import { parentPort } from 'node:worker_threads';
import { pageWriter, renderAndWrite } from './page-file.ts';
import type { PageJob, WorkerReply, WorkerRequest } from './pool.ts';
import type { PageRecord, RenderEnv } from '../pipeline.ts';
import type { PageCheck } from '../validate/index.ts';
import type { StructuredData } from './structured-data.ts';

type Checking = typeof import('./page-check.ts');

let env: RenderEnv | undefined;
let write: ReturnType<typeof pageWriter> | undefined;
let checks: Extract<WorkerRequest, { type: 'setup' }>['checks'];
let checking: Promise<Checking> | undefined;
let checker: Checking | undefined;

function answer(run: number, jobs: readonly PageJob[], structured: readonly (StructuredData | undefined)[]): WorkerReply {
  const made: [string, PageCheck][] = [];
  try {
    const records: PageRecord[] = [];
    for (const [i, job] of jobs.entries()) {
      let entry;
      if (!('text' in job)) entry = job;
      else if (checks && checker) entry = checker.checkJob(job, checks, made);
      else throw new Error(`${job.path}: the render worker was not told how to check pages`);
      if (entry) records.push(renderAndWrite(entry, env!, write!, structured[i]));
    }
    return { run, checks: made, records };
  } catch (err) {
    return { run, checks: made, error: err instanceof Error ? err : new Error(String(err)) };
  }
}

parentPort!.on('message', (message: WorkerRequest) => {
  if (message.type === 'setup') {
    env = message.env;
    write = pageWriter(message.dir);
    checks = message.checks;
    if (checks) checking ??= import('./page-check.ts').then((m) => (checker = m));
    return;
  }
  const { run, jobs, structured } = message;
  // Pages to check wait for the checking code on their first batch; later batches find it loaded.
  if (checking && !checker && jobs.some((job) => 'text' in job)) {
    const failed = (err: unknown): WorkerReply => ({ run, checks: [], error: err instanceof Error ? err : new Error(String(err)) });
    void checking.then(() => answer(run, jobs, structured), failed).then((reply) => parentPort!.postMessage(reply));
    return;
  }
  parentPort!.postMessage(answer(run, jobs, structured));
});
