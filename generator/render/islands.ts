/** The tags that load a page's islands, from the bundle's import graph. Pure. */

import type { IslandGraph } from '../pipeline.ts';

/** The script and preload tags for a page's islands, and their gzipped bytes in all. */
export function islandTags(bundle: IslandGraph, islands: readonly string[]): { html: string; gzipBytes: number; urls: string[] } {
  const entries = new Set<string>();
  const chunks = new Set<string>();
  for (const name of islands) {
    const node = bundle.graph.get(name);
    if (!node) throw new Error(`island ${name} is used by a template but not listed in templates/islands/registry.ts`);
    entries.add(node.entry);
    node.chunks.forEach((c) => chunks.add(c));
  }
  const urls = [...chunks, ...entries];
  const html = [...chunks].map((c) => `<link rel="modulepreload" href="${c}">`).join('')
    + [...entries].map((e) => `<script type="module" src="${e}"></script>`).join('');
  return { html, gzipBytes: urls.reduce((n, u) => n + (bundle.gzipBytes.get(u) ?? 0), 0), urls };
}
