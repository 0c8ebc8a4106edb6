/** Responsive images: AVIF, WebP and JPEG at several widths, sized, lazy below the fold, cached by content hash. */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { RECIPE, encoderName, planImages, processImages } from '../../generator/assets/images.ts';
import { formatSummary } from '../../generator/report/summary.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import { fixtureSite } from '../helpers/fixtures.ts';
import { ROOT, page, shipped } from '../helpers/site.ts';

/** The encodings committed beside the shipped content. */
const COMMITTED = join(ROOT, DEFAULTS.encodedImagesDir);
const encodingsIn = async (dir: string) => (await readdir(dir)).filter((name) => name !== 'README.md').sort();

describe('responsive images', () => {
  it('the home gallery and team use <picture> with AVIF and WebP sources, width and height set', async () => {
    const $ = await page('/');
    const pictures = $('#facility picture, #team picture');
    expect(pictures.length).toBe(1 + 9 + 4);
    pictures.each((_, p) => {
      expect($(p).find('source[type="image/avif"]').attr('srcset')).toMatch(/ 400w, .+ (600|800)w/);
      expect($(p).find('source[type="image/webp"]').attr('srcset')).toMatch(/\.webp 400w/);
      const img = $(p).find('img');
      expect(Number(img.attr('width'))).toBeGreaterThan(0);
      expect(Number(img.attr('height'))).toBeGreaterThan(0);
      expect(img.attr('src')).toMatch(/\.jpg$/);
      expect(img.attr('alt')).toBeDefined();
    });
    expect($('#team img').first().attr('loading')).toBe('lazy');
    expect($('#team img').first().attr('alt')).toMatch(/^Portrait of /);
  });

  it('encodes real AVIF and WebP files at the listed widths', async () => {
    const source = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0b655d' } }).jpeg().toBuffer();
    const plan = await processImages(new Map([['images/x/test.jpg', source]]));
    const set = plan.sets.get('images/x/test.jpg')!;
    expect(set).toMatchObject({ width: 1000, height: 500 });
    expect(set.srcset.avif).toMatch(/-400\.avif 400w, .+-800\.avif 800w, .+-1000\.avif 1000w$/);
    const avif = plan.files.find((f) => f.path.endsWith('-800.avif'))!;
    expect(await sharp(avif.body as Buffer).metadata()).toMatchObject({ format: 'heif', width: 800, height: 400 });
    const webp = plan.files.find((f) => f.path.endsWith('-400.webp'))!;
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400 });
  });

  it('keeps each picture\'s size beside its encodings, so a later build reads no pixels to plan the pages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-image-sizes-'));
    try {
      const source = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0b655d' } }).jpeg().toBuffer();
      const images = new Map([['images/x/test.jpg', source]]);
      expect((await planImages(images, dir)).sets.get('images/x/test.jpg')).toMatchObject({ width: 1000, height: 500 });
      const [kept] = (await readdir(dir)).filter((f) => f.endsWith('.size.json'));
      expect(JSON.parse(await readFile(join(dir, kept!), 'utf8'))).toEqual({ width: 1000, height: 500 });
      // What is kept is what the next plan uses.
      await writeFile(join(dir, kept!), JSON.stringify({ width: 1000, height: 250 }));
      expect((await planImages(images, dir)).sets.get('images/x/test.jpg')).toMatchObject({ width: 1000, height: 250 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a changed recipe or encoder gives each picture new file names and fresh encodings, never new bytes under an old name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-image-recipe-'));
    try {
      const source = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0b655d' } }).jpeg().toBuffer();
      const images = new Map([['images/x/test.jpg', source]]);
      const encode = async (recipe = RECIPE, encoder = encoderName()) => {
        const plan = await planImages(images, dir, recipe, encoder);
        return { set: plan.sets.get('images/x/test.jpg')!, ...(await plan.encode()) };
      };
      const before = await encode();
      const paler = await encode({ ...RECIPE, webp: { quality: 40 } });
      expect(paler.encoded).toBe(before.encoded);
      expect(paler.set.src).not.toBe(before.set.src);
      const names = new Set(before.files.map((f) => f.path));
      expect(paler.files.filter((f) => names.has(f.path))).toEqual([]);
      const webp = (r: typeof before) => r.files.find((f) => f.path.endsWith('-800.webp'))!.body as Buffer;
      expect(webp(paler).length).toBeLessThan(webp(before).length);
      // Another version of sharp may make other bytes from the same recipe: nothing is taken from the cache.
      const upgraded = await encode(RECIPE, 'sharp 99.0.0');
      expect(upgraded.encoded).toBe(before.encoded);
      expect(upgraded.files.filter((f) => names.has(f.path))).toEqual([]);
      // The recipe and encoder in use again: every encoding from the cache, under its first names.
      const again = await encode();
      expect(again.encoded).toBe(0);
      expect(again.set).toEqual(before.set);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names the encoder by the installed sharp\'s version', () => {
    expect(encoderName()).toBe(`sharp ${sharp.versions.sharp}`);
  });

  it('encodes every picture of the shipped site once, from an empty cache, and counts the stand-ins', () => {
    expect(shipped().result.images).toEqual({ sources: 13, encoded: 105, placeholders: 40 }); // 20 in the English pages, 20 in the Spanish
  });

  it('a rebuild takes every encoding from the cache', async () => {
    const site = await fixtureSite('minimal-site');
    const first = await build(site);
    const second = await build(site);
    expect(first.images.encoded).toBeGreaterThan(0);
    expect(second.images.encoded).toBe(0);
    expect(second.images.placeholders).toBe(first.images.placeholders);
    expect(second.bytes.assets).toBe(first.bytes.assets);
    // A content folder without committed encodings is not given any.
    expect(first.images.committed).toBeUndefined();
    expect(existsSync(join(site.dir, DEFAULTS.encodedImagesDir))).toBe(false);
  });

  it('the committed encodings are the shipped pictures\' own: what encoding them from nothing makes, byte for byte, and nothing else', async () => {
    const made = join(shipped().cacheDir, 'images');
    const names = await encodingsIn(COMMITTED);
    // A picture added or replaced without its encodings committed, or a file left over, fails here.
    expect(names, `build once and commit what the build changes in ${DEFAULTS.encodedImagesDir}/`).toEqual(await encodingsIn(made));
    expect(names.filter((name) => /\.(?:avif|webp|jpg)$/.test(name))).toHaveLength(shipped().result.images.encoded);
    for (const name of names) expect((await readFile(join(COMMITTED, name))).equals(await readFile(join(made, name))), name).toBe(true);
  });

  it('a build of the shipped content takes every picture from the committed encodings', async () => {
    const site = await fixtureSite('minimal-site');
    // A copy: a build clears the folder of what no picture uses, and no test writes into the checkout.
    const committed = join(site.dir, 'committed');
    await cp(COMMITTED, committed, { recursive: true });
    const result = await build({ contentDir: join(ROOT, 'content'), outDir: site.outDir, cacheDir: site.cacheDir, encodedImagesDir: committed });
    expect(result.images).toMatchObject({ sources: 13, encoded: 0, committed: { dir: committed, removed: 0 } });
    expect(result.bytes.assets).toBe(shipped().result.bytes.assets);
    expect(existsSync(join(site.cacheDir, 'images'))).toBe(false);
  });

  it('committed encodings beside the content are read, added to when a picture is new, and cleared of what no picture uses', async () => {
    const site = await fixtureSite('minimal-site');
    const committed = join(site.dir, DEFAULTS.encodedImagesDir);
    await mkdir(committed);
    await writeFile(join(committed, 'README.md'), 'What this folder is.');
    // Encodings of a picture since replaced, and of a picture's size.
    await writeFile(join(committed, '0123456789-400.avif'), 'old');
    await writeFile(join(committed, '0123456789.size.json'), '{"width":400,"height":300}');
    const first = await build(site);
    expect(first.images.encoded).toBeGreaterThan(0);
    expect(first.images.committed).toEqual({ dir: committed, removed: 2 });
    const files = await readdir(committed);
    expect(files).toContain('README.md');
    expect(files.filter((name) => name.startsWith('0123456789'))).toEqual([]);
    expect(files.filter((name) => /\.(?:avif|webp|jpg)$/.test(name))).toHaveLength(first.images.encoded);
    expect(files.filter((name) => name.endsWith('.size.json'))).toHaveLength(first.images.sources);
    expect(existsSync(join(site.cacheDir, 'images'))).toBe(false);
    expect(formatSummary(first)).toContain(`${first.images.encoded} new encodings written to ${committed}/: commit them with the pictures`);
    expect(formatSummary(first)).toContain(`2 files no picture uses any more removed from ${committed}/`);

    // A fresh clone: no cache, the committed encodings only.
    await rm(site.cacheDir, { recursive: true });
    const second = await build({ ...site, outDir: join(site.dir, 'dist-2') });
    expect(second.images).toMatchObject({ encoded: 0, committed: { dir: committed, removed: 0 } });
    expect(second.bytes.assets).toBe(first.bytes.assets);
    expect(formatSummary(second)).toContain('0 encoded now, the rest from');
    expect(formatSummary(second)).not.toContain('commit');

    // A picture replaced: its new encodings come in, the old ones go.
    const before = await encodingsIn(committed);
    const portrait = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#35524a' } }).jpeg().toBuffer();
    await writeFile(join(site.contentDir, 'images', 'photos', 'portrait.jpg'), portrait);
    const third = await build({ ...site, outDir: join(site.dir, 'dist-3') });
    expect(third.ok).toBe(true);
    expect(third.images.encoded).toBeGreaterThan(0);
    const { removed } = third.images.committed!;
    expect(removed).toBeGreaterThan(0);
    // The new picture's encodings and its size in; the old one's out; the other picture's kept.
    const after = await encodingsIn(committed);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(third.images.encoded + 1);
    expect(before.filter((name) => !after.includes(name))).toHaveLength(removed);
    expect(after).toHaveLength(before.length - removed + third.images.encoded + 1);
  });
});
