/**
 * Forms are taken only from the site's own pages. A page on another site can make a visitor's browser
 * post one of our forms (the no-JavaScript forms post plain HTML, which any site can copy), so the
 * browser's own account of where a request comes from decides: Sec-Fetch-Site (sent by every current
 * browser) or, in older browsers, Origin compared with the host the visitor addressed. A client that
 * sends neither is not a browser acting for another site (curl, a CRM's test), so it passes: this
 * stops cross-site posts, not scripts, which the rate limits deal with.
 */
import type { IncomingMessage } from 'node:http';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import { isPageRoute } from '../../contract/routes.ts';

/** The source of a lead whose page is not known (no Referer, or not one of the site's pages). */
export const NO_PAGE_SOURCE = 'direct';

export function fromAnotherSite(req: IncomingMessage): boolean {
  const site = header(req, 'sec-fetch-site')?.toLowerCase();
  // "none": the person started the request themselves (a typed address, a bookmark).
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = header(req, 'origin');
  return origin !== undefined && hostOf(origin) !== siteHost(req);
}

/**
 * Whether the browser will show the answer as a page (a form it submitted, not a script's fetch):
 * Sec-Fetch-Mode says so in every current browser. Without it, a form's own encoding does.
 */
export function shownAsPage(req: IncomingMessage, sentAsForm: boolean): boolean {
  const mode = header(req, 'sec-fetch-mode')?.toLowerCase();
  return mode === undefined ? sentAsForm : mode === 'navigate';
}

/** The page of this site the form was on (path only), or NO_PAGE_SOURCE. */
export function sourcePage(req: IncomingMessage): string {
  const referer = header(req, 'referer');
  if (referer === undefined) return NO_PAGE_SOURCE;
  try {
    const url = new URL(referer);
    return url.host === siteHost(req) && isPageRoute(url.pathname) ? url.pathname : NO_PAGE_SOURCE;
  } catch {
    return NO_PAGE_SOURCE;
  }
}

/** The host the visitor addressed: behind CloudFront the API's own Host is its execute-api name. */
function siteHost(req: IncomingMessage): string | undefined {
  return (header(req, HEADER_NAMES.viewerHost) || header(req, 'host'))?.toLowerCase();
}

/** undefined for "null" (a sandboxed or privacy-redirected page) and anything unparsable. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined;
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}
