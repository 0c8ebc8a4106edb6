/**
 * `npm run bench:api`: loads the local forms API (SQLite store) on loopback with autocannon and prints
 * requests/s and p99 latency. Not a test: the figures depend on the machine. Goal: >= 1,000 req/s, p99 <= 20 ms.
 * Options: --connections N (default 10), --duration S (default 10).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '10' }, duration: { type: 'string', default: '10' } } });
const dataDir = await mkdtemp(join(tmpdir(), 'forms-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'lambdas/forms/serve.ts', '--data', dataDir], { stdio: ['ignore', 'pipe', 'ignore'] });
const url = await firstLine(server.stdout!).then((line) => (JSON.parse(line) as { url: string }).url);

const request = {
  url: `${url}/api/submit-consultation-form`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ fullName: 'Bench Mark', phone: '(818) 555-0100', email: 'bench@example.org', situation: 'Load test submission.' }),
};

try {
  await autocannon({ ...request, connections: 4, duration: 2 }); // warm-up: JIT and SQLite caches
  const result = await autocannon({ ...request, connections: Number(values.connections), duration: Number(values.duration) });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const met = rps >= 1000 && p99 <= 20 && result.non2xx === 0 && result.errors === 0;
  process.stdout.write([
    `forms API (SQLite, ${values.connections} connections, ${values.duration} s, POST ${new URL(request.url).pathname})`,
    `  requests/s   ${rps.toFixed(0)} average (${result.requests.min}-${result.requests.max})`,
    `  latency      p50 ${result.latency.p50} ms, p99 ${p99} ms, max ${result.latency.max} ms`,
    `  answers      ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
    `  goal         >= 1000 req/s and p99 <= 20 ms: ${met ? 'met' : 'NOT met'}`,
    '',
  ].join('\n'));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  for await (const line of createInterface({ input: stream })) return line;
  throw new Error('the forms server exited before it was ready');
}
