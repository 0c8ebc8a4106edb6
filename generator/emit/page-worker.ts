/**
 * A render worker: receives batches of page entries, renders each and writes
 * it into the output folder, and answers with the pages' records.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pageWriter, renderAndWrite, type WorkerInit, type WorkerReply, type WorkerRequest } from './pages.ts';

const { env, dir } = workerData as WorkerInit;
const write = pageWriter(dir);

parentPort!.on('message', async ({ id, entries }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, records: await Promise.all(entries.map((e) => renderAndWrite(e, env, write))) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
