/**
 * How each file of the built site is served: its content type, its kind and
 * so its Cache-Control, and which files are for hosts and tools only (never
 * served or uploaded). `site preview` and `site deploy` both read this, so
 * the local CDN and the real one agree.
 */
import { EDGE_DIR, HASHED_ASSETS_PREFIX, NETLIFY_HEADERS_PATH, NETLIFY_REDIRECTS_PATH, type HeadersManifest } from './output.ts';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** asset: content-hashed, cached for a year; page: HTML, revalidated; other: sitemap, robots, ... */
export type FileKind = 'asset' | 'page' | 'other';

/** Paths are relative to the site folder, with forward slashes and no leading slash. */
export function kindOf(path: string): FileKind {
  if (path.startsWith(HASHED_ASSETS_PREFIX)) return 'asset';
  if (path.endsWith('.html')) return 'page';
  return 'other';
}

/** ".html" of "treatment/x.html"; "" for a name without one or a dot-file. */
function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** Whether the site serves files of this kind at all: a build writes no other (a .csv or .db found in a site folder is no page's). */
export function isServedKind(path: string): boolean {
  return extensionOf(path).toLowerCase() in CONTENT_TYPES;
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extensionOf(path).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlOf(kind: FileKind, cache: HeadersManifest['cache']): string {
  return kind === 'asset' ? cache.hashedAssets : kind === 'page' ? cache.html : cache.other;
}

/**
 * The CDN's own files (_edge/), other hosts' files (_headers, _redirects) and
 * dot-files. Any letter case, as a case-insensitive disk would serve them.
 */
export function isHostOnly(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.startsWith(`${EDGE_DIR}/`) || lower === NETLIFY_HEADERS_PATH || lower === NETLIFY_REDIRECTS_PATH || /(?:^|\/)\./.test(path);
}
