/**
 * `git cat-file --batch`, the one question the history asks for many objects at once: what it reads
 * (one object name a line), its answers parsed as they come, asked once (a process for the question)
 * or of one kept running for a content folder (site dev), so that a save starts no process.
 */
import { execFileSync, spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';

/** What git may write for one question: every commit of a large content folder, or a few hundred versions. */
export const GIT_OUTPUT_MAX = 256 * 1024 * 1024;

/** What `git cat-file --batch` reads: one object name a line. */
const batchInput = (names: readonly string[]) => names.map((name) => `${name}\n`).join('');

/** An object as `git cat-file --batch` gives it; null for a name it did not find. */
export type BatchAnswer = { id: string; type: string; body: string } | null;

/** The answers of `git cat-file --batch` in `out`, in the order asked, at most `count`; `complete` once all `count` are in. */
export function batchAnswers(out: Buffer, count: number): { answers: BatchAnswer[]; complete: boolean } {
  const answers: BatchAnswer[] = [];
  let at = 0;
  while (answers.length < count) {
    // Each answer: "<object id> <type> <size>\n", that many bytes and "\n"; or "<name> missing\n" (not in that commit).
    const end = out.indexOf(0x0a, at);
    if (end < 0) break;
    const header = /^([0-9a-f]+) (\S+) (\d+)$/.exec(out.toString('utf8', at, end));
    if (!header) {
      answers.push(null);
      at = end + 1;
      continue;
    }
    const size = Number(header[3]);
    if (out.length < end + 1 + size + 1) break;
    answers.push({ id: header[1]!, type: header[2]!, body: out.toString('utf8', end + 1, end + 1 + size) });
    at = end + 1 + size + 1;
  }
  return { answers, complete: answers.length === count };
}

/**
 * A `git cat-file --batch` kept running for one content folder (site dev), asked one batch at a time:
 * a save reads the versions it needs without starting a process. Started on first use; it keeps
 * nothing alive (the process exits without waiting for it, and it ends when its input closes).
 */
export interface KeptBatch {
  /** The answers, in order; undefined when git could not be started, stopped or took too long. */
  ask(names: readonly string[]): Promise<BatchAnswer[] | undefined>;
}

/** Longer than git takes to read a few versions on a busy machine: past it, the save goes on without them. */
const KEPT_BATCH_WAIT_MS = 5_000;

const keptBatches = new Map<string, KeptBatch>();

/** The `git cat-file --batch` kept for the folder, made on first use (its git starts with the first question). */
export function keptBatch(dir: string): KeptBatch {
  let kept = keptBatches.get(dir);
  if (!kept) keptBatches.set(dir, (kept = startKeptBatch(dir)));
  return kept;
}

function startKeptBatch(dir: string): KeptBatch {
  let child: ChildProcessByStdio<Writable, Readable, null> | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  const start = () => {
    const made = spawn('git', ['-C', dir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'ignore'] });
    made.unref();
    (made.stdin as Socket).unref();
    (made.stdout as Socket).unref();
    // Stopped (or never started: no git) while nothing was asked: the next question starts another.
    const gone = () => {
      if (child === made) child = undefined;
    };
    made.on('error', gone).on('close', gone);
    made.stdin.on('error', () => undefined); // written to as it stopped: that question's answer is undefined (below)
    return made;
  };
  const once = (names: readonly string[]) => new Promise<BatchAnswer[] | undefined>((resolve) => {
    const c = (child ??= start());
    const chunks: Buffer[] = [];
    const finish = (answers: BatchAnswer[] | undefined) => {
      clearTimeout(timer);
      c.stdout.off('data', onData);
      c.off('close', onStop).off('error', onStop);
      (c.stdout as Socket).unref();
      resolve(answers);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      // Every answer ends a line: output that does not cannot hold the last one yet.
      if (chunk.at(-1) !== 0x0a) return;
      const { answers, complete } = batchAnswers(Buffer.concat(chunks), names.length);
      if (complete) finish(answers);
    };
    // Stopped, never started, or too slow: not asked again until a new one is started.
    const onStop = () => {
      if (child === c) child = undefined;
      c.kill();
      finish(undefined);
    };
    const timer = setTimeout(onStop, KEPT_BATCH_WAIT_MS);
    c.stdout.on('data', onData);
    c.once('close', onStop).once('error', onStop);
    (c.stdout as Socket).ref();
    c.stdin.write(batchInput(names));
  });
  return {
    ask: (names) => {
      const answer = turn.then(() => once(names));
      turn = answer;
      return answer;
    },
  };
}

/** The answers to `names` from one `git cat-file --batch` started for them; none found without git or a repository. */
export function batchOnce(dir: string, names: readonly string[]): BatchAnswer[] {
  try {
    const out = execFileSync('git', ['-C', dir, 'cat-file', '--batch'], { input: batchInput(names), stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: GIT_OUTPUT_MAX });
    return batchAnswers(out, names.length).answers;
  } catch {
    // No git, or no repository any more: none of them is found.
    return [];
  }
}
