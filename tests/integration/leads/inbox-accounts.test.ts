/**
 * `site inbox list-users`, `remove-user` and `reset-password`: the local inbox's accounts managed at
 * this machine; a weak password is refused before it is asked for a second time.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { addAccount, checkPassword, listAccounts } from '../../../lambdas/leads/accounts.ts';
import { ROOT } from '../../helpers/site.ts';
import { tempDir } from '../../lambdas/helpers.ts';

function site(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(process.execPath, ['bin/site.js', 'inbox', ...args], { cwd: ROOT }, (err, stdout, stderr) => {
      done({ code: err ? (err as { code?: number }).code ?? 1 : 0, stdout, stderr });
    });
    child.stdin!.end(stdin);
  });
}

/** The command run in a terminal (script(1) gives it one), with `typed` as what the person types. */
function inTerminal(command: string, typed: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = execFile('script', ['-qec', command, '/dev/null'], { cwd: ROOT, timeout: 20_000 }, (err, stdout) => {
      done({ code: err ? (err as { code?: number }).code ?? 1 : 0, output: stdout });
    });
    child.stdin!.end(typed);
  });
}

async function twoAccounts(): Promise<string> {
  const dir = await tempDir();
  await addAccount(dir, { email: 'ana@example.org', name: 'Ana Ruiz', password: 'first long password' });
  await addAccount(dir, { email: 'ben@example.org', name: 'Ben Okafor', password: 'second long password' });
  return dir;
}

describe('site inbox accounts', () => {
  it('lists every account by address and name, never a password hash', async () => {
    const dir = await twoAccounts();
    const listed = await site(['list-users', '--data', dir]);
    expect(listed).toMatchObject({ code: 0, stdout: 'ana@example.org  Ana Ruiz\nben@example.org  Ben Okafor\n' });
    expect(listed.stderr).toBe('2 accounts\n');
    expect(listed.stdout).not.toContain('scrypt');
  });

  it('removes an account, which can no longer sign in; an unknown address is exit 1 and changes nothing', async () => {
    const dir = await twoAccounts();
    expect(await site(['remove-user', '--data', dir, '--email', 'Ben@Example.org'])).toMatchObject({ code: 0 });
    expect(await checkPassword(dir, 'ben@example.org', 'second long password')).toBeNull();
    expect(await site(['remove-user', '--data', dir, '--email', 'cy@example.org'])).toMatchObject({ code: 1, stderr: expect.stringContaining('cy@example.org has no account.') });
    expect((await listAccounts(dir)).map((a) => a.email)).toEqual(['ana@example.org']);
  });

  it('resets a password: the old one no longer signs in, the new one does; a short one changes nothing', async () => {
    const dir = await twoAccounts();
    expect(await site(['reset-password', '--data', dir, '--email', 'ana@example.org', '--password-stdin'], 'short\n')).toMatchObject({ code: 1, stderr: expect.stringContaining('at least 12 characters') });
    expect(await checkPassword(dir, 'ana@example.org', 'first long password')).not.toBeNull();
    expect(await site(['reset-password', '--data', dir, '--email', 'ana@example.org', '--password-stdin'], 'a brand new long password\n')).toMatchObject({ code: 0 });
    expect(await checkPassword(dir, 'ana@example.org', 'first long password')).toBeNull();
    expect(await checkPassword(dir, 'ana@example.org', 'a brand new long password')).toEqual({ email: 'ana@example.org', name: 'Ana Ruiz' });
  });

  it('typed at a terminal, a short password is refused before it is asked for again', async () => {
    const dir = await tempDir();
    const { code, output } = await inTerminal(`node bin/site.js inbox add-user --data ${dir} --email cy@example.org --name Cy`, 'short\n');
    expect(code).toBe(1);
    expect(output).toContain('The password must have at least 12 characters. Nothing was saved.');
    expect(output).not.toContain('The same password again');
    expect(await listAccounts(dir)).toEqual([]);
  });
});
