/**
 * Measurements for WCAG 2.2 criteria that axe-core cannot judge alone, taken
 * in the browser from the rendered boxes: target size (2.5.8), reflow
 * (1.4.10), text spacing (1.4.12) and endless animation (2.2.2 with
 * prefers-reduced-motion). Each returns what fails, in words; [] when all holds.
 */
import type { Page } from '@playwright/test';

/**
 * 2.5.8: every link, button and other control outside running text is at
 * least 24x24 CSS px, or a 24 px circle centred on it meets no other target
 * nor another small target's circle (the spacing exception). Within `scope`:
 * an open menu floats over the page, so it is measured on its own.
 */
export function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const selector = 'a[href], button, summary, select, input:not([type=hidden]), [role=button], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      // Not rendered (a closed menu's links), or visually hidden (the skip link until focused): no target on screen.
      return el.checkVisibility({ visibilityProperty: true }) && r.width > 1 && r.height > 1 && !el.closest('[aria-hidden="true"]');
    };
    /** A link inside a sentence: inline, with other text in the same block (the inline exception). */
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const own = (el.textContent ?? '').trim().length;
      return (block.textContent ?? '').trim().length > own + 3;
    };
    const targets = [...document.querySelector(scope)!.querySelectorAll(selector)].filter(visible).filter((el) => !inSentence(el));
    const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const small = boxes.filter(({ r }) => r.width < 23.5 || r.height < 23.5);
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distToRect = (p: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const fails: string[] = [];
    for (const s of small) {
      const c = centre(s.r);
      const clash = boxes.find((o) => o.el !== s.el && !o.el.contains(s.el) && !s.el.contains(o.el) && (distToRect(c, o.r) < 12 - 0.5
        || (small.includes(o) && Math.hypot(c.x - centre(o.r).x, c.y - centre(o.r).y) < 24 - 0.5)));
      const at = (r: DOMRect) => `${Math.round(r.width)}x${Math.round(r.height)} at ${Math.round(r.left)},${Math.round(r.top + scrollY)}`;
      if (clash) fails.push(`${name(s.el)} ${at(s.r)} is too close to ${name(clash.el)} ${at(clash.r)}`);
    }
    return fails;
  }, scope);
}

/** 1.4.10: how far the page scrolls sideways (0 when it reflows). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
}

/** The text-spacing settings of 1.4.12, as a user style sheet would apply them. */
export const TEXT_SPACING_CSS = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * 1.4.12: text cut off (a box that hides what overflows it, an ellipsis, a
 * line clamp) or text running into other text, with the spacing applied.
 * Fixed and sticky layers are left out of the overlap check: they cover the
 * page on purpose, and 2.4.11 is checked separately.
 */
export function clippedOrOverlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fails: string[] = [];
    const label = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).slice(0, 3).join('.') : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const hidden = (el: Element) => {
      const r = el.getBoundingClientRect();
      return !el.checkVisibility({ visibilityProperty: true }) || r.width <= 1 || r.height <= 1;
    };
    const layered = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return true;
      return false;
    };
    const hasText = (el: Element) => (el.textContent ?? '').trim().length > 0;

    // Clipped: a box that hides overflow and has text spilling past it.
    for (const el of document.body.querySelectorAll('*')) {
      if (hidden(el) || !hasText(el)) continue;
      const s = getComputedStyle(el);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      const clamp = s.webkitLineClamp && s.webkitLineClamp !== 'none';
      if (!clips(s.overflowX) && !clips(s.overflowY) && !clamp) continue;
      if (el.querySelector('img, picture, svg') && !el.querySelector('p, span, h1, h2, h3, h4, figcaption')) continue;
      const overX = clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const overY = (clips(s.overflowY) || clamp) && el.scrollHeight > el.clientHeight + 1;
      if (overX || overY) fails.push(`clipped: ${label(el)} (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
    }

    // Overlapping: lines of text of different elements drawn over each other.
    const lines: { el: Element; r: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !(n.textContent ?? '').trim() || hidden(parent) || layered(parent) || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) lines.push({ el: parent, r });
    }
    const seen = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        if (h > 3 && w > 3) {
          const key = `${label(a.el)} / ${label(b.el)}`;
          if (!seen.has(key)) fails.push(`overlap: ${key}`);
          seen.add(key);
        }
      }
    }
    return fails;
  });
}

/** Animations that never end and are running now. */
export function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() => document.getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
    .map((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return `${(a as CSSAnimation).animationName ?? 'animation'} on ${target?.tagName.toLowerCase() ?? '?'}.${(target?.className ?? '').toString().split(' ')[0]}`;
    }));
}
