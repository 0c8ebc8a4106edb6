/**
 * The header and footer are the same on every page of a language, so a build renders them once per
 * language and splices them into each page (generator/render/index.ts), with the language switcher's
 * links filled in per page. Rendered inside every page instead, the shipped site (both languages,
 * every kind of page) must come out byte for byte the same.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { differences, digestOf } from '../../scripts/output-digest.ts';
import { temporaryFolder } from '../helpers/temp.ts';
import { CONTENT, copyEncodedImages, shipped } from '../helpers/site.ts';

describe('the shared parts, rendered once and spliced in', () => {
  it('give the same bytes as the header and footer rendered inside every page', async () => {
    const work = await temporaryFolder('site-inline-parts-');
    const cacheDir = join(work, 'cache');
    await copyEncodedImages(cacheDir);
    const inline = await build({ contentDir: CONTENT, outDir: join(work, 'dist'), cacheDir, partsInline: true });
    expect(inline.ok).toBe(true);
    const spliced = await digestOf(shipped().dir);
    expect(Object.keys(spliced).filter((f) => f.endsWith('.html')).length).toBeGreaterThan(60);
    expect(differences(spliced, await digestOf(join(work, 'dist')))).toEqual([]);
  });
});
