/**
 * renderPage(entry, env): one page to static HTML with react-dom/server. Pure:
 * a validated entry and the asset URLs in, an HTML string out.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageCtx, type PageContext } from '../../templates/context.ts';
import { Document } from '../../templates/layouts/Document.tsx';
import { Footer } from '../../templates/partials/Footer.tsx';
import { Header } from '../../templates/partials/Header.tsx';
import type { ImageSet } from '../../contract/images.ts';
import type { PageKind } from '../../contract/routes.ts';
import type { PageEntry } from '../validate/index.ts';
import type { Messages } from '../../contract/content/messages.ts';
import type { Navigation } from '../../contract/content/navigation.ts';
import type { Site } from '../../contract/content/site.ts';
import { islandTags, type IslandGraph } from './islands.ts';
import { pageFile } from '../../contract/routes.ts';
import { checkStructuredData, type MissingValue } from './jsonld-check.ts';
import { viewFor } from './pages.tsx';

/**
 * Everything a page needs besides its own entry: plain data, so that it can be
 * handed to a worker thread (structured clone) and hashed for the page cache.
 */
export interface RenderEnv {
  site: Site;
  navigation: Navigation;
  messages: Messages;
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
  structuredDataProblems: MissingValue[];
}

export function renderPage(entry: PageEntry, env: RenderEnv): RenderedPage {
  const view = viewFor(entry, env.site);
  const islands = new Set<string>();
  const ctx: PageContext = { site: env.site, navigation: env.navigation, messages: env.messages, route: entry.route, image: imageLookup(env), cssHref: env.cssHref, islands };
  const chrome = sharedChrome(env);
  const tree = createElement(PageCtx.Provider, { value: ctx }, createElement(Document, {
    head: view.head,
    chrome: view.chrome,
    header: createElement('template', { 'data-shared': 'header' }),
    footer: createElement('template', { 'data-shared': 'footer' }),
    children: view.body,
  }));
  let markup = renderToStaticMarkup(tree);
  if (view.chrome === 'full') {
    markup = markup.replace(SLOT.header, () => chrome.header.html).replace(SLOT.footer, () => chrome.footer.html);
    for (const part of [chrome.header, chrome.footer]) part.islands.forEach((i) => islands.add(i));
  }
  // The islands are known once the page has rendered. Their scripts go at the end of <body>:
  // type=module is deferred anyway, and there they do not compete with the stylesheet for the
  // first paint on a slow connection.
  const used = [...islands].sort();
  const scripts = islandTags(env.islands, used);
  return {
    kind: entry.kind,
    route: entry.route,
    file: pageFile(entry.route),
    html: '<!DOCTYPE html>' + markup.replace('</body>', () => `${scripts.html}</body>`),
    indexable: entry.route !== null && view.head.robots.startsWith('index'),
    islands: used,
    jsGzipBytes: scripts.gzipBytes,
    source: entry.file,
    structuredDataProblems: checkStructuredData(view.head.jsonLd as { '@graph': unknown[] } | undefined),
  };
}

function imageLookup(env: RenderEnv) {
  return (p: string) => {
    const set = env.images.get(p);
    if (!set) throw new Error(`image ${p} was not loaded`);
    return set;
  };
}

const SLOT = { header: '<template data-shared="header"></template>', footer: '<template data-shared="footer"></template>' };

interface Part { html: string; islands: string[] }

/**
 * The header and footer are the same on every page, so they are rendered
 * once per render environment (about a third of a page's markup) and pasted
 * in. They are rendered without a route: reading it from them throws.
 */
const chromeCache = new WeakMap<RenderEnv, { header: Part; footer: Part }>();

function sharedChrome(env: RenderEnv): { header: Part; footer: Part } {
  let made = chromeCache.get(env);
  if (!made) {
    const part = (component: () => ReactElement): Part => {
      const islands = new Set<string>();
      const ctx = { site: env.site, navigation: env.navigation, messages: env.messages, image: imageLookup(env), cssHref: env.cssHref, islands } as Omit<PageContext, 'route'>;
      Object.defineProperty(ctx, 'route', { get: () => { throw new Error('the header and footer are shared by every page, so they cannot depend on its route'); } });
      const html = renderToStaticMarkup(createElement(PageCtx.Provider, { value: ctx as PageContext }, createElement(component)));
      return { html, islands: [...islands] };
    };
    made = { header: part(Header), footer: part(Footer) };
    chromeCache.set(env, made);
  }
  return made;
}
