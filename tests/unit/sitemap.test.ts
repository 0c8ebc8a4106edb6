/** sitemap.xml and robots.txt as a search engine reads them (generator/emit/sitemap.ts). */
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../generator/emit/sitemap.ts';

const SITE = 'https://www.ardenahouse.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemapXml', () => {
  it('lists each page once, as an absolute URL, sorted by route; the home page with its slash', () => {
    const xml = sitemapXml(SITE, [
      { route: '/treatment/alcohol-addiction', alternates: [] },
      { route: '/', alternates: [] },
      { route: '/faq', alternates: [] },
    ]);
    expect(locs(xml)).toEqual([`${SITE}/`, `${SITE}/faq`, `${SITE}/treatment/alcohol-addiction`]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
  });

  it('names every language of a page as an hreflang link, and declares the xhtml namespace only then', () => {
    const alternates = [
      { hreflang: 'en-US', href: `${SITE}/faq` },
      { hreflang: 'es-US', href: `${SITE}/es/faq` },
      { hreflang: 'x-default', href: `${SITE}/faq` },
    ];
    const xml = sitemapXml(SITE, [{ route: '/faq', alternates }]);
    expect(xml).toContain(' xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect([...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual(alternates.map((a) => [a.hreflang, a.href]));
    expect(sitemapXml(SITE, [{ route: '/faq', alternates: [] }])).not.toContain('xmlns:xhtml');
  });

  it('escapes what XML would misread in an address', () => {
    expect(locs(sitemapXml(SITE, [{ route: '/a&b', alternates: [] }]))).toEqual([`${SITE}/a&amp;b`]);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the routes it is given, and names the sitemap', () => {
    expect(robotsTxt(SITE, ['/admin', '/thank-you'])).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /thank-you\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});
