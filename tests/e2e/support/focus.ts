/**
 * WCAG 2.4.11 (focus not obscured), measured: Tab through the page and, once
 * any scrolling has settled, compare the focused element's box with the boxes
 * of what is fixed or sticky on screen (the header, the landing page's top
 * bar and call bar, the consent banner). Elements inside those are skipped:
 * they are the covering layer itself.
 */
import type { Page } from '@playwright/test';

/** Fixed and sticky layers that may cover content. */
export const COVERS = 'body > header, [data-call-bar], #ad-consent, [data-top-bar]';

/** A focused element partly or entirely hidden: by which layer, and what share of it (of 15 points sampled). */
export interface Obscured { element: string; by: string; covered: string; entirely: boolean }

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
 * Where the focused element is hidden behind a covering layer, if it is. The
 * browser is asked what is on top at 15 points of the element (so a layer
 * drawn underneath, such as the header under the focused skip link, does not
 * count); a point off screen counts as hidden too.
 */
export async function focusObscured(page: Page, covers = COVERS): Promise<Obscured | null | 'none'> {
  await scrollSettled(page);
  return page.evaluate((selector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none' as const;
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
  }, covers);
}

/** Tab through the whole page (until focus comes back to an element already seen, or `max` presses) and list every element a layer covered. */
export async function tabThrough(page: Page, max = 300): Promise<Obscured[]> {
  const found: Obscured[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const again = await page.evaluate(() => {
      const el = document.activeElement as (Element & { __tabbed?: boolean }) | null;
      if (!el || el === document.body) return false;
      const seen = Boolean(el.__tabbed);
      el.__tabbed = true;
      return seen;
    });
    if (again) break;
    const hidden = await focusObscured(page);
    if (hidden && hidden !== 'none') found.push(hidden);
  }
  return found;
}
