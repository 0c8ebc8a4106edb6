/**
 * The layout of a built site folder, as the generator writes it and the
 * preview server, `site deploy` and the CDK stack read it.
 */

/** Every file under this folder is named by its content hash and cached for a year. */
export const HASHED_ASSETS_DIR = 'assets';
export const HASHED_ASSETS_PREFIX = `${HASHED_ASSETS_DIR}/`;

/** Files that configure the CDN; never served or uploaded as pages. */
export const EDGE_DIR = '_edge';
/** The CloudFront viewer-request function, deployed byte for byte and run by `site preview`. */
export const EDGE_FUNCTION_PATH = `${EDGE_DIR}/viewer-request.js`;
/**
 * The largest CloudFront Function CloudFront accepts: 10 KB of code (its quotas for CloudFront
 * Functions). The build keeps the viewer-request function within it, and the stack refuses one over it.
 */
export const EDGE_FUNCTION_MAX_BYTES = 10 * 1024;
/** The response headers every response carries, as data. */
export const EDGE_HEADERS_PATH = `${EDGE_DIR}/headers.json`;

/** The same headers for hosts that read a `_headers` file, and the redirects for hosts that read `_redirects`. */
export const NETLIFY_HEADERS_PATH = '_headers';
export const NETLIFY_REDIRECTS_PATH = '_redirects';

export interface HeadersManifest {
  /** Sent with every response. */
  security: Record<string, string>;
  cache: { hashedAssets: string; html: string; other: string };
  /** Routes answered with X-Robots-Tag: noindex. */
  noindex: string[];
  /** Headers that replace the defaults above on one route (the admissions inbox: no-store and its own CSP). */
  pages: Record<string, Record<string, string>>;
}

/**
 * The not-found pages (404.html, es/404.html): stored with this S3 metadata, which reaches the CDN
 * as the x-amz-meta-not-found header, so the viewer-response function answers them with status 404
 * however they were reached (the CDN's error page, or a language's unknown address rewritten to its own).
 */
export const NOT_FOUND_METADATA = { name: 'not-found', value: 'true', header: 'x-amz-meta-not-found' } as const;

export function isNotFoundPage(path: string): boolean {
  return /(?:^|\/)404\.html$/.test(path);
}
