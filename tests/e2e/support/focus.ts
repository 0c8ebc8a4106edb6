/**
 * WCAG 2.4.11 (focus not obscured), measured: Tab through the page and, once
 * any scrolling has settled, compare the focused element's box with the boxes
 * of what is fixed or sticky on screen (the header, the landing page's top
 * bar and call bar, the consent banner). Elements inside those are skipped:
 * they are the covering layer itself.
 */
import type { Page } from '@playwright/test';
import { userStyles } from './test.ts';

/** Fixed and sticky layers that may cover content. */
export const COVERS = 'body > header, [data-call-bar], #ad-consent, [data-top-bar]';

/** A focused element partly or entirely hidden: by which layer, and what share of it (of 15 points sampled). */
export interface Obscured { element: string; by: string; covered: string; entirely: boolean }

/**
 * While tabbing, focus scrolls the page at once instead of smoothly. Where the focused element comes to
 * rest is the same either way (a smooth scroll animates to the offset an instant one jumps to: on every
 * page kind at both widths, each step of the walk ended at the same scroll position, with the same
 * verdict); only the wait differs, a quarter to half a second on every Tab that scrolls.
 */
const INSTANT_SCROLL = '*, ::before, ::after { scroll-behavior: auto !important; }';

/** Wait until the page has stopped scrolling (smooth scrolling, focus scrolling), at most 2 s. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => {
    let last = -1;
    let still = 0;
    const start = performance.now();
    const tick = () => {
      const now = window.scrollY;
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= 4 || performance.now() - start > 2000) done();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
}

/**
 * In the page, after a Tab: 'again' when focus is back on an element this walk has already seen,
 * null when nothing is focused (focus has left the page, or has no element); else, once the page is still (one frame without scrolling, or, if it moved, four in a
 * row), where the focused element is hidden behind a covering layer, if it is. The browser is asked
 * what is on top at 15 points of the element (so a layer drawn underneath, such as the header under
 * the focused skip link, does not count); a point off screen counts as hidden too.
 */
function focusStep(selector: string): Promise<Obscured | null | 'again'> {
  const w = window as unknown as { __tabbed?: WeakSet<Element> };
  const seen = (w.__tabbed ??= new WeakSet());
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return Promise.resolve(null);
  if (seen.has(el)) return Promise.resolve('again');
  seen.add(el);

  const obscured = (): Obscured | null => {
    if (el.closest(selector)) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    let hidden = 0;
    let by = '';
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 3; j++) {
        const x = r.left + ((i + 0.5) * r.width) / 5;
        const y = r.top + ((j + 0.5) * r.height) / 3;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
          hidden += 1;
          by ||= 'the edge of the screen';
          continue;
        }
        const top = document.elementFromPoint(x, y);
        const layer = top && !el.contains(top) ? top.closest(selector) : null;
        if (layer) {
          hidden += 1;
          by = `${layer.tagName.toLowerCase()}${layer.id ? '#' + layer.id : ''}${layer.hasAttribute('data-call-bar') ? '[data-call-bar]' : ''}${layer.hasAttribute('data-top-bar') ? '[data-top-bar]' : ''}`;
        }
      }
    }
    if (!hidden) return null;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.id).trim().replace(/\s+/g, ' ').slice(0, 40);
    return { element: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${name}"`, by, covered: `${hidden}/15`, entirely: hidden === 15 };
  };

  // Scrolling is instant here (INSTANT_SCROLL), so the focused element is already where it comes to rest and
  // the answer is known at once. Only an element found hidden is looked at again once the page is still.
  if (!obscured()) return Promise.resolve(null);
  return new Promise((done) => {
    let last = window.scrollY;
    let still = 0;
    let moved = false;
    const start = performance.now();
    const tick = () => {
      const now = window.scrollY;
      if (now === last) still += 1;
      else [still, moved] = [0, true];
      last = now;
      if (still >= (moved ? 4 : 1) || performance.now() - start > 2000) done(obscured());
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Tab through the whole page (until focus comes back to an element already seen, or `max` presses) and
 * list every element a layer covered. Afterwards nothing is focused, the page is back at the top and
 * scrolls as before.
 */
export async function tabThrough(page: Page, max = 300): Promise<Obscured[]> {
  const found: Obscured[] = [];
  const restore = await userStyles(page, INSTANT_SCROLL);
  try {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const step = await page.evaluate(focusStep, COVERS);
      if (step === 'again') break;
      if (step) found.push(step);
    }
  } finally {
    await page.evaluate(() => {
      delete (window as unknown as { __tabbed?: unknown }).__tabbed;
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await restore();
  }
  return found;
}
