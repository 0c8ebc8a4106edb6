/**
 * How a command ends. A command returns when it succeeds and throws when it
 * does not: a UserError for what the user can fix (exit 1), a UsageError for a
 * command called wrongly (exit 2); anything else is an internal error (exit 3).
 * outcomeOf() is the one place that turns what was thrown into words and an
 * exit code; bin/site.ts prints them.
 */
import { CommanderError } from 'commander';
import { isFolderError } from '../generator/load/folder-error.ts';

export const EXIT = { ok: 0, problems: 1, usage: 2, internal: 3 } as const;

/**
 * Something the user can fix: content problems, a missing lead store, no AWS
 * credentials. The message is shown as it is; an empty one when the command
 * has shown the details itself (as JSON on stdout, or a tool's own output).
 */
export class UserError extends Error {
  override name = 'UserError';
}

/** A command called wrongly: a flag's value out of range, a required choice not made. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A server could not listen: its port is taken. Something the user fixes, not a bug. */
function isPortTaken(err: unknown): err is NodeJS.ErrnoException & { address: string; port: number } {
  return err instanceof Error && (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

export interface Outcome {
  code: number;
  /** What to print on stderr (empty, or ending with a newline). */
  text: string;
}

/** The causes below an error, nearest first. */
function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e instanceof Error && e.cause !== undefined && chain.length < 10; e = e.cause) chain.push(e.cause);
  return chain;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const stackOf = (e: unknown) => (e instanceof Error && e.stack ? e.stack : messageOf(e));

/** Each cause's message on its own line, leaving out one that repeats what is already said. */
function causeLines(err: unknown): string[] {
  const said = new Set([messageOf(err)]);
  return causes(err).flatMap((c) => {
    const message = messageOf(c);
    if (said.has(message)) return [];
    said.add(message);
    return [`  cause: ${message}`];
  });
}

const lines = (list: string[]) => list.filter((l) => l !== '').map((l) => `${l}\n`).join('');

export function outcomeOf(err: unknown, debug = false): Outcome {
  // Commander has printed its own message (or the help, which ends with exit code 0).
  if (err instanceof CommanderError) return { code: err.exitCode === 0 ? EXIT.ok : EXIT.usage, text: '' };
  if (err instanceof UsageError) return { code: EXIT.usage, text: lines([err.message]) };
  if (err instanceof UserError || isFolderError(err)) return { code: EXIT.problems, text: lines([err.message, ...causeLines(err)]) };
  if (isPortTaken(err)) {
    return { code: EXIT.problems, text: lines([`Port ${err.port} on ${err.address} is already in use, perhaps by another \`site preview\` or \`site dev\`. Stop that one, or choose another port with --port.`]) };
  }
  const details = debug
    ? [stackOf(err), ...causes(err).map((c) => `Caused by: ${stackOf(c)}`)]
    : [...causeLines(err), 'Run again with --debug for details, and please report this as a bug.'];
  return { code: EXIT.internal, text: lines([`Internal error: ${messageOf(err)}`, ...details]) };
}
