/**
 * Tests build into temporary folders only. This setup lists the folders of the
 * checkout that a build or a command would write by default (the cache, the
 * output, the lead store, the editors' schemas) before the run, and fails the
 * run if any file in them was added, removed or changed by the end.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../helpers/paths.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

const GUARDED = [DEFAULTS.cacheDir, DEFAULTS.encodedImagesDir, 'dist', '.data', 'schemas'];
/** A build of a fixture in place would put these beside its content: fixtures are copied first (tests/helpers/fixtures.ts). */
const FIXTURE_OUTPUTS = [DEFAULTS.cacheDir, DEFAULTS.encodedImagesDir, 'dist', 'schemas'];

/** The guarded folders: the checkout's own, and those a build would make in each fixture site. */
async function guarded(root: string): Promise<string[]> {
  const fixtures = await readdir(join(root, 'tests', 'fixtures')).catch(() => []);
  return [...GUARDED, ...fixtures.flatMap((name) => FIXTURE_OUTPUTS.map((folder) => join('tests', 'fixtures', name, folder)))];
}

/** Every file below the guarded folders, with its size and modification time. */
async function listing(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of await guarded(root)) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const path = join(e.parentPath, e.name);
      const s = await stat(path);
      files.set(path.slice(root.length), e.isDirectory() ? 'folder' : `${s.size} bytes, ${s.mtimeMs}`);
    }
  }
  return files;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [path, was] of before) {
    const now = after.get(path);
    if (now === undefined) out.push(`removed ${path}`);
    else if (now !== was) out.push(`changed ${path}`);
  }
  for (const path of after.keys()) if (!before.has(path)) out.push(`added ${path}`);
  return out;
}

export default async function setup(): Promise<() => Promise<void>> {
  const before = await listing(ROOT);
  return async () => {
    const changed = differences(before, await listing(ROOT));
    if (changed.length) {
      // vitest prints an error thrown here but keeps the run's exit code: set it.
      process.exitCode = 1;
      throw new Error(`The tests wrote into the checkout (${GUARDED.join(', ')}, or beside a fixture's content); they must use temporary folders:\n  ${changed.slice(0, 20).join('\n  ')}`);
    }
  };
}
