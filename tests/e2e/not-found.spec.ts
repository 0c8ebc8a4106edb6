/**
 * The not-found page (SPEC 2.9): status 404, "404", "Oops! Page not found",
 * a link home, and the 404 logged to the console with the path.
 */
import { expect, test } from './support/test.ts';

test('an unknown path shows the 404 page, logs it, and links home', async ({ page, browserConsole }) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted to access non-existent route:/);
  const res = await page.goto('/treatment/no-such-substance');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect.poll(() => browserConsole.problems().map((p) => p.text)).toContain('404 Error: User attempted to access non-existent route: /treatment/no-such-substance');
  expect(browserConsole.problems()).toHaveLength(2);

  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recovery Starts With One Call');
});
