/** The shipped site, built once per run by tests/setup/shipped-build.ts: read its pages back, or serve it. */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load as loadHtml, type CheerioAPI } from 'cheerio';
import { inject } from 'vitest';
import { fileForRoute } from '../../contract/routes.ts';
import type { ShippedBuild } from '../setup/shipped-build.ts';

export { CONTENT, FIXTURES, ROOT } from './paths.ts';

/** The build of the shipped content this run made: its folder and its result. */
export const shipped = (): ShippedBuild => inject('shipped');

/**
 * Give a build of a copy of the shipped content the images the shipped build encoded (the cache is
 * keyed by each source's content hash), so that it does not encode them all again.
 */
export async function copyEncodedImages(cacheDir: string): Promise<void> {
  await cp(join(shipped().cacheDir, 'images'), join(cacheDir, 'images'), { recursive: true });
}

export async function page(route: string): Promise<CheerioAPI> {
  return loadHtml(await readFile(join(shipped().dir, route === '404' ? '404.html' : fileForRoute(route)), 'utf8'));
}

export function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  const raw = $('script[type="application/ld+json"]').html();
  if (!raw) return [];
  return (JSON.parse(raw) as { '@graph': Record<string, unknown>[] })['@graph'];
}

/** Serve a built site (the shipped one unless told) with `site preview`'s server on a free loopback port. */
export async function startPreview(api?: import('../../preview/server.ts').ApiHandler, dir = shipped().dir): Promise<{ base: string; close: () => Promise<void> }> {
  const { closeServer, createPreviewServer, listen } = await import('../../preview/server.ts');
  const server = await createPreviewServer({ dir, api });
  const { url } = await listen(server, 0, '127.0.0.1');
  return { base: url, close: () => closeServer(server) };
}
