/** Whether the built site is older than what it is built from: the content and the code (contract/inputs.ts). */
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { codeInputs, REPO_ROOT } from '../contract/inputs.ts';
import { EDGE_HEADERS_PATH } from '../contract/output.ts';

/** The newest modification time of a file, or of any file below a folder; 0 when there is none. */
async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info?.isDirectory()) return info?.mtimeMs ?? 0;
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => []);
  let newest = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = await stat(join(entry.parentPath, entry.name));
    newest = Math.max(newest, file.mtimeMs);
  }
  return newest;
}

/** True when siteDir has no build, or any build input of contentDir changed after it was built. */
export async function isStale(siteDir: string, contentDir: string, root = REPO_ROOT): Promise<boolean> {
  const built = await stat(join(siteDir, EDGE_HEADERS_PATH)).catch(() => null);
  if (!built) return true;
  for (const input of [resolve(contentDir), ...codeInputs(root)]) {
    if ((await newestMtime(input)) > built.mtimeMs) return true;
  }
  return false;
}
