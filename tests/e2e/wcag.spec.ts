/**
 * WCAG 2.2 AA on every page kind, at 390x844 and 1440x900 (the trust issue,
 * part 5), measured rather than assumed:
 *   2.5.8  target size: controls outside running text are 24x24 or spaced as the criterion allows;
 *   2.4.11 focus not obscured: tabbing through the page, nothing focused is under the header or a bar;
 *   3.2.6  consistent help: the crisis line sits in the same place in the header of every page;
 *   1.4.10 reflow: no sideways scrolling at 320 CSS px;
 *   1.4.12 text spacing: with the criterion's spacing, no text is cut off or runs into other text;
 *   reduced motion: nothing animates endlessly and nothing scrolls smoothly;
 *   axe-core, every rule (WCAG 2.0 to 2.2 A and AA, and best practices): 0 violations, menus,
 *   accordions and the FAQ filter closed and open.
 * Each page is loaded once per width and checked criterion by criterion (a step each); reflow, whose
 * window is 320 px wide in either project, is checked in one test of the phone project.
 */
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { tabThrough } from './support/focus.ts';
import { clippedOrOverlappingText, endlessAnimations, sidewaysScroll, smallTargets, TEXT_SPACING_CSS } from './support/wcag.ts';
import { CRISIS_TEL, DESKTOP_ONLY, PAGE_KINDS, PHONE_ONLY, expect, isPhone, settle, test, transitionsDone, userStyles, type ConsoleWatch } from './support/test.ts';

const PAGES = [
  ...PAGE_KINDS,
  { kind: 'policy', path: '/policies/privacy' },
  { kind: 'policy', path: '/policies/notice-of-privacy-practices' },
  { kind: 'policy', path: '/policies/accessibility' },
  { kind: 'thank-you', path: '/thank-you' },
  { kind: 'not-sent', path: '/not-sent#refused' },
] as const;

async function open(page: Page, path: string, console: ConsoleWatch): Promise<void> {
  if (path === '/no-such-page') console.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted/);
  await page.goto(path);
  await settle(page);
}

/** Open every accordion's first question and, where there is a header, its menus; returns what changed, for axe. */
async function openEverything(page: Page, info: TestInfo): Promise<string[]> {
  const changed: string[] = [];
  // The FAQ page's category filter: one category chosen, the others hidden.
  const chip = page.locator('button[data-category="family"]');
  if (await chip.count()) {
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    changed.push('#questions');
  }
  const accordions = page.locator('[data-accordion]');
  for (let i = 0; i < await accordions.count(); i++) {
    const first = accordions.nth(i).locator('details:visible').first();
    await first.locator('> summary').click();
    await expect(first).toHaveAttribute('open', '');
  }
  if (await accordions.count()) changed.push('[data-accordion]');
  if (!(await page.locator('body > header').count())) return changed;
  if (isPhone(info)) {
    await page.locator('summary[aria-label="Menu"]').click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    for (const group of ['Treatment', 'Services']) await panel.locator(`summary:text-is("${group}")`).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Treatment' }).click();
    await expect(page.locator('#menu-treatment')).toBeVisible();
  }
  await transitionsDone(page);
  changed.push('header');
  return changed;
}

// One test per page and width, each criterion a step, on one load of the page: the walk leaves nothing
// focused and the page at the top, and the text spacing is taken off again, before axe and 2.5.8 look at
// the page as it first came; opening the menus and accordions comes last.
for (const { kind, path } of PAGES) {
  test(`${kind} page ${path}: axe, 2.5.8, reduced motion, 2.4.11 and 1.4.12`, async ({ page, browserConsole }, info) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, path, browserConsole);

    await test.step('2.4.11: tabbing through the page, no focused element is hidden behind the header or a bar', async () => {
      expect(await tabThrough(page)).toEqual([]);
    });
    await test.step('1.4.12: with the text-spacing settings, no text is cut off or overlapped', async () => {
      // Added as a visitor's own style sheet would be (the site's CSP rightly refuses a page's inline style).
      const remove = await userStyles(page, TEXT_SPACING_CSS);
      await settle(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing), 'the spacing applies').not.toBe('normal');
      expect(await clippedOrOverlappingText(page)).toEqual([]);
      await remove();
      await settle(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing), 'the spacing is off again').toBe('normal');
    });
    await test.step('axe, every rule (WCAG 2.0 to 2.2 A and AA and best practices), menus and accordions closed', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });
    await test.step('2.5.8: every control outside running text is at least 24x24 or spaced apart, menus closed', async () => {
      expect(await smallTargets(page)).toEqual([]);
    });
    await test.step('reduced motion: nothing animates endlessly and the page does not scroll smoothly', async () => {
      expect(await endlessAnimations(page)).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    });
    await test.step('axe and 2.5.8 with menus, accordions and the FAQ filter open', async () => {
      const changed = await openEverything(page, info);
      if (changed.length) expect(await axeViolations(page, { include: changed }), 'open').toEqual([]);
      for (const scope of ['body > header', 'main']) if (await page.locator(scope).count()) expect(await smallTargets(page, scope), `${scope}, open`).toEqual([]);
      if (!isPhone(info) && (await page.locator('body > header').count())) {
        await settle(page); // the dropdown's outside-click listener is an effect
        const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
        await services.click();
        await expect(services).toHaveAttribute('aria-expanded', 'true');
        await transitionsDone(page);
        expect(await axeViolations(page, { include: ['body > header'] }), 'Services dropdown open').toEqual([]);
      }
    });
  });
}

// The window is 320 px wide whatever the project: checked once, in the phone project. Every page of
// the sitemap, not one of each kind: a long word in one page's title ("benzodiacepinas") is enough.
test('1.4.10: no page scrolls sideways at 320 CSS px', { tag: PHONE_ONLY }, async ({ page, browserConsole }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  expect(routes.length).toBeGreaterThan(60);
  const scrolled: string[] = [];
  for (const path of [...new Set([...routes, ...PAGES.map((p) => p.path)])]) {
    await open(page, path, browserConsole);
    const by = await sidewaysScroll(page);
    if (by !== 0) scrolled.push(`${path}: ${by} px`);
  }
  expect(scrolled).toEqual([]);
});

test('2.5.3: a control whose name is not its text says its visible words first, in both languages', async ({ page }) => {
  const mismatched: string[] = [];
  for (const path of ['/', '/es', '/es/crisis/overdose-emergency', '/landing/crisis-help', '/es/landing/crisis-help', '/es/faq/treatment']) {
    await page.goto(path);
    const found = await page.locator('a[aria-label], button[aria-label], summary[aria-label]').evaluateAll((els) => els
      .filter((e) => (e as HTMLElement).checkVisibility())
      .map((e) => ({ text: (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim().toLowerCase(), name: e.getAttribute('aria-label')!.replace(/\s+/g, ' ').trim().toLowerCase() }))
      .filter(({ text, name }) => text && !name.startsWith(text))
      .map(({ text, name }) => `"${text}" named "${name}"`));
    mismatched.push(...found.map((f) => `${path}: ${f}`));
  }
  expect(mismatched).toEqual([]);
});

test('1.4.11: the focus ring stands out from the surface around it, light or dark, at 3:1 or more', async ({ page }) => {
  const faint: string[] = [];
  for (const path of ['/', '/crisis/overdose-emergency', '/landing/crisis-help', '/faq/treatment']) {
    await page.goto(path);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        // Buttons fade their colours, the outline's among them: read it once the fade is over.
        await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
        // Every colour a computed value names (rgb, oklch...), as sRGB through a canvas; the transparent ones left out.
        const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const rgb = (s: string) => [...s.matchAll(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^()]*\)/g)].flatMap((m) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = m[0];
          ctx.fillRect(0, 0, 1, 1);
          const [r, g, b, alpha] = ctx.getImageData(0, 0, 1, 1).data;
          return alpha! > 128 ? [[r!, g!, b!]] : [];
        });
        const luminance = ([r, g, b]: number[]) => { const c = [r!, g!, b!].map((v) => { const x = v / 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; }); return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!; };
        const contrast = (a: number[], b: number[]) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x! + 0.05) / (y! + 0.05); };
        const style = getComputedStyle(el);
        const ring = [...(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? rgb(style.outlineColor) : []), ...rgb(style.boxShadow)];
        // The surface the ring is drawn on: the nearest ancestor with a colour or a gradient of its own.
        let surface: number[][] = [];
        for (let a = el.parentElement; a && !surface.length; a = a.parentElement) {
          const s = getComputedStyle(a);
          surface = s.backgroundImage.includes('gradient') ? rgb(s.backgroundImage) : rgb(s.backgroundColor);
        }
        if (!surface.length) surface = [[255, 255, 255]];
        const worst = Math.min(...surface.map((bg) => Math.max(0, ...ring.map((c) => contrast(c, bg)))));
        return { name: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`, worst };
      });
      if (found && found.worst < 3) faint.push(`${path}: ${found.name} ${found.worst.toFixed(2)}:1`);
    }
  }
  expect([...new Set(faint)]).toEqual([]);
});

test('reduced motion: the overdose page stops its pulsing banner, and an anchor jump is instant', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/crisis/overdose-emergency');
  expect(await endlessAnimations(page), 'without the preference the banner pulses').toHaveLength(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await settle(page);
  expect(await endlessAnimations(page)).toEqual([]);
  const target = await page.evaluate(() => {
    const far = [...document.querySelectorAll('main [id]')].at(-1)!;
    const a = Object.assign(document.createElement('a'), { href: `#${far.id}` });
    document.body.append(a);
    a.click();
    return window.scrollY;
  });
  expect(target, 'the jump has happened by the time the click returns').toBeGreaterThan(500);
});

test('3.2.6: the crisis line is in the same place in the header of every page', async ({ page, browserConsole }, info) => {
  const boxes = new Map<string, string>();
  for (const { path } of PAGES) {
    if (path === '/landing/crisis-help') continue;
    await open(page, path, browserConsole);
    const link = page.locator(`body > header a[href="${CRISIS_TEL}"]:visible`).first();
    await expect(link, path).toBeVisible();
    const b = (await link.boundingBox())!;
    boxes.set(path, `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`);
  }
  expect(new Set(boxes.values()).size, [...boxes].map(([p, b]) => `${p} ${b}`).join('\n')).toBe(1);

  // The landing page has its own top bar, with the crisis line at its right, first thing on the page.
  await open(page, '/landing/crisis-help', browserConsole);
  const top = page.locator('[data-top-bar]');
  const call = top.locator(`a[href="${CRISIS_TEL}"]`);
  await expect(call).toBeVisible();
  const t = (await top.boundingBox())!;
  const c = (await call.boundingBox())!;
  expect(t.y).toBe(0);
  expect(c.x + c.width).toBeGreaterThan(t.x + t.width - (isPhone(info) ? 40 : 400));
});

test('2.4.11 check: a header tall enough to cover the page is found hiding what is focused behind it', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/treatment/alcohol-addiction');
  await settle(page);
  await userStyles(page, 'body > header { min-height: 85vh; }');
  const hidden = await tabThrough(page);
  expect(hidden.length).toBeGreaterThan(5);
  expect(hidden.filter((h) => h.by === 'header')).toEqual(hidden);
  expect(hidden.some((h) => h.entirely)).toBe(true);
});

test('axe check: a picture without a text alternative and pale text are found', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const picture = document.querySelector('main img')!.cloneNode() as HTMLImageElement;
    picture.removeAttribute('alt');
    const pale = Object.assign(document.createElement('p'), { textContent: 'Call us' });
    Object.assign(pale.style, { color: '#eee', background: '#fff' });
    main.prepend(picture, pale);
  });
  const found = await axeViolations(page);
  expect(found.map((v) => v.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
});
