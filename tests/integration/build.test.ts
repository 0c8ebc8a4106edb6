/** What `build` writes: every page file, sitemap, robots, redirects three ways, hashed assets; and nothing on failure. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JS_BUDGET_BYTES } from '../../generator/budget.ts';
import { build } from '../../generator/build.ts';
import { fileForRoute, localizeRoute } from '../../contract/routes.ts';
import { editFile, fixtureSite, fixtureTemplates } from '../helpers/fixtures.ts';
import { shipped } from '../helpers/site.ts';
import { snapshotOf } from '../helpers/snapshot.ts';
import { POLICY_ROUTES, SPEC_REDIRECTS, SPEC_ROUTES } from '../helpers/spec.ts';

const read = async (dir: string, path: string) => readFile(join(dir, path), 'utf8');

describe('site build', () => {
  it('writes a file for every route of SPEC 2.1, plus 404.html and the verification file', async () => {
    const { dir, result } = shipped();
    for (const route of SPEC_ROUTES) await expect(read(dir, fileForRoute(route))).resolves.toMatch(/^<!DOCTYPE html><html lang="en-US">/);
    expect(await read(dir, '404.html')).toContain('Oops! Page not found');
    expect(await read(dir, 'google7d4e1a9c3b2f6058.html')).toBe('google-site-verification: google7d4e1a9c3b2f6058.html\n');
    // Plus 404, the thank-you and not-sent pages and the admissions inbox; and every page but the inbox again in Spanish.
    const english = SPEC_ROUTES.length + POLICY_ROUTES.length + 4;
    expect(result.pages).toHaveLength(english + english - 1);
    for (const route of SPEC_ROUTES) await expect(read(dir, fileForRoute(localizeRoute(route, '/es')))).resolves.toMatch(/^<!DOCTYPE html><html lang="es-US">/);
    expect(result.redirects).toBe(Object.keys(SPEC_REDIRECTS).length);
  });

  it('lists indexable pages only in the sitemap, with absolute URLs, and names it in robots.txt', async () => {
    const { dir } = shipped();
    const sitemap = await read(dir, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(2 * (SPEC_ROUTES.length - 1 + POLICY_ROUTES.length)); // in English and in Spanish
    expect(locs).not.toContain('https://www.ardenahouse.example/landing/crisis-help');
    expect(locs).not.toContain('https://www.ardenahouse.example/es/landing/crisis-help');
    expect(locs).not.toContain('https://www.ardenahouse.example/admin');
    expect(locs.every((l) => l!.startsWith('https://www.ardenahouse.example/'))).toBe(true);
    expect(await read(dir, 'robots.txt')).toContain('Sitemap: https://www.ardenahouse.example/sitemap.xml');
  });

  it('emits every redirect as a _redirects line (with and without slash) and as an HTML page at the old path', async () => {
    const { dir } = shipped();
    const lines = (await read(dir, '_redirects')).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toHaveLength(Object.keys(SPEC_REDIRECTS).length * 2);
    for (const [from, to] of Object.entries(SPEC_REDIRECTS)) {
      expect(lines).toContain(`${from}  ${to}  301`);
      expect(lines).toContain(`${from}/  ${to}  301`);
      const html = await read(dir, fileForRoute(from));
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).toContain(`<link rel="canonical" href="https://www.ardenahouse.example${to === '/' ? '/' : to}">`);
    }
  });

  it('names every asset by its content hash and links the one stylesheet from every page', async () => {
    const { dir } = shipped();
    const assets = await readdir(join(dir, 'assets'), { recursive: true });
    const css = assets.filter((a) => a.endsWith('.css'));
    expect(css).toEqual([expect.stringMatching(/^site\.[0-9a-f]{10}\.css$/)]);
    const images = assets.filter((a) => /\.(avif|webp|jpg)$/.test(a));
    expect(images.length).toBe(13 * 3 * 3 - 4 * 3); // 9 photos at 3 widths, 4 portraits at 2, in 3 formats
    expect(images.every((a) => /\.[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/.test(a))).toBe(true);
    expect(await read(dir, 'index.html')).toContain(`<link rel="stylesheet" href="/assets/${css[0]}"/>`);
    expect((await read(dir, `assets/${css[0]}`)).length).toBeGreaterThan(10_000);
  });
});

describe('a build that fails writes nothing', () => {
  it('leaves the previous site untouched when content has a problem', async () => {
    const site = await fixtureSite('minimal-site');
    expect((await build(site)).ok).toBe(true);
    const before = await snapshotOf(site.outDir);
    await editFile(site.contentDir, 'site.yaml', 'copyrightYear: 2024', 'copyrightYear: twenty');
    await editFile(site.contentDir, 'home.yaml', 'title: Addiction Treatment in Springfield', 'title:');
    const failed = await build(site);
    expect(failed.ok).toBe(false);
    expect(failed.problems.map((p) => `${p.file}:${p.field}`).sort()).toEqual(['home.yaml:title', 'site.yaml:copyrightYear']);
    expect(await snapshotOf(site.outDir)).toEqual(before);
    expect((await readdir(site.dir)).filter((n) => n.startsWith('dist'))).toEqual(['dist']); // no staging folder left behind
  });

  it(`refuses a page that loads more than ${JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, and leaves the previous site`, async () => {
    const site = await fixtureSite('minimal-site');
    expect((await build(site)).ok).toBe(true);
    const before = await snapshotOf(site.outDir);
    // The 404 page's island bundles a YAML parser (tests/fixtures/js-budget).
    const over = await build({ ...site, templatesDir: await fixtureTemplates('js-budget') });
    expect(over.ok).toBe(false);
    expect(over.problems).toEqual([]);
    expect(over.overBudget!.map((p) => [p.file, p.islands])).toEqual([['404.html', ['DesktopNav', 'MobileNav', 'NotFoundLog']]]);
    expect(over.overBudget![0]!.jsGzipBytes).toBeGreaterThan(JS_BUDGET_BYTES);
    expect(await snapshotOf(site.outDir)).toEqual(before);
    expect((await readdir(site.dir)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });
});
