/**
 * A render worker: told the render environment and the output folder, then
 * given batches of page entries, it renders each, writes it, and answers with
 * the pages' records.
 */
import { parentPort } from 'node:worker_threads';
import { pageWriter, renderAndWrite } from './page-file.ts';
import type { WorkerReply, WorkerRequest } from './pool.ts';
import type { RenderEnv } from '../pipeline.ts';

let env: RenderEnv | undefined;
let write: ReturnType<typeof pageWriter> | undefined;

parentPort!.on('message', (message: WorkerRequest) => {
  if (message.type === 'setup') {
    env = message.env;
    write = pageWriter(message.dir);
    return;
  }
  let reply: WorkerReply;
  try {
    reply = { run: message.run, records: message.entries.map((e) => renderAndWrite(e, env!, write!)) };
  } catch (err) {
    reply = { run: message.run, error: err instanceof Error ? err : new Error(String(err)) };
  }
  parentPort!.postMessage(reply);
});
