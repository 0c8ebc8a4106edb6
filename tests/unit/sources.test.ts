/**
 * A build reads its pages from disk a chunk at a time (load/sources.ts): one page first, so that
 * the render workers start on it at once, then 25 a chunk. Every page comes once, in the listed order.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskSource } from '../../generator/load/sources.ts';
import { temporaryFolder } from '../helpers/temp.ts';

describe('diskSource', () => {
  it('yields the first page alone, then the pages 25 at a time, each once and in order', async () => {
    const dir = await temporaryFolder('site-sources-');
    await mkdir(join(dir, 'treatment'));
    const pages = Array.from({ length: 30 }, (_, i) => `treatment/page-${String(i).padStart(2, '0')}.yaml`);
    await Promise.all(pages.map((p, i) => writeFile(join(dir, p), `title: Page ${i}\n`)));
    await writeFile(join(dir, 'site.yaml'), 'name: A center\n');

    const source = diskSource(dir, ['site.yaml', ...pages]);
    expect(source.pageCount).toBe(30);
    const chunks: string[][] = [];
    for await (const chunk of source.pages()) chunks.push(chunk.map((f) => f.path));
    expect(chunks.map((c) => c.length)).toEqual([1, 25, 4]);
    expect(chunks.flat()).toEqual(pages);
    expect((await source.shared).map((f) => f.path)).toEqual(['site.yaml']);
  });
});
