/** A crawl of the preview with linkinator finds 0 broken links. */
import { LinkChecker } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview } from '../helpers/site.ts';

let base: string;
let close: () => Promise<void>;
beforeAll(async () => { ({ base, close } = await startPreview()); });
afterAll(() => close());

describe('links', () => {
  it('a recursive crawl from / finds no broken link, in English and in Spanish', async () => {
    const result = await new LinkChecker().check({
      path: `${base}/`,
      recurse: true,
      linksToSkip: ['^(?!http://127\\.0\\.0\\.1)'],
      concurrency: 8,
    });
    const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (on ${l.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.filter((l) => l.state === 'OK').length).toBeGreaterThan(60);
    // Both languages: the switcher leads the crawl into the Spanish pages, and their links stay there.
    const spanish = new Set(result.links.filter((l) => l.state === 'OK' && /\/es(?:\/|$)/.test(new URL(l.url).pathname)).map((l) => new URL(l.url).pathname));
    expect(spanish.size).toBeGreaterThanOrEqual(34);
  });
});
