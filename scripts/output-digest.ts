/**
 * The output of a fixture site, file by file, as SHA-256 digests: what
 * tests/integration/output-digest.test.ts holds every build to, so that work on
 * the build's speed (caches, workers, the compiled command, image encoding)
 * cannot change a byte of what it writes unnoticed.
 *
 *   npx tsx scripts/output-digest.ts     records the digests again, after a change to the output that is meant
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULTS } from '../contract/defaults.ts';

export const FIXTURE = fileURLToPath(new URL('../tests/fixtures/minimal-site/', import.meta.url));
export const DIGEST_FILE = join(FIXTURE, 'output-digest.json');

/** Every file below `dir`, by its path relative to it, with the SHA-256 of its bytes; in path order. */
export async function digestOf(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();
  const digests = await Promise.all(files.map(async (path) => createHash('sha256').update(await readFile(join(dir, path))).digest('hex')));
  return Object.fromEntries(files.map((path, i) => [path, digests[i]!]));
}

/** What changed between two digests, a line per file. */
export function differences(recorded: Record<string, string>, now: Record<string, string>): string[] {
  const paths = [...new Set([...Object.keys(recorded), ...Object.keys(now)])].sort();
  return paths.flatMap((path) => {
    if (!(path in now)) return [`no longer written: ${path}`];
    if (!(path in recorded)) return [`newly written: ${path}`];
    return recorded[path] === now[path] ? [] : [`different bytes: ${path}`];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { build } = await import('../generator/build.ts');
  const work = await mkdtemp(join(tmpdir(), 'output-digest-'));
  try {
    await cp(join(FIXTURE, 'content'), join(work, 'content'), { recursive: true });
    const result = await build({ contentDir: join(work, 'content'), outDir: join(work, 'dist'), cacheDir: join(work, DEFAULTS.cacheDir), workers: 0 });
    if (!result.ok) throw new Error(`the fixture does not build: ${result.problems.map((p) => p.code).join(', ')}`);
    const digest = await digestOf(join(work, 'dist'));
    await writeFile(DIGEST_FILE, JSON.stringify(digest, null, 2) + '\n');
    console.log(`Recorded ${Object.keys(digest).length} files in ${DIGEST_FILE}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
