/**
 * The `site` command runs JavaScript compiled from the TypeScript sources (bin/compiled.mjs):
 * what it builds must be what the generator builds when run from its sources, render workers
 * included, and an edited source must give a fresh compiled copy.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { addSyntheticPages, copyEnglishContent } from '../../bench/english-content.ts';
// @ts-expect-error: plain JavaScript, without types
import { fingerprint, SOURCE_PATHS } from '../../bin/compiled.mjs';
import { build } from '../../generator/build.ts';
import { WORKER_THRESHOLD } from '../../generator/render/pool.ts';
import { CONTENT, ROOT, copyEncodedImages } from '../helpers/site.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

const exec = promisify(execFile);
const work = await mkdtemp(join(tmpdir(), 'site-compiled-'));
afterAll(() => rm(work, { recursive: true, force: true }));

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(dir.length + 1), await readFile(path));
    }
  }
  return files;
}

describe('the compiled site command', () => {
  it('builds a site large enough for render workers byte for byte as the generator does from its sources', async () => {
    const content = join(work, 'content');
    await copyEnglishContent(CONTENT, content);
    await addSyntheticPages(content, WORKER_THRESHOLD);
    await copyEncodedImages(join(work, DEFAULTS.cacheDir));

    const { stderr } = await exec(process.execPath, [join(ROOT, 'bin', 'site.js'), 'build', '--content', content, '--out', join(work, 'cli'), '--schemas', join(work, 'schemas')], { cwd: work, env: { ...process.env, NO_COLOR: '1' } });
    expect(stderr).toMatch(/Built 43\d pages/);
    expect(existsSync(join(ROOT, '.build', `cli-${fingerprint()}`, 'site.mjs'))).toBe(true);
    expect(existsSync(join(ROOT, '.build', `cli-${fingerprint()}`, 'page-worker.mjs'))).toBe(true);
    // It keys its caches by the fingerprint of the sources it was compiled from, taken before it started.
    expect(await readdir(join(work, DEFAULTS.cacheDir, 'code-assets'))).toEqual([`cli-${fingerprint()}.json`]);

    const fromSource = await build({ contentDir: content, outDir: join(work, 'source'), schemasDir: join(work, 'schemas'), cacheDir: join(work, 'cache-2'), workers: 0 });
    expect(fromSource.ok).toBe(true);
    const [cli, source] = await Promise.all([filesOf(join(work, 'cli')), filesOf(join(work, 'source'))]);
    expect([...cli.keys()].sort()).toEqual([...source.keys()].sort());
    const differing = [...source].filter(([path, bytes]) => !bytes.equals(cli.get(path)!)).map(([path]) => path);
    expect(differing).toEqual([]);
    expect(cli.size).toBeGreaterThan(WORKER_THRESHOLD);
  }, 120_000);

  it('takes an edited source as a new compiled copy', async () => {
    // A copy of the sources, so that the checkout is not touched.
    const root = join(work, 'checkout') + '/';
    for (const path of SOURCE_PATHS as string[]) await cp(join(ROOT, path), join(root, path), { recursive: true, preserveTimestamps: true });
    const was = fingerprint(root);
    expect(fingerprint(root)).toBe(was);
    const file = join(root, 'templates', 'partials', 'Footer.tsx');
    await writeFile(file, (await readFile(file, 'utf8')) + '\n');
    expect(fingerprint(root)).not.toBe(was);
  });
});
