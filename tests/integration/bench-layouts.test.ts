/**
 * bench/compare times Hugo, Eleventy and Astro building our treatment pages byte for byte, from
 * layouts that copy our templates' markup; a template change that is not copied into them stops the
 * comparison at its first page. The tests do not install the three tools, but the Eleventy layout is
 * one JavaScript function: called here on the shipped English treatment pages, it must write the
 * pages our generator writes. When it does not, the three layouts need the template's change
 * (bench/compare/README.md, "The same bytes").
 */
import { cp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import jsyaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { copyEnglishContent } from '../../bench/english-content.ts';
import { layoutData, ourAssets } from '../../bench/compare/layout-data.ts';
import { temporaryFolder } from '../helpers/temp.ts';
import { copyEncodedImages, ROOT } from '../helpers/site.ts';

type Render = (page: unknown, data: unknown) => string;

describe("the comparison's Eleventy layout", () => {
  it('writes every English treatment page byte for byte as our generator does', async () => {
    const work = await temporaryFolder('site-bench-layouts-');
    const content = join(work, 'content');
    await copyEnglishContent(join(ROOT, 'content'), content);
    const cacheDir = join(work, 'cache');
    await copyEncodedImages(cacheDir);
    const built = await build({ contentDir: content, outDir: join(work, 'dist'), cacheDir });
    expect(built.ok).toBe(true);

    // As bench/compare/tools.ts sets the layout up: the shared helpers beside its _includes.
    const layout = join(work, 'eleventy');
    await cp(join(ROOT, 'bench', 'compare', 'sites', 'eleventy', 'src'), join(layout, 'src'), { recursive: true });
    await cp(join(ROOT, 'bench', 'compare', 'sites', 'shared'), join(layout, 'shared'), { recursive: true });
    const render = ((await import(pathToFileURL(join(layout, 'src', '_includes', 'treatment.js')).href)) as { default: Render }).default;

    const slugs = (await readdir(join(content, 'treatment'))).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort();
    expect(slugs).toHaveLength(13);
    const ours = (slug: string) => readFile(join(work, 'dist', 'treatment', `${slug}.html`), 'utf8');
    // Eleventy's data, as layout-data.ts makes it for the comparison (JSON, as the layout reads it).
    const layoutDataJson = JSON.parse(JSON.stringify(await layoutData(content, ourAssets(await ours(slugs[0]!))))) as unknown;
    const different: string[] = [];
    for (const slug of slugs) {
      const page = jsyaml.load(await readFile(join(content, 'treatment', `${slug}.yaml`), 'utf8'));
      const theirs = render(page, { layoutData: layoutDataJson, page: { fileSlug: slug } });
      const mine = await ours(slug);
      if (theirs === mine) continue;
      let at = 0;
      while (theirs[at] === mine[at]) at += 1;
      different.push(`${slug} at byte ${at}: layout "${theirs.slice(Math.max(0, at - 40), at + 60)}", ours "${mine.slice(Math.max(0, at - 40), at + 60)}"`);
    }
    expect(different).toEqual([]);
  });
});
