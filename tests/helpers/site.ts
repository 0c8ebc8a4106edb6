/** Build the shipped content once per test file into a temporary folder, and read pages back. */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load as loadHtml, type CheerioAPI } from 'cheerio';
import { build, type BuildResult } from '../../generator/build.ts';
import { fileForRoute } from '../../contract/routes.ts';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const CONTENT = join(ROOT, 'content');

let built: Promise<{ dir: string; result: BuildResult }> | undefined;

export function buildShipped(): Promise<{ dir: string; result: BuildResult }> {
  built ??= (async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'site-test-')), 'dist');
    const result = await build({ contentDir: CONTENT, outDir: dir });
    if (!result.ok) throw new Error(`shipped content does not build: ${JSON.stringify(result.problems.slice(0, 3))}`);
    return { dir, result };
  })();
  return built;
}

export async function page(route: string): Promise<CheerioAPI> {
  const { dir } = await buildShipped();
  return loadHtml(await readFile(join(dir, route === '404' ? '404.html' : fileForRoute(route)), 'utf8'));
}

export function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  const raw = $('script[type="application/ld+json"]').html();
  if (!raw) return [];
  return (JSON.parse(raw) as { '@graph': Record<string, unknown>[] })['@graph'];
}

/** Serve the shipped build with `site preview`'s server on a free loopback port. */
export async function startPreview(api?: import('../../preview/server.ts').ApiHandler): Promise<{ base: string; close: () => Promise<void> }> {
  const { createPreviewServer, listen } = await import('../../preview/server.ts');
  const { dir } = await buildShipped();
  const server = await createPreviewServer({ dir, api });
  const { url } = await listen(server, 0, '127.0.0.1');
  return { base: url, close: () => new Promise<void>((done) => server.close(() => done())) };
}
