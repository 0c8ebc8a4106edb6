/** The real `site` binary: exit codes and what an editor sees. */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, ROOT } from '../helpers/site.ts';

const exec = promisify(execFile);
const SITE = join(ROOT, 'bin', 'site.js');

async function site(args: string[], cwd = ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [SITE, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

let broken: string;
beforeAll(async () => {
  broken = join(await mkdtemp(join(tmpdir(), 'site-cli-')), 'content');
  await cp(CONTENT, broken, { recursive: true });
  const file = join(broken, 'treatment', 'meth-addiction.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^ {2}stats:/m, '  statz:'));
});

describe('site CLI', () => {
  it('builds from any working directory, not only the project folder', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'site-cwd-'));
    await cp(CONTENT, join(elsewhere, 'content'), { recursive: true });
    const r = await site(['build', '--content', 'content', '--out', 'dist', '--schemas', 'schemas'], elsewhere);
    expect(r.stderr).toMatch(/Built 35 pages/);
    expect(r.code).toBe(0);
    expect(await readFile(join(elsewhere, 'dist', 'treatment', 'alcohol-addiction.html'), 'utf8')).toContain('<h1');
  });

  it('check passes on the shipped content', async () => {
    const r = await site(['check', '--content', CONTENT]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Content is valid: 35 pages');
  });

  it('check reports file:line:column, field, expected/got and the line itself, and exits 1', async () => {
    const r = await site(['check', '--content', broken]);
    expect(r.code).toBe(1);
    const text = await readFile(join(broken, 'treatment', 'meth-addiction.yaml'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('  statz:')) + 1;
    expect(r.stderr).toContain(`${broken}/treatment/meth-addiction.yaml:${line}:3  unknown-field  hero.statz`);
    expect(r.stderr).toContain('missing-field  hero.stats');
    expect(r.stderr).toContain(`${line} |   statz:`);
    expect(r.stderr).toMatch(/2 problems in 1 file\. Nothing was written\./);
  });

  it('check --json prints the problems for scripts', async () => {
    const r = await site(['check', '--content', broken, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).problems.map((p: { code: string }) => p.code).sort()).toEqual(['missing-field', 'unknown-field']);
  });

  it('build prints a summary with pages, redirects and time', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'site-cli-out-')), 'dist');
    const r = await site(['build', '--content', CONTENT, '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^Built 35 pages /);
    expect(r.stderr).toMatch(/redirects\s+17/);
    expect(r.stderr).toMatch(/time\s+\d/);
  });

  it('unknown commands and flags are usage errors (exit 2); --help works for each command', async () => {
    expect((await site(['deploy-everything'])).code).toBe(2);
    expect((await site(['build', '--nope'])).code).toBe(2);
    const port = await site(['preview', '--port', '99999']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port must be a number from 0 to 65535');
    const limit = await site(['dev', '--rate-limit', 'lots']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain('--rate-limit must be a whole number above 0');
    for (const cmd of ['build', 'check', 'preview', 'dev', 'leads', 'deploy']) {
      const r = await site([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: site ${cmd}`);
    }
  });
});
