/**
 * The output stays what it was: every file a build of tests/fixtures/minimal-site
 * writes (pages, CSS, island scripts, every encoded picture, the edge files) has
 * the bytes recorded in its output-digest.json, whichever way it is built: on
 * one thread or in workers, cold or from every cache. A change to the output
 * that is meant is recorded again with `npx tsx scripts/output-digest.ts`.
 */
import { readFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { DIGEST_FILE, differences, digestOf } from '../../scripts/output-digest.ts';
import { fixtureSite } from '../helpers/fixtures.ts';

const recorded = async () => JSON.parse(await readFile(DIGEST_FILE, 'utf8')) as Record<string, string>;
const HOW = 'if the change is meant, record the output again: npx tsx scripts/output-digest.ts';

describe('the output of the minimal site', () => {
  it('is byte for byte the recorded output, built cold on one thread, then in workers from every cache, then with the page cache gone in two workers and in one', async () => {
    const site = await fixtureSite('minimal-site');
    const expected = await recorded();
    expect(Object.keys(expected).length, 'the record holds the pictures and pages').toBeGreaterThan(40);

    const opts = { contentDir: site.contentDir, outDir: site.outDir, cacheDir: site.cacheDir };
    expect((await build({ ...opts, workers: 0 })).ok).toBe(true);
    expect(differences(expected, await digestOf(site.outDir)), HOW).toEqual([]);

    expect((await build({ ...opts, workers: 2 })).ok).toBe(true);
    expect(differences(expected, await digestOf(site.outDir)), HOW).toEqual([]);

    await rm(`${site.cacheDir}/pages.json`);
    expect((await build({ ...opts, workers: 2 })).rendered).toBeGreaterThan(0);
    expect(differences(expected, await digestOf(site.outDir)), HOW).toEqual([]);

    // One worker beside the build's own thread, as on two cores.
    await rm(`${site.cacheDir}/pages.json`);
    expect((await build({ ...opts, workers: 1 })).rendered).toBeGreaterThan(0);
    expect(differences(expected, await digestOf(site.outDir)), HOW).toEqual([]);
  });
});
