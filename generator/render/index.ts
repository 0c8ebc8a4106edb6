/**
 * render(content): every page to static HTML with react-dom/server. Pure:
 * validated content and asset URLs in, HTML strings out.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageCtx, type PageContext } from '../../templates/context.ts';
import { Document } from '../../templates/layouts/Document.tsx';
import type { ImageSet } from '../emit/images.ts';
import type { PageKind } from '../schema/registry.ts';
import type { Content } from '../validate/index.ts';
import { fileForRoute } from './links.ts';
import { checkStructuredData } from './jsonld-check.ts';
import { viewFor } from './pages.tsx';

export interface RenderOptions {
  cssHref: string;
  /** The responsive versions of a content image (images/...). */
  image: (contentPath: string) => ImageSet;
  /** The <head> tags that load a page's islands, and their gzipped size. */
  islandScripts: (islands: readonly string[]) => { html: string; gzipBytes: number };
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

export function render(content: Content, options: RenderOptions): RenderedPage[] {
  return content.pages.map((entry) => {
    const view = viewFor(entry, content.site);
    const islands = new Set<string>();
    const ctx: PageContext = { site: content.site, navigation: content.navigation, route: entry.route, image: options.image, cssHref: options.cssHref, islands };
    const tree = createElement(PageCtx.Provider, { value: ctx }, createElement(Document, { head: view.head, chrome: view.chrome, children: view.body }));
    const markup = renderToStaticMarkup(tree);
    // The islands are known once the page has rendered. Their scripts go at the end of <body>:
    // type=module is deferred anyway, and there they do not compete with the stylesheet for the
    // first paint on a slow connection.
    const used = [...islands].sort();
    const scripts = options.islandScripts(used);
    return {
      kind: entry.kind,
      route: entry.route,
      file: entry.route === null ? '404.html' : fileForRoute(entry.route),
      html: '<!DOCTYPE html>' + markup.replace('</body>', `${scripts.html}</body>`),
      indexable: entry.route !== null && view.head.robots.startsWith('index'),
      islands: used,
      jsGzipBytes: scripts.gzipBytes,
      source: entry.file,
      structuredDataProblems: checkStructuredData(view.head.jsonLd as { '@graph': unknown[] } | undefined),
    };
  });
}
