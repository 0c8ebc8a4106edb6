/**
 * A site with a second language through `site build` and `site check`: the Spanish pages are
 * checked with the English ones, a problem in them stops the build, and until the templates
 * speak Spanish the build writes the English pages only.
 */
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, checkContent } from '../../generator/build.ts';
import { listContent } from '../../generator/load/index.ts';
import { collectionFor } from '../../generator/schema/registry.ts';
import { editFile, fixtureSite, type Work } from '../helpers/fixtures.ts';
import { LANGUAGES_YAML, SPANISH_SITE_TEXT } from '../helpers/languages.ts';

/** The minimal site with English and Spanish listed and a copy of each page and the navigation in content/es/. */
async function twoLanguageSite(): Promise<Work> {
  const site = await fixtureSite('minimal-site');
  for (const path of await listContent(site.contentDir)) {
    if (!collectionFor(path)?.isPage && path !== 'navigation.yaml' && path !== 'messages.yaml') continue;
    await mkdir(dirname(join(site.contentDir, 'es', path)), { recursive: true });
    await cp(join(site.contentDir, path), join(site.contentDir, 'es', path));
  }
  await writeFile(join(site.contentDir, 'es', 'site.yaml'), SPANISH_SITE_TEXT);
  await editFile(site.contentDir, 'site.yaml', 'name: Harbor Test Recovery\n', `name: Harbor Test Recovery\n${LANGUAGES_YAML}\n`);
  return site;
}

describe('a second language', () => {
  it('is checked page for page by site check, and the build writes the default language only', async () => {
    const site = await twoLanguageSite();
    const checked = await checkContent(site.contentDir);
    expect(checked.problems).toEqual([]);
    expect(checked.pages).toBe(18);
    const built = await build(site);
    expect(built.ok).toBe(true);
    expect(built.pages).toHaveLength(9);
    expect(await readdir(site.outDir)).not.toContain('es');
  });

  it('a problem in a Spanish page stops the build, at the Spanish file', async () => {
    const site = await twoLanguageSite();
    await editFile(site.contentDir, 'es/home.yaml', 'title: Addiction Treatment in Springfield', 'title:');
    const failed = await build(site);
    expect(failed.ok).toBe(false);
    expect(failed.problems.map((p) => `${p.code} ${p.file}:${p.field}`)).toEqual(['invalid-type es/home.yaml:title']);
    expect(await readdir(site.dir)).not.toContain('dist');
  });
});
