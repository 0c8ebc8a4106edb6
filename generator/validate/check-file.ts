/**
 * One content file checked on its own: against its collection's schema, with
 * its {tokens} filled in. The checks across files are in references.ts.
 */
import { isUtf8 } from 'node:buffer';
import { hash as oneShot } from 'node:crypto';
import type { DataFile, PageEntry, PageHead } from '../pipeline.ts';
import { COLLECTIONS, collectionFor, languageOf, routeFor, TRANSLATED_COLLECTIONS } from '../schema/registry.ts';
import { languagePrefix, localizeRoute, type PageKind } from '../../contract/routes.ts';
import { DEFAULT_LANGUAGES, type Language } from '../../contract/content/site.ts';
import { problem, type Problem } from './problem.ts';
import { lineText, locateInBody, locationOf, wholeFile } from './positions.ts';
import { fillPlaceholders } from './placeholders.ts';
import { pageFacts, targetFacts } from './references.ts';
import { issuesToProblems } from './zod-issues.ts';
import { dangerSignProblems } from './danger-signs.ts';
import { claimProblems, type ClaimRules } from './claims.ts';
import type { CrisisPage } from '../../contract/content/crisis.ts';
import type { FileCheck } from './index.ts';

/**
 * One file against its collection's schema, with its {tokens} filled in. Pure. `languages` is
 * undefined while site.yaml is invalid: then any language folder is taken as declared; `rules`
 * (site.yaml's facts, which each page's claims are checked against) likewise. `twin`: a
 * translation's English file, read only to point at a field the translation lacks.
 */
export function checkFile(f: DataFile, values: Record<string, string> | undefined, languages: Language[] | undefined, rules?: ClaimRules, twin?: () => DataFile | undefined): FileCheck {
  const { language: folder } = languageOf(f.path);
  const [first, ...others] = languages ?? DEFAULT_LANGUAGES;
  if (folder && languages && !others.some((l) => l.code === folder)) {
    return { problems: [problem('undeclared-language', { code: folder, declared: others.map((l) => l.code) }, wholeFile(f.path))] };
  }
  const language = folder ?? first!.code;
  const collection = collectionFor(f.path);
  const kind = collection?.isPage ? (collection.kind as PageKind) : undefined;
  // Only the first syntax error: after it the YAML reader is lost, and what it says next is mostly the same mistake again.
  const syntax = f.syntaxErrors[0];
  if (syntax) {
    const at = { file: f.path, ...syntax.position, field: '', source: lineText(f, syntax.position.line) };
    const problems = [problem('yaml-syntax', { reason: syntax.code, detail: syntax.message }, at)];
    // A page's route comes from its file name: links to it are not broken because its text is.
    return kind ? { problems, target: { route: routeFor(f.path, kind), file: f.path, language } } : { problems };
  }
  if (!collection) {
    const examples = (folder ? TRANSLATED_COLLECTIONS : COLLECTIONS).map((c) => (folder ? `${folder}/` : '') + c.example);
    return { problems: [problem('unknown-file', { path: f.path, kind: 'data', examples }, wholeFile(f.path))] };
  }
  // jitless: zod's compiled fast path for objects took 35-47 ms to generate, at the start of every
  // build, on the thread that hands pages to the render workers. Without it the checks find the same
  // problems, and primed builds of 1,036 pages took 1.065 s against 1.10 s (median of 8, in turns);
  // `site check` of 5,036 pages on one thread took as long either way.
  const result = collection.schema.safeParse(f.data ?? {}, { reportInput: true, jitless: true });
  // A page that fails its schema is still a link target: its route exists even while its fields are wrong.
  if (!result.success) {
    const problems = issuesToProblems(f, result.error.issues, { schema: collection.schema, ...(folder ? { twin } : {}) });
    if (!kind) return { problems };
    return { problems, target: targetFacts({ kind, route: routeFor(f.path, kind), file: f.path, language, data: (f.data ?? {}) as Record<string, unknown> }) };
  }

  const problems: Problem[] = [];
  let data = result.data as Record<string, unknown>;
  // Claims are read as the editor wrote them: a promise's {token} is what it must say.
  if (kind && rules) problems.push(...claimProblems(f, kind, data, f.body, language, rules));
  let body = f.body;
  if (values && f.path !== 'site.yaml') {
    const known = Object.keys(values);
    const filled = fillPlaceholders(data, values);
    data = filled.data;
    for (const u of filled.unknown) problems.push(problem('unknown-placeholder', { token: u.token, known }, locationOf(f, u.path)));
    for (const u of filled.unitless) problems.push(problem('token-without-unit', { token: u.token }, locationOf(f, u.path)));
    if (body !== undefined) {
      const filledBody = fillPlaceholders(body, values);
      body = filledBody.data;
      for (const u of filledBody.unknown) problems.push(problem('unknown-placeholder', { token: u.token, known }, locateInBody(f, u.token)));
      for (const u of filledBody.unitless) problems.push(problem('token-without-unit', { token: u.token }, locateInBody(f, u.token)));
    }
  }
  if (!kind) return { problems, data };
  if (kind === 'crisis') problems.push(...dangerSignProblems(f, data as unknown as CrisisPage, language));
  const entry: PageEntry = { ...pageHead(f, languages)!, data, body };
  const translated = (languages ?? DEFAULT_LANGUAGES).length > 1;
  return { problems, data, entry, facts: pageFacts({ ...entry, route: entry.baseRoute }, { data: f.data as Record<string, unknown>, body: f.body }, translated) };
}

/**
 * A page's head, from its path and text alone: what its entry will hold if its check finds nothing,
 * so that its page-cache key is known before it is parsed. Undefined for a file that is no page, or
 * that is in a language folder the site does not declare.
 */
export function pageHead(f: { path: string; text: string }, languages: Language[] | undefined): PageHead | undefined {
  const collection = collectionFor(f.path);
  if (!collection?.isPage) return undefined;
  const { language: folder } = languageOf(f.path);
  const [first, ...others] = languages ?? DEFAULT_LANGUAGES;
  if (folder && languages && !others.some((l) => l.code === folder)) return undefined;
  const language = folder ?? first!.code;
  const prefix = languagePrefix(language, first!.code);
  const kind = collection.kind as PageKind;
  const baseRoute = routeFor(f.path, kind);
  const route = baseRoute === null ? null : localizeRoute(baseRoute, prefix);
  return { kind, route, baseRoute, language, prefix, file: f.path, sourceHash: sourceHashOf(f) };
}

const sourceHashes = new WeakMap<object, string>();

/**
 * A file's text as a short hash (SHA-1), what keys its page and its check between builds: worked out
 * once for each file read, however many keys it goes into. A file read from disk and not decoded yet
 * is hashed from its bytes, which are its text's UTF-8 when they are valid UTF-8 (the same hash,
 * without decoding it); bytes that are not are hashed as the text they decode to, as any other file is.
 */
export function sourceHashOf(f: { text: string; bytes?: Buffer }): string {
  let hash = sourceHashes.get(f);
  if (hash === undefined) sourceHashes.set(f, (hash = oneShot('sha1', f.bytes && isUtf8(f.bytes) ? f.bytes : f.text, 'base64url')));
  return hash;
}
