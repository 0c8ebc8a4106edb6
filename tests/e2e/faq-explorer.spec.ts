/**
 * The treatment FAQ (SPEC 2.7): five category chips with aria-pressed filter
 * the category sections, a second press shows all again; each question shows
 * up to two search phrases, its answer and related questions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { E2E } from './support/env.ts';
import { DESKTOP_ONLY, expect, test } from './support/test.ts';

interface FaqContent {
  categories: Record<string, string>;
  items: { question: string; category: string; searchQueries: string[]; followUpQuestions: string[] }[];
}
const content = parse(readFileSync(join(E2E.root, 'content/faq/treatment.yaml'), 'utf8')) as FaqContent;
const CATEGORIES = ['immediate', 'process', 'insurance', 'family', 'recovery'];

test.beforeEach(async ({ page }) => {
  await page.goto('/faq/treatment');
});

test('the category chips filter the questions, and a second press shows all', async ({ page }) => {
  const chips = page.locator('button[data-category]');
  const sections = page.locator('section[id^="category-"]');
  await expect(chips).toHaveCount(5);
  expect(await chips.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.category))).toEqual(CATEGORIES);
  for (const [i, c] of CATEGORIES.entries()) {
    await expect(chips.nth(i)).toHaveText(content.categories[c]!);
    await expect(chips.nth(i)).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(sections).toHaveCount(5);
  for (const c of CATEGORIES) await expect(page.locator(`#category-${c}`)).toBeVisible();
  await expect(page.locator('#questions details')).toHaveCount(content.items.length);

  const pick = async (category: string) => {
    await page.locator(`button[data-category="${category}"]`).click();
    await expect(page.locator(`button[data-category="${category}"]`)).toHaveAttribute('aria-pressed', 'true');
    for (const c of CATEGORIES) {
      await expect(page.locator(`#category-${c}`)).toBeVisible({ visible: c === category });
      if (c !== category) await expect(page.locator(`button[data-category="${c}"]`)).toHaveAttribute('aria-pressed', 'false');
    }
    const expected = content.items.filter((q) => q.category === category).map((q) => q.question);
    await expect(page.locator('#questions details:visible > summary')).toHaveText(expected);
  };

  await pick('insurance');
  await pick('family'); // switching moves the filter
  await page.locator('button[data-category="family"]').click(); // a second press shows all
  await expect(page.locator('button[data-category][aria-pressed="true"]')).toHaveCount(0);
  for (const c of CATEGORIES) await expect(page.locator(`#category-${c}`)).toBeVisible();
  await expect(page.locator('#questions details:visible')).toHaveCount(content.items.length);
});

test('each question shows up to two search phrases, the answer and related questions', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const details = page.locator('#questions details');
  for (const [i, q] of content.items.entries()) {
    const item = details.nth(i);
    await expect(item.locator('> summary')).toHaveText(q.question);
    // Closed <details> hide their content from the accessibility tree, so these are found by markup.
    await expect(item.locator('ul[aria-label="People also search for"] > li'))
      .toHaveText(q.searchQueries.slice(0, 2).map((s) => `“${s}”`));
    const related = item.locator('p', { hasText: /^Related questions$/ });
    if (q.followUpQuestions.length) {
      await expect(related.locator('xpath=following-sibling::ul/li')).toHaveText(q.followUpQuestions);
    } else {
      await expect(related).toHaveCount(0);
    }
  }
  // Opening a question shows its answer; one open at a time across categories.
  await details.nth(0).locator('> summary').click();
  await expect(details.nth(0).getByRole('list', { name: 'People also search for' })).toBeVisible();
  const last = content.items.length - 1;
  await details.nth(last).locator('> summary').click();
  await expect(details.nth(last)).toHaveAttribute('open', '');
  await expect(details.nth(0)).not.toHaveAttribute('open');
  await details.nth(last).locator('> summary').click();
  await expect(details.nth(last)).not.toHaveAttribute('open');
});

// The keys do the same at any width: checked at desktop size.
test('arrow keys, Home and End move among the questions still shown', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.locator('button[data-category="process"]').click();
  const shown = page.locator('#questions details:visible > summary');
  const n = content.items.filter((q) => q.category === 'process').length;
  await expect(shown).toHaveCount(n);
  await shown.nth(0).focus();
  await page.keyboard.press('End');
  await expect(shown.nth(n - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(shown.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(shown.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(shown.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(shown.nth(n - 1)).toBeFocused();
});
