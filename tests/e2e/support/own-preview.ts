/**
 * A `site preview` of the run's build of its own, on a port the system picks, with a lead store of
 * its own: for a test whose effect reaches past its own page (the desk boards it ends, the sign-in it
 * points elsewhere), so that tests running beside it against the shared server see none of it.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E } from './env.ts';
import type { InboxUser } from './inbox.ts';
import { previewAddress } from '../../helpers/preview-address.ts';

export interface OwnPreview {
  baseURL: string;
  stop(): Promise<void>;
}

const SITE = join(E2E.root, 'bin', 'site.js');

/** Starts it with `args` added, after `users` (local accounts) are added to its store. */
export async function startOwnPreview(args: readonly string[] = [], users: readonly InboxUser[] = []): Promise<OwnPreview> {
  const data = await mkdtemp(join(tmpdir(), 'inbox-own-'));
  for (const u of users) {
    const adding = promisify(execFile)(process.execPath, [SITE, 'inbox', 'add-user', '--data', data, '--email', u.email, '--name', u.name, '--password-stdin']);
    adding.child.stdin!.end(`${u.password}\n`);
    await adding;
  }
  const server = spawn(process.execPath, [SITE, 'preview', '--dir', E2E.distDir, '--content', E2E.contentDir, '--data', data, '--port', '0', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  const gone = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await gone;
    await rm(data, { recursive: true, force: true });
  };
  try {
    return { baseURL: await previewAddress(server), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
