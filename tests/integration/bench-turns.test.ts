/**
 * bench/turns.ts, which docs/performance.md's comparisons "in turns" come from: two versions of the
 * generator each build their own copy of the same pages, and the tool says whether the two wrote the
 * same bytes. Here the revision is this checkout's own HEAD with three synthetic pages and one run:
 * a change the tool measured would otherwise go unchecked until someone ran it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { differences } from '../../bench/folder-diff.ts';
import { temporaryFolder } from '../helpers/temp.ts';
import { ROOT } from '../helpers/site.ts';

describe('two built folders compared file by file', () => {
  it('finds the same files the same, and names a changed byte, a missing file and an extra one', async () => {
    const work = await temporaryFolder('site-folder-diff-');
    const write = async (path: string, text: string) => {
      await mkdir(join(work, path, '..'), { recursive: true });
      await writeFile(join(work, path), text);
    };
    for (const side of ['a', 'b']) {
      await write(`${side}/index.html`, '<p>Call (818) 555-0142</p>');
      await write(`${side}/treatment/alcohol.html`, '<h1>Alcohol</h1>');
    }
    expect(await differences(join(work, 'a'), join(work, 'b'))).toEqual({ files: 2, differ: [] });
    await write('b/treatment/alcohol.html', '<h1>Alcohol!</h1>');
    await write('a/only-here.html', 'a');
    await write('b/es/only-there.html', 'b');
    expect(await differences(join(work, 'a'), join(work, 'b'))).toEqual({ files: 3, differ: ['es/only-there.html', 'only-here.html', 'treatment/alcohol.html'] });
  });
});

describe('bench/turns.ts', () => {
  it('builds the same pages with a revision and with this checkout, in turns, and finds the same bytes', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'turns.ts'), '--base', 'HEAD', '--pages', '3', '--runs', '1', '--json'], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' },
    });
    const report = JSON.parse(out.trim().split('\n').pop()!) as { pages: number; runs: number; versions: { version: string; medianWallMs: number; medianCpuMs: number; medianPeakBytes: number }[]; output: { files: number; differ: string[] } };
    expect(report.versions.map((v) => v.version)).toEqual([expect.stringMatching(/^base \([0-9a-f]+\)$/), 'this checkout']);
    for (const v of report.versions) {
      expect(v.medianWallMs).toBeGreaterThan(0);
      expect(v.medianCpuMs).toBeGreaterThan(0);
      expect(v.medianPeakBytes).toBeGreaterThan(20 * 2 ** 20);
    }
    // The shipped English site and three synthetic pages, with their assets: the same in both.
    expect(report.output.differ).toEqual([]);
    expect(report.output.files).toBeGreaterThan(100);
    expect(execFileSync('git', ['-C', ROOT, 'worktree', 'list'], { encoding: 'utf8' })).not.toContain('site-turns-checkout-');
  }, 120_000);
});
