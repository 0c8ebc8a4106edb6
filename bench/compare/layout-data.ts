/**
 * What the Hugo, Eleventy and Astro layouts read besides the pages: the site's facts, the words the
 * layout writes (content/messages.yaml with its {tokens} filled, as our generator fills them), the
 * navigation, the token map for the pages' own text, and the strings only our build knows (the hashed
 * CSS and island URLs, and the menus' island props), read from a page our generator built.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Site } from '../../contract/content/site.ts';
import { fillPlaceholders, placeholderValues } from '../../generator/validate/placeholders.ts';

/** The strings of our page that come from our asset build, not from the content. */
export interface OurAssets {
  css: string;
  /** The menus' data-props attributes, as written (already escaped for an attribute). */
  desktopNavProps: string;
  mobileNavProps: string;
  /** <link rel="modulepreload"> and <script type="module"> URLs at the end of <body>, in order. */
  preload: string[];
  modules: string[];
  /** The footer's line on the phone's languages, as written (escaped): a list in words, made by the footer's own code. */
  phoneLanguages: string;
}

export interface LayoutData {
  site: Site;
  navigation: unknown;
  words: unknown;
  tokens: { from: string; to: string }[];
  assets: OurAssets;
}

function one(html: string, re: RegExp, what: string): string {
  const m = html.match(re);
  if (!m?.[1]) throw new Error(`our page has no ${what} (${re})`);
  return m[1];
}

/** Reads the asset strings from a treatment page our generator wrote. */
export function ourAssets(html: string): OurAssets {
  const tail = html.slice(html.lastIndexOf('</footer>'));
  return {
    css: one(html, /<link rel="stylesheet" href="([^"]+)"\/>/, 'stylesheet link'),
    desktopNavProps: one(html, /data-island="DesktopNav" data-props="([^"]*)"/, 'DesktopNav island'),
    mobileNavProps: one(html, /data-island="MobileNav" data-props="([^"]*)"/, 'MobileNav island'),
    preload: [...tail.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!),
    modules: [...tail.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]!),
    phoneLanguages: one(html, /<p class="mt-1 text-sm text-slate-300" data-phone-languages="">([^<]+)<\/p>/, 'line on the phone\'s languages'),
  };
}

/** The data for a content folder (the benchmarks' English-only copy: bench/english-content.ts). */
export async function layoutData(contentDir: string, assets: OurAssets): Promise<LayoutData> {
  const read = async (name: string) => parse(await readFile(join(contentDir, name), 'utf8')) as unknown;
  const site = await read('site.yaml') as Site;
  const values = placeholderValues(site);
  return {
    site,
    navigation: await read('navigation.yaml'),
    words: fillPlaceholders(await read('messages.yaml'), values).data,
    tokens: Object.entries(values).map(([k, v]) => ({ from: `{${k}}`, to: v })),
    assets,
  };
}
