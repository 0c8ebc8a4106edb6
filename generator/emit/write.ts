/**
 * Write site files: into the staging folder of a full build (build/staging.ts), in place for
 * site dev's rebuild, and the JSON Schema files beside the content.
 */
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Artifact } from '../pipeline.ts';
import { HASHED_ASSETS_PREFIX } from '../../contract/output.ts';

/**
 * Write files below a folder, each subfolder made once. With `previousDir`, a file whose name carries
 * a hash of what made it (below assets/) and that the previous build also wrote is hard-linked from
 * there instead: one call instead of opening, writing and closing the file.
 */
export async function writeArtifacts(artifacts: readonly Artifact[], dir: string, previousDir?: string): Promise<void> {
  const dirs = new Set(artifacts.map((a) => dirname(join(dir, a.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all(artifacts.map(async (a) => {
    const to = join(dir, a.path);
    if (previousDir && a.path.startsWith(HASHED_ASSETS_PREFIX) && (await link(join(previousDir, a.path), to).then(() => true, () => false))) return;
    await writeFile(to, a.body);
  }));
}

/** Replace one file in a folder that is being served: write beside it, then rename over it. */
export async function replaceFile(dir: string, path: string, body: string | Buffer): Promise<void> {
  const file = join(dir, path);
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
}

export async function removeFile(dir: string, path: string): Promise<void> {
  await unlink(join(dir, path)).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
}

/** Write files into a folder that people also edit around, touching only the ones whose bytes change. */
export async function writeIfChanged(artifacts: readonly Artifact[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(artifacts.map(async (a) => {
    const path = join(dir, a.path);
    const before = await readFile(path).catch(() => null);
    if (!before || !before.equals(Buffer.from(a.body))) await writeFile(path, a.body);
  }));
}
