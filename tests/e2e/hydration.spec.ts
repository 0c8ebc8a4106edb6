/**
 * Every page kind hydrates cleanly: each island is taken over by Preact, the
 * hydrated DOM is exactly the server's HTML (a mismatch makes Preact rebuild
 * nodes), every script loads, and the console stays silent. The 404 page logs
 * only its own 404 line and the browser's note about the 404 response.
 */
import { DESKTOP_ONLY, PAGE_KINDS, expect, settle, test } from './support/test.ts';

const islandHtml = () => [...document.querySelectorAll('[data-island]')].map((el) => el.outerHTML);

for (const { kind, path } of PAGE_KINDS) {
  // Islands render the same at any width (none reads the screen size): checked at desktop size. Every page
  // kind is still loaded at phone size, with the console watched, by accessibility.spec.ts.
  test(`${kind} page hydrates without changing the server HTML or logging a problem`, { tag: DESKTOP_ONLY }, async ({ page, browser, browserConsole, baseURL }) => {
    const failedAssets: string[] = [];
    page.on('response', (r) => { if (new URL(r.url()).pathname.startsWith('/assets/') && r.status() !== 200) failedAssets.push(`${r.status()} ${r.url()}`); });
    page.on('requestfailed', (r) => failedAssets.push(`${r.failure()?.errorText} ${r.url()}`));

    const res = await page.goto(path);
    expect(res?.status()).toBe(kind === '404' ? 404 : 200);
    await settle(page);

    const islands = await page.locator('[data-island]').evaluateAll((els) => els.map((el) => ({
      name: (el as HTMLElement).dataset.island,
      // Preact keeps its virtual tree on the root it rendered into: proof the island hydrated.
      hydrated: (el as unknown as { __k?: unknown }).__k != null,
    })));
    expect(islands.length).toBeGreaterThan(0);
    expect(islands.filter((i) => !i.hydrated).map((i) => i.name), 'islands left unhydrated').toEqual([]);
    const scripts = await page.locator('script[type="module"]').count();
    expect(scripts).toBeGreaterThan(0);
    expect(failedAssets).toEqual([]);

    const nojs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const server = await nojs.newPage();
      await server.goto(path);
      expect(await page.evaluate(islandHtml)).toEqual(await server.evaluate(islandHtml));
    } finally {
      await nojs.close();
    }

    if (kind === '404') {
      browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted to access non-existent route:/);
      expect(browserConsole.problems()).toEqual([
        { type: 'error', text: 'Failed to load resource: the server responded with a status of 404 (Not Found)' },
        { type: 'error', text: `404 Error: User attempted to access non-existent route: ${path}` },
      ]);
    }
  });
}

// Island scripts do not depend on the width: one sweep, at desktop size, in parts that run side by side.
const PARTS = 3;
for (let part = 1; part <= PARTS; part++) {
  test(`every page in the sitemap, and the thank-you page, loads hydrated with a silent console (part ${part} of ${PARTS})`, { tag: DESKTOP_ONLY }, async ({ page }) => {
    test.setTimeout(60_000);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(29);
    for (const path of [...paths, '/thank-you'].filter((_, i) => i % PARTS === part - 1)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await settle(page);
      const unhydrated = await page.locator('[data-island]').evaluateAll((els) => els.filter((el) => (el as unknown as { __k?: unknown }).__k == null).map((el) => (el as HTMLElement).dataset.island));
      expect(unhydrated, path).toEqual([]);
    }
    // The console watch (test.ts) fails the test on any warning or error from any of these pages.
  });
}
