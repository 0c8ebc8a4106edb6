/** The real `site` binary: exit codes and what an editor sees. */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureSite, replaceOnce, type Work } from '../helpers/fixtures.ts';
import { CONTENT, FIXTURES, ROOT } from '../helpers/site.ts';
import { temporaryFolder } from '../helpers/temp.ts';

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

/** A copy of the shipped content with one file edited (for `site check`, which writes nothing). */
async function shippedContentWith(path: string, edit: (text: string) => string): Promise<string> {
  const dir = join(await temporaryFolder('site-cli-'), 'content');
  await cp(CONTENT, dir, { recursive: true });
  await writeFile(join(dir, path), edit(await readFile(join(dir, path), 'utf8')));
  return dir;
}

describe('site CLI', () => {
  it('preview without a built site says to build first, exits 1 and creates no lead store', async () => {
    const dir = await temporaryFolder('site-no-build-');
    const r = await site(['preview', '--dir', join(dir, 'dist'), '--data', join(dir, '.data'), '--port', '0'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`No built site in ${join(dir, 'dist')}/. Run \`site build\` first (or \`npm start\`).`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('preview and dev refuse a lead store where a deploy would publish it or git would commit it, and make none', async () => {
    const work = await fixtureSite('minimal-site');
    expect((await site(['build', '--content', work.contentDir, '--out', work.outDir, '--schemas', join(work.dir, 'schemas')])).code).toBe(0);
    const inSite = await site(['preview', '--dir', work.outDir, '--data', join(work.outDir, 'leads'), '--port', '0']);
    expect([inSite.code, inSite.stderr]).toEqual([2, `--data: ${join(work.outDir, 'leads')} is inside ${work.outDir}, a built site folder: \`site deploy\` would publish the lead store with the site. Choose a place outside it.\n`]);
    const inRepo = await site(['dev', '--content', work.contentDir, '--out', work.outDir, '--data', 'content', '--port', '0']);
    expect([inRepo.code, inRepo.stderr]).toEqual([2, `--data: content is inside the site's repository (${ROOT.replace(/\/$/, '')}), where git would commit the lead store with the site. Choose a place outside it, or one .gitignore lists (such as .data).\n`]);
    expect(existsSync(join(work.outDir, 'leads'))).toBe(false);
    expect(existsSync(join(ROOT, 'content', 'leads.db'))).toBe(false);
  });

  it('preview on a port already taken says so and exits 1, not as an internal error', async () => {
    const taken = createServer();
    await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
    const { port } = taken.address() as AddressInfo;
    try {
      const served = await fixtureSite('minimal-site');
      const r = await site(['build', '--content', served.contentDir, '--out', join(broken.dir, 'served'), '--schemas', join(broken.dir, 'schemas')]);
      expect(r.code).toBe(0);
      const preview = await site(['preview', '--dir', join(broken.dir, 'served'), '--data', join(broken.dir, '.data'), '--port', String(port)]);
      expect(preview.code).toBe(1);
      expect(preview.stderr).toBe(`Port ${port} on 127.0.0.1 is already in use, perhaps by another \`site preview\` or \`site dev\`. Stop that one, or choose another port with --port.\n`);
    } finally {
      taken.close();
    }
  });

  it('builds from any working directory, with paths relative to it, and prints a summary with pages, redirects and time', async () => {
    const elsewhere = await fixtureSite('minimal-site');
    const r = await site(['build', '--content', 'content', '--out', 'dist', '--schemas', 'schemas'], elsewhere.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^Built 11 pages /);
    expect(r.stderr).toMatch(/redirects\s+3/);
    expect(r.stderr).toMatch(/time\s+\d/);
    expect(await readFile(join(elsewhere.dir, 'dist', 'treatment', 'alcohol-addiction.html'), 'utf8')).toContain('<h1');
    expect(await readFile(join(elsewhere.dir, 'schemas', 'site.schema.json'), 'utf8')).toContain('"crisisLine"');
  });

  it('check passes on valid content', async () => {
    const r = await site(['check', '--content', join(FIXTURES, 'minimal-site', 'content')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Content is valid: 11 pages');
  });

  it('check reports file:line:column, field, expected/got and the line itself, and exits 1', async () => {
    const r = await site(['check', '--content', broken.contentDir]);
    expect(r.code).toBe(1);
    const text = await readFile(join(broken.contentDir, 'treatment', 'alcohol-addiction.yaml'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('  statz:')) + 1;
    expect(r.stderr).toContain(`${broken.contentDir}/treatment/alcohol-addiction.yaml:${line}:3  unknown-field  hero, statz (hero.statz)`);
    expect(r.stderr).toContain('  expected: a field this kind of file has: did you mean `stats`?\n');
    expect(r.stderr).not.toContain('missing-field');
    expect(r.stderr).toContain(`${line} |   statz:`);
    expect(r.stderr).toMatch(/1 problem in 1 file\. Nothing was written\./);
  });

  it('check --json prints the problems for scripts', async () => {
    const r = await site(['check', '--content', broken.contentDir, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).problems.map((p: { code: string }) => p.code).sort()).toEqual(['unknown-field']);
  });

  it('one indentation slip in a page that twenty pages link to is one problem, at the slip', async () => {
    const slipped = await shippedContentWith('services/medical-detox.yaml', (t) => replaceOnce(t, '\nsigns:\n', '\n signs:\n'));
    const line = (await readFile(join(slipped, 'services', 'medical-detox.yaml'), 'utf8')).split('\n').indexOf(' signs:') + 1;
    const r = await site(['check', '--content', slipped]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${slipped}/services/medical-detox.yaml:${line}:1  yaml-syntax\n`);
    expect(r.stderr).toContain('got:      a line indented differently from the lines around it');
    expect(r.stderr).toMatch(/\n1 problem in 1 file\. Nothing was written\.\n$/);
  });

  it('an internal error (the build cache below a regular file) exits 3, asks for a report and shows no stack', async () => {
    const fixture = await fixtureSite('minimal-site');
    await writeFile(fixture.cacheDir, 'not a folder');
    const args = ['build', '--content', fixture.contentDir, '--out', fixture.outDir, '--schemas', join(fixture.dir, 'schemas')];
    const r = await site(args);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^Internal error: ENOTDIR: not a directory, mkdir '.*\/\.cache\/images'\n/);
    expect(r.stderr).toContain('please report this as a bug');
    expect(r.stderr).not.toMatch(/^\s+at /m);
    const debug = await site([...args, '--debug']);
    expect(debug.code).toBe(3);
    expect(debug.stderr).toMatch(/^Error: ENOTDIR: not a directory/m);
    expect(debug.stderr).toMatch(/^\s+at /m);
  });

  it('refuses an output folder that holds the content, the folder it runs in, or files no build wrote, exits 1 and deletes nothing', async () => {
    const work = await fixtureSite('minimal-site');
    await writeFile(join(work.dir, 'notes.txt'), 'kept');
    const files = async () => (await readdir(work.dir, { recursive: true })).sort();
    const before = await files();
    const cases: [string[], string][] = [
      [['--out', '.'], `The output folder ${work.dir} holds the content folder (${work.contentDir}): a build replaces its output folder and everything in it. Name a folder of its own with --out, such as dist.\n`],
      [['--out', 'content'], `The output folder ${work.contentDir} is the content folder: a build replaces its output folder and everything in it. Name a folder of its own with --out, such as dist.\n`],
      [['--out', 'content/dist'], `The output folder ${join(work.contentDir, 'dist')} is inside the content folder (${work.contentDir}), where the next build would read it as content. Name a folder outside it with --out, such as dist.\n`],
      [['--out', 'notes.txt'], `The output folder ${join(work.dir, 'notes.txt')} is a file. Name a folder with --out, such as dist.\n`],
    ];
    for (const [args, message] of cases) {
      const r = await site(['build', '--content', 'content', '--schemas', join(work.dir, 'schemas'), ...args], work.dir);
      expect([r.code, r.stderr]).toEqual([1, message]);
    }
    const sub = join(work.contentDir, 'treatment');
    const here = await site(['build', '--content', '..', '--out', '.', '--schemas', join(work.dir, 'schemas')], sub);
    expect([here.code, here.stderr]).toEqual([1, `The output folder ${sub} is the folder the command runs in: a build replaces its output folder and everything in it. Name a folder of its own with --out, such as dist.\n`]);
    const below = await site(['build', '--content', 'content', '--out', 'notes.txt/dist'], work.dir);
    expect([below.code, below.stderr]).toEqual([1, `The output folder ${join(work.dir, 'notes.txt', 'dist')} lies below a file, where no folder can be. Name a folder with --out, such as dist.\n`]);
    expect(await files()).toEqual(before);
    expect(await readFile(join(work.dir, 'notes.txt'), 'utf8')).toBe('kept');
  });

  it('replaces only an output folder a build wrote, or an empty one; a missing content folder is said in words', async () => {
    const work = await fixtureSite('minimal-site');
    const args = (out: string) => ['build', '--content', work.contentDir, '--out', join(work.dir, out), '--schemas', join(work.dir, 'schemas')];
    await cp(work.contentDir, join(work.dir, 'photos'), { recursive: true });
    const other = await site(args('photos'));
    expect(other.code).toBe(1);
    expect(other.stderr).toBe(`The output folder ${join(work.dir, 'photos')} has files in it that no build wrote (a site a build wrote has _edge/viewer-request.js): a build replaces its output folder and everything in it. Empty it or move it away, or name another folder with --out.\n`);
    expect(await readdir(join(work.dir, 'photos'))).toEqual(await readdir(work.contentDir));
    expect((await site(args('dist'))).code).toBe(0);
    expect((await site(args('dist'))).code).toBe(0); // its own output, replaced
    await mkdir(join(work.dir, 'empty'));
    expect((await site(args('empty'))).code).toBe(0);
    expect(await readdir(join(work.dir, 'empty'))).toContain('index.html');
    const noContent = `There is no content folder at ${join(work.dir, 'nope')}. Run the command in the site's folder, or name the content folder with --content.\n`;
    const missing = await site(['build', '--content', join(work.dir, 'nope'), '--out', join(work.dir, 'out')]);
    expect([missing.code, missing.stderr]).toEqual([1, noContent]);
    const checked = await site(['check', '--content', join(work.dir, 'nope')]);
    expect([checked.code, checked.stderr]).toEqual([1, noContent]);
    const schemas = await site(['build', '--content', work.contentDir, '--out', join(work.dir, 'dist'), '--schemas', join(work.contentDir, 'schemas')]);
    expect([schemas.code, schemas.stderr]).toEqual([1, `The schemas folder ${join(work.contentDir, 'schemas')} is inside the content folder (${work.contentDir}), where the next build would read its files as content. Name a folder outside it with --schemas, such as schemas.\n`]);
    expect(await readdir(work.contentDir)).not.toContain('schemas');
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
