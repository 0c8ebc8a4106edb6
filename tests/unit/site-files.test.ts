/** Every file of the site besides the pages (generator/emit/site-files.ts), from a small site's content. */
import { describe, expect, it } from 'vitest';
import { siteFiles, type WrittenAssets } from '../../generator/emit/site-files.ts';
import type { Content, PageRecord } from '../../generator/pipeline.ts';
import { EDGE_FUNCTION_PATH, EDGE_HEADERS_PATH, type HeadersManifest } from '../../contract/output.ts';
import { compileFunction, type EdgeRequest, type EdgeResponse } from '../../preview/edge.ts';

const SITE = 'https://www.ardenahouse.example';

const content = {
  site: { url: SITE },
  languages: [{ prefix: '' }, { prefix: '/es' }],
  redirects: { redirects: [{ from: ['/detox', '/old-detox'], to: '/services/medical-detox' }] },
  verification: { path: '/google1234abcd.html', body: 'google-site-verification: google1234abcd.html' },
} as unknown as Omit<Content, 'pages'>;

const page = (route: string | null, file: string, indexable: boolean): PageRecord => ({
  kind: 'service', route, file, indexable, alternates: [], islands: [], jsGzipBytes: 0, source: 'x.yaml', structuredDataProblems: [], bytes: 100,
});
const pages = [page('/', 'index.html', true), page('/services/medical-detox', 'services/medical-detox.html', true), page('/thank-you', 'thank-you.html', false), page(null, '404.html', false)];

const assets: WrittenAssets = {
  css: 'body{margin:0}',
  cssPath: 'assets/site.0123456789.css',
  islands: { graph: new Map(), gzipBytes: new Map(), files: [{ path: 'assets/islands/Gallery.abc.js', body: 'x' }] },
  images: { sets: new Map(), files: [{ path: 'assets/images/pool.3f2a9c01de.svg', body: '<svg/>' }], encoded: 0 },
};

describe('siteFiles', () => {
  const site = siteFiles(content, pages, assets);
  const file = (path: string) => String(site.files.find((f) => f.path === path)?.body);

  it('writes the assets, the search engine files, the redirects and the edge files', () => {
    expect(site.files.map((f) => f.path)).toEqual([
      'assets/site.0123456789.css', 'assets/islands/Gallery.abc.js', 'assets/images/pool.3f2a9c01de.svg',
      'sitemap.xml', 'robots.txt', 'google1234abcd.html',
      '_redirects', 'detox.html', 'old-detox.html',
      EDGE_FUNCTION_PATH, EDGE_HEADERS_PATH, '_headers',
    ]);
  });

  it('lists the indexable pages in the sitemap and keeps robots away from the others', () => {
    expect([...file('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${SITE}/`, `${SITE}/services/medical-detox`]);
    expect(file('robots.txt')).toContain('Disallow: /thank-you\n');
    expect(site.sitemapUrls).toBe(2);
  });

  it('serves the verification file as written, at the root', () => {
    expect(file('google1234abcd.html')).toBe('google-site-verification: google1234abcd.html');
  });

  it('counts the redirect pairs, and puts them and every page route into the CloudFront Function', () => {
    expect(site.redirects).toBe(2);
    const fn = compileFunction(file(EDGE_FUNCTION_PATH));
    const run = (uri: string) => fn({ request: { method: 'GET', uri, querystring: {}, headers: {} } });
    expect((run('/detox') as EdgeResponse).headers.location?.value).toBe('/services/medical-detox');
    expect((run('/services/medical-detox') as EdgeRequest).uri).toBe('/services/medical-detox.html');
    expect((run('/es/no-such-page') as EdgeRequest).uri).toBe('/es/404.html');
    expect(site.edgeKnows).toBe('table');
  });

  it('marks the routes that are not indexable noindex in the headers', () => {
    expect((JSON.parse(file(EDGE_HEADERS_PATH)) as HeadersManifest).noindex).toEqual(['/thank-you']);
    expect(file('_headers')).toContain('/thank-you\n  X-Robots-Tag: noindex');
  });
});
