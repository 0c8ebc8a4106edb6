/**
 * renderPage(entry, env): one page to static HTML with react-dom/server. Pure:
 * a validated entry and the asset URLs in, an HTML string out.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from './static-markup.ts';
import { PageCtx, type PageContext } from '../../templates/context.ts';
import { Document } from '../../templates/layouts/Document.tsx';
import { SHARED_PARTS, SLOT_END, SLOT_START, type SharedPartName } from '../../templates/partials/Shared.tsx';
import type { Language } from '../../contract/content/site.ts';
import { islandTags } from './islands.ts';
import { localizeHref, localizeRoute, pageFile } from '../../contract/routes.ts';
import { TWIN_MARKER } from '../../templates/partials/LanguageSwitch.tsx';
import { canonicalUrl } from './head.ts';
import { localizeEntry } from './localize.ts';
import { structuredData, type StructuredData } from './structured-data.ts';
import { viewFor } from './pages.tsx';
import type { LanguageContent, PageEntry, RenderedPage, RenderEnv } from '../pipeline.ts';

export function renderPage(entry: PageEntry, env: RenderEnv): RenderedPage {
  const { pieces, ...record } = composePage(entry, env, undefined);
  return { ...record, html: pieces.map((p) => p.text).join('') };
}

/**
 * The same page as the bytes of its file, in pieces: the shared parts are encoded once per language
 * and build, and only the page's own markup is encoded for each page. Written one after another, they
 * are renderPage's html in UTF-8: the output-digest test holds the bytes a build writes, and site dev,
 * which writes renderPage's html for a saved page, is compared byte for byte with a fresh build
 * (tests/integration/dev-rebuild.test.ts).
 */
export function renderPageBytes(entry: PageEntry, env: RenderEnv, made?: StructuredData): Omit<RenderedPage, 'html'> & { body: Buffer[] } {
  const { pieces, ...record } = composePage(entry, env, made);
  return { ...record, body: pieces.map((p) => p.bytes ?? Buffer.from(p.text)) };
}

/** A stretch of a page: its text, and its UTF-8 bytes when they were encoded once for every page. */
interface Piece { text: string; bytes?: Buffer }

/** `made`: the page's structured data, when the build's thread has made it already (structuredDataIn). */
function composePage(entry: PageEntry, env: RenderEnv, made: StructuredData | undefined): Omit<RenderedPage, 'html'> & { pieces: Piece[] } {
  const lang = languageOf(env, entry.language);
  const page = lang.prefix ? localizeEntry(entry, lang.prefix) : entry;
  const twins = twinsOf(entry, env);
  const data = made ?? structuredData(page, lang);
  const view = viewFor(page, lang.site);
  view.head = { ...view.head, jsonLd: data.json };
  if (twins) view.head = { ...view.head, alternates: alternates(twins, lang.site.url) };
  if (env.staging) view.head = { ...view.head, robots: 'noindex,nofollow' };
  const islands = new Set<string>();
  const ctx: PageContext = { ...languageContext(env, lang), route: entry.route, islands, sharedParts: env.partsInline ? 'inline' : 'slots' };
  const tree = createElement(PageCtx.Provider, { value: ctx }, createElement(Document, { head: view.head, chrome: view.chrome, children: view.body }));
  const markup = renderToStaticMarkup(tree);
  // The language switcher's links are the one part of the header that differs by page.
  const twinned = env.languages.length > 1;
  const own = (text: string): Piece => ({ text: twinned && text.includes(TWIN_MARKER) ? text.replaceAll(TWIN_PATTERN, (_, code: string) => twinRoute(twins, env, code)) : text });
  const pieces: Piece[] = [DOCTYPE];
  // Each shared part the page placed, rendered once per language and build.
  // Found by plain string search, several times faster than a regular expression over a page.
  let last = 0;
  for (let at = markup.indexOf(SLOT_START); at >= 0; at = markup.indexOf(SLOT_START, last)) {
    const end = markup.indexOf(SLOT_END, at + SLOT_START.length);
    if (end < 0) break;
    pieces.push(own(markup.slice(last, at)));
    const part = sharedPart(env, lang, markup.slice(at + SLOT_START.length, end));
    part.islands.forEach((i) => islands.add(i));
    for (const segment of part.segments) pieces.push(typeof segment === 'string' ? own(segment) : segment);
    last = end + SLOT_END.length;
  }
  pieces.push(own(markup.slice(last)));
  // The islands are known once the page has rendered. Their scripts go at the end of <body>:
  // type=module is deferred anyway, and there they do not compete with the stylesheet for the
  // first paint on a slow connection.
  const used = [...islands].sort();
  const scripts = islandTags(env.islands, used);
  return {
    kind: entry.kind,
    route: entry.route,
    file: pageFile(entry.route, entry.prefix),
    pieces: beforeBodyEnd(pieces, scripts.html),
    indexable: entry.route !== null && view.head.robots.startsWith('index'),
    alternates: view.head.alternates ? [...view.head.alternates] : [],
    islands: used,
    jsGzipBytes: scripts.gzipBytes,
    source: entry.file,
    structuredDataProblems: data.missing,
  };
}

const DOCTYPE: Piece = { text: '<!DOCTYPE html>', bytes: Buffer.from('<!DOCTYPE html>') };

const TWIN_PATTERN = new RegExp(`${TWIN_MARKER}([a-z]{2})`, 'g');

/** `html` put just before the page's </body>, found from the end: it is the page's last tag. Without one, the page is left as it is. */
function beforeBodyEnd(pieces: Piece[], html: string): Piece[] {
  for (let i = pieces.length - 1; i >= 0; i--) {
    const { text } = pieces[i]!;
    const end = text.lastIndexOf('</body>');
    if (end < 0) continue;
    return [...pieces.slice(0, i), { text: text.slice(0, end) + html + text.slice(end) }, ...pieces.slice(i + 1)];
  }
  return pieces;
}

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

/**
 * A shared part: its text cut at the language switcher's markers, each stretch with its bytes,
 * and the islands it places.
 */
interface Part { segments: (string | Piece)[]; islands: string[] }

/**
 * The shared parts (templates/partials/Shared.tsx) of each render environment's languages, each
 * rendered the first time a page places it. They are rendered without a route: reading it throws.
 */
const partCache = new WeakMap<LanguageContent, Map<string, Part>>();

function sharedPart(env: RenderEnv, lang: LanguageContent, name: string): Part {
  let parts = partCache.get(lang);
  if (!parts) partCache.set(lang, (parts = new Map()));
  let part = parts.get(name);
  if (!part) {
    const component: ComponentType | undefined = SHARED_PARTS[name as SharedPartName];
    if (!component) throw new Error(`no shared part named "${name}" (templates/partials/Shared.tsx)`);
    const islands = new Set<string>();
    const ctx = { ...languageContext(env, lang), islands } as Omit<PageContext, 'route'>;
    Object.defineProperty(ctx, 'route', { get: () => { throw new Error(`the shared part "${name}" is the same on every page, so it cannot depend on the page's route`); } });
    const html = renderToStaticMarkup(createElement(PageCtx.Provider, { value: ctx as PageContext }, createElement(component)));
    parts.set(name, (part = { segments: segmentsOf(html, env.languages.length > 1), islands: [...islands] }));
  }
  return part;
}

/**
 * A part's html as pieces encoded once, with each language switcher marker left as text for the
 * page to fill in (a string).
 */
function segmentsOf(html: string, twinned: boolean): (string | Piece)[] {
  const encoded = (text: string): Piece => ({ text, bytes: Buffer.from(text) });
  if (!twinned) return [encoded(html)];
  const segments: (string | Piece)[] = [];
  let last = 0;
  for (const marker of html.matchAll(TWIN_PATTERN)) {
    segments.push(encoded(html.slice(last, marker.index)), marker[0]);
    last = marker.index + marker[0].length;
  }
  segments.push(encoded(html.slice(last)));
  return segments;
}
