/**
 * Checks of content files kept from one build to the next, in the cache
 * folder. What checking a file finds depends only on its text, the words that
 * fill its {tokens} and the generator's code; while none of them changed, a
 * build takes the kept result and neither parses nor checks the file again:
 * for a shared file its data, for a page its route, what the checks across
 * files need and its page-cache key. A page's data is worked out again only if
 * the page has to be rendered.
 *
 * Only checks that found nothing are kept: a problem has to point into the
 * file, which is then read anyway. A kept check is keyed by everything it was
 * made from, so a stale one is never found, only left unused; each build keeps
 * the checks of its own pages and drops the rest.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DataFile } from '../load/source.ts';
import type { PageFacts } from '../validate/references.ts';
import type { FileCheck, PageEntry } from '../validate/index.ts';

/**
 * A check as the cache file holds it, in JSON: a page's without its data (a page renders from its
 * file, and only when it has to be rendered), a shared file's (site.yaml, the navigation...) with its
 * data, which every page needs.
 */
export type KeptCheck =
  | { entry: Omit<PageEntry, 'data' | 'body'>; facts: Omit<PageFacts, 'anchors'> & { anchors: string[] } }
  | { data: Record<string, unknown> };

export interface KeptChecks {
  /** The key of a page's check: its file, the words that fill it (a JSON text) and the code. */
  key: (f: DataFile, words: string) => string;
  /** A kept check, when there is one for this key. */
  get: (key: string) => KeptCheck | undefined;
  /** Keep a check that found nothing, for the next build. */
  keep: (key: string, check: FileCheck) => void;
  /** The checks of this build's pages, and whether they differ from the ones read. */
  result: () => { checks: Map<string, KeptCheck>; changed: boolean };
}

export const keptChecksFile = (cacheDir: string) => join(cacheDir, 'checks.ndjson');

/** The file's first line; then one line per check, `[key, check]`, so that neither side holds the whole text of a large site at once. */
interface Header { version: 1; code: string }

/** The checks the last build kept for this code; none when the file is missing, unreadable or for other code. */
export async function readKeptChecks(file: string, code: string): Promise<Map<string, KeptCheck>> {
  const checks = new Map<string, KeptCheck>();
  try {
    const lines = (await readFile(file, 'utf8')).split('\n');
    const header = JSON.parse(lines[0]!) as Header;
    if (header.version !== 1 || header.code !== code) return checks;
    for (let i = 1; i < lines.length; i++) {
      if (!lines[i]) continue;
      const [key, check] = JSON.parse(lines[i]!) as [string, KeptCheck];
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

export async function writeKeptChecks(file: string, code: string, checks: Map<string, KeptCheck>): Promise<void> {
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

/** Kept checks over the ones read from disk, for one version of the code. Pure. */
export function keptChecks(code: string, previous: ReadonlyMap<string, KeptCheck>): KeptChecks {
  const now = new Map<string, KeptCheck>();
  let changed = false;
  return {
    key: (f, words) => createHash('sha256').update(code).update('\0').update(words).update('\0').update(f.path).update('\0').update(f.text).digest('base64url'),
    get(key) {
      const hit = previous.get(key);
      if (hit) now.set(key, hit);
      return hit;
    },
    keep(key, check) {
      if (check.problems.length) return;
      if (check.entry && check.facts) {
        const { data: _data, body: _body, ...entry } = check.entry;
        now.set(key, { entry, facts: { ...check.facts, anchors: [...check.facts.anchors] } });
      } else if (check.data) {
        now.set(key, { data: check.data });
      } else {
        return;
      }
      changed = true;
    },
    result: () => ({ checks: now, changed: changed || now.size !== previous.size }),
  };
}

/**
 * A page's check from a kept one. The page's data and Markdown body are worked out from the file
 * (`recheck`) the first time anything asks for them: rendering, or the page cache for a page it misses.
 */
export function fromKept(kept: KeptCheck, recheck: () => FileCheck): FileCheck {
  if ('data' in kept) return { problems: [], data: kept.data };
  let full: PageEntry | undefined;
  const entry = () => {
    full ??= recheck().entry;
    if (!full) throw new Error(`${kept.entry.file}: a kept check no longer holds: the page has problems now`);
    return full;
  };
  return {
    problems: [],
    entry: {
      ...kept.entry,
      get data() { return entry().data; },
      get body() { return entry().body; },
    },
    facts: { ...kept.facts, anchors: new Set(kept.facts.anchors) },
  };
}

/** A file's check: the kept one when there is one, else made now (`check`) and kept. Without kept checks, made now. */
export function checkWithKept(kept: KeptChecks | undefined, f: DataFile, words: string, check: () => FileCheck): FileCheck {
  if (!kept) return check();
  const key = kept.key(f, words);
  const hit = kept.get(key);
  if (hit) return fromKept(hit, check);
  const result = check();
  kept.keep(key, result);
  return result;
}
