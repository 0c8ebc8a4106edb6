/**
 * Responsive images with sharp: each JPEG or PNG below content/images becomes
 * AVIF, WebP and JPEG at a few widths, named by a hash of the source's bytes,
 * the recipe below and the encoder's version. Encoded files are kept on disk
 * under the same hash, so a rebuild encodes only images (or a recipe, or an
 * encoder) that changed: in the cache folder, or in a folder committed with the
 * content (encoded-images/), which a fresh clone then has. SVGs are copied as
 * they are. This stage's edge: it reads and writes that folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import type { Sharp } from 'sharp';
import type { Artifact } from '../pipeline.ts';
import { contentHash, hashedPath } from './names.ts';
import { HASHED_ASSETS_PREFIX } from '../../contract/output.ts';
import { IMAGE_FORMATS as FORMATS, type ImageFormat as Format, type ImageSet } from '../../contract/images.ts';

export type { ImageSet };

export interface Recipe {
  widths: readonly number[];
  avif: { quality: number; effort: number };
  webp: { quality: number };
  jpeg: { quality: number; mozjpeg: boolean };
}

/**
 * How pictures are encoded: the widths and each format's settings. Its text is hashed into every
 * encoded file's name, so a change here gives the pictures new URLs (and cache entries) instead of
 * new bytes under URLs that browsers and the CDN keep for a year.
 */
export const RECIPE: Recipe = {
  widths: [400, 800, 1200],
  avif: { quality: 55, effort: 0 },
  webp: { quality: 78 },
  jpeg: { quality: 80, mozjpeg: true },
};

let installed: string | undefined;
/**
 * The encoder, as its name and version: hashed into every encoded file's name like the recipe, since
 * another version of sharp (and of the libvips it comes with) may encode the same picture into other
 * bytes. Read from the installed package's package.json, which sharp's exports do not list, without
 * loading sharp itself.
 */
export function encoderName(): string {
  if (installed !== undefined) return installed;
  // Up from the package's entry point to its own package.json.
  for (let dir = dirname(createRequire(import.meta.url).resolve('sharp')); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'sharp' && pkg.version) return (installed = `sharp ${pkg.version}`);
  }
  throw new Error('the installed sharp has no package.json with its version');
}

const RASTER = /\.(?:jpe?g|png)$/i;

/**
 * Encodings run two at a time: each already uses libvips' threads, and
 * starting all of them at once multiplies the memory for no gain in speed.
 */
const encodeSlot = pLimit(2);

type SharpLibrary = typeof import('sharp').default;
let loaded: Promise<SharpLibrary> | undefined;
/** sharp, loaded the first time an image must be read or encoded: a build whose images are all cached never needs it. */
function library(): Promise<SharpLibrary> {
  return (loaded ??= import('sharp').then(({ default: lib }) => {
    lib.cache(false);
    lib.concurrency(1);
    return lib;
  }));
}
const sharp = (bytes: Buffer): Promise<Sharp> => library().then((lib) => lib(bytes));
/** Pixels already decoded, `channels` bytes each. */
const sharpRaw = (pixels: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }): Promise<Sharp> => library().then((lib) => lib(pixels, { raw }));

interface Size { width?: number; height?: number }

/** An image's size, as sharp reads it from the header, kept in the cache folder beside its encodings; null when it cannot be read. */
async function sizeOf(bytes: Buffer, hash: string, cacheDir: string | undefined): Promise<Size | null> {
  const file = cacheDir ? join(cacheDir, `${hash}.size.json`) : undefined;
  const kept = file ? await readFile(file, 'utf8').then((text) => JSON.parse(text) as Size | null).catch(() => undefined) : undefined;
  if (kept !== undefined) return kept;
  const meta = await (await sharp(bytes)).metadata().catch(() => null);
  const size = meta && { width: meta.width, height: meta.height };
  if (file) {
    await mkdir(dirname(file), { recursive: true });
    await writeWhole(file, JSON.stringify(size));
  }
  return size;
}

let writes = 0;
/**
 * Written beside, then renamed: another build reading the same folder never meets half a file. Each
 * write has a temporary name of its own (two paths may hold the same picture, whose files have one name).
 */
async function writeWhole(file: string, body: string | Buffer): Promise<void> {
  const temp = `${file}.${process.pid}-${++writes}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}

const encoder = (img: Sharp, format: Format, recipe: Recipe): Sharp => {
  if (format === 'avif') return img.avif(recipe.avif);
  if (format === 'webp') return img.webp(recipe.webp);
  return img.jpeg(recipe.jpeg);
};

/**
 * A picture at one width in several formats. With more than one, it is decoded and resized once and
 * each format encoded from those pixels: the same bytes as encoding each from the source, with a
 * tenth less work.
 */
function encodeWidth(bytes: Buffer, width: number, formats: readonly Format[], recipe: Recipe): Promise<Buffer[]> {
  return encodeSlot(async () => {
    const resized = (await sharp(bytes)).resize({ width, withoutEnlargement: true });
    if (formats.length === 1) return [await encoder(resized, formats[0]!, recipe).toBuffer()];
    const { data, info } = await resized.raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const out: Buffer[] = [];
    for (const format of formats) out.push(await encoder(await sharpRaw(data, raw), format, recipe).toBuffer());
    return out;
  });
}

/**
 * The encodings of one picture at one width, in FORMATS order: each from the cache folder when an
 * earlier build made it, the others made now (and kept there). `made` counts those.
 */
async function encodings(bytes: Buffer, hash: string, width: number, recipe: Recipe, cacheDir: string | undefined, made: (n: number) => void): Promise<Buffer[]> {
  const keys = FORMATS.map((format) => `${hash}-${width}.${extension(format)}`);
  const kept = await Promise.all(keys.map((key) => (cacheDir ? readFile(join(cacheDir, key)).catch(() => null) : null)));
  const missing = FORMATS.filter((_, i) => !kept[i]);
  if (!missing.length) return kept as Buffer[];
  const fresh = await encodeWidth(bytes, width, missing, recipe);
  made(missing.length);
  const bodies = FORMATS.map((format, i) => kept[i] ?? fresh[missing.indexOf(format)]!);
  if (cacheDir) await Promise.all(keys.map((key, i) => (kept[i] ? undefined : writeWhole(join(cacheDir, key), bodies[i]!))));
  return bodies;
}

const extension = (format: Format) => (format === 'jpeg' ? 'jpg' : format);

/** The files of every image, encoded or taken from the folder. */
export interface EncodedImages {
  files: Artifact[];
  /** How many encodings were made now rather than taken from the folder. */
  encoded: number;
  /** The committed folder they were kept in, if they were (EncodingsFolder), and how many of its files no picture used any more and were removed. */
  committed?: { dir: string; removed: number };
}

export interface ImagePlan extends EncodedImages {
  sets: ReadonlyMap<string, ImageSet>;
}

/**
 * The image sets pages refer to, from each image's hash and size alone (no
 * pixels decoded), and a way to make the files, run once. A build renders its
 * pages first and encodes after, so the two never hold memory at once.
 */
export interface ImageSets {
  sets: ReadonlyMap<string, ImageSet>;
  /** Encode (or take from the folder) every file; runs once, later calls share the result. */
  encode: () => Promise<EncodedImages>;
}

/**
 * Where encodings are kept between builds: a cache folder (a path), or the folder committed with the
 * content, which holds exactly what the site's pictures need: what a build encodes is added to it,
 * and what no picture uses any more (a replaced picture, an old recipe or encoder) is removed.
 */
export type EncodingsFolder = string | { dir: string; committed: true };

/** The names a build keeps in the folder: `<hash>.size.json` and `<hash>-<width>.<format>`. */
const KEPT_NAME = /^[0-9a-f]{10}(?:\.size\.json|-\d+\.(?:avif|webp|jpg))$/;

export async function planImages(assets: ReadonlyMap<string, Buffer>, folder?: EncodingsFolder, recipe: Recipe = RECIPE, encoder = encoderName()): Promise<ImageSets> {
  const cacheDir = typeof folder === 'string' ? folder : folder?.dir;
  const committed = typeof folder === 'object';
  /** The folder's files this plan reads or writes. */
  const used = new Set<string>();
  const recipeText = `${encoder}\0${JSON.stringify(recipe)}`;
  const maxWidth = Math.max(...recipe.widths);
  const sets = new Map<string, ImageSet>();
  const jobs: (() => Promise<Artifact>)[] = [];
  let encoded = 0;
  await Promise.all([...assets].map(async ([path, bytes]) => {
    if (!RASTER.test(path)) {
      const out = hashedPath(path, bytes);
      jobs.push(async () => ({ path: out, body: bytes }));
      const svg = path.endsWith('.svg') ? contentHash(bytes) : undefined;
      if (svg) used.add(`${svg}.size.json`);
      const meta = svg ? await sizeOf(bytes, svg, cacheDir) : null;
      sets.set(path, { width: meta?.width ?? 0, height: meta?.height ?? 0, src: `/${out}`, srcset: {} });
      return;
    }
    const sourceHash = contentHash(bytes);
    used.add(`${sourceHash}.size.json`);
    const meta = await sizeOf(bytes, sourceHash, cacheDir);
    if (!meta) throw new Error(`${path} could not be read as an image`);
    // The source and the recipe: the bytes are hashed once, the size is kept under the source alone.
    const hash = contentHash(`${sourceHash}\0${recipeText}`);
    const full = meta.width ?? maxWidth;
    const widths = [...new Set([...recipe.widths.filter((w) => w < full), Math.min(full, maxWidth)])];
    const base = path.replace(/\.[a-z]+$/i, '');
    const file = (w: number, format: Format) => `${HASHED_ASSETS_PREFIX}${base}.${hash}-${w}.${extension(format)}`;
    for (const w of widths) {
      for (const format of FORMATS) used.add(`${hash}-${w}.${extension(format)}`);
      let bodies: Promise<Buffer[]> | undefined;
      const made = () => (bodies ??= encodings(bytes, hash, w, recipe, cacheDir, (n) => { encoded += n; }));
      FORMATS.forEach((format, i) => jobs.push(async () => ({ path: file(w, format), body: (await made())[i]! })));
    }
    const srcset = Object.fromEntries(FORMATS.map((format) => [format, widths.map((w) => `/${file(w, format)} ${w}w`).join(', ')])) as Partial<Record<Format, string>>;
    const largest = widths[widths.length - 1]!;
    sets.set(path, {
      width: largest,
      height: Math.round((largest * (meta.height ?? full)) / full),
      src: `/${HASHED_ASSETS_PREFIX}${base}.${hash}-${largest}.jpg`,
      srcset,
    });
  }));
  let made: Promise<EncodedImages> | undefined;
  return {
    // In source order, whatever order the metadata came in: the page cache hashes this.
    sets: new Map([...sets].sort(([a], [b]) => a.localeCompare(b))),
    encode: () => made ??= (async () => {
      if (cacheDir) await mkdir(cacheDir, { recursive: true });
      const files = await Promise.all(jobs.map((job) => job()));
      files.sort((a, b) => a.path.localeCompare(b.path));
      if (!committed || !cacheDir) return { files, encoded };
      return { files, encoded, committed: { dir: cacheDir, removed: await removeUnused(cacheDir, used) } };
    })(),
  };
}

/** Remove the encodings and sizes no picture uses now from a committed folder (other files stay); how many went. */
async function removeUnused(dir: string, used: ReadonlySet<string>): Promise<number> {
  const stale = (await readdir(dir)).filter((name) => KEPT_NAME.test(name) && !used.has(name));
  await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
  return stale.length;
}

/** Plan and encode at once. */
export async function processImages(assets: ReadonlyMap<string, Buffer>, folder?: EncodingsFolder): Promise<ImagePlan> {
  const plan = await planImages(assets, folder);
  return { sets: plan.sets, ...(await plan.encode()) };
}
