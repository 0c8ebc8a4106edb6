/**
 * A site with a second language through `site build`, `site check` and `site preview`: the Spanish
 * pages are checked with the English ones and built under /es/, each naming its twin.
 */
import { readdir, readFile } from 'node:fs/promises';
import { load as loadHtml } from 'cheerio';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, checkContent } from '../../generator/build.ts';
import { createPreviewHandler, listen, serve } from '../../preview/server.ts';
import { compileFunction } from '../../preview/edge.ts';
import { scanSite } from '../../deploy/files.ts';
import { EDGE_FUNCTION_PATH } from '../../contract/output.ts';
import { editFile } from '../helpers/fixtures.ts';
import { twoLanguageSite } from '../helpers/languages.ts';

describe('a second language', () => {
  it('is checked page for page and built under /es/: lang, canonical, reciprocal hreflang, sitemap alternates, localized links', async () => {
    const site = await twoLanguageSite('minimal-site');
    await editFile(site.contentDir, 'es/messages.yaml', 'skipToContent: Skip to main content', 'skipToContent: Saltar al contenido principal');
    const checked = await checkContent(site.contentDir);
    expect(checked.problems).toEqual([]);
    expect(checked.pages).toBe(21); // 11 English pages (with the admissions inbox, English only) and 10 Spanish
    const built = await build(site);
    expect(built.ok).toBe(true);
    expect(built.pages).toHaveLength(21);
    const spanish = built.pages.filter((p) => p.file.startsWith('es'));
    expect(spanish.map((p) => p.file).sort()).toEqual(['es.html', 'es/404.html', 'es/not-sent.html', 'es/policies/accessibility.html', 'es/policies/nondiscrimination.html',
      'es/policies/privacy.html', 'es/services/medical-detox.html', 'es/thank-you.html', 'es/treatment/alcohol-addiction.html', 'es/treatment/heroin-addiction.html']);

    const html = (file: string) => readFile(join(site.outDir, file), 'utf8');
    const detox = loadHtml(await html('es/services/medical-detox.html'));
    expect(detox('html').attr('lang')).toBe('es-US');
    expect(detox('a[href="#main"]').text()).toBe('Saltar al contenido principal');
    expect(detox('link[rel=canonical]').attr('href')).toBe('https://www.harbor.example/es/services/medical-detox');
    expect(detox('meta[property="og:locale"]').attr('content')).toBe('es_US');
    // Every link to a page of the site stays in Spanish, but the language switcher's.
    const internal = detox('a[href^="/"]').not('[hreflang]').map((_, a) => detox(a).attr('href')).get();
    expect(internal.length).toBeGreaterThan(10);
    expect(internal.filter((href) => href !== '/es' && !href.startsWith('/es/') && !href.startsWith('/es#'))).toEqual([]);
    expect(detox('a[hreflang="en-US"]').map((_, a) => detox(a).attr('href')).get()).toEqual(['/services/medical-detox', '/services/medical-detox']);

    // hreflang: every routed page names itself and its twin, and the twin names it back.
    const routed = built.pages.filter((p) => p.route !== null && p.kind !== 'inbox');
    for (const page of routed) {
      const $ = loadHtml(await html(page.file));
      const alternates = Object.fromEntries($('link[rel=alternate]').map((_, l) => [[$(l).attr('hreflang'), $(l).attr('href')]]).get());
      const twin = page.file.startsWith('es') ? page.route!.replace(/^\/es/, '') || '/' : page.route === '/' ? '/es' : `/es${page.route}`;
      const [en, es] = page.file.startsWith('es') ? [twin, page.route!] : [page.route!, twin];
      const url = (route: string) => `https://www.harbor.example${route === '/' ? '/' : route}`;
      expect(alternates, page.file).toEqual({ 'en-US': url(en), 'es-US': url(es), 'x-default': url(en) });
    }
    const notFound = loadHtml(await html('es/404.html'));
    expect(notFound('html').attr('lang')).toBe('es-US');
    expect(notFound('link[rel=alternate]')).toHaveLength(0);

    const sitemap = await html('sitemap.xml');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain('<url><loc>https://www.harbor.example/es/services/medical-detox</loc><xhtml:link rel="alternate" hreflang="en-US" href="https://www.harbor.example/services/medical-detox"/>');
  });

  it('a problem in a Spanish page stops the build, at the Spanish file', async () => {
    const site = await twoLanguageSite('minimal-site');
    await editFile(site.contentDir, 'es/home.yaml', 'title: Addiction Treatment in Springfield', 'title:');
    const failed = await build(site);
    expect(failed.ok).toBe(false);
    expect(failed.problems.map((p) => `${p.code} ${p.file}:${p.field}`)).toEqual(['invalid-type es/home.yaml:title']);
    expect(await readdir(site.dir)).not.toContain('dist');
  });

  it('the CDN answers an unknown address below /es/ with the Spanish not-found page, stored to be marked 404', async () => {
    const site = await twoLanguageSite('minimal-site');
    expect((await build(site)).ok).toBe(true);
    const edge = compileFunction(await readFile(join(site.outDir, EDGE_FUNCTION_PATH), 'utf8'));
    const request = (uri: string) => edge({ request: { method: 'GET', uri, querystring: {}, headers: {} } });
    expect(request('/es/no-existe')).toMatchObject({ uri: '/es/404.html' });
    expect(request('/es/treatment/alcohol-addiction')).toMatchObject({ uri: '/es/treatment/alcohol-addiction.html' });
    expect(request('/es')).toMatchObject({ uri: '/es.html' });
    expect(request('/no-such-page')).toMatchObject({ uri: '/no-such-page' }); // the CDN's error response: /404.html
    const marked = (await scanSite(site.outDir)).files.filter((f) => f.metadata).map((f) => [f.key, f.metadata]);
    expect(marked).toEqual([['404.html', { 'not-found': 'true' }], ['es/404.html', { 'not-found': 'true' }]]);
  });

  it('site preview answers an unknown address below /es/ with the Spanish not-found page', async () => {
    const site = await twoLanguageSite('minimal-site');
    await editFile(site.contentDir, 'es/not-found.yaml', 'Oops', 'Vaya');
    expect((await build(site)).ok).toBe(true);
    const handle = await createPreviewHandler({ dir: site.outDir });
    const get = async (path: string) => {
      const server = serve(handle);
      const { url } = await listen(server, 0, '127.0.0.1');
      try {
        const res = await fetch(url + path);
        return { status: res.status, body: await res.text() };
      } finally {
        server.close();
      }
    };
    const spanish = await get('/es/no-existe');
    expect(spanish.status).toBe(404);
    expect(spanish.body).toContain('<html lang="es-US">');
    const english = await get('/no-such-page');
    expect(english.status).toBe(404);
    expect(english.body).toContain('<html lang="en-US">');
    expect((await get('/es')).status).toBe(200);
    // No redirect by Accept-Language: a Spanish-speaking browser asking for / gets / in English.
    const server = serve(handle);
    const { url } = await listen(server, 0, '127.0.0.1');
    try {
      const res = await fetch(`${url}/`, { headers: { 'accept-language': 'es-US,es;q=0.9' }, redirect: 'manual' });
      expect([res.status, (await res.text()).includes('<html lang="en-US">')]).toEqual([200, true]);
    } finally {
      server.close();
    }
  });
});
