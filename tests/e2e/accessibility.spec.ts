/**
 * axe-core finds no violation on any page kind, at both sizes, with the menus
 * and accordions closed and then open (the desktop dropdowns one after the
 * other, the mobile menu with both groups expanded).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PAGE_KINDS, expect, isPhone, settle, test } from './support/test.ts';

async function violations(page: Page, include: string[] = []): Promise<string[]> {
  // Every rule still runs; only the details of passing and inapplicable checks, unused here, are left out.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of include) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Open the first question of every accordion on the page (and, on the FAQ page, pick a category). */
async function openAccordions(page: Page): Promise<number> {
  const chip = page.locator('button[data-category="family"]');
  if (await chip.count()) {
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  const accordions = page.locator('[data-accordion]');
  const n = await accordions.count();
  for (let i = 0; i < n; i++) {
    const first = accordions.nth(i).locator('details:visible').first();
    await first.locator('> summary').click();
    await expect(first).toHaveAttribute('open', '');
  }
  return n;
}

for (const { kind, path } of PAGE_KINDS) {
  test(`${kind} page: no axe violations with menus and accordions closed and open`, async ({ page, browserConsole }, info) => {
    if (kind === '404') browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted/);
    await page.goto(path);
    expect(await violations(page), 'closed').toEqual([]);

    // Open states: only what changed is checked again (the rest was checked closed).
    const accordions = await openAccordions(page);
    if (['home', 'substance', 'service', 'faq', 'landing'].includes(kind)) expect(accordions).toBeGreaterThan(0);
    const changed = [accordions ? '[data-accordion]' : '', kind === 'faq' ? '#questions' : ''].filter(Boolean);
    const hasHeader = (await page.locator('header').count()) > 0;
    if (!hasHeader) {
      expect(await violations(page, changed), 'accordions open').toEqual([]);
      return;
    }
    if (isPhone(info)) {
      await page.locator('summary[aria-label="Menu"]').click();
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      for (const group of ['Treatment', 'Services']) {
        await panel.locator(`summary:text-is("${group}")`).click();
        await expect(panel.locator(`details:has(> summary:text-is("${group}"))`)).toHaveAttribute('open', '');
      }
      expect(await violations(page, ['header', ...changed]), 'menu and both groups open, accordions open').toEqual([]);
    } else {
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('button', { name: 'Treatment' }).click();
      await expect(page.locator('#menu-treatment')).toBeVisible();
      expect(await violations(page, ['header', ...changed]), 'Treatment dropdown open, accordions open').toEqual([]);
      await settle(page); // the dropdown's outside-click listener is an effect
      await main.getByRole('button', { name: 'Services' }).click();
      await expect(main.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#menu-services')).toBeVisible();
      expect(await violations(page, ['header']), 'Services dropdown open').toEqual([]);
    }
  });
}
