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
import type { Language } from '../../contract/content/site.ts';
import { islandTags } from './islands.ts';
import { localizeHref, localizeRoute, pageFile } from '../../contract/routes.ts';
import { TWIN_MARKER } from '../../templates/partials/LanguageSwitch.tsx';
import { canonicalUrl } from './head.ts';
import { localizeEntry } from './localize.ts';
import { checkStructuredData } from './jsonld-check.ts';
import { viewFor } from './pages.tsx';
import type { LanguageContent, PageEntry, RenderedPage, RenderEnv } from '../pipeline.ts';

export function renderPage(entry: PageEntry, env: RenderEnv): RenderedPage {
  const lang = languageOf(env, entry.language);
  const page = lang.prefix ? localizeEntry(entry, lang.prefix) : entry;
  const twins = twinsOf(entry, env);
  const view = viewFor(page, lang.site, lang.language, lang.messages.structuredData);
  if (twins) view.head = { ...view.head, alternates: alternates(twins, lang.site.url) };
  if (env.staging) view.head = { ...view.head, robots: 'noindex,nofollow' };
  const islands = new Set<string>();
  const ctx: PageContext = { ...languageContext(env, lang), route: entry.route, islands };
  const inline = env.partsInline === true;
  const tree = createElement(PageCtx.Provider, { value: ctx }, createElement(Document, {
    head: view.head,
    chrome: view.chrome,
    header: inline ? createElement(Header) : createElement('template', { 'data-shared': 'header' }),
    footer: inline ? createElement(Footer) : createElement('template', { 'data-shared': 'footer' }),
    children: view.body,
  }));
  let markup = renderToStaticMarkup(tree);
  // The language switcher is in the header: its links are the one part of it that differs by page.
  const withTwins = (html: string) => (env.languages.length > 1 ? html.replaceAll(TWIN_PATTERN, (_, code: string) => twinRoute(twins, env, code)) : html);
  if (view.chrome === 'full' && inline) markup = withTwins(markup);
  else if (view.chrome === 'full') {
    const chrome = sharedChrome(env, lang);
    markup = markup.replace(SLOT.header, () => withTwins(chrome.header.html)).replace(SLOT.footer, () => chrome.footer.html);
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
    file: pageFile(entry.route, entry.prefix),
    html: '<!DOCTYPE html>' + markup.replace('</body>', () => `${scripts.html}</body>`),
    indexable: entry.route !== null && view.head.robots.startsWith('index'),
    alternates: view.head.alternates ? [...view.head.alternates] : [],
    islands: used,
    jsGzipBytes: scripts.gzipBytes,
    source: entry.file,
    structuredDataProblems: checkStructuredData(view.head.jsonLd as { '@graph': unknown[] } | undefined),
  };
}

const TWIN_PATTERN = new RegExp(`${TWIN_MARKER}([a-z]{2})`, 'g');

/** The same page in one of the site's languages. */
interface Twin { language: Language; route: string }

/**
 * The page in each language, the default first; undefined for a site with one language, the
 * not-found page and a page written for one language only.
 */
function twinsOf(entry: PageEntry, env: RenderEnv): Twin[] | undefined {
  if (env.languages.length < 2 || entry.baseRoute === null || entry.data.singleLanguage === true) return undefined;
  return env.languages.map((l) => ({ language: l.language, route: localizeRoute(entry.baseRoute!, l.prefix) }));
}

/** hreflang links: the page in every language, and in the default language as x-default. */
function alternates(twins: readonly Twin[], siteUrl: string): { hreflang: string; href: string }[] {
  const links = twins.map((t) => ({ hreflang: t.language.tag, href: canonicalUrl(siteUrl, t.route) }));
  return [...links, { hreflang: 'x-default', href: links[0]!.href }];
}

/** Where the language switcher leads: the twin in that language, or that language's home page. */
function twinRoute(twins: readonly Twin[] | undefined, env: RenderEnv, code: string): string {
  return twins?.find((t) => t.language.code === code)?.route ?? localizeRoute('/', languageOf(env, code).prefix);
}

function languageOf(env: RenderEnv, code: string): LanguageContent {
  const lang = env.languages.find((l) => l.language.code === code);
  if (!lang) throw new Error(`no words for the language "${code}"`);
  return lang;
}

/** What every template of a page in this language reads (all but the page's route and islands). */
function languageContext(env: RenderEnv, lang: LanguageContent): Omit<PageContext, 'route' | 'islands'> {
  return {
    site: lang.site, navigation: lang.navigation, messages: lang.messages, language: lang.language,
    languages: env.languages.map((l) => l.language),
    href: (path) => localizeHref(path, lang.prefix),
    image: imageLookup(env), cssHref: env.cssHref,
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
const chromeCache = new WeakMap<LanguageContent, { header: Part; footer: Part }>();

function sharedChrome(env: RenderEnv, lang: LanguageContent): { header: Part; footer: Part } {
  let made = chromeCache.get(lang);
  if (!made) {
    const part = (component: () => ReactElement): Part => {
      const islands = new Set<string>();
      const ctx = { ...languageContext(env, lang), islands } as Omit<PageContext, 'route'>;
      Object.defineProperty(ctx, 'route', { get: () => { throw new Error('the header and footer are shared by every page, so they cannot depend on its route'); } });
      const html = renderToStaticMarkup(createElement(PageCtx.Provider, { value: ctx as PageContext }, createElement(component)));
      return { html, islands: [...islands] };
    };
    made = { header: part(Header), footer: part(Footer) };
    chromeCache.set(lang, made);
  }
  return made;
}
