/**
 * The check cache: checks of content files carried from one build to the next, in the cache
 * folder. What checking a file finds depends only on its text, the words that
 * fill its {tokens} and the generator's code; while none of them changed, a
 * build takes the cached result and neither parses nor checks the file again:
 * for a shared file its data, for a page its route, what the checks across
 * files need and its page-cache key. A page's data is worked out again only if
 * the page has to be rendered.
 *
 * Only checks that found nothing are cached: a problem has to point into the
 * file, which is then read anyway. A cached check is keyed by everything it was
 * made from, so a stale one is never found, only left unused; each build caches
 * the checks of its own pages and drops the rest.
 */
import { hash as oneShot } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DataFile, PageEntry } from '../pipeline.ts';
import type { PageFacts } from '../validate/references.ts';
import type { CheckMemo, FileCheck } from '../validate/index.ts';
import { sourceHashOf } from '../validate/check-file.ts';

/**
 * A check as the cache file holds it, in JSON: a page's without its data (a page renders from its
 * file, and only when it has to be rendered), a shared file's (site.yaml, the navigation...) with its
 * data, which every page needs.
 */
export type CachedCheck =
  | { entry: Omit<PageEntry, 'data' | 'body'>; facts: Omit<PageFacts, 'anchors'> & { anchors: string[] } }
  | { data: Record<string, unknown> };

export interface CheckCache {
  /** A file's check: the cached one when there is one, else made now (`check`) and cached. */
  memo: CheckMemo;
  /** The checks of this build's pages, and whether they differ from the ones read. */
  result: () => { checks: Map<string, CachedCheck>; changed: boolean };
}

export const checkCacheFile = (cacheDir: string) => join(cacheDir, 'checks.ndjson');

/** The file's first line; then one line per check, `[key, check]`, so that neither side holds the whole text of a large site at once. */
interface Header { version: 1; code: string }

/** The checks the last build cached for this code; none when the file is missing, unreadable or for other code. */
export async function readCachedChecks(file: string, code: string): Promise<Map<string, CachedCheck>> {
  const checks = new Map<string, CachedCheck>();
  try {
    const lines = (await readFile(file, 'utf8')).split('\n');
    const header = JSON.parse(lines[0]!) as Header;
    if (header.version !== 1 || header.code !== code) return checks;
    for (let i = 1; i < lines.length; i++) {
      if (!lines[i]) continue;
      const [key, check] = JSON.parse(lines[i]!) as [string, CachedCheck];
      checks.set(key, check);
    }
    return checks;
  } catch {
    // Missing or unreadable: every file is checked.
    return new Map();
  }
}

/** Lines written at a time. */
const BATCH = 500;

export async function writeCachedChecks(file: string, code: string, checks: Map<string, CachedCheck>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const out = await open(`${file}.tmp`, 'w');
  try {
    const header: Header = { version: 1, code };
    let lines = [JSON.stringify(header)];
    for (const entry of checks) {
      lines.push(JSON.stringify(entry));
      if (lines.length >= BATCH) {
        await out.write(lines.join('\n') + '\n');
        lines = [];
      }
    }
    await out.write(lines.join('\n') + '\n');
  } finally {
    await out.close();
  }
  await rename(`${file}.tmp`, file);
}

/** The check cache over the checks read from disk, for one version of the code. Pure. */
export function checkCache(code: string, previous: ReadonlyMap<string, CachedCheck>): CheckCache {
  const now = new Map<string, CachedCheck>();
  let changed = false;
  // The file's text enters by its hash, worked out once for the file and its page's key.
  const keyOf = (f: DataFile, words: string) => oneShot('sha256', `${code}\0${words}\0${f.path}\0${sourceHashOf(f)}`, 'base64url');
  const cache = (key: string, check: FileCheck) => {
    if (check.problems.length) return;
    if (check.entry && check.facts) {
      // A page checked in a render worker comes without its data and body.
      const { data: _data, body: _body, ...entry } = check.entry;
      now.set(key, { entry, facts: { ...check.facts, anchors: [...check.facts.anchors] } });
    } else if (check.data) {
      now.set(key, { data: check.data });
    } else {
      return;
    }
    changed = true;
  };
  const later: NonNullable<CheckMemo['later']> = (f, words, check) => {
    const key = keyOf(f, words);
    const hit = previous.get(key);
    if (hit) {
      now.set(key, hit);
      return { kept: fromCached(hit, check) };
    }
    return { keep: (result) => cache(key, result) };
  };
  const memo: CheckMemo = (f, words, check) => {
    const found = later(f, words, check);
    if ('kept' in found) return found.kept;
    const result = check();
    found.keep(result);
    return result;
  };
  memo.later = later;
  return {
    memo,
    result: () => ({ checks: now, changed: changed || now.size !== previous.size }),
  };
}

/**
 * A page's check from a cached one. The page's data and Markdown body are worked out from the file
 * (`recheck`) the first time anything asks for them: rendering, or the page cache for a page it misses.
 */
function fromCached(cached: CachedCheck, recheck: () => FileCheck): FileCheck {
  if ('data' in cached) return { problems: [], data: cached.data };
  let full: PageEntry | undefined;
  const entry = () => {
    full ??= recheck().entry;
    if (!full) throw new Error(`${cached.entry.file}: a kept check no longer holds: the page has problems now`);
    return full;
  };
  return {
    problems: [],
    entry: {
      ...cached.entry,
      get data() { return entry().data; },
      get body() { return entry().body; },
    },
    facts: { ...cached.facts, anchors: new Set(cached.facts.anchors) },
  };
}
