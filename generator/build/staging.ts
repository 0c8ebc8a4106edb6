/**
 * The output folder of a full build, written atomically: every stage writes into a fresh staging
 * folder beside it (the render workers their pages, emit the other files), which replaces the old
 * folder only when complete. A failed build leaves the previous site untouched.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';

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
