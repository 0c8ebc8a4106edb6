/** The figures of a written site, for the build summary: pages, redirects, sitemap URLs, bytes, images, files. Pure. */
import type { BuiltPage, SiteFigures } from './result.ts';
import type { Artifact, PageRecord } from '../pipeline.ts';
import type { SiteFiles, WrittenAssets } from '../emit/site-files.ts';

/** What the summary tells of a page. */
export const builtPage = (p: PageRecord): BuiltPage => ({ route: p.route, file: p.file, kind: p.kind, bytes: p.bytes, islands: p.islands, jsGzipBytes: p.jsGzipBytes });

const byteLength = (a: Artifact) => (typeof a.body === 'string' ? Buffer.byteLength(a.body) : a.body.length);
const totalBytes = (files: readonly Artifact[]) => files.reduce((n, a) => n + byteLength(a), 0);

export function siteFigures(pages: readonly PageRecord[], assets: WrittenAssets, site: SiteFiles, placeholders: number): SiteFigures {
  return {
    pages: pages.map(builtPage),
    redirects: site.redirects,
    sitemapUrls: site.sitemapUrls,
    edgeKnows: site.edgeKnows,
    bytes: { html: pages.reduce((n, p) => n + p.bytes, 0), css: Buffer.byteLength(assets.css), js: totalBytes(assets.islands.files), assets: totalBytes(assets.images.files) },
    images: { sources: assets.images.sets.size, encoded: assets.images.encoded, placeholders, ...(assets.images.committed ? { committed: assets.images.committed } : {}) },
    files: site.files.length + pages.length,
  };
}
