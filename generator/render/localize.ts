/**
 * A page of another language links to its own language's pages: every site path in its content
 * (href fields and Markdown links), written as the default language's, gets the language's prefix.
 */
import { localizeHref } from '../../contract/routes.ts';
import type { PageEntry } from '../pipeline.ts';

/** A copy of the entry whose links lead to the pages with this prefix. */
export function localizeEntry(entry: PageEntry, prefix: string): PageEntry {
  return {
    ...entry,
    data: localizeLinks(entry.data, prefix) as Record<string, unknown>,
    body: entry.body === undefined ? undefined : localizeMarkdownLinks(entry.body, prefix),
  };
}

/** Every `href` string in the data, with its site path localized. */
export function localizeLinks(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeLinks(v, prefix));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === 'href' && typeof v === 'string' ? localizeHref(v, prefix) : localizeLinks(v, prefix);
  return out;
}

/** Markdown inline links to site paths, [text](/path) and [text](/path "title"), localized. */
function localizeMarkdownLinks(body: string, prefix: string): string {
  return body.replace(/\]\((\/[^)\s]*)/g, (_, href: string) => `](${localizeHref(href, prefix)}`);
}
