/**
 * Call tracking on the crisis landing page (SPEC 7): a PhoneClick pixel event
 * for the form call button, the hero button, the emergency (call-to-action)
 * button and the sticky phone bar; the center's number and the button's place,
 * nothing else. Without a pixel, a console warning only.
 */
import { CRISIS_TEL, DESKTOP_ONLY, expect, holdPhoneLinks, installPixel, isPhone, pixelCalls, settle, test } from './support/test.ts';

const phoneClick = (source: string) => ['trackCustom', 'PhoneClick', { content_name: 'Crisis Landing Call', source, phone_number: '+18185550142' }];

test('each tracked call button sends PhoneClick with its place', async ({ page }, info) => {
  await installPixel(page);
  await holdPhoneLinks(page);
  await page.goto('/landing/crisis-help');
  await settle(page); // the click listener is an effect

  const sources = isPhone(info) ? ['form', 'hero-mobile', 'emergency', 'sticky'] : ['form', 'hero-mobile', 'emergency'];
  const sticky = page.locator('a[data-track="sticky"]');
  if (isPhone(info)) await expect(sticky).toBeVisible();
  else await expect(sticky).toBeHidden(); // the sticky bar is for small screens

  const expected: unknown[] = [];
  for (const source of sources) {
    const link = page.locator(`a[data-track="${source}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', CRISIS_TEL);
    await link.click();
    expected.push(phoneClick(source));
    await expect.poll(async () => (await pixelCalls(page)).map((c) => c.args)).toEqual(expected);
  }

  // An untracked call link (the top bar) sends nothing.
  await page.locator('a[href^="tel:"]:not([data-track])').first().click();
  expect((await pixelCalls(page)).map((c) => c.args)).toEqual(expected);
});

// Does not depend on the width: checked at desktop size.
test('without an ad pixel a call click only warns in the console', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }) => {
  browserConsole.expect(/^Ad pixel not loaded; PhoneClick event skipped\.$/);
  await holdPhoneLinks(page);
  await page.goto('/landing/crisis-help');
  await settle(page);
  await page.locator('a[data-track="emergency"]').click();
  await expect.poll(() => browserConsole.problems()).toEqual([{ type: 'warning', text: 'Ad pixel not loaded; PhoneClick event skipped.' }]);
});
