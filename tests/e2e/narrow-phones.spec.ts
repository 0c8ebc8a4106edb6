/**
 * What a visitor on a narrow phone (320 to 390 px) meets at the top of a page, in both languages: the
 * site's name on at most two lines beside the call button, and on the landing page the top bar's
 * words across the screen with the crisis number below them, not squeezed into a column beside it.
 */
import { expect, PHONE_ONLY, test } from './support/test.ts';

for (const width of [320, 360, 390]) {
  test(`at ${width} px the header's name takes at most two lines and the landing page's top bar reads across, in both languages`, { tag: PHONE_ONLY }, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    for (const home of ['/', '/es']) {
      await page.goto(home);
      const name = page.getByRole('banner').getByRole('link').first().locator('span').first();
      const { height, lineHeight } = await name.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
      expect(Math.round(height / lineHeight), `${home}: lines of the site's name`).toBeLessThanOrEqual(2);
    }
    for (const landing of ['/landing/crisis-help', '/es/landing/crisis-help']) {
      await page.goto(landing);
      const bar = page.locator('[data-top-bar]');
      const words = bar.locator('p');
      const call = bar.getByRole('link');
      const [b, w, c] = [await bar.boundingBox(), await words.boundingBox(), await call.boundingBox()];
      expect(w!.width, `${landing}: the words' width`).toBeGreaterThan(0.85 * (b!.width - 32));
      expect(c!.y, `${landing}: the number below the words`).toBeGreaterThanOrEqual(w!.y + w!.height);
      // Four lines at most at 320 px in Spanish, the longest.
      expect(b!.height, `${landing}: the bar's height`).toBeLessThan(180);
    }
  });
}
