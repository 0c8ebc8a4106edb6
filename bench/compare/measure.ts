/**
 * One build as a child process: wall time from spawn to exit, the processor time of the build and the
 * processes it waited for (GNU time's user and system time), the peak resident memory of its whole
 * process tree (sampled from /proc every 50 ms), and GNU time's max RSS of its largest process.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Command { cmd: string; args: string[]; env: NodeJS.ProcessEnv; cwd: string }

export interface Run {
  wallMs: number;
  /** User and system time of the build, its threads and the children it waited for (GNU time's %U and %S). */
  cpuMs: number;
  /** Largest sum of the resident memory of the build and all its children. */
  treePeakBytes: number;
  /** GNU time's %M: the largest single process (misses helpers such as esbuild's service). */
  maxRssBytes: number;
  stdout: string;
}

const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

/** Total resident memory (bytes) of `root` and all its descendants, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try { stat = readFileSync(`/proc/${entry}/stat`, 'utf8'); } catch { continue; }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_SIZE);
    const list = children.get(ppid);
    if (list) list.push(pid); else children.set(ppid, [pid]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `command` to its end; `logBase` gets .out, .err and .time beside it. A non-zero exit throws with the logs' tails. */
export async function measure(label: string, command: Command, logBase: string): Promise<Run> {
  const { cmd, args, env, cwd } = command;
  const timeFile = `${logBase}.time`;
  const stdout = openSync(`${logBase}.out`, 'w');
  const stderr = openSync(`${logBase}.err`, 'w');
  let peak = 0;
  const t0 = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '%M %U %S', '-o', timeFile, cmd, ...args], { cwd, env, stdio: ['ignore', stdout, stderr] });
  const sample = () => { if (child.pid) peak = Math.max(peak, treeRss(child.pid)); };
  const sampler = setInterval(sample, 50);
  sample();
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  closeSync(stdout);
  closeSync(stderr);
  const out = readFileSync(`${logBase}.out`, 'utf8');
  if (code !== 0) {
    const tail = (text: string) => text.split('\n').slice(-25).join('\n');
    throw new Error(`${label} build failed (exit ${code}): ${cmd} ${args.join(' ')}\n--- stderr ---\n${tail(readFileSync(`${logBase}.err`, 'utf8'))}\n--- stdout ---\n${tail(out)}`);
  }
  // The last line: GNU time writes a note above it when the command was killed by a signal.
  const [maxRssKb, user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  return { wallMs, cpuMs: (user! + system!) * 1000, treePeakBytes: peak, maxRssBytes: maxRssKb! * 1024, stdout: out };
}

/** Every .html file under `dir`. */
export function countHtml(dir: string): number {
  let count = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) count += countHtml(join(dir, e.name));
    else if (e.name.endsWith('.html')) count++;
  }
  return count;
}
