/**
 * Cross-reference checks that no single file can make: every link points at a
 * real route and anchor, every image exists, and the redirect table neither
 * shadows a live page nor chains.
 */
import { anchorsOf } from '../schema/anchors.ts';
import { isScriptLink, SCRIPT_LINK_REFUSED } from '../../contract/content/common.ts';
import type { PageKind } from '../../contract/routes.ts';
import type { Redirects } from '../../contract/content/redirects.ts';
import type { Facts } from './catalog.ts';
import { problem, type Problem } from './problem.ts';
import { locateInBody, locationOf } from './positions.ts';
import { isPlaceholder, markedPaths } from './stand-ins.ts';
import { markdownLinks } from '../schema/markdown.ts';
import type { DataFile } from '../pipeline.ts';
import { nearest } from './suggest.ts';
import { recordOf, sourceRecord, type SourceRecord } from './translation-records.ts';

/**
 * What the cross-file checks need of a valid page: its route and anchors, and
 * every link and image it names with the data path where it names them. Small
 * enough to keep for every page while the pages themselves stream past.
 */
export interface PageFacts {
  kind: PageKind;
  route: string | null;
  /** Path of the content file. */
  file: string;
  language: string;
  anchors: Set<string>;
  hrefs: Found[];
  images: Found[];
  /** Links in the Markdown body. */
  bodyLinks: string[];
  /** Pictures marked `placeholder: true`. */
  placeholders: number;
  /** Marked `singleLanguage: true`: no other language is expected to have the page. */
  singleLanguage: boolean;
  /**
   * The page's own text as written, field by field (translation-records.ts): what a translation of it
   * records. Worked out only where the site has more than one language: a site with one has no
   * translation to compare it with (about a tenth of a page's check).
   */
  source?: Record<string, string>;
  /** A translation's record of the English text it was made from, when it has one. */
  translatedFrom?: SourceRecord;
}

/**
 * A page that failed its own checks: its route is still a link target. A page
 * whose YAML does not parse has no known anchors, and any anchor in it is taken.
 */
export interface TargetFacts { route: string | null; file: string; language: string; anchors?: Set<string> }

const HREF_KEYS = new Set(['href']);
const IMAGE_KEYS = new Set(['src', 'image']);

interface PageLike { kind: PageKind; route: string | null; file: string; language: string; data: Record<string, unknown> }

/** `written`: the file's data and body as the editor wrote them, {tokens} and all. */
export function pageFacts(page: PageLike & { body?: string }, written: { data: Record<string, unknown>; body?: string }, translated = true): PageFacts {
  const record = recordOf(written.data);
  const translatedFrom = record && Object.fromEntries(Object.entries(record).map(([k, v]) => [k, detached(v)]));
  return {
    kind: page.kind,
    route: page.route,
    file: page.file,
    language: page.language,
    anchors: detachedSet(anchorsOf(page)),
    hrefs: collect(page.data, HREF_KEYS),
    images: collect(page.data, IMAGE_KEYS),
    bodyLinks: page.body === undefined ? [] : markdownLinks(page.body).map(detached),
    placeholders: countPlaceholders(page.data),
    // The admissions inbox is the team's page, in the default language only.
    singleLanguage: page.data.singleLanguage === true || page.kind === 'inbox',
    ...(translated ? { source: sourceRecord(written.data, written.body) } : {}),
    ...(translatedFrom ? { translatedFrom } : {}),
  };
}

export const targetFacts = (page: PageLike): TargetFacts => ({ route: page.route, file: page.file, language: page.language, anchors: detachedSet(anchorsOf(page)) });

/**
 * A copy of a string that holds none of its file's text. A string read from a file may be a slice of
 * the whole text (V8 makes a substring share its parent's characters), and then keeps all of it
 * alive: the few link targets and anchors of each page kept its whole file, 44.5 MiB of texts held
 * at 5,000 pages (a heap snapshot near the end of the render). The facts outlive their pages.
 */
const detached = (s: string): string => (' ' + s).slice(1);
const detachedSet = (ids: Set<string>): Set<string> => new Set([...ids].map(detached));

/** Images content marks `placeholder: true`: stand-ins an operator must replace before launch. */
const countPlaceholders = (v: unknown): number => markedPaths(v, isPlaceholder).length;

type Key = string | number;
interface Found { path: Key[]; value: string }

/** Every string under a key named `key`, with its path. The path is copied only for a find. */
function collect(data: unknown, keys: ReadonlySet<string>, path: Key[] = [], out: Found[] = []): Found[] {
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      path.push(i);
      collect(data[i], keys, path, out);
      path.pop();
    }
  } else if (data && typeof data === 'object') {
    for (const k in data) {
      const v = (data as Record<string, unknown>)[k];
      if (typeof v === 'string') {
        if (keys.has(k)) out.push({ path: [...path, k], value: detached(v) });
      } else if (v && typeof v === 'object') {
        path.push(k);
        collect(v, keys, path, out);
        path.pop();
      }
    }
  }
  return out;
}

/**
 * The pages whose references were all found, kept between builds of one process (site dev): while
 * every route keeps the same anchors and the same pictures exist, such a page (the same facts
 * object, from a file that did not change) has nothing wrong with its links and pictures, and is
 * not checked again.
 */
export interface ReferenceMemo {
  anchors?: ReadonlyMap<string, Set<string> | undefined>;
  assets?: ReadonlySet<string>;
  clean: WeakSet<PageFacts>;
}

export const createReferenceMemo = (): ReferenceMemo => ({ clean: new WeakSet() });

const sameSet = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.size === b.size && [...a].every((x) => b.has(x)));

const sameAnchors = (a: ReadonlyMap<string, Set<string> | undefined>, b: ReadonlyMap<string, Set<string> | undefined>) => {
  if (a.size !== b.size) return false;
  for (const [route, ids] of a) if (!b.has(route) || !sameSet(ids, b.get(route))) return false;
  return true;
};

export function checkReferences(input: {
  pages: readonly PageFacts[];
  /** Pages whose own fields failed validation: valid link targets, not checked themselves. */
  targets?: readonly TargetFacts[];
  navigation?: { file: DataFile; data: unknown };
  redirects?: { file: DataFile; data: Redirects };
  assets: ReadonlySet<string>;
  /** A page's content file, to locate a problem in it (problems are rare; the file may be read again). */
  locate: (path: string) => DataFile;
  /** The pages an earlier check of the same language found nothing wrong with; updated. */
  memo?: ReferenceMemo;
}): Problem[] {
  const problems: Problem[] = [];
  /** Each route's anchors; undefined when they cannot be known (the page did not parse). */
  const anchors = new Map<string, Set<string> | undefined>();
  for (const p of input.pages) if (p.route) anchors.set(p.route, p.anchors);
  for (const p of input.targets ?? []) if (p.route) anchors.set(p.route, p.anchors);
  const memo = input.memo;
  if (memo && !(memo.anchors && memo.assets && sameAnchors(anchors, memo.anchors) && sameSet(input.assets, memo.assets))) {
    memo.clean = new WeakSet();
  }
  if (memo) Object.assign(memo, { anchors, assets: new Set(input.assets) });

  /** A link to no page, with the route of the page it is nearest to. */
  const noPage = (href: string, route: string): Facts['broken-link'] => {
    const suggestion = nearestRoute(route, anchors.keys());
    return { reason: 'no-page', href, route, ...(suggestion ? { suggestion } : {}) };
  };
  /** What is wrong with a link, if anything. `here` is the linking page's route, for a bare #anchor. */
  const brokenLink = (href: string, here: string | null): Facts['broken-link'] | undefined => {
    if (href.startsWith('tel:') || href.startsWith('sms:')) return undefined;
    const [routePart, anchor] = href.split('#') as [string, string | undefined];
    const route = routePart === '' ? here : routePart;
    if (route === null) return { reason: 'not-a-page', href };
    if (!anchors.has(route)) return noPage(href, route);
    const ids = anchors.get(route);
    return ids && anchor && !ids.has(anchor) ? { reason: 'no-anchor', href, route, anchors: [...ids] } : undefined;
  };
  const checkHref = (file: () => DataFile, found: Found, here: string | null) => {
    const broken = brokenLink(found.value, here);
    if (broken) problems.push(problem('broken-link', broken, locationOf(file(), found.path)));
  };

  for (const page of input.pages) {
    if (memo?.clean.has(page)) continue;
    const before = problems.length;
    const file = () => input.locate(page.file);
    for (const found of page.hrefs) checkHref(file, found, page.route);
    for (const found of page.images) {
      if (!input.assets.has(found.value)) problems.push(problem('missing-image', { src: found.value }, locationOf(file(), found.path)));
    }
    // Links in Markdown bodies must point at real pages too, and never run code.
    for (const href of page.bodyLinks) {
      const route = href.split('#')[0]!;
      if (isScriptLink(href)) problems.push(problem('invalid-format', { rule: `a link to a page, such as /services/medical-detox or https://www.samhsa.gov; ${SCRIPT_LINK_REFUSED}`, value: href }, locateInBody(file(), href)));
      else if (href.startsWith('/') && !anchors.has(route)) problems.push(problem('broken-link', noPage(href, route), locateInBody(file(), href)));
    }
    if (memo && problems.length === before) memo.clean.add(page);
  }
  if (input.navigation) {
    const nav = input.navigation;
    for (const found of collect(nav.data, HREF_KEYS)) checkHref(() => nav.file, found, null);
  }
  if (input.redirects) problems.push(...checkRedirects(input.redirects.file, input.redirects.data, anchors));
  return problems;
}

function checkRedirects(file: DataFile, table: Redirects, routes: ReadonlyMap<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const sources = new Map<string, number>();
  table.redirects.forEach((r) => r.from.forEach((from) => sources.set(from, (sources.get(from) ?? 0) + 1)));
  // Positions are looked up only for a problem: parsing with positions is slow.
  const at = (...path: Key[]) => locationOf(file, ['redirects', ...path]);
  table.redirects.forEach((r, i) => {
    r.from.forEach((from, j) => {
      const times = sources.get(from) ?? 0;
      if (routes.has(from)) problems.push(problem('redirect-conflict', { reason: 'live-page', from }, at(i, 'from', j)));
      else if (times > 1) problems.push(problem('redirect-conflict', { reason: 'listed-twice', from, times }, at(i, 'from', j)));
    });
    if (sources.has(r.to)) problems.push(problem('redirect-conflict', { reason: 'chain', to: r.to }, at(i, 'to')));
    else if (!routes.has(r.to)) {
      const suggestion = nearestRoute(r.to, routes.keys());
      problems.push(problem('broken-link', { reason: 'no-page', href: r.to, route: r.to, ...(suggestion ? { suggestion } : {}) }, at(i, 'to')));
    }
  });
  return problems;
}

/**
 * The route nearest to a route no page has: in a section that has pages (/services/...), the one
 * whose last part it is a slip of; else the nearest route of all (a slip in the section's name).
 */
function nearestRoute(route: string, routes: Iterable<string>): string | undefined {
  const all = [...routes];
  const section = route.slice(0, route.lastIndexOf('/') + 1);
  const same = all.filter((r) => r.startsWith(section) && !r.slice(section.length).includes('/'));
  if (same.length) {
    const slip = nearest(route.slice(section.length), same.map((r) => r.slice(section.length)));
    return slip === undefined ? undefined : section + slip;
  }
  return nearest(route, all);
}
