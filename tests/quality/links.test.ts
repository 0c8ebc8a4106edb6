/** A crawl of the preview with linkinator finds 0 broken links. */
import type { Server } from 'node:http';
import { LinkChecker } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer, listen } from '../../preview/server.ts';
import { buildShipped } from '../helpers/site.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  const { dir } = await buildShipped();
  server = await createPreviewServer({ dir });
  base = (await listen(server, 0, '127.0.0.1')).url;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('links', () => {
  it('a recursive crawl from / finds no broken link', async () => {
    const result = await new LinkChecker().check({
      path: `${base}/`,
      recurse: true,
      linksToSkip: ['^(?!http://127\\.0\\.0\\.1)'],
      concurrency: 8,
    });
    const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (on ${l.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.filter((l) => l.state === 'OK').length).toBeGreaterThan(60);
  });
});
