/**
 * Serve the shipped site for Lighthouse the way visitors get it: `site preview`'s server, which
 * routes, sets headers and compresses like the CDN, with its forms API (which the pages' counting
 * beacon posts to) on a lead store of its own, removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Serve a built site folder; with none given, build the shipped content into a temporary one first. */
export async function serveShipped(dir?: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { build } = await import('../generator/build.ts');
  const { readSiteLanguages, readSiteTimeZone } = await import('../infra/site-promises.ts');
  const content = join(dirname(new URL(import.meta.url).pathname), '..', 'content');
  const { createPreviewServer, listen } = await import('../preview/server.ts');
  let tmp: string | undefined;
  if (!dir) {
    tmp = await mkdtemp(join(tmpdir(), 'site-lighthouse-'));
    dir = join(tmp, 'dist');
    const built = await build({ contentDir: content, outDir: dir });
    if (!built.ok) throw new Error('the shipped content does not build');
  }
  const { startLocalForms } = await import('../lambdas/forms/local.ts');
  const data = await mkdtemp(join(tmpdir(), 'site-lighthouse-data-'));
  const forms = await startLocalForms({ dataDir: data, siteDir: dir, languages: readSiteLanguages(content), timeZone: readSiteTimeZone(content), notifier: { name: 'none', notify: async () => {} } });
  const preview = await createPreviewServer({ dir, api: forms.handle });
  const { url } = await listen(preview, 0, '127.0.0.1');
  return {
    url,
    async close() {
      await new Promise((done) => preview.close(done));
      await forms.close();
      await rm(data, { recursive: true, force: true });
      if (tmp) await rm(tmp, { recursive: true, force: true });
    },
  };
}
