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

export function validate(files: readonly SourceFile[]): ValidateResult {
  const problems: Problem[] = [];
  const assets = new Map<string, Buffer>();
  const parsed = new Map<string, { file: DataFile; data: Record<string, unknown> }>();
  const pages: RefPage[] = [];
  /** Pages that failed their schema: linked to, but their own links are not checked. */
  const targets: RefPage[] = [];

  for (const f of files) {
    if (f.type === 'asset') {
      if (f.path.startsWith('images/')) assets.set(f.path, (f as AssetFile).bytes);
      else problems.push(wholeFile(f.path, 'unknown-file', 'an image below content/images/', `a file at ${f.path}`));
      continue;
    }
    if (f.syntaxErrors.length) {
      for (const e of f.syntaxErrors) {
        problems.push({ code: 'yaml-syntax', file: f.path, line: e.position.line, column: e.position.column, field: '', expected: 'valid YAML', got: e.message, hint: HINTS['yaml-syntax'], source: lineText(f, e.position.line) });
      }
      continue;
    }
    const collection = collectionFor(f.path);
    if (!collection) {
      problems.push(wholeFile(f.path, 'unknown-file', `a file such as ${COLLECTIONS.map((c) => c.example).join(', ')}`, f.path));
      continue;
    }
    const result = collection.schema.safeParse(f.data ?? {}, { reportInput: true });
    if (!result.success) {
      problems.push(...issuesToProblems(f, result.error.issues));
      // Still a link target: its route exists even while its fields are wrong.
      if (collection.isPage) targets.push({ kind: collection.kind as PageKind, route: routeFor(f.path, collection.kind as PageKind), file: f, data: (f.data ?? {}) as Record<string, unknown> });
      continue;
    }
    const data = result.data as Record<string, unknown>;
    parsed.set(f.path, { file: f, data });
    if (collection.isPage) {
      const kind = collection.kind as PageKind;
      pages.push({ kind, route: routeFor(f.path, kind), file: f, data });
    }
  }

  for (const c of COLLECTIONS.filter((c) => c.singleton)) {
    const present = files.some((f) => c.pattern.test(f.path));
    if (!present) problems.push(wholeFile(c.example, 'missing-file', `a file at content/${c.example}`, 'no such file'));
  }

  // Fill {tokens} in copy from site.yaml; an unknown token is a problem at its line.
  const siteEntry = parsed.get('site.yaml');
  if (siteEntry) {
    const values = placeholderValues(siteEntry.data as Site);
    for (const entry of [...parsed.values()]) {
      if (entry.file.path === 'site.yaml') continue;
      const filled = fillPlaceholders(entry.data, values);
      entry.data = filled.data;
      const page = pages.find((p) => p.file === entry.file);
      if (page) page.data = filled.data;
      if (entry.file.body !== undefined) {
        const body = fillPlaceholders(entry.file.body, values);
        entry.file.body = body.data;
        for (const u of body.unknown) problems.push(bodyProblem(entry.file, u.token, 'unknown-placeholder', `one of ${Object.keys(values).map((k) => `{${k}}`).join(', ')}`));
      }
      for (const u of filled.unknown) {
        const pos = positionOf(entry.file, u.path);
        problems.push({ code: 'unknown-placeholder', file: entry.file.path, line: pos.line, column: pos.column, field: formatPath(u.path), expected: `one of ${Object.keys(values).map((k) => `{${k}}`).join(', ')}`, got: u.token, hint: HINTS['unknown-placeholder'], source: lineText(entry.file, pos.line) });
      }
    }
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
    for (const href of p.file.body === undefined ? [] : markdownLinks(p.file.body)) {
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
      pages: pages.map((p) => ({ kind: p.kind, route: p.route, file: p.file.path, data: p.data, body: p.file.body })),
      assets,
    },
  };
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
