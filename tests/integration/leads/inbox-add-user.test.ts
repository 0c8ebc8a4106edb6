/** `site inbox add-user`: an account for the local inbox, made at this machine; mistakes are exit 1 and save nothing. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS_FILE, checkPassword } from '../../../lambdas/leads/accounts.ts';
import { ROOT } from '../../helpers/site.ts';
import { tempDir } from '../../lambdas/helpers.ts';

function addUser(dataDir: string, args: string[], password: string): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(process.execPath, [join(ROOT, 'bin', 'site.js'), 'inbox', 'add-user', '--data', dataDir, '--password-stdin', ...args], (err, _out, stderr) => {
      done({ code: err ? (err as { code?: number }).code ?? 1 : 0, stderr });
    });
    child.stdin!.end(`${password}\n`);
  });
}

describe('site inbox add-user', () => {
  it('makes an account whose password signs in, and refuses a second one for the same address', async () => {
    const dir = await tempDir();
    const made = await addUser(dir, ['--email', 'Ana@Example.org', '--name', 'Ana Ruiz'], 'a long enough password');
    expect(made).toEqual({ code: 0, stderr: expect.stringContaining('Account made for Ana Ruiz <ana@example.org>') });
    expect(await checkPassword(dir, 'ana@example.org', 'a long enough password')).toEqual({ email: 'ana@example.org', name: 'Ana Ruiz' });
    expect(await checkPassword(dir, 'ana@example.org', 'a long enough passwore')).toBeNull();
    const again = await addUser(dir, ['--email', 'ana@example.org', '--name', 'Ana'], 'another long password');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('ana@example.org already has an account.');
    expect(JSON.parse(await readFile(join(dir, ACCOUNTS_FILE), 'utf8'))).toHaveLength(1);
  });

  it('refuses to keep the accounts where git would commit them (a folder of the site\'s repository .gitignore does not list), exit 2', async () => {
    const dir = join(ROOT, 'content');
    const refused = await addUser(dir, ['--email', 'cy@example.org', '--name', 'Cy'], 'a long enough password');
    expect(refused).toEqual({ code: 2, stderr: `--data: ${dir} is inside the site's repository (${ROOT.replace(/\/$/, '')}), where git would commit the inbox accounts with the site. Choose a place outside it, or one .gitignore lists (such as .data).\n` });
    await expect(readFile(join(dir, ACCOUNTS_FILE), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a short password with exit 1 and writes no file', async () => {
    const dir = await tempDir();
    const short = await addUser(dir, ['--email', 'ben@example.org', '--name', 'Ben'], 'short');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    await expect(readFile(join(dir, ACCOUNTS_FILE), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
