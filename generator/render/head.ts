/** Head helpers (SPEC 9): the page title suffix and the 160-character description. Pure. */
import type { Site } from '../../contract/content/site.ts';

export const DESCRIPTION_LIMIT = 160;

/** "Alcohol Addiction Treatment | Ardena House Recovery, Los Angeles" */
export function pageTitle(title: string, site: Pick<Site, 'name' | 'city'>): string {
  return `${title} | ${site.name}, ${site.city}`;
}

/**
 * The description plus the fixed insurance-accepted suffix, at most 160
 * characters in all. A long description is cut at a word boundary and ends
 * with an ellipsis; the suffix is never cut.
 */
export function metaDescription(description: string, suffix: string): string {
  const full = `${description.trim()} ${suffix}`;
  if (full.length <= DESCRIPTION_LIMIT) return full;
  const room = DESCRIPTION_LIMIT - suffix.length - 2; // a space and the ellipsis
  const cut = description.slice(0, room + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–-]+$/, '');
  return `${atWord}… ${suffix}`;
}

export function canonicalUrl(siteUrl: string, route: string): string {
  return route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
}
