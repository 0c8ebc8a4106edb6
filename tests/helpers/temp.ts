/**
 * Temporary folders for tests, made under the system's temporary folder and
 * removed when the test file that made them ends (tests/setup/temp-folders.ts
 * registers the removal for every file). Test files share worker processes,
 * so a helper module must not tie its folders to the first file that loads it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

export async function temporaryFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder made since the last call (the ending file's own). */
export async function removeTemporaryFolders(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
