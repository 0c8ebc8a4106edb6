/** sitemap.xml (indexable pages only, absolute URLs) and robots.txt. Pure. */
import { canonicalUrl } from '../render/head.ts';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = [...routes].sort().map((r) => `  <url><loc>${xmlEscape(canonicalUrl(siteUrl, r))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallow.map((d) => `Disallow: ${d}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''];
  return lines.join('\n');
}
