/**
 * The CSS, the island bundles and the editors' JSON Schemas depend only on the code (contract/inputs.ts),
 * so a build keeps them in its cache folder under the code's fingerprint and a later command with the
 * same code reads them back instead of running Tailwind, esbuild and zod's JSON Schema writer again.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IslandBundle } from '../pipeline.ts';
import type { SchemaFile } from '../schema/json-schema.ts';

export interface CodeAssets { css: string; islands: IslandBundle; schemas: SchemaFile[] }

interface Stored {
  version: 2;
  css: string;
  schemas: { path: string; text: string }[];
  graph: [string, { entry: string; chunks: string[] }][];
  gzipBytes: [string, number][];
  files: { path: string; base64: string }[];
}

const folder = (cacheDir: string) => join(cacheDir, 'code-assets');
/** The file name from the fingerprint: base64url, safe in a path. */
const fileFor = (cacheDir: string, code: string) => join(folder(cacheDir), `${code}.json`);

/** The assets made with this code before, or undefined (none yet, or unreadable). */
export async function readCodeAssets(cacheDir: string, code: string): Promise<CodeAssets | undefined> {
  try {
    const stored = JSON.parse(await readFile(fileFor(cacheDir, code), 'utf8')) as Stored;
    if (stored.version !== 2) return undefined;
    return {
      css: stored.css,
      schemas: stored.schemas.map((f) => ({ path: f.path, body: f.text })),
      islands: {
        graph: new Map(stored.graph),
        gzipBytes: new Map(stored.gzipBytes),
        files: stored.files.map((f) => ({ path: f.path, body: Buffer.from(f.base64, 'base64') })),
      },
    };
  } catch {
    return undefined;
  }
}

/** Keep the assets made with this code, in place of those of any other code. */
export async function writeCodeAssets(cacheDir: string, code: string, assets: CodeAssets): Promise<void> {
  const stored: Stored = {
    version: 2,
    css: assets.css,
    schemas: assets.schemas.map((f) => ({ path: f.path, text: f.body })),
    graph: [...assets.islands.graph],
    gzipBytes: [...assets.islands.gzipBytes],
    files: assets.islands.files.map((f) => ({ path: f.path, base64: Buffer.from(f.body).toString('base64') })),
  };
  await mkdir(folder(cacheDir), { recursive: true });
  const target = fileFor(cacheDir, code);
  // Written whole under another name first, so a concurrent build never reads half a file.
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(stored));
  await rename(temp, target);
  for (const name of await readdir(folder(cacheDir))) {
    if (join(folder(cacheDir), name) !== target && !name.endsWith('.tmp')) await rm(join(folder(cacheDir), name), { force: true });
  }
}
