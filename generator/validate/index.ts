/**
 * validate(files): run every file through its collection's schema, check the
 * references between files, and collect every problem before giving up, so an
 * editor can fix a whole batch in one pass. Pure: data in, data out.
 */
import type { AssetFile, DataFile, SourceFile } from '../load/source.ts';
import type { Navigation } from '../schema/navigation.ts';
import { COLLECTIONS, collectionFor, routeFor, type PageKind } from '../schema/registry.ts';
import type { Redirects } from '../schema/redirects.ts';
import type { Site } from '../schema/site.ts';
import type { Verification } from '../schema/verification.ts';
import { HINTS, sortProblems, type Problem } from './problem.ts';
import { formatPath, lineText, positionOf } from './positions.ts';
import { fillPlaceholders, placeholderValues } from './placeholders.ts';
import { checkReferences, type RefPage } from './references.ts';
import { issuesToProblems } from './zod-issues.ts';
import { markdownLinks } from '../render/markdown.ts';

export interface PageEntry {
  kind: PageKind;
  /** The public route, or null for the not-found page. */
  route: string | null;
  /** Path relative to the content folder. */
  file: string;
  data: Record<string, unknown>;
  /** Markdown body of .md pages. */
  body?: string;
}

export interface Content {
  site: Site;
  navigation: Navigation;
  redirects: Redirects;
  verification: Verification;
  pages: PageEntry[];
  /** Image and other asset files by their path below content/. */
  assets: ReadonlyMap<string, Buffer>;
}

export type ValidateResult = { ok: true; content: Content; problems: [] } | { ok: false; problems: Problem[] };

/** What one file contributes, worked out from that file alone (and the site's token values). */
interface FileCheck {
  problems: Problem[];
  /** Valid data with its tokens filled in. */
  data?: Record<string, unknown>;
  /** A valid page, in the shape the render stage takes. */
  entry?: PageEntry;
  /** A page whose own fields failed: still a link target. */
  target?: boolean;
}

/**
 * Per-file results kept between builds of one process (`site dev`): a file
 * the load stage hands over unchanged (the same object) is not checked again.
 * Any change to site.yaml's token values drops them all.
 */
export interface ValidateCache {
  values?: string;
  files: WeakMap<DataFile, FileCheck>;
}

export const createValidateCache = (): ValidateCache => ({ files: new WeakMap() });

export function validate(files: readonly SourceFile[], cache: ValidateCache = createValidateCache()): ValidateResult {
  const problems: Problem[] = [];
  const assets = new Map<string, Buffer>();
  const dataFiles: DataFile[] = [];
  for (const f of files) {
    if (f.type === 'data') dataFiles.push(f);
    else if (f.path.startsWith('images/')) assets.set(f.path, (f as AssetFile).bytes);
    else problems.push(wholeFile(f.path, 'unknown-file', 'an image below content/images/', `a file at ${f.path}`));
  }

  // site.yaml first: its facts fill the {tokens} in every other file.
  const siteFile = dataFiles.find((f) => f.path === 'site.yaml');
  const siteCheck = siteFile && checkFile(siteFile, undefined);
  const values = siteCheck?.data ? placeholderValues(siteCheck.data as Site) : undefined;
  const valuesKey = JSON.stringify(values ?? null);
  if (cache.values !== valuesKey) {
    cache.values = valuesKey;
    cache.files = new WeakMap();
  }

  const parsed = new Map<string, { file: DataFile; data: Record<string, unknown> }>();
  const pages: RefPage[] = [];
  /** Pages that failed their schema: linked to, but their own links are not checked. */
  const targets: RefPage[] = [];
  const entries: PageEntry[] = [];
  for (const f of dataFiles) {
    let check = f === siteFile ? siteCheck! : cache.files.get(f);
    if (!check) {
      check = checkFile(f, values);
      cache.files.set(f, check);
    }
    problems.push(...check.problems);
    if (check.target) {
      const kind = collectionFor(f.path)!.kind as PageKind;
      targets.push({ kind, route: routeFor(f.path, kind), file: f, data: (f.data ?? {}) as Record<string, unknown> });
    }
    if (!check.data) continue;
    parsed.set(f.path, { file: f, data: check.data });
    if (check.entry) {
      entries.push(check.entry);
      pages.push({ kind: check.entry.kind, route: check.entry.route, file: f, data: check.data, body: check.entry.body });
    }
  }

  for (const c of COLLECTIONS.filter((c) => c.singleton)) {
    const present = files.some((f) => c.pattern.test(f.path));
    if (!present) problems.push(wholeFile(c.example, 'missing-file', `a file at content/${c.example}`, 'no such file'));
  }

  const navigation = parsed.get('navigation.yaml');
  const redirects = parsed.get('redirects.yaml');
  problems.push(
    ...checkReferences({
      pages,
      targets,
      navigation,
      redirects: redirects && { file: redirects.file, data: redirects.data as Redirects },
      assets: new Set(assets.keys()),
    }),
  );

  // Links in Markdown bodies must point at real pages too.
  const routes = new Set([...pages, ...targets].flatMap((p) => (p.route ? [p.route] : [])));
  for (const p of pages) {
    for (const href of p.body === undefined ? [] : markdownLinks(p.body)) {
      if (href.startsWith('/') && !routes.has(href.split('#')[0]!)) problems.push(bodyProblem(p.file, href, 'broken-link', 'the route of an existing page'));
    }
  }

  if (problems.length) return { ok: false, problems: sortProblems(problems) };
  const get = <T>(path: string) => parsed.get(path)!.data as T;
  return {
    ok: true,
    problems: [],
    content: {
      site: get<Site>('site.yaml'),
      navigation: get<Navigation>('navigation.yaml'),
      redirects: get<Redirects>('redirects.yaml'),
      verification: get<Verification>('verification.yaml'),
      pages: entries,
      assets,
    },
  };
}

/** One file against its collection's schema, with its {tokens} filled in. Pure. */
function checkFile(f: DataFile, values: Record<string, string> | undefined): FileCheck {
  if (f.syntaxErrors.length) {
    return {
      problems: f.syntaxErrors.map((e): Problem => ({ code: 'yaml-syntax', file: f.path, line: e.position.line, column: e.position.column, field: '', expected: 'valid YAML', got: e.message, hint: HINTS['yaml-syntax'], source: lineText(f, e.position.line) })),
    };
  }
  const collection = collectionFor(f.path);
  if (!collection) {
    return { problems: [wholeFile(f.path, 'unknown-file', `a file such as ${COLLECTIONS.map((c) => c.example).join(', ')}`, f.path)] };
  }
  const result = collection.schema.safeParse(f.data ?? {}, { reportInput: true });
  // A page that fails its schema is still a link target: its route exists even while its fields are wrong.
  if (!result.success) return { problems: issuesToProblems(f, result.error.issues), target: collection.isPage };

  const problems: Problem[] = [];
  let data = result.data as Record<string, unknown>;
  let body = f.body;
  if (values && f.path !== 'site.yaml') {
    const expected = `one of ${Object.keys(values).map((k) => `{${k}}`).join(', ')}`;
    const filled = fillPlaceholders(data, values);
    data = filled.data;
    for (const u of filled.unknown) {
      const pos = positionOf(f, u.path);
      problems.push({ code: 'unknown-placeholder', file: f.path, line: pos.line, column: pos.column, field: formatPath(u.path), expected, got: u.token, hint: HINTS['unknown-placeholder'], source: lineText(f, pos.line) });
    }
    if (body !== undefined) {
      const filledBody = fillPlaceholders(body, values);
      body = filledBody.data;
      for (const u of filledBody.unknown) problems.push(bodyProblem(f, u.token, 'unknown-placeholder', expected));
    }
  }
  if (!collection.isPage) return { problems, data };
  const kind = collection.kind as PageKind;
  return { problems, data, entry: { kind, route: routeFor(f.path, kind), file: f.path, data, body } };
}

/** A problem in a Markdown body, located by searching for the offending text. */
function bodyProblem(file: DataFile, needle: string, code: Problem['code'], expected: string): Problem {
  const lines = file.text.split(/\r?\n/);
  const index = Math.max(0, lines.findIndex((l) => l.includes(needle)));
  return { code, file: file.path, line: index + 1, column: (lines[index]?.indexOf(needle) ?? 0) + 1, field: '(body)', expected, got: needle, hint: HINTS[code], source: lines[index] };
}

function wholeFile(file: string, code: Problem['code'], expected: string, got: string): Problem {
  return { code, file, line: 1, column: 1, field: '', expected, got, hint: HINTS[code] };
}
