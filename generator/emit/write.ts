/**
 * Write the site atomically: everything goes into a fresh staging folder
 * beside the output folder, which replaces the old one only when complete. A
 * failed build leaves the previous site untouched. Pages unchanged since the
 * previous build are hard-linked from it rather than written again.
 */
import { link, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Artifact } from './artifact.ts';
import { HASHED_ASSETS_PREFIX } from '../../contract/output.ts';

export interface Staging {
  /** The folder to write into. */
  dir: string;
  /** Swap the staging folder in for the output folder. */
  commit: () => Promise<void>;
  /** Throw the staging folder away. */
  discard: () => Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const target = resolve(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const dir = `${target}.tmp-${stamp}`;
  try {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  } catch (err) {
    throw new Error(`cannot make a folder beside ${target} to write the site into`, { cause: err });
  }
  return {
    dir,
    discard: () => rm(dir, { recursive: true, force: true }),
    commit: async () => {
      const old = `${target}.old-${stamp}`;
      const hadOld = await rename(target, old).then(() => true, (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return false;
        throw e;
      });
      await rename(dir, target);
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
  };
}

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

/**
 * Hard-link files of the previous build into the staging folder. Returns the
 * files that could not be linked (gone, or another file system); the caller
 * renders those again.
 */
export async function linkUnchanged(files: readonly string[], fromDir: string, toDir: string): Promise<string[]> {
  const made = new Map<string, Promise<unknown>>();
  const missed: string[] = [];
  await Promise.all(files.map(async (file) => {
    const to = join(toDir, file);
    const parent = dirname(to);
    let ready = made.get(parent);
    if (!ready) made.set(parent, (ready = mkdir(parent, { recursive: true })));
    await ready;
    await link(join(fromDir, file), to).catch(() => missed.push(file));
  }));
  return missed;
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
