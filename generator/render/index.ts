/**
 * renderPage(entry, env): one page to static HTML with react-dom/server. Pure:
 * a validated entry and the asset URLs in, an HTML string out.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageCtx, type PageContext } from '../../templates/context.ts';
import { Document } from '../../templates/layouts/Document.tsx';
import type { ImageSet } from '../emit/images.ts';
import type { PageKind } from '../schema/registry.ts';
import type { PageEntry } from '../validate/index.ts';
import type { Navigation } from '../schema/navigation.ts';
import type { Site } from '../schema/site.ts';
import { islandTags, type IslandGraph } from './islands.ts';
import { pageFile } from './links.ts';
import { checkStructuredData } from './jsonld-check.ts';
import { viewFor } from './pages.tsx';

/**
 * Everything a page needs besides its own entry: plain data, so that it can be
 * handed to a worker thread (structured clone) and hashed for the page cache.
 */
export interface RenderEnv {
  site: Site;
  navigation: Navigation;
  cssHref: string;
  /** The islands' entry and chunk URLs and gzipped sizes (from the bundle). */
  islands: IslandGraph;
  /** The responsive versions of each content image (images/...). */
  images: ReadonlyMap<string, ImageSet>;
}

export interface RenderedPage {
  kind: PageKind;
  /** Null for the not-found page. */
  route: string | null;
  /** Output path below the site folder: treatment/x.html, index.html, 404.html. */
  file: string;
  html: string;
  /** Listed in the sitemap: every routed page that is not noindex. */
  indexable: boolean;
  /** The islands the page hydrates; none means the page loads no JavaScript. */
  islands: string[];
  /** Gzipped JavaScript the page loads. */
  jsGzipBytes: number;
  /** The content file the page comes from. */
  source: string;
  /** Missing fields in its structured data; the build fails on any. */
  structuredDataProblems: string[];
}

export function renderPage(entry: PageEntry, env: RenderEnv): RenderedPage {
  const view = viewFor(entry, env.site);
  const islands = new Set<string>();
  const image = (p: string) => {
    const set = env.images.get(p);
    if (!set) throw new Error(`image ${p} was not loaded`);
    return set;
  };
  const ctx: PageContext = { site: env.site, navigation: env.navigation, route: entry.route, image, cssHref: env.cssHref, islands };
  const tree = createElement(PageCtx.Provider, { value: ctx }, createElement(Document, { head: view.head, chrome: view.chrome, children: view.body }));
  const markup = renderToStaticMarkup(tree);
  // The islands are known once the page has rendered. Their scripts go at the end of <body>:
  // type=module is deferred anyway, and there they do not compete with the stylesheet for the
  // first paint on a slow connection.
  const used = [...islands].sort();
  const scripts = islandTags(env.islands, used);
  return {
    kind: entry.kind,
    route: entry.route,
    file: pageFile(entry.route),
    html: '<!DOCTYPE html>' + markup.replace('</body>', `${scripts.html}</body>`),
    indexable: entry.route !== null && view.head.robots.startsWith('index'),
    islands: used,
    jsGzipBytes: scripts.gzipBytes,
    source: entry.file,
    structuredDataProblems: checkStructuredData(view.head.jsonLd as { '@graph': unknown[] } | undefined),
  };
}
