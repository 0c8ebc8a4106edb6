/**
 * Every file of the site besides the pages: the CSS, the island scripts, the
 * images, the sitemap and robots.txt, the redirects, the search engine's
 * verification file and the edge files (CloudFront Function, headers). Pure,
 * but for the encoding of the images, which the assets stage planned.
 */
import type { Artifact, Content, PageRecord } from '../pipeline.ts';
import type { SharedAssets } from '../assets/prepare.ts';
import { cloudFrontFunction, knowsPages, type EdgeFunction } from './cloudfront-function.ts';
import { headersManifest, netlifyHeaders } from './headers.ts';
import { EDGE_FUNCTION_PATH, EDGE_HEADERS_PATH, NETLIFY_HEADERS_PATH } from '../../contract/output.ts';
import { pageFile } from '../../contract/routes.ts';
import type { ImagePlan } from '../assets/images.ts';
import { redirectArtifacts, redirectPairs } from './redirects.ts';
import { remembered, type RememberedFiles } from './remembered.ts';
import { robotsTxt, sitemapXml, STAGING_ROBOTS_TXT } from './sitemap.ts';

/** The assets as they are written: the images encoded. */
export type WrittenAssets = Pick<SharedAssets, 'css' | 'cssPath' | 'islands'> & { images: ImagePlan };

/** Encode the images (or take them from the cache folder), once the pages no longer need memory. */
export async function writtenAssets(assets: SharedAssets): Promise<WrittenAssets> {
  return { ...assets, images: { sets: assets.images.sets, ...(await assets.images.encode()) } };
}

export interface SiteFiles {
  files: Artifact[];
  /** Redirect pairs in the table. */
  redirects: number;
  /** URLs in the sitemap. */
  sitemapUrls: number;
  /** How the CloudFront Function knows the pages (cloudfront-function.ts). */
  edgeKnows: EdgeFunction['knows'];
}

/**
 * A page's hreflang links as one string, made once for each list: site dev keeps the records of the
 * pages a save did not change, so a save of a site with translations makes this for the changed page
 * alone, where the links one by one were seven strings a page to gather and compare.
 */
const alternatesKeys = new WeakMap<PageRecord['alternates'], string>();
function alternatesKey(alternates: PageRecord['alternates']): string {
  if (!alternates.length) return '';
  let key = alternatesKeys.get(alternates);
  if (key === undefined) alternatesKeys.set(alternates, (key = JSON.stringify(alternates)));
  return key;
}

/** `memo`: the sitemap and edge function of the last build of a long-running process (remembered.ts). */
export function siteFiles(content: Omit<Content, 'pages'>, pages: readonly PageRecord[], assets: WrittenAssets, staging = false, memo?: RememberedFiles): SiteFiles {
  const { site } = content;
  // One pass over the pages, with no list made per page: a long-running process does this on every save.
  const routes: string[] = [];
  const indexable: { route: string; alternates: PageRecord['alternates'] }[] = [];
  const noindex: string[] = [];
  const sitemapFrom = [site.url];
  for (const p of pages) {
    if (p.route) routes.push(p.route);
    if (p.indexable) {
      indexable.push({ route: p.route!, alternates: p.alternates });
      sitemapFrom.push(p.route!, alternatesKey(p.alternates));
    } else if (p.route) noindex.push(p.route);
  }
  const pairs = redirectPairs(content.redirects);
  const headers = headersManifest(site, noindex);
  const prefixes = content.languages.slice(1).map((l) => l.prefix);
  // The HTML files that are no page's: the verification file and each language's not-found page.
  const kept = [content.verification.path, ...['', ...prefixes].map((prefix) => `/${pageFile(null, prefix)}`)];
  const edgeFrom = [String(pairs.length), ...pairs.flatMap((p) => [p.from, p.to]), String(prefixes.length), ...prefixes, String(kept.length), ...kept, ...routes];
  const edge = remembered(memo, EDGE_FUNCTION_PATH, edgeFrom, () => cloudFrontFunction({ pairs, routes, languages: prefixes, kept }).source);
  const files: Artifact[] = [
    { path: assets.cssPath, body: assets.css },
    ...assets.islands.files,
    ...assets.images.files,
    { path: 'sitemap.xml', body: remembered(memo, 'sitemap.xml', sitemapFrom, () => sitemapXml(site.url, indexable)) },
    { path: 'robots.txt', body: staging ? STAGING_ROBOTS_TXT : robotsTxt(site.url, noindex) },
    { path: content.verification.path.slice(1), body: content.verification.body },
    ...redirectArtifacts(pairs, site.url),
    { path: EDGE_FUNCTION_PATH, body: edge },
    { path: EDGE_HEADERS_PATH, body: JSON.stringify(headers, null, 2) + '\n' },
    { path: NETLIFY_HEADERS_PATH, body: netlifyHeaders(headers) },
  ];
  return { files, redirects: pairs.length, sitemapUrls: indexable.length, edgeKnows: knowsPages(edge) };
}
