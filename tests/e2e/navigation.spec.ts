/**
 * The top bar's menus (SPEC 2.3). From 1280 px: Treatment and Services
 * dropdowns, disclosures as the WAI-ARIA navigation pattern has them (hover
 * opens, focus alone does not, a click, Enter or Space toggles, aria-expanded
 * says what is shown, Escape closes and returns focus, leaving by Tab closes).
 * Below: a "Menu" toggle whose Treatment and Services groups expand and
 * collapse independently.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { HYDRATED_ATTRIBUTE } from '../../templates/islands/DesktopNav.tsx';
import { E2E } from './support/env.ts';
import { CRISIS_DISPLAY, CRISIS_TEL, DESKTOP_ONLY, PHONE_ONLY, expect, settle, test } from './support/test.ts';

interface Group { label: string; items: { label: string; href: string }[] }
const nav = parse(readFileSync(join(E2E.root, 'content/navigation.yaml'), 'utf8')) as { treatment: Group; services: Group };

// The dropdowns are the desktop menu (from 1280 px).
test.describe('desktop dropdowns', { tag: DESKTOP_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/treatment/cocaine-addiction');
  });

  const dropdown = (page: Page, label: 'Treatment' | 'Services') => {
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label });
    const menu = page.locator(label === 'Treatment' ? '#menu-treatment' : '#menu-services');
    return { button, menu };
  };
  const away = (page: Page) => page.mouse.move(700, 600);

  test('list their pages in order, with working links', async ({ page }) => {
    for (const [label, group] of [['Treatment', nav.treatment], ['Services', nav.services]] as const) {
      const { button, menu } = dropdown(page, label);
      await expect(button).toHaveAttribute('aria-controls', label === 'Treatment' ? 'menu-treatment' : 'menu-services');
      await button.click();
      await expect(menu.getByRole('link')).toHaveText(group.items.map((i) => i.label));
      if (label === 'Treatment') {
        await expect(menu.getByRole('link')).toHaveCount(13);
        await expect(menu.getByRole('link').last()).toHaveText('Ecstasy/MDMA');
      } else {
        await expect(menu.getByRole('link')).toHaveText(['Medical Detox', 'Inpatient Rehabilitation', 'Dual Diagnosis Treatment', 'Aftercare Planning']);
      }
      expect(await menu.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(group.items.map((i) => i.href));
      await button.click();
    }
    const { button, menu } = dropdown(page, 'Treatment');
    await button.click();
    await menu.getByRole('link', { name: 'Ecstasy/MDMA' }).click();
    await expect(page).toHaveURL(/\/treatment\/ecstasy-addiction$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('hover opens a dropdown and says so; leaving closes it', async ({ page }) => {
    const { button, menu } = dropdown(page, 'Treatment');
    await settle(page);
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true'); // what is shown is what the button says
    await away(page);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Opened by the pointer, Escape closes it all the same, though the pointer stays; leaving and coming back opens it again.
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await away(page);
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('click toggles with aria-expanded; a click outside closes', async ({ page }) => {
    const t = dropdown(page, 'Treatment');
    const s = dropdown(page, 'Services');
    await expect(t.button).toHaveAttribute('aria-expanded', 'false');
    await t.button.click();
    await expect(t.button).toHaveAttribute('aria-expanded', 'true');
    await away(page);
    await expect(t.menu).toBeVisible(); // stays open without the pointer
    await expect(t.button).toHaveAttribute('aria-expanded', 'true');
    await t.button.click();
    await expect(t.button).toHaveAttribute('aria-expanded', 'false');
    await expect(t.menu).toBeHidden(); // closed at once, though the pointer and focus are still on the button
    await away(page);
    await expect(t.menu).toBeHidden();
    await expect(t.button).toBeFocused();
    // Hovering again opens it; leaving closes it though the button keeps focus.
    await t.button.hover();
    await expect(t.menu).toBeVisible();
    await expect(t.button).toHaveAttribute('aria-expanded', 'true');
    await away(page);
    await expect(t.menu).toBeHidden();
    await expect(t.button).toHaveAttribute('aria-expanded', 'false');

    await t.button.click();
    await expect(t.button).toHaveAttribute('aria-expanded', 'true');
    await settle(page); // the outside-click listener is an effect
    await s.button.click(); // opening the other closes this one
    await expect(s.button).toHaveAttribute('aria-expanded', 'true');
    await expect(t.button).toHaveAttribute('aria-expanded', 'false');
    await expect(t.menu).toBeHidden();
    await settle(page);
    await page.locator('h1').click();
    await expect(s.button).toHaveAttribute('aria-expanded', 'false');
    await away(page);
    await expect(s.menu).toBeHidden();

    // A list a click opened gives way to the other the pointer comes over: never two lists at once.
    await t.button.click();
    await expect(t.menu).toBeVisible();
    await s.button.hover();
    await expect(s.menu).toBeVisible();
    await expect(s.button).toHaveAttribute('aria-expanded', 'true');
    await expect(t.menu).toBeHidden();
    await expect(t.button).toHaveAttribute('aria-expanded', 'false');
  });

  // The disclosure navigation pattern of the WAI-ARIA Authoring Practices: focus on a menu's button does not
  // open its list, so Tab goes past a closed menu's links to the next control of the header.
  test('keyboard focus alone opens no dropdown: Tab goes from a closed menu to the next header control', async ({ page }) => {
    const t = dropdown(page, 'Treatment');
    const s = dropdown(page, 'Services');
    const header = page.locator('body > header');
    await settle(page);
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Tab');
    await expect(t.button).toBeFocused();
    await expect(t.button).toHaveAttribute('aria-expanded', 'false');
    await expect(t.menu).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(s.button).toBeFocused(); // not the first of the 13 substance links
    await expect(t.menu).toBeHidden();
    await expect(s.button).toHaveAttribute('aria-expanded', 'false');
    await expect(s.menu).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Español' })).toBeFocused();
    await expect(s.menu).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(t.button).toBeFocused();
    await expect(t.menu).toBeHidden();
  });

  test('Enter and Space toggle a dropdown with aria-expanded; Escape closes it and returns focus; tabbing out closes it', async ({ page }) => {
    const { button, menu } = dropdown(page, 'Treatment');
    const services = dropdown(page, 'Services').button;
    const links = menu.getByRole('link');
    await settle(page);
    await button.focus();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toHaveText(nav.treatment.items[0]!.label);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Escape on the button itself.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();

    // Tabbing past the last link leaves the menu, which closes; so does Shift+Tab back out of it.
    await page.keyboard.press('Enter');
    for (let i = 0; i < nav.treatment.items.length; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(services).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden(); // back on the button, still closed
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(button).not.toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('a list the keyboard opened before the script arrived stays open, and says so, once the script has taken over', async ({ page }) => {
    // The page again, its menu script held back: until it runs, CSS shows a list on keyboard focus.
    let release = () => {};
    const held = new Promise<void>((done) => { release = done; });
    await page.route('**/assets/islands/DesktopNav.*.js', async (route) => { await held; await route.continue(); });
    await page.goto('/treatment/cocaine-addiction', { waitUntil: 'commit' });
    const { button, menu } = dropdown(page, 'Treatment');
    await button.focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    const first = menu.getByRole('link').first();
    await expect(first).toBeFocused();
    release();
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
    await settle(page);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu is not shown at this width', async ({ page }) => {
    await expect(page.locator('summary[aria-label="Menu"]')).toBeHidden();
  });
});

// The Menu toggle is the small-screen menu (below 1280 px).
test('the top bar fits a tablet and a laptop in both languages: one row, nothing off the screen @desktop-only', async ({ page }) => {
  for (const width of [1024, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/es']) {
      await page.goto(path);
      const where = `${path} at ${width} px`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(width);
      // One row: as tall as the bar with the name on one line (73 px), the Spanish subtitle on two at most.
      expect((await page.locator('header').boundingBox())!.height, where).toBeLessThanOrEqual(80);
      const menus = page.getByRole('navigation', { name: path === '/' ? 'Main' : 'Principal' });
      await expect(width >= 1280 ? menus : page.locator(`header summary[aria-label="${path === '/' ? 'Menu' : 'Menú'}"]`), where).toBeVisible();
    }
  }
});

test.describe('mobile menu', { tag: PHONE_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  const parts = (page: Page) => {
    const toggle = page.locator('summary[aria-label="Menu"]');
    const menu = page.locator('details:has(> summary[aria-label="Menu"])');
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    const group = (label: string) => panel.locator('details').filter({ has: page.locator(`summary:text-is("${label}")`) });
    return { toggle, menu, panel, group };
  };

  test('the toggle opens and closes the menu, which shows the crisis line', async ({ page }) => {
    const { toggle, menu, panel } = parts(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toBeVisible();
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(panel).toBeVisible();
    const call = menu.getByRole('link', { name: `24/7 Crisis Line ${CRISIS_DISPLAY}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', CRISIS_TEL);
    await expect(menu.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/#consultation-form');
    await toggle.click();
    await expect(menu).not.toHaveAttribute('open');
    await expect(panel).toBeHidden();
  });

  test('Treatment and Services expand and collapse independently', async ({ page }) => {
    const { toggle, group } = parts(page);
    await toggle.click();
    const treatment = group('Treatment');
    const services = group('Services');
    await expect(treatment.locator('a')).toHaveCount(13);
    await expect(treatment.locator('a').first()).toBeHidden();
    await expect(services.locator('a').first()).toBeHidden();

    await treatment.locator('summary').click();
    await expect(treatment).toHaveAttribute('open', '');
    await expect(treatment.getByRole('link')).toHaveText(nav.treatment.items.map((i) => i.label));
    await expect(treatment.getByRole('link').last()).toHaveText('Ecstasy/MDMA');
    await expect(treatment.getByRole('link').last()).toBeVisible();
    await expect(services).not.toHaveAttribute('open');

    await services.locator('summary').click();
    await expect(services).toHaveAttribute('open', '');
    await expect(treatment).toHaveAttribute('open', '');
    await expect(services.getByRole('link')).toHaveText(nav.services.items.map((i) => i.label));

    await treatment.locator('summary').click();
    await expect(treatment).not.toHaveAttribute('open');
    await expect(services).toHaveAttribute('open', '');
    await services.locator('summary').click();
    await expect(services).not.toHaveAttribute('open');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    const { toggle, menu } = parts(page);
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await settle(page); // the Escape listener is an effect
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();
  });

  test('Tab past its last link closes the menu, so its panel covers nothing focus goes to next', async ({ page }) => {
    const { toggle, menu } = parts(page);
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    const last = menu.getByRole('link').last();
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(menu).not.toHaveAttribute('open');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    // Nothing of the menu is over what took focus.
    const covered = await focused.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && !el.contains(top) && top.closest('details') !== null;
    });
    expect(covered).toBe(false);
  });

  test('choosing a link closes the menu and goes there', async ({ page }) => {
    const { toggle, menu, panel, group } = parts(page);
    await toggle.click();
    await panel.getByRole('link', { name: 'Facility' }).click();
    await expect(menu).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/#facility$/);
    await expect(page.locator('#facility')).toBeInViewport();

    await toggle.click();
    await group('Services').locator('summary').click();
    await group('Services').getByRole('link', { name: 'Aftercare Planning' }).click();
    await expect(page).toHaveURL(/\/services\/aftercare-planning$/);
    await expect(parts(page).menu).not.toHaveAttribute('open');
  });
});

test('a section link from another page goes to the home page and lands on the section', async ({ page }, info) => {
  await page.goto('/crisis/relapse-support');
  if (info.project.name === 'phone') {
    await page.locator('summary[aria-label="Menu"]').click();
    await page.locator('nav[aria-label="Mobile"]').getByRole('link', { name: 'Team' }).click();
  } else {
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Team' }).click();
  }
  await expect(page).toHaveURL(/\/#team$/);
  await expect(page.locator('#team h2')).toBeInViewport();
  await page.waitForTimeout(600); // past the settle-scroll, the section is still in view
  await expect(page.locator('#team h2')).toBeInViewport();
});
