/**
 * The folders a build is given, checked before it reads or writes anything. A full build replaces
 * its output folder whole (build/staging.ts), so an output folder named by mistake (`--out .`, the
 * content folder, a home folder) would be deleted with everything in it. The build only ever replaces
 * a folder that is missing, empty, or one a build wrote, and never one that holds what it must keep.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { EDGE_FUNCTION_PATH } from '../../contract/output.ts';
import { FolderError, noContentFolder } from '../load/folder-error.ts';

/** A folder the output folder must neither be nor hold, with what to call it. */
export interface KeptFolder {
  name: string;
  path: string;
}

/** The path with its symbolic links resolved, as far as it exists. */
function real(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    return absolute;
  }
}

/** Whether `inner` is `outer` or inside it. */
export function within(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * Why the output folder may not be used, from the paths alone (pure): it is, or holds, a kept folder
 * (the content, the templates, the caches, the folder the command runs in, the home folder), or lies
 * inside the content folder. Undefined when it may.
 */
export function outputOverlap(outDir: string, kept: readonly KeptFolder[], contentDir: string): string | undefined {
  const held = kept.find((k) => within(k.path, outDir));
  if (held) {
    const what = held.path === outDir ? `is ${held.name}` : `holds ${held.name} (${held.path})`;
    return `The output folder ${outDir} ${what}: a build replaces its output folder and everything in it. Name a folder of its own with --out, such as dist.`;
  }
  if (within(outDir, contentDir)) {
    return `The output folder ${outDir} is inside the content folder (${contentDir}), where the next build would read it as content. Name a folder outside it with --out, such as dist.`;
  }
  return undefined;
}

/** Whether `dir` is a site a build wrote: each has its CloudFront Function (false for a path that is no folder). */
export function isBuiltSite(dir: string): boolean {
  try {
    return statSync(join(dir, EDGE_FUNCTION_PATH)).isFile();
  } catch {
    return false;
  }
}

/** Why the build may not replace what is at `outDir` now: a file, or a folder with files no build wrote. */
function notAnOutput(outDir: string): string | undefined {
  let stat;
  try {
    stat = statSync(outDir, { throwIfNoEntry: false });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return `The output folder ${outDir} lies below a file, where no folder can be. Name a folder with --out, such as dist.`;
    throw err;
  }
  if (!stat) return undefined;
  if (!stat.isDirectory()) return `The output folder ${outDir} is a file. Name a folder with --out, such as dist.`;
  // A build's own output (the usual case) needs no listing of its files.
  if (isBuiltSite(outDir) || readdirSync(outDir).length === 0) return undefined;
  return `The output folder ${outDir} has files in it that no build wrote (a site a build wrote has ${EDGE_FUNCTION_PATH}): a build replaces its output folder and everything in it. Empty it or move it away, or name another folder with --out.`;
}

export interface BuildFolders {
  contentDir: string;
  outDir: string;
  /** Where the editors' JSON Schema files go, if anywhere. */
  schemasDir?: string;
  /** What the output folder must neither be nor hold, besides the content folder. */
  kept: readonly KeptFolder[];
}

/** Throws a FolderError saying what is wrong with the folders, before the build touches any. */
export function checkFolders({ contentDir, outDir, schemasDir, kept }: BuildFolders): void {
  const content = real(contentDir);
  if (!statSync(content, { throwIfNoEntry: false })?.isDirectory()) throw noContentFolder(content);
  const schemas = schemasDir === undefined ? undefined : real(schemasDir);
  if (schemas !== undefined && within(schemas, content)) {
    const where = schemas === content ? 'is the content folder' : `is inside the content folder (${content})`;
    throw new FolderError(`The schemas folder ${schemas} ${where}, where the next build would read its files as content. Name a folder outside it with --schemas, such as schemas.`);
  }
  const out = real(outDir);
  const problem = outputOverlap(out, [{ name: 'the content folder', path: content }, ...kept.map((k) => ({ ...k, path: real(k.path) }))], content)
    ?? notAnOutput(out);
  if (problem) throw new FolderError(problem);
}
