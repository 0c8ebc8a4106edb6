/** Every file of a folder and its bytes, to show that a build left a site exactly as it was. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function snapshotOf(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return new Map(await Promise.all(files.map(async (e) => {
    const path = join(e.parentPath, e.name);
    return [path.slice(dir.length + 1), await readFile(path, 'base64')] as [string, string];
  })));
}
