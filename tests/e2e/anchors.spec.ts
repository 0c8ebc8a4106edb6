/**
 * Anchors land where they should (the trust issue, part 6): jumping to
 * #consultation-form or #insurance-form, from the home page itself or from
 * another page, leaves the target just under the fixed header, at both
 * widths, not a header's height further down.
 */
import type { Page } from '@playwright/test';
import { scrollSettled } from './support/focus.ts';
import { expect, isPhone, settle, test } from './support/test.ts';

/** How far below the fixed header's bottom edge the target's top is, once scrolling has settled. */
async function gapUnderHeader(page: Page, id: string): Promise<number> {
  await scrollSettled(page);
  return page.evaluate((target) => {
    const header = document.querySelector('body > header')!.getBoundingClientRect();
    return Math.round(document.getElementById(target)!.getBoundingClientRect().top - header.bottom);
  }, id);
}

/** Just under the header: not hidden by it, and not more than a line of text below it. */
const JUST_UNDER = { min: 0, max: 24 };

for (const id of ['consultation-form', 'insurance-form']) {
  test(`#${id} from the home page itself sits just under the header`, async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page.evaluate((target) => { const a = document.createElement('a'); a.href = `#${target}`; document.body.append(a); a.click(); }, id);
    const gap = await gapUnderHeader(page, id);
    expect(gap).toBeGreaterThanOrEqual(JUST_UNDER.min);
    expect(gap).toBeLessThanOrEqual(JUST_UNDER.max);
  });

  test(`#${id} from another page sits just under the header`, async ({ page }) => {
    await page.goto('/treatment/alcohol-addiction');
    await settle(page);
    await page.evaluate((target) => { location.assign(`/#${target}`); }, id);
    await page.waitForURL(`**/#${id}`);
    await settle(page);
    await page.waitForTimeout(150); // the arrival scroll runs 100 ms after the page settles (SPEC 2.3)
    const gap = await gapUnderHeader(page, id);
    expect(gap).toBeGreaterThanOrEqual(JUST_UNDER.min);
    expect(gap).toBeLessThanOrEqual(JUST_UNDER.max);
  });
}

test('the hero buttons and the header link take the visitor to the forms, just under the header', async ({ page }, info) => {
  await page.goto('/');
  await settle(page);
  await page.locator('main a[href="#insurance-form"], main a[href="/#insurance-form"]').first().click();
  expect(await gapUnderHeader(page, 'insurance-form')).toBeLessThanOrEqual(JUST_UNDER.max);
  await page.goto('/faq/treatment');
  await settle(page);
  if (isPhone(info)) await page.locator('summary[aria-label="Menu"]').click();
  await page.locator('header a[href="/#consultation-form"]:visible', { hasText: 'Get Help Now' }).click();
  await page.waitForURL('**/#consultation-form');
  await settle(page);
  await page.waitForTimeout(150);
  const gap = await gapUnderHeader(page, 'consultation-form');
  expect(gap).toBeGreaterThanOrEqual(JUST_UNDER.min);
  expect(gap).toBeLessThanOrEqual(JUST_UNDER.max);
});
