/** Whether two built sites are the same, file by file and byte for byte (bench/turns.ts). */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file below `dir`, by its path from there, in order. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/** How many files `a` has, and those only one of the two folders has or whose bytes differ. */
export async function differences(a: string, b: string): Promise<{ files: number; differ: string[] }> {
  const [left, right] = await Promise.all([filesBelow(a), filesBelow(b)]);
  const inRight = new Set(right);
  const inLeft = new Set(left);
  const differ = [...left.filter((f) => !inRight.has(f)), ...right.filter((f) => !inLeft.has(f))];
  for (const f of left.filter((x) => inRight.has(x))) {
    const [x, y] = await Promise.all([readFile(join(a, f)), readFile(join(b, f))]);
    if (!x.equals(y)) differ.push(f);
  }
  return { files: left.length, differ: differ.sort() };
}
