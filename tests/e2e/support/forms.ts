/** Helpers for the form tests: fill by label, hold or fail the API, and time the form's phases. */
import type { Locator, Page, Route } from '@playwright/test';

export async function fill(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: false }).fill(value);
}

export async function valuesOf(scope: Locator, labels: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const label of labels) out[label] = await scope.getByLabel(label, { exact: false }).inputValue();
  return out;
}

/**
 * Intercept one API endpoint and answer only when released, so a test can see
 * the submitting state first. Only failure tests use this.
 */
export async function holdApi(page: Page, endpoint: string, answer: (route: Route) => Promise<void>): Promise<{ release: () => void; hits: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((done) => { release = done; });
  let hits = 0;
  await page.route(`**${endpoint}`, async (route) => {
    hits += 1;
    await gate;
    await answer(route);
  });
  return { release, hits: () => hits };
}

export const serverError = (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error' }) });
export const networkDown = (route: Route) => route.abort('failed');
/** A 200 that carries an error field: the client checks only that field (SPEC 7). */
export const errorField = (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: 'Function failed' }) });

/**
 * Record, with browser timestamps, each time the element's content switches
 * between the form and the confirmation (role=status), to time the reset.
 */
export async function recordPhases(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    const state = () => (root.querySelector('form') ? 'form' : root.querySelector('[role="status"]') ? 'confirmation' : 'other');
    const log: { state: string; at: number }[] = [];
    let last = state();
    new MutationObserver(() => {
      const now = state();
      if (now !== last) log.push({ state: (last = now), at: performance.now() });
    }).observe(root, { childList: true, subtree: true });
    ((window as unknown as { __phases?: Record<string, unknown> }).__phases ??= {})[sel] = log;
  }, selector);
}

export async function phases(page: Page, selector: string): Promise<{ state: string; at: number }[]> {
  return page.evaluate((sel) => (window as unknown as { __phases: Record<string, { state: string; at: number }[]> }).__phases[sel]!, selector);
}

/**
 * When the browser had the last answer from this endpoint (resource timing,
 * same clock as performance.now()). The form's timers start after that.
 */
export async function answeredAt(page: Page, endpoint: string): Promise<number> {
  return page.evaluate((ep) => {
    const entries = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === ep) as PerformanceResourceTiming[];
    return entries.at(-1)!.responseEnd;
  }, endpoint);
}
