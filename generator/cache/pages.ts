/**
 * The page cache: for each page file of the last build, the key of what it
 * was rendered from. The key hashes the generator's own code, everything a
 * page shares with the others (site facts, navigation, asset URLs) and the
 * text of the page's content file; a page whose key is unchanged is not
 * rendered again.
 */
import { hash as oneShot } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PageHead, PageRecord, RenderEnv } from '../pipeline.ts';

export interface CachedPage { key: string; record: PageRecord }
/** By output file (treatment/x.html). */
export type PageCache = Map<string, CachedPage>;

/** SHA-256 of the parts, each followed by a NUL, in one call (no hash object per key). */
const hash = (...parts: string[]) => oneShot('sha256', `${parts.join('\0')}\0`, 'base64url').slice(0, 22);

const plain = (_key: string, value: unknown) => (value instanceof Map ? [...value] : value);

/** The part of every page's key that all pages share. */
export function envKey(code: string, env: RenderEnv): string {
  return hash(code, JSON.stringify(env, plain));
}

/** A page's key: what all pages share, and the text of its own content file. */
export function pageKey(shared: string, entry: PageHead): string {
  return hash(shared, entry.kind, String(entry.route), entry.file, entry.sourceHash);
}

/** Each page entry's key, while what all pages share stays the same (entries of unchanged files are kept objects). */
export type PageKeys = WeakMap<PageHead, { shared: string; key: string }>;

/** A page's key, hashed once per entry while the shared part stays the same. */
export function cachedPageKey(keys: PageKeys, shared: string, entry: PageHead): string {
  const known = keys.get(entry);
  if (known?.shared === shared) return known.key;
  const key = pageKey(shared, entry);
  keys.set(entry, { shared, key });
  return key;
}

interface CacheFile { version: 1; outDir: string; pages: [string, CachedPage][] }

/** The cache of the build last written to `outDir`, or an empty one. */
export async function readPageCache(file: string, outDir: string): Promise<PageCache> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    if (data.version === 1 && data.outDir === outDir) return new Map(data.pages);
  } catch {
    // Missing or unreadable: every page is rendered.
  }
  return new Map();
}

export async function writePageCache(file: string, outDir: string, cache: PageCache): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const body: CacheFile = { version: 1, outDir, pages: [...cache] };
  await writeFile(`${file}.tmp`, JSON.stringify(body));
  await rename(`${file}.tmp`, file);
}

/**
 * One file per cache folder, for the output folder built last: building into
 * another folder starts that folder's cache afresh (it renders every page).
 */
export const pageCacheFile = (cacheDir: string) => join(cacheDir, 'pages.json');
