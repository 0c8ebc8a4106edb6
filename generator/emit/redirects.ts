/**
 * The redirect table, emitted for every kind of host: a `_redirects` file
 * (Netlify, Cloudflare Pages) and a small HTML page at each old path for
 * hosts with neither. The CloudFront Function is in cloudfront-function.ts.
 */
import type { Redirects } from '../../contract/content/redirects.ts';
import { canonicalUrl } from '../render/head.ts';
import { NETLIFY_REDIRECTS_PATH } from '../../contract/output.ts';
import { fileForRoute } from '../../contract/routes.ts';
import type { Artifact } from '../pipeline.ts';

export interface RedirectPair { from: string; to: string }

export function redirectPairs(table: Redirects): RedirectPair[] {
  return table.redirects.flatMap((r) => r.from.map((from) => ({ from, to: r.to })));
}

/** Each old path with and without its trailing slash. */
export function netlifyRedirects(pairs: readonly RedirectPair[]): string {
  const lines = pairs.flatMap(({ from, to }) => [`${from}  ${to}  301`, `${from}/  ${to}  301`]);
  return `# Generated from content/redirects.yaml by site build.\n${lines.join('\n')}\n`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function redirectPage(to: string, siteUrl: string): string {
  const abs = canonicalUrl(siteUrl, to);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>This page has moved</title>`
    + `<meta name="robots" content="noindex"><link rel="canonical" href="${attr(abs)}">`
    + `<meta http-equiv="refresh" content="0; url=${attr(to)}"></head>`
    + `<body><p>This page has moved to <a href="${attr(to)}">${attr(abs)}</a>.</p></body></html>\n`;
}

export function redirectArtifacts(pairs: readonly RedirectPair[], siteUrl: string): Artifact[] {
  return [
    { path: NETLIFY_REDIRECTS_PATH, body: netlifyRedirects(pairs) },
    ...pairs.map(({ from, to }) => ({ path: fileForRoute(from), body: redirectPage(to, siteUrl) })),
  ];
}
