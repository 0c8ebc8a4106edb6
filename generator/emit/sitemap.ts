/** sitemap.xml (indexable pages only, absolute URLs) and robots.txt. Pure. */
import { canonicalUrl } from '../render/head.ts';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SitemapPage {
  route: string;
  /** The page in every language (hreflang), as xhtml:link elements; none on a one-language site. */
  alternates: readonly { hreflang: string; href: string }[];
}

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = [...pages].sort((a, b) => (a.route < b.route ? -1 : 1)).map((p) => {
    const links = p.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`).join('');
    return `  <url><loc>${xmlEscape(canonicalUrl(siteUrl, p.route))}</loc>${links}</url>`;
  });
  const xhtml = pages.some((p) => p.alternates.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** A staging site's robots.txt: no search engine may crawl any of it. */
export const STAGING_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallow.map((d) => `Disallow: ${d}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''];
  return lines.join('\n');
}
