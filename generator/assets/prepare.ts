/**
 * The assets stage: the files every page links to, made before any page renders because the
 * pages name them: the CSS, the island bundles and the image sets (planned from the images'
 * hashes and sizes; encoded only when the site is written). A long-running process keeps them
 * between builds and remakes them only when the code or the images changed since its last build.
 */
import { join } from 'node:path';
import type { IslandBundle } from '../pipeline.ts';
import { readCodeAssets, writeCodeAssets, type CodeAssets } from '../cache/code-assets.ts';
import { codeFingerprint } from '../cache/fingerprint.ts';
import { jsonSchemaArtifacts, type SchemaFile } from '../schema/json-schema.ts';
import { planImages, type ImageSets } from './images.ts';
import { contentHash } from './names.ts';

/** The assets of the last build, and what they were made from. */
export interface LastAssets {
  code: string;
  css: string;
  islands: IslandBundle;
  schemas: SchemaFile[];
  sources: ReadonlyMap<string, Buffer>;
  images: ImageSets;
}

/** Where the assets are kept between builds (a build state). */
export interface AssetStore {
  assets?: LastAssets;
  /** The fingerprint of the code, taken once: a store is for one version of the code (site dev starts a new one when the code changes). */
  code?: string;
}

export interface SharedAssets {
  css: string;
  cssPath: string;
  islands: IslandBundle;
  /** The editors' JSON Schema files (schema/json-schema.ts). */
  schemas: SchemaFile[];
  /** Planned from the images' hashes and sizes; encoded only when the files are written. */
  images: ImageSets;
  /** The fingerprint of the code the pages are rendered with. */
  code: string;
}

/**
 * CSS, island bundles and image sets, remade only when the code or the images changed since the
 * store's last build. The pictures' encodings are kept in `encodedImagesDir` when the content has
 * one (committed with it), else in the cache folder.
 */
export async function prepareAssets(store: AssetStore, sources: ReadonlyMap<string, Buffer>, templatesDir: string, cacheDir: string, encodedImagesDir?: string): Promise<SharedAssets> {
  const code = store.code ?? await codeFingerprint(templatesDir);
  const prev = store.assets;
  const sameCode = prev?.code === code;
  const sameImages = prev && prev.sources.size === sources.size && [...sources].every(([path, bytes]) => prev.sources.get(path) === bytes);
  const [{ css, islands, schemas }, images] = await Promise.all([
    sameCode ? prev : codeAssets(code, templatesDir, cacheDir),
    sameImages ? reused(prev.images) : planImages(sources, encodedImagesDir ? { dir: encodedImagesDir, committed: true } : join(cacheDir, 'images')),
  ]);
  store.assets = { code, css, islands, schemas, sources, images };
  store.code = code;
  return { css, cssPath: `assets/site.${contentHash(css)}.css`, islands, schemas, images, code };
}

/** The CSS, island bundles and JSON Schemas of this code: from the cache folder when an earlier build made them, else made now and kept there. */
async function codeAssets(code: string, templatesDir: string, cacheDir: string): Promise<CodeAssets> {
  const kept = await readCodeAssets(cacheDir, code);
  if (kept) return kept;
  // Tailwind and esbuild are loaded only here: a command whose code assets are kept never needs them.
  const [{ buildCss }, { bundleIslands }] = await Promise.all([import('./css.ts'), import('./islands.ts')]);
  // The schemas are made on this thread while Tailwind and esbuild work on theirs.
  const made = Promise.all([buildCss(templatesDir), bundleIslands(templatesDir)]);
  const schemas = jsonSchemaArtifacts();
  const [css, islands] = await made;
  await writeCodeAssets(cacheDir, code, { css, islands, schemas });
  return { css, islands, schemas };
}

/** The same images as the last build: nothing encoded now. */
const reused = (images: ImageSets): ImageSets => ({ sets: images.sets, encode: async () => ({ ...(await images.encode()), encoded: 0 }) });
