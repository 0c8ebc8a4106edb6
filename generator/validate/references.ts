/**
 * Cross-reference checks that no single file can make: every link points at a
 * real route and anchor, every image exists, and the redirect table neither
 * shadows a live page nor chains.
 */
import type { DataFile } from '../load/source.ts';
import { anchorsOf } from '../schema/anchors.ts';
import type { PageKind } from '../schema/registry.ts';
import type { Redirects } from '../schema/redirects.ts';
import { HINTS, type Problem, type ProblemCode } from './problem.ts';
import { isPlaceholder, markedPaths } from './launch.ts';
import { bodyProblem, formatPath, lineText, positionOf } from './positions.ts';
import { markdownLinks } from '../render/markdown.ts';

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
  anchors: Set<string>;
  hrefs: Found[];
  images: Found[];
  /** Links in the Markdown body. */
  bodyLinks: string[];
  /** Pictures marked `placeholder: true`. */
  placeholders: number;
}

/** A page whose own fields failed: its route is still a link target. */
export interface TargetFacts { route: string | null; anchors: Set<string> }

const HREF_KEYS = new Set(['href']);
const IMAGE_KEYS = new Set(['src', 'image']);

export function pageFacts(page: { kind: PageKind; route: string | null; file: string; data: Record<string, unknown>; body?: string }): PageFacts {
  return {
    kind: page.kind,
    route: page.route,
    file: page.file,
    anchors: anchorsOf(page),
    hrefs: collect(page.data, HREF_KEYS),
    images: collect(page.data, IMAGE_KEYS),
    bodyLinks: page.body === undefined ? [] : markdownLinks(page.body),
    placeholders: countPlaceholders(page.data),
  };
}

export const targetFacts = (page: { kind: PageKind; route: string | null; data: Record<string, unknown> }): TargetFacts => ({ route: page.route, anchors: anchorsOf(page) });

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
        if (keys.has(k)) out.push({ path: [...path, k], value: v });
      } else if (v && typeof v === 'object') {
        path.push(k);
        collect(v, keys, path, out);
        path.pop();
      }
    }
  }
  return out;
}

function problem(file: DataFile, path: Key[], code: ProblemCode, expected: string, got: string): Problem {
  const pos = positionOf(file, path);
  return { code, file: file.path, line: pos.line, column: pos.column, field: formatPath(path), expected, got, hint: HINTS[code], source: lineText(file, pos.line) };
}

export function checkReferences(input: {
  pages: readonly PageFacts[];
  /** Pages whose own fields failed validation: valid link targets, not checked themselves. */
  targets?: readonly TargetFacts[];
  navigation?: { file: DataFile; data: unknown };
  redirects?: { file: DataFile; data: Redirects };
  assets: ReadonlySet<string>;
  /** A page's content file, to locate a problem in it (problems are rare; the file may be read again). */
  locate: (path: string) => DataFile;
}): Problem[] {
  const problems: Problem[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const p of [...input.pages, ...(input.targets ?? [])]) if (p.route) anchors.set(p.route, p.anchors);

  const checkHref = (file: () => DataFile, found: Found, here: string | null) => {
    const { value } = found;
    if (value.startsWith('tel:') || value.startsWith('sms:')) return;
    const [routePart, anchor] = value.split('#') as [string, string | undefined];
    const route = routePart === '' ? here : routePart;
    if (route === null) {
      problems.push(problem(file(), found.path, 'broken-link', 'a path such as /#about (this file is not a page)', JSON.stringify(value)));
      return;
    }
    const ids = anchors.get(route);
    if (!ids) {
      problems.push(problem(file(), found.path, 'broken-link', 'the route of an existing page', `${JSON.stringify(value)}, and no page has the route ${route}`));
    } else if (anchor && !ids.has(anchor)) {
      problems.push(problem(file(), found.path, 'broken-link', `an anchor that ${route} has: ${[...ids].sort().map((i) => '#' + i).join(', ')}`, JSON.stringify(value)));
    }
  };

  for (const page of input.pages) {
    const file = () => input.locate(page.file);
    for (const found of page.hrefs) checkHref(file, found, page.route);
    for (const found of page.images) {
      if (!input.assets.has(found.value)) problems.push(problem(file(), found.path, 'missing-image', 'an image file that exists below content/', `${JSON.stringify(found.value)}, which does not exist`));
    }
    // Links in Markdown bodies must point at real pages too.
    for (const href of page.bodyLinks) {
      if (href.startsWith('/') && !anchors.has(href.split('#')[0]!)) problems.push(bodyProblem(file(), href, 'broken-link', 'the route of an existing page'));
    }
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
  table.redirects.forEach((r, i) => r.from.forEach((from) => sources.set(from, (sources.get(from) ?? 0) + 1)));
  table.redirects.forEach((r, i) => {
    r.from.forEach((from, j) => {
      const path: Key[] = ['redirects', i, 'from', j];
      if (routes.has(from)) problems.push(problem(file, path, 'redirect-conflict', 'an old address that is not a live page', `${from}, which is a live page`));
      else if ((sources.get(from) ?? 0) > 1) problems.push(problem(file, path, 'redirect-conflict', 'each old address listed once', `${from}, listed ${sources.get(from)} times`));
    });
    const to: Key[] = ['redirects', i, 'to'];
    if (sources.has(r.to)) problems.push(problem(file, to, 'redirect-conflict', 'a live page (no chains of redirects)', `${r.to}, which is itself redirected`));
    else if (!routes.has(r.to)) problems.push(problem(file, to, 'broken-link', 'the route of an existing page', `${r.to}, and no page has that route`));
  });
  return problems;
}
