/**
 * Consent before any third party (the trust issue, part 3). With an ad pixel
 * id configured, a browser that records every request it makes finds none to
 * another origin on the home and landing pages until the visitor allows ad
 * measurement; after that, PageView, PhoneClick and Lead reach Meta and none
 * carries a value typed into a form. The banner works from the keyboard, its
 * two choices weigh the same, and the choice is remembered and changeable
 * from the footer.
 */
import type { Page } from '@playwright/test';
import { tabThrough } from './support/focus.ts';
import { fill } from './support/forms.ts';
import { E2E } from './support/env.ts';
import { PIXEL_ID, pixelEvents, recordRequests, thirdParty, type SeenRequest } from './support/pixel-site.ts';
import { DESKTOP_ONLY, expect, holdPhoneLinks, isPhone, settle, test } from './support/test.ts';

/** The site built with an ad pixel id, served for the whole run (global-setup.ts). */
const site = E2E.pixelBaseURL;

const banner = (page: Page) => page.getByRole('region', { name: 'May we measure our ads?' });
const choicesButton = (page: Page) => page.locator('footer').getByRole('button', { name: 'Ad measurement choices' });

const TYPED = { 'Full name': 'Quincy Zephyrine', 'Phone number': '(818) 555-0177', 'Insurance provider': 'Blue Shield Xq', 'Member ID': 'XQW-445566', 'Date of birth': '07/14/1983' };
const FORM_VALUES = ['Quincy', 'Zephyrine', '555-0177', '5550177', 'Blue Shield', 'Xq', 'XQW-445566', '445566', '07/14/1983', '07%2F14%2F1983', '1983'];

/** Requests that carry something a visitor typed, other than the form's own post to our API. */
function leaks(seen: readonly SeenRequest[]): string[] {
  return seen
    .filter((r) => !(r.method === 'POST' && new URL(r.url).pathname === '/api/submit-consultation-form'))
    .flatMap((r) => FORM_VALUES.filter((v) => `${r.url} ${r.body ?? ''}`.includes(v)).map((v) => `${r.method} ${r.url} carries "${v}"`));
}

test('landing page: nothing goes to another origin until Allow; then PageView, PhoneClick and Lead, with no form value', async ({ page, browserConsole }, info) => {
  browserConsole.expect(/^Ad pixel not loaded; PhoneClick event skipped\.$/);
  await holdPhoneLinks(page);
  const seen = await recordRequests(page, site);
  await page.goto(`${site}/landing/crisis-help`);
  await settle(page);
  await expect(banner(page)).toBeVisible();

  // Before consent: a call button pressed, the page scrolled to the end; nothing leaves for Meta.
  await page.locator(`a[data-track="${isPhone(info) ? 'sticky' : 'hero-mobile'}"]`).click();
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  expect(thirdParty(seen, site)).toEqual([]);
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);

  await banner(page).getByRole('button', { name: 'Allow' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pixelEvents(seen).map((e) => e.ev)).toEqual(['PageView']);
  // Automatic configuration off before init, and init with the id alone (no advanced-matching data).
  expect(await page.evaluate(() => (window as unknown as { __pixelCalls: unknown[][] }).__pixelCalls.slice(0, 3))).toEqual([
    ['set', 'autoConfig', false, PIXEL_ID], ['init', PIXEL_ID], ['track', 'PageView'],
  ]);
  expect(thirdParty(seen, site).map((r) => new URL(r.url).origin + new URL(r.url).pathname)).toEqual([
    'https://connect.facebook.net/en_US/fbevents.js', 'https://www.facebook.com/tr/',
  ]);

  // After consent: the form sent (Lead, 100 ms after success) and a call button pressed (PhoneClick).
  const card = page.locator('#insurance-form');
  await fill(card, TYPED);
  await card.getByRole('button', { name: 'Check My Coverage Now' }).click();
  await expect(card.getByRole('status')).toBeVisible();
  await card.locator('a[data-track="form"]').click();
  await expect.poll(() => pixelEvents(seen).map((e) => e.ev).sort()).toEqual(['Lead', 'PageView', 'PhoneClick']);
  const events = pixelEvents(seen);
  expect(events.find((e) => e.ev === 'Lead')!.cd).toEqual({ content_name: 'Crisis Insurance Verification', content_category: 'Crisis Landing', currency: 'USD', value: 30000, source: 'crisis-landing' });
  expect(events.find((e) => e.ev === 'PhoneClick')!.cd).toEqual({ content_name: 'Crisis Landing Call', source: 'form', phone_number: '+18185550142' });
  expect(events.every((e) => e.dl === `${site}/landing/crisis-help`)).toBe(true);

  expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/api/submit-consultation-form')), 'the form was really sent').toBe(true);
  expect(leaks(seen)).toEqual([]);
  expect(thirdParty(seen, site).every((r) => r.url.startsWith('https://connect.facebook.net/') || r.url.startsWith('https://www.facebook.com/tr/'))).toBe(true);
});

test('home page: no banner by itself and nothing to another origin, before or after the visitor allows it from the footer', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const seen = await recordRequests(page, site);
  await page.goto(`${site}/`);
  await settle(page);
  await expect(banner(page)).toHaveCount(0);

  const form = page.locator('#consultation-form');
  await fill(form, { 'Full name': TYPED['Full name'], 'Phone number': TYPED['Phone number'] });
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  expect(thirdParty(seen, site)).toEqual([]);

  await choicesButton(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('on the page those ads lead to');
  await banner(page).getByRole('button', { name: 'Allow' }).click();
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(300);
  // The home page does not measure ads: allowing it here sends nothing from here.
  expect(thirdParty(seen, site)).toEqual([]);
  expect(leaks(seen)).toEqual([]);
});

test('the choice is remembered across pages and changeable from the footer; declining stops the pixel and drops its cookie', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }) => {
  browserConsole.expect(/^Ad pixel not loaded; PhoneClick event skipped\.$/);
  await holdPhoneLinks(page);
  const seen = await recordRequests(page, site);
  await page.goto(`${site}/`);
  await choicesButton(page).click();
  await banner(page).getByRole('button', { name: 'Allow' }).click();

  // Remembered: the landing page loads the pixel without asking.
  await page.goto(`${site}/landing/crisis-help`);
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => pixelEvents(seen).map((e) => e.ev)).toEqual(['PageView']);
  expect(await page.evaluate(() => document.cookie)).toContain('_fbp=');

  // Changed from the landing page's footer: nothing more is sent.
  await choicesButton(page).click();
  await expect(banner(page)).toContainText('Your choice: allowed.');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('ad-measurement-consent'))).toBe('denied');
  expect(await page.evaluate(() => document.cookie)).not.toContain('_fbp=');
  await page.locator('a[data-track="hero-mobile"]').click();
  await page.waitForTimeout(300);
  expect(pixelEvents(seen).map((e) => e.ev)).toEqual(['PageView']);

  // And on the next visit, nothing at all.
  const before = thirdParty(seen, site).length;
  await page.reload();
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(thirdParty(seen, site)).toHaveLength(before);
});

test('the banner works from the keyboard, and Allow and Decline weigh the same', async ({ page }) => {
  await page.goto(`${site}/landing/crisis-help`);
  await settle(page);
  const allow = banner(page).getByRole('button', { name: 'Allow' });
  const decline = banner(page).getByRole('button', { name: 'Decline' });

  // Same size, colours and type: neither choice is pushed.
  const look = (b: typeof allow) => b.evaluate((el) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return { w: Math.round(r.width), h: Math.round(r.height), bg: s.backgroundColor, color: s.color, weight: s.fontWeight, size: s.fontSize, border: s.borderWidth };
  });
  expect(await look(allow)).toEqual(await look(decline));
  expect((await allow.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Tab reaches both choices; Enter chooses.
  let reached = false;
  for (let i = 0; i < 120 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await decline.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Decline is reachable with Tab').toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(allow).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ad-measurement-consent'))).toBe('denied');

  // Opened again from the footer: focus moves into it, Escape closes it and returns focus to the button.
  await choicesButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('heading', { name: 'May we measure our ads?' })).toBeFocused();
  await expect(choicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(banner(page)).toHaveCount(0);
  await expect(choicesButton(page)).toBeFocused();
  await expect(choicesButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('with the banner open, no focused element is hidden behind it or the call bar', async ({ page }) => {
  await page.goto(`${site}/landing/crisis-help`);
  await settle(page);
  await expect(banner(page)).toBeVisible();
  expect(await tabThrough(page)).toEqual([]);
});

test('the privacy notice says what the pixel receives', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto(`${site}/policies/privacy`);
  await expect(page.locator('#ad-measurement')).toContainText('never your name, phone number, insurance details, date of birth');
  await expect(page.locator('#no-advertising-code')).toHaveCount(0);
});

test.describe('pixel id', () => {
  test('is the one site.yaml sets', { tag: DESKTOP_ONLY }, async ({ page }) => {
    const seen = await recordRequests(page, site);
    await page.goto(`${site}/landing/crisis-help`);
    await banner(page).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => seen.filter((r) => r.url.startsWith('https://www.facebook.com/tr/')).map((r) => new URL(r.url).searchParams.get('id'))).toEqual([PIXEL_ID]);
  });
});
