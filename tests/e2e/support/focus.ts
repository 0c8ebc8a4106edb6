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

export interface Obscured { element: string; overlap: number; height: number; entirely: boolean }

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

/** Where the focused element is hidden behind a covering layer, if it is. */
export async function focusObscured(page: Page, covers = COVERS): Promise<Obscured | null | 'none'> {
  await scrollSettled(page);
  return page.evaluate((selector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none' as const;
    if (el.closest(selector)) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    let overlap = 0;
    for (const c of document.querySelectorAll<HTMLElement>(selector)) {
      const s = getComputedStyle(c);
      if (s.display === 'none' || s.visibility === 'hidden' || !['fixed', 'sticky'].includes(s.position)) continue;
      const b = c.getBoundingClientRect();
      const h = Math.max(0, Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top));
      const w = Math.max(0, Math.min(r.right, b.right) - Math.max(r.left, b.left));
      if (h > 0.5 && w > 0.5) overlap = Math.max(overlap, h);
    }
    if (!overlap) return null;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.id).trim().replace(/\s+/g, ' ').slice(0, 40);
    return { element: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${name}"`, overlap: Math.round(overlap), height: Math.round(r.height), entirely: overlap >= r.height - 0.5 };
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
