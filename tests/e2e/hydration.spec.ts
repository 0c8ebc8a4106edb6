/**
 * Every page hydrates cleanly: each island is taken over by Preact, the
 * hydrated DOM is exactly the server's HTML (a mismatch makes Preact rebuild
 * nodes), every asset loads, and the console stays silent. The 404 page logs
 * only its own 404 line and the browser's note about the 404 response.
 *
 * Islands render the same at any width (none reads the screen size), so this
 * runs at desktop size only. Every page kind is still loaded at phone size,
 * with the console watched, by wcag.spec.ts.
 */
import type { Page, Request } from '@playwright/test';
import { DESKTOP_ONLY, expect, settle, test } from './support/test.ts';

/**
 * Load a page and list what is wrong with its hydration: no island or no module script, an island Preact
 * did not take over, an island whose HTML is no longer what the server sent. The server's HTML is the
 * navigation's own answer, parsed in the page with scripting off (DOMParser), as a browser without
 * JavaScript reads it.
 */
async function hydrationProblems(page: Page, path: string, status: number): Promise<string[]> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(status);
  await settle(page);
  const problems = await page.evaluate((html) => {
    const islandsOf = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[data-island]')];
    const names = (els: HTMLElement[]) => els.map((el) => el.dataset.island ?? '?').join(', ');
    const server = islandsOf(new DOMParser().parseFromString(html, 'text/html')).map((el) => el.outerHTML);
    const islands = islandsOf(document);
    const scripts = document.querySelectorAll('script[type="module"]').length;
    // Preact keeps its virtual tree on the root it rendered into: proof the island hydrated.
    const unhydrated = islands.filter((el) => (el as unknown as { __k?: unknown }).__k == null);
    const changed = islands.length === server.length ? islands.filter((el, i) => el.outerHTML !== server[i]) : islands;
    return [
      ...(islands.length && scripts ? [] : [`${islands.length} islands, ${scripts} module scripts`]),
      ...(unhydrated.length ? [`not hydrated: ${names(unhydrated)}`] : []),
      ...(changed.length ? [`HTML changed by hydration: ${names(changed)}`] : []),
    ];
  }, await res!.text());
  return problems.map((p) => `${path}: ${p}`);
}

/**
 * Collects every asset that did not load. `idle()` waits until nothing the page asked for is still on its
 * way, so that the next page's navigation cannot cut a request short (an island's script chunk or a
 * picture still loading after `load` would be reported as failed, net::ERR_ABORTED).
 */
function watchAssets(page: Page): { failed: string[]; idle: () => Promise<void> } {
  const failed: string[] = [];
  const loading = new Set<Request>();
  page.on('request', (r) => loading.add(r));
  page.on('requestfinished', (r) => loading.delete(r));
  page.on('requestfailed', (r) => {
    loading.delete(r);
    failed.push(`${r.failure()?.errorText} ${r.url()}`);
  });
  page.on('response', (r) => { if (new URL(r.url()).pathname.startsWith('/assets/') && r.status() !== 200) failed.push(`${r.status()} ${r.url()}`); });
  const idle = () => expect.poll(() => [...loading].map((r) => r.url()), { message: 'requests still loading', intervals: [20, 50, 100] }).toEqual([]);
  return { failed, idle };
}

/** Pages kept out of the sitemap (noindex), swept as well. */
const UNLISTED = ['/landing/crisis-help', '/es/landing/crisis-help', '/thank-you', '/es/thank-you', '/not-sent', '/es/not-sent'];

// One sweep of every page, in parts that run side by side. The console watch (test.ts) fails a part on any
// warning or error from any of its pages.
const PARTS = 3;
for (let part = 1; part <= PARTS; part++) {
  test(`every page (the sitemap's, the landing and thank-you pages) hydrates without changing the server HTML, with every asset loaded and a silent console (part ${part} of ${PARTS})`, { tag: DESKTOP_ONLY }, async ({ page }) => {
    test.setTimeout(60_000);
    const assets = watchAssets(page);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(29);
    const mine = [...paths, ...UNLISTED].filter((_, i) => i % PARTS === part - 1);
    const problems: string[] = [];
    for (const path of mine) {
      problems.push(...await hydrationProblems(page, path, 200));
      await assets.idle();
    }
    expect(problems).toEqual([]);
    expect(assets.failed).toEqual([]);
  });
}

test('the 404 page hydrates without changing the server HTML, and logs only its 404', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }) => {
  const path = '/no-such-page';
  const assets = watchAssets(page);
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted to access non-existent route:/);
  expect(await hydrationProblems(page, path, 404)).toEqual([]);
  await assets.idle();
  expect(assets.failed).toEqual([]);
  expect(browserConsole.problems()).toEqual([
    { type: 'error', text: 'Failed to load resource: the server responded with a status of 404 (Not Found)' },
    { type: 'error', text: `404 Error: User attempted to access non-existent route: ${path}` },
  ]);
});
