/** The island bundle: every registered island builds, pages load only what they use, and the budget holds. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JS_BUDGET_BYTES } from '../../generator/budget.ts';
import { bundleIslands } from '../../generator/assets/islands.ts';
import type { IslandBundle } from '../../generator/pipeline.ts';
import { islandTags } from '../../generator/render/islands.ts';
import { ISLANDS, type IslandName } from '../../templates/islands/registry.ts';
import { ROOT, shipped } from '../helpers/site.ts';

let bundle: IslandBundle;
beforeAll(async () => { bundle = await bundleIslands(join(ROOT, 'templates')); });

describe('island bundle', () => {
  it('has one hashed entry per registered island, each exported under its own name', async () => {
    expect([...bundle.graph.keys()].sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const [name, file] of Object.entries(ISLANDS)) {
      expect(await readFile(join(ROOT, 'templates', 'islands', file), 'utf8')).toContain(`export const ${name} = island('${name}'`);
      expect(bundle.graph.get(name)!.entry).toMatch(new RegExp(`^/assets/islands/${name}\\.[A-Z0-9]{8}\\.js$`));
    }
  });

  it('ships preact, not react-dom, to the browser', () => {
    const js = bundle.files.map((f) => f.body.toString()).join('\n');
    expect(js).not.toContain('react-dom');
    expect(js).not.toMatch(/__SECRET_INTERNALS|react\.production/);
  });

  it('a page without islands gets no script tag and no bytes', () => {
    expect(islandTags(bundle, [])).toEqual({ html: '', gzipBytes: 0, urls: [] });
  });

  it('shared chunks are preloaded and counted once for a page', () => {
    const tags = islandTags(bundle, ['Accordion', 'Gallery']);
    const chunks = new Set([...bundle.graph.get('Accordion')!.chunks, ...bundle.graph.get('Gallery')!.chunks]);
    expect(tags.html.match(/rel="modulepreload"/g)).toHaveLength(chunks.size);
    expect(tags.html.match(/<script type="module"/g)).toHaveLength(2);
  });

  it('every built page stays within the 30 KB gzipped budget, and pages load only their islands', () => {
    const { result } = shipped();
    for (const p of result.pages) expect(p.jsGzipBytes, p.route ?? '404').toBeLessThanOrEqual(JS_BUDGET_BYTES);
    const home = result.pages.find((p) => p.route === '/')!;
    expect(home.islands).toEqual(['Accordion', 'ConsultationForm', 'DesktopNav', 'Gallery', 'InsuranceForm', 'MobileNav', 'Toaster']);
    const crisis = result.pages.find((p) => p.route === '/crisis/overdose-emergency')!;
    expect(crisis.islands).toEqual(['DesktopNav', 'MobileNav']);
    expect(crisis.jsGzipBytes).toBeLessThan(home.jsGzipBytes);
  });

  it('a home page built with an ad pixel id (its footer adds the consent island) stays within the budget', () => {
    const home = shipped().result.pages.find((p) => p.route === '/')!;
    expect(islandTags(bundle, [...home.islands, 'AdConsent'] as IslandName[]).gzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  it('the counting beacon adds less than 1 KB of gzipped JavaScript to a page', async () => {
    const { build } = await import('esbuild');
    const out = await build({ entryPoints: [join(ROOT, 'templates', 'islands', 'runtime', 'count.ts')], bundle: true, minify: true, format: 'esm', target: 'es2020', write: false, logLevel: 'silent' });
    const { gzipSync } = await import('node:zlib');
    const bytes = gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
    // The beacon with what it reads (the arrival record and its contract), most of which every page already loads.
    expect(bytes).toBeLessThan(1024);
    expect(out.outputFiles[0]!.text).toContain('sendBeacon');
  });
});
