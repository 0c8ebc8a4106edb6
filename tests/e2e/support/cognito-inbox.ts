/**
 * The inbox as it signs in in AWS, on this machine: `site preview` of the run's build with
 * `--cognito-issuer` pointed at the loopback sign-in service (sign-in-service.ts), a lead store of its
 * own, and both on ports the system picks, so that the phone and desktop runs each have theirs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E } from './env.ts';
import { startSignInService, type SignInService, type SignInUser } from './sign-in-service.ts';

export interface CognitoInbox {
  baseURL: string;
  service: SignInService;
  stop(): Promise<void>;
}

/** Waits for `site preview` to say where it listens. */
function address(server: ChildProcess): Promise<string> {
  return new Promise((found, failed) => {
    let said = '';
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      const url = /Preview at (http:\/\/[^\s/]+)\//.exec(said)?.[1];
      if (url) found(url);
    });
    server.once('exit', (code) => failed(new Error(`site preview stopped (exit code ${code}): ${said}`)));
  });
}

export async function startCognitoInbox(users: readonly SignInUser[]): Promise<CognitoInbox> {
  const service = await startSignInService({ users });
  const data = await mkdtemp(join(tmpdir(), 'inbox-cognito-'));
  const server = spawn(process.execPath, [
    join(E2E.root, 'bin', 'site.js'), 'preview', '--dir', E2E.distDir, '--content', E2E.contentDir, '--data', data, '--port', '0',
    '--cognito-issuer', service.issuer, '--cognito-client', service.clientId,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const gone = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await gone;
    await service.close();
    await rm(data, { recursive: true, force: true });
  };
  try {
    const baseURL = await address(server);
    service.registerInbox(`${baseURL}/admin/`);
    return { baseURL, service, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
