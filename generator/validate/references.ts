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
import { formatPath, lineText, positionOf } from './positions.ts';

export interface RefPage {
  kind: PageKind;
  route: string | null;
  file: DataFile;
  data: Record<string, unknown>;
  /** The Markdown body, tokens filled in. */
  body?: string;
}

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
  pages: RefPage[];
  /** Pages whose own fields failed validation: valid link targets, not checked themselves. */
  targets?: RefPage[];
  navigation?: { file: DataFile; data: unknown };
  redirects?: { file: DataFile; data: Redirects };
  assets: ReadonlySet<string>;
}): Problem[] {
  const problems: Problem[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const p of [...input.pages, ...(input.targets ?? [])]) if (p.route) anchors.set(p.route, anchorsOf(p));

  const checkHref = (file: DataFile, found: Found, here: string | null) => {
    const { value } = found;
    if (value.startsWith('tel:') || value.startsWith('sms:')) return;
    const [routePart, anchor] = value.split('#') as [string, string | undefined];
    const route = routePart === '' ? here : routePart;
    if (route === null) {
      problems.push(problem(file, found.path, 'broken-link', 'a path such as /#about (this file is not a page)', JSON.stringify(value)));
      return;
    }
    const ids = anchors.get(route);
    if (!ids) {
      problems.push(problem(file, found.path, 'broken-link', 'the route of an existing page', `${JSON.stringify(value)}, and no page has the route ${route}`));
    } else if (anchor && !ids.has(anchor)) {
      problems.push(problem(file, found.path, 'broken-link', `an anchor that ${route} has: ${[...ids].sort().map((i) => '#' + i).join(', ')}`, JSON.stringify(value)));
    }
  };

  const hrefKeys = new Set(['href']);
  const imageKeys = new Set(['src', 'image']);
  for (const page of input.pages) {
    for (const found of collect(page.data, hrefKeys)) checkHref(page.file, found, page.route);
    for (const found of collect(page.data, imageKeys)) {
      if (!input.assets.has(found.value)) problems.push(problem(page.file, found.path, 'missing-image', 'an image file that exists below content/', `${JSON.stringify(found.value)}, which does not exist`));
    }
  }
  if (input.navigation) {
    for (const found of collect(input.navigation.data, hrefKeys)) checkHref(input.navigation.file, found, null);
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
