/**
 * Write the site atomically: everything goes into a fresh folder beside the
 * output folder, which replaces the old one only when complete. A failed
 * build leaves the previous site untouched.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Artifact } from './artifact.ts';

export async function writeSite(artifacts: readonly Artifact[], outDir: string): Promise<void> {
  const target = resolve(outDir);
  const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
  const old = `${target}.old-${process.pid}-${Date.now()}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const dirs = new Set(artifacts.map((a) => dirname(join(staging, a.path))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all(artifacts.map((a) => writeFile(join(staging, a.path), a.body)));
    const hadOld = await rename(target, old).then(() => true, (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return false;
      throw e;
    });
    await rename(staging, target);
    if (hadOld) await rm(old, { recursive: true, force: true });
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
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
