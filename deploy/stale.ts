/** Whether the built site is older than its sources (content, templates, generator). */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EDGE_HEADERS_PATH } from '../contract/output.ts';

async function newestMtime(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let newest = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(join(entry.parentPath, entry.name));
    newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}

/** True when siteDir has no build, or any file under sources changed after it was built. */
export async function isStale(siteDir: string, sources: readonly string[]): Promise<boolean> {
  const built = await stat(join(siteDir, EDGE_HEADERS_PATH)).catch(() => null);
  if (!built) return true;
  for (const dir of sources) {
    if ((await newestMtime(dir)) > built.mtimeMs) return true;
  }
  return false;
}
