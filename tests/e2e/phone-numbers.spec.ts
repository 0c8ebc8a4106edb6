/**
 * Every phone number a page shows (the crisis line, Poison Control, SAMHSA's helpline, the Office for
 * Civil Rights...) is on one line, in both languages, on a phone and on a desk: a number broken after
 * its hyphen ("(818) 555-" above "0142") is hard to read off and dial by hand. Every page of the
 * sitemap is read, and the pages a form leads to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PHONE_IN_TEXT } from '../../contract/phone.ts';
import { CONTENT } from '../helpers/paths.ts';
import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './support/test.ts';

type Phone = { display: string };
const SITE = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')) as Record<'crisisLine' | 'poisonControl' | 'samhsaHelpline' | 'domesticViolenceHotline', Phone>;
const NUMBERS = [SITE.crisisLine, SITE.poisonControl, SITE.samhsaHelpline, SITE.domesticViolenceHotline].map((p) => p.display);
const FORM_PAGES = ['/thank-you', '/not-sent', '/es/thank-you', '/es/not-sent'];

/** Each phone number in the page's visible text, with the text before it and the lines it takes. */
function numbersShown(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g');
    const shown: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement?.checkVisibility()) continue;
      for (const { 0: number, index: at } of node.data.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + number.length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        shown.push({ text: node.data.slice(Math.max(0, at - 30), at + number.length).trim(), lines });
      }
    }
    return shown;
  }, PHONE_IN_TEXT.source);
}

test('the numbers site.yaml holds are ones the pages are searched for', () => {
  for (const number of NUMBERS) expect(number.match(PHONE_IN_TEXT), number).toEqual([number]);
});

// One sweep of every page, in parts that run side by side (on a phone, a page is read at three widths).
const PARTS = 3;
for (let part = 1; part <= PARTS; part++) {
  test(`no phone number is broken across two lines on any page, at 390, 360 and 320 px on a phone (part ${part} of ${PARTS})`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    expect(routes.length).toBeGreaterThan(60);
    const mine = [...routes, ...FORM_PAGES].filter((_, i) => i % PARTS === part - 1);
    const unseen: string[] = [];
    const broken: string[] = [];
    // The phone project reads every page again at 360 px (a common Android width) and at 320 px, the
    // narrowest WCAG's reflow asks for: where a line breaks depends on the width. The page is loaded once
    // and narrowed: its text is laid out anew for each width, as a phone turned or a window narrowed
    // would (no script of the site lays text out by the width it loaded at), for a third of the loads.
    const widths = isPhone(info) ? [390, 360, 320] : [undefined];
    for (const route of mine) {
      await page.goto(route);
      for (const width of widths) {
        if (width) {
          await page.setViewportSize({ width, height: 740 });
          expect(await page.evaluate(() => document.documentElement.clientWidth), `${route} laid out at ${width} px`).toBe(width);
        }
        const found = await numbersShown(page);
        const where = `${route}${width ? ` at ${width} px` : ''}`;
        if (!found.length) unseen.push(where);
        broken.push(...found.filter((f) => f.lines > 1).map((f) => `${where}: …${f.text}`));
      }
    }
    // Every page shows a number (the footer's crisis line at least): the search finds them at all.
    expect(unseen).toEqual([]);
    expect(broken).toEqual([]);
  });
}

test('the phone menu\'s crisis line keeps its number on one line, in both languages, down to 320 px @phone-only', async ({ page }) => {
  const broken: string[] = [];
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 740 });
    for (const [route, menu] of [['/', 'Menu'], ['/es', 'Menú']] as const) {
      await page.goto(route);
      await page.getByRole('banner').getByLabel(menu, { exact: true }).click();
      const call = page.getByRole('banner').locator('details[open] a[href^="tel:"]');
      await expect(call).toBeVisible();
      await expect(call).toContainText(SITE.crisisLine.display);
      const found = await numbersShown(page);
      broken.push(...found.filter((f) => f.lines > 1).map((f) => `${route} at ${width}: …${f.text}`));
    }
  }
  expect(broken).toEqual([]);
});
