/** A lead answered 2xx is already committed: kill the server process right after the answer, and it is still there. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import { consultation, postJson, tempDir } from '../helpers.ts';

let child: ChildProcess | undefined;
afterEach(() => { child?.kill('SIGKILL'); });

/** The local server in its own Node process (no npx or tsx wrapper, so the kill reaches the server itself). */
async function startServer(dataDir: string): Promise<{ url: string; output: string[] }> {
  child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/forms/serve.ts', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for await (const line of createInterface({ input: child.stdout! })) {
    output.push(line);
    return { url: (JSON.parse(line) as { url: string }).url, output };
  }
  throw new Error(`server did not start: ${output.join('')}`);
}

it('keeps every lead answered 201 when the process is SIGKILLed at the first answer', async () => {
  const dataDir = await tempDir();
  const { url, output } = await startServer(dataDir);
  const server = child!;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const answered: string[] = [];
  const sends = Array.from({ length: 30 }, async (_, i) => {
    const res = await postJson(url + ENDPOINTS.consultation, { ...consultation, fullName: `Caller ${i}` });
    if (res.status !== 201) return;
    server.kill('SIGKILL'); // right after the first 2xx: later requests may fail, answered ones must be kept
    answered.push(((await res.json()) as { id: string }).id);
  });
  await Promise.allSettled(sends);
  expect(await exited).toBe(null);
  expect(answered.length).toBeGreaterThan(0);

  const store = await openSqliteStore(dataDir);
  const stored = new Set((await store.list()).map((lead) => lead.id));
  await store.close();
  for (const id of answered) expect(stored).toContain(id);
  // The child's own output carries no personal details either.
  expect(output.join('')).not.toContain(consultation.phone);
});
