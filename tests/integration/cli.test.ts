/** The real `site` binary: exit codes and what an editor sees. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureSite, type Work } from '../helpers/fixtures.ts';
import { FIXTURES, ROOT } from '../helpers/site.ts';

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

/** tests/fixtures/minimal-site with one misspelt field: hero.statz for hero.stats. */
let broken: Work;
beforeAll(async () => {
  broken = await fixtureSite('minimal-site');
  await editFile(broken.contentDir, 'treatment/alcohol-addiction.yaml', '  stats:', '  statz:');
});

describe('site CLI', () => {
  it('builds from any working directory, with paths relative to it, and prints a summary with pages, redirects and time', async () => {
    const elsewhere = await fixtureSite('minimal-site');
    const r = await site(['build', '--content', 'content', '--out', 'dist', '--schemas', 'schemas'], elsewhere.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^Built 6 pages /);
    expect(r.stderr).toMatch(/redirects\s+3/);
    expect(r.stderr).toMatch(/time\s+\d/);
    expect(await readFile(join(elsewhere.dir, 'dist', 'treatment', 'alcohol-addiction.html'), 'utf8')).toContain('<h1');
    expect(await readFile(join(elsewhere.dir, 'schemas', 'site.schema.json'), 'utf8')).toContain('"crisisLine"');
  });

  it('check passes on valid content', async () => {
    const r = await site(['check', '--content', join(FIXTURES, 'minimal-site', 'content')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Content is valid: 6 pages');
  });

  it('check reports file:line:column, field, expected/got and the line itself, and exits 1', async () => {
    const r = await site(['check', '--content', broken.contentDir]);
    expect(r.code).toBe(1);
    const text = await readFile(join(broken.contentDir, 'treatment', 'alcohol-addiction.yaml'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('  statz:')) + 1;
    expect(r.stderr).toContain(`${broken.contentDir}/treatment/alcohol-addiction.yaml:${line}:3  unknown-field  hero.statz`);
    expect(r.stderr).toContain('missing-field  hero.stats');
    expect(r.stderr).toContain(`${line} |   statz:`);
    expect(r.stderr).toMatch(/2 problems in 1 file\. Nothing was written\./);
  });

  it('check --json prints the problems for scripts', async () => {
    const r = await site(['check', '--content', broken.contentDir, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).problems.map((p: { code: string }) => p.code).sort()).toEqual(['missing-field', 'unknown-field']);
  });

  it('unknown commands and flags are usage errors (exit 2); --help works for each command', async () => {
    const [command, flag, port, limit] = await Promise.all([
      site(['deploy-everything']), site(['build', '--nope']), site(['preview', '--port', '99999']), site(['dev', '--rate-limit', 'lots']),
    ]);
    expect([command.code, flag.code, port.code, limit.code]).toEqual([2, 2, 2, 2]);
    expect(port.stderr).toContain('--port must be a number from 0 to 65535');
    expect(limit.stderr).toContain('--rate-limit must be a whole number above 0');
    const commands = ['build', 'check', 'preview', 'dev', 'leads', 'deploy'];
    const help = await Promise.all(commands.map((cmd) => site([cmd, '--help'])));
    expect(help.map((r) => r.code)).toEqual(commands.map(() => 0));
    help.forEach((r, i) => expect(r.stdout).toContain(`Usage: site ${commands[i]}`));
  });
});
