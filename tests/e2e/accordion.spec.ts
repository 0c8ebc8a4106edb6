/**
 * FAQ accordions (SPEC 4): one item open at a time, a second click closes it,
 * and Home, End, ArrowUp and ArrowDown move focus between the questions.
 */
import type { Locator, Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test } from './support/test.ts';

const ACCORDIONS = [
  { kind: 'home', path: '/', count: 10 },
  { kind: 'substance', path: '/treatment/alcohol-addiction', count: 5 },
  { kind: 'service', path: '/services/aftercare-planning', count: 5 },
  { kind: 'landing', path: '/landing/crisis-help', count: 4 },
] as const;

function faq(page: Page) {
  const items = page.locator('#faq [data-accordion] details');
  return { items, summaries: items.locator('> summary') };
}

/** Which items are open, as a list of booleans (from the DOM, not the pixels). */
async function openStates(items: Locator): Promise<boolean[]> {
  return items.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
}

const only = (count: number, index: number) => Array.from({ length: count }, (_, i) => i === index);
const none = (count: number) => Array.from({ length: count }, () => false);

for (const { kind, path, count } of ACCORDIONS) {
  test.describe(`${kind} page FAQ accordion`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    // One island behind every accordion: its clicks are checked at both widths on the home page, at desktop size on the others.
    test(`has ${count} questions, all closed, and opens one at a time`, kind === 'home' ? {} : { tag: DESKTOP_ONLY }, async ({ page }) => {
      const { items, summaries } = faq(page);
      await expect(items).toHaveCount(count);
      expect(await openStates(items)).toEqual(none(count));

      await summaries.nth(0).click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await expect(items.nth(0).locator('p').first()).toBeVisible();
      expect(await openStates(items)).toEqual(only(count, 0));

      await summaries.nth(2).click();
      await expect(items.nth(2)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      expect(await openStates(items)).toEqual(only(count, 2));
      await expect(items.nth(0).locator('p').first()).toBeHidden();

      // A second click on the open question closes it.
      await summaries.nth(2).click();
      await expect(items.nth(2)).not.toHaveAttribute('open');
      expect(await openStates(items)).toEqual(none(count));
    });

    // The keys do the same at any width: checked at desktop size.
    test('moves focus with Home, End, ArrowUp and ArrowDown, and opens with Enter and Space', { tag: DESKTOP_ONLY }, async ({ page }) => {
      const { items, summaries } = faq(page);
      await summaries.nth(0).focus();
      await expect(summaries.nth(0)).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(summaries.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(summaries.nth(2)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(summaries.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(summaries.nth(count - 1)).toBeFocused();
      await page.keyboard.press('ArrowDown'); // wraps to the first
      await expect(summaries.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp'); // wraps to the last
      await expect(summaries.nth(count - 1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(summaries.nth(0)).toBeFocused();
      // The keys move focus only: nothing opened.
      expect(await openStates(items)).toEqual(none(count));

      await page.keyboard.press('Enter');
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(items.nth(1)).toHaveAttribute('open', '');
      expect(await openStates(items)).toEqual(only(count, 1));
      await page.keyboard.press('Enter');
      await expect(items.nth(1)).not.toHaveAttribute('open');
      expect(await openStates(items)).toEqual(none(count));
    });
  });
}
