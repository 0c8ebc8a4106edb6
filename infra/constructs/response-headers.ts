/**
 * Turns the build's headers manifest ({header: value}) into a CloudFront response headers policy:
 * the headers CloudFront models as security headers go to securityHeadersBehavior, the rest
 * (Permissions-Policy, X-Robots-Tag, Cache-Control) to customHeadersBehavior. Every value overrides
 * the origin's. Also the headers of the routes the build gives headers of their own (the inbox).
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { INBOX_PATH } from '../../contract/inbox.ts';
import { inboxCsp } from '../../contract/inbox-sign-in.ts';
import type { HeadersManifest } from '../../contract/output.ts';

export interface HeaderBehaviors {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeaders: ResponseCustomHeader[];
}

const REFERRER_POLICIES = new Set<string>(Object.values(HeadersReferrerPolicy));

export function headerBehaviors(headers: Record<string, string>): HeaderBehaviors {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = { ...parseHsts(value), override: true };
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw new Error(`X-Content-Type-Options must be nosniff, got "${value}"`);
        security.contentTypeOptions = { override: true };
        break;
      case 'referrer-policy':
        if (!REFERRER_POLICIES.has(value)) throw new Error(`Referrer-Policy "${value}" is not one CloudFront supports`);
        security.referrerPolicy = { referrerPolicy: value as HeadersReferrerPolicy, override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: frameOption(value), override: true };
        break;
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}

/**
 * The full headers of each route with headers of its own (HeadersManifest.pages), keyed by
 * CloudFront path pattern: the site's, X-Robots-Tag if the route is noindex, then its own. The
 * build writes the inbox's CSP for the site's own origin (`site preview`); in AWS the inbox also
 * fetches its tokens from the hosted sign-in, so its CSP names that origin. The inbox's headers
 * also cover INBOX_PATH* (its address with the slash, which the viewer-request function redirects
 * to the route, and anything below it).
 */
export function ownRouteHeaders(manifest: HeadersManifest, inboxSignInOrigin: string): Record<string, Record<string, string>> {
  const routes: Record<string, Record<string, string>> = {};
  for (const [route, own] of Object.entries(manifest.pages ?? {})) {
    const inbox = route === INBOX_PATH || `${route}/` === INBOX_PATH;
    routes[route] = {
      ...manifest.security,
      ...(manifest.noindex.includes(route) && { 'X-Robots-Tag': 'noindex' }),
      ...own,
      ...(inbox && { 'Content-Security-Policy': inboxCsp(inboxSignInOrigin) }),
    };
    if (inbox) routes[`${INBOX_PATH}*`] = routes[route];
  }
  return routes;
}

/** "max-age=63072000; includeSubDomains; preload" -> CloudFront's HSTS settings. */
export function parseHsts(value: string): { accessControlMaxAge: Duration; includeSubdomains: boolean; preload: boolean } {
  const parts = value.split(';').map((p) => p.trim().toLowerCase()).filter(Boolean);
  const maxAge = parts.find((p) => p.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : NaN;
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`Strict-Transport-Security needs max-age=<seconds>, got "${value}"`);
  return { accessControlMaxAge: Duration.seconds(seconds), includeSubdomains: parts.includes('includesubdomains'), preload: parts.includes('preload') };
}

function frameOption(value: string): HeadersFrameOption {
  const upper = value.toUpperCase();
  if (upper === 'DENY') return HeadersFrameOption.DENY;
  if (upper === 'SAMEORIGIN') return HeadersFrameOption.SAMEORIGIN;
  throw new Error(`X-Frame-Options must be DENY or SAMEORIGIN, got "${value}"`);
}
