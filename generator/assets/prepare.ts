/**
 * What every page shares: the CSS, the island bundles and the image sets. A
 * long-running process keeps them between builds and remakes them only when
 * the code or the images changed since its last build.
 */
import { join, resolve } from 'node:path';
import { codeInputs, REPO_ROOT } from '../../contract/inputs.ts';
import type { Navigation } from '../../contract/content/navigation.ts';
import type { RenderEnv } from '../render/index.ts';
import { localizeLinks } from '../render/localize.ts';
import type { Content, LanguageContent } from '../validate/index.ts';
import { contentHash } from './names.ts';
import { readCodeAssets, writeCodeAssets, type CodeAssets } from '../cache/code-assets.ts';
import { planImages, type ImagePlan, type ImageSets } from './images.ts';
import type { IslandBundle } from './islands.ts';
import { codeVersion } from '../cache/pages.ts';

export const TEMPLATES_DIR = join(REPO_ROOT, 'templates');

/** The assets of the last build, and what they were made from. */
export interface KeptAssets {
  code: string;
  css: string;
  islands: IslandBundle;
  sources: ReadonlyMap<string, Buffer>;
  images: ImageSets;
}

/** Where the assets are kept between builds (a build state). */
export interface AssetStore {
  assets?: KeptAssets;
  /** The fingerprint of the code, taken once: a store is for one version of the code (site dev starts a new one when the code changes). */
  code?: string;
}

export interface SharedAssets {
  css: string;
  cssPath: string;
  islands: IslandBundle;
  /** Planned from the images' hashes and sizes; encoded only when the files are written. */
  images: ImageSets;
  /** The fingerprint of the code the pages are rendered with. */
  code: string;
}

/**
 * The fingerprint of the code inputs (contract/inputs.ts), and of the templates folder the build was
 * given. A command run from its compiled copy (bin/site.js) has one already, taken over every source
 * file (the code inputs among them) before it started (`compiledFrom`): it stands in when the
 * templates are the project's.
 */
export function codeFingerprint(templatesDir: string, compiledFrom?: string, root = REPO_ROOT): Promise<string> {
  if (compiledFrom && root === REPO_ROOT && resolve(templatesDir) === TEMPLATES_DIR) return Promise.resolve(compiledFrom);
  return codeVersion([...new Set([...codeInputs(root), resolve(templatesDir)])]);
}

/** CSS, island bundles and image sets, remade only when the code or the images changed since the store's last build. */
export async function prepareAssets(store: AssetStore, sources: ReadonlyMap<string, Buffer>, templatesDir: string, cacheDir: string): Promise<SharedAssets> {
  const code = store.code ?? await codeFingerprint(templatesDir);
  const prev = store.assets;
  const sameCode = prev?.code === code;
  const sameImages = prev && prev.sources.size === sources.size && [...sources].every(([path, bytes]) => prev.sources.get(path) === bytes);
  const [{ css, islands }, images] = await Promise.all([
    sameCode ? prev : codeAssets(code, templatesDir, cacheDir),
    sameImages ? reused(prev.images) : planImages(sources, join(cacheDir, 'images')),
  ]);
  store.assets = { code, css, islands, sources, images };
  store.code = code;
  return { css, cssPath: `assets/site.${contentHash(css)}.css`, islands, images, code };
}

/** The CSS and island bundles of this code: from the cache folder when an earlier build made them, else made now and kept there. */
async function codeAssets(code: string, templatesDir: string, cacheDir: string): Promise<CodeAssets> {
  const kept = await readCodeAssets(cacheDir, code);
  if (kept) return kept;
  // Tailwind and esbuild are loaded only here: a command whose code assets are kept never needs them.
  const [{ buildCss }, { bundleIslands }] = await Promise.all([import('./css.ts'), import('./islands.ts')]);
  const [css, islands] = await Promise.all([buildCss(templatesDir), bundleIslands(templatesDir)]);
  await writeCodeAssets(cacheDir, code, { css, islands });
  return { css, islands };
}

/** The same images as the last build: nothing encoded now. */
const reused = (images: ImageSets): ImageSets => ({ sets: images.sets, encode: async () => ({ ...(await images.encode()), encoded: 0 }) });

/** The image files, encoded or from the cache, with the sets the pages used. */
export async function encodeImages(images: ImageSets): Promise<ImagePlan> {
  return { sets: images.sets, ...(await images.encode()) };
}

/** A language's navigation with links to that language's pages. */
function localizedNavigation(lang: LanguageContent): LanguageContent {
  return lang.prefix ? { ...lang, navigation: localizeLinks(lang.navigation, lang.prefix) as Navigation } : lang;
}

/** What every page renders with: the site's facts, the navigation and the assets' URLs. */
export function renderEnv(content: Omit<Content, 'pages'>, assets: SharedAssets): RenderEnv {
  return { languages: content.languages.map(localizedNavigation), cssHref: `/${assets.cssPath}`, islands: { graph: assets.islands.graph, gzipBytes: assets.islands.gzipBytes }, images: assets.images.sets };
}
