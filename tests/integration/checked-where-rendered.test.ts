/**
 * A build with render workers has each worker parse and check the pages it renders; the build's own
 * thread keeps the checks across files. What an editor sees must not depend on where a page was
 * checked: the same problems, in the same order, at the same places, as `site check` and a build on
 * one thread report; and a valid site's pages and kept checks the same bytes.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, checkContent } from '../../generator/build.ts';
import { checkCacheFile } from '../../generator/cache/checks.ts';
import { editFile, type Work } from '../helpers/fixtures.ts';
import { twoLanguageSite } from '../helpers/languages.ts';
import { snapshotOf } from '../helpers/snapshot.ts';

/** The same site built into another folder with a cache of its own. */
const elsewhere = (site: Work, name: string) => ({ ...site, outDir: join(site.dir, `${name}-dist`), cacheDir: join(site.dir, `${name}-cache`) });

describe('pages checked by the render workers', () => {
  it('report the same problems, in the same order and at the same places, as site check and a build on one thread', async () => {
    const site = await twoLanguageSite('minimal-site', 'guide-and-faq');
    const edit = (path: string, from: string, to: string) => editFile(site.contentDir, path, from, to);
    // A page that does not parse, which other pages link to.
    await edit('treatment/alcohol-addiction.yaml', '\nhero:', '\n hero:');
    // A broken link and an unknown {token} in one page.
    await edit('treatment/heroin-addiction.yaml', '{ name: Home, href: / }', '{ name: Home, href: /nowhere }');
    await edit('treatment/heroin-addiction.yaml', 'title: Heroin Addiction Treatment\n', 'title: Heroin Addiction Treatment in {nowhere}\n');
    // A required field missing in an English page, and in a translation (pointed at in its English page).
    await edit('services/medical-detox.yaml', 'title: Medical Detox\n', '');
    await edit('es/treatment/heroin-addiction.yaml', 'keywords: [Heroin treatment, Heroin detox, Heroin rehab]\n', '');
    // A link in a Markdown body to no page.
    await edit('resources/family-guide.md', '(/services/medical-detox)', '(/services/missing)');

    const checked = await checkContent(site.contentDir);
    const codes = new Set(checked.problems.map((p) => p.code));
    for (const code of ['yaml-syntax', 'broken-link', 'unknown-placeholder', 'missing-field']) expect(codes).toContain(code);
    const files = new Set(checked.problems.map((p) => p.file));
    for (const file of ['treatment/alcohol-addiction.yaml', 'treatment/heroin-addiction.yaml', 'services/medical-detox.yaml', 'es/treatment/heroin-addiction.yaml', 'resources/family-guide.md']) {
      expect(files).toContain(file);
    }

    const here = await build({ ...site, workers: 0 });
    const there = await build({ ...elsewhere(site, 'threads'), workers: 2, checkInWorkers: true });
    expect(here.ok).toBe(false);
    expect(here.problems).toEqual(checked.problems);
    expect(there.ok).toBe(false);
    expect(there.problems).toEqual(checked.problems);
  });

  it('leave a valid site and its kept checks byte for byte as a build on one thread does, and the next build renders from those checks', async () => {
    const site = await twoLanguageSite('minimal-site', 'guide-and-faq');
    const one = elsewhere(site, 'one');
    const two = elsewhere(site, 'two');
    const onOne = await build({ ...one, workers: 0 });
    const onTwo = await build({ ...two, workers: 2, checkInWorkers: true });
    expect(onOne.ok && onTwo.ok).toBe(true);
    expect(onTwo.rendered).toBe(onOne.pages.length);
    expect(await snapshotOf(two.outDir)).toEqual(await snapshotOf(one.outDir));
    const lines = async (w: Work) => (await readFile(checkCacheFile(w.cacheDir), 'utf8')).split('\n').filter(Boolean).sort();
    const kept = await lines(two);
    expect(kept.length).toBeGreaterThan(onOne.pages.length);
    expect(kept).toEqual(await lines(one));

    // The output gone, the kept checks stay: every page is rendered again from its file, the same bytes.
    const before = await snapshotOf(two.outDir);
    await rm(two.outDir, { recursive: true });
    const again = await build({ ...two, workers: 2, checkInWorkers: true });
    expect(again.ok).toBe(true);
    expect(again.rendered).toBe(onOne.pages.length);
    expect(await snapshotOf(two.outDir)).toEqual(before);
  });
});
