/**
 * Serve the shipped site for Lighthouse the way visitors get it: `site preview`'s server, which
 * routes, sets headers and compresses like the CDN.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Serve a built site folder; with none given, build the shipped content into a temporary one first. */
export async function serveShipped(dir?: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { build } = await import('../generator/build.ts');
  const { createPreviewServer, listen } = await import('../preview/server.ts');
  let tmp: string | undefined;
  if (!dir) {
    tmp = await mkdtemp(join(tmpdir(), 'site-lighthouse-'));
    dir = join(tmp, 'dist');
    const built = await build({ contentDir: join(dirname(new URL(import.meta.url).pathname), '..', 'content'), outDir: dir });
    if (!built.ok) throw new Error('the shipped content does not build');
  }
  const preview = await createPreviewServer({ dir });
  const { url } = await listen(preview, 0, '127.0.0.1');
  return {
    url,
    async close() {
      await new Promise((done) => preview.close(done));
      if (tmp) await rm(tmp, { recursive: true, force: true });
    },
  };
}
