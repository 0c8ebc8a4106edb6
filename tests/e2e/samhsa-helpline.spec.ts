/**
 * SAMHSA's National Helpline on every crisis page, in both languages and at both widths: a visible
 * button that dials it, among the page's other numbers. The number is read from content/site.yaml,
 * where it is written once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CRISIS_ROUTES } from '../helpers/spec.ts';
import { CONTENT } from '../helpers/paths.ts';
import { expect, test } from './support/test.ts';

const SITE = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')) as { samhsaHelpline: { tel: string; display: string } };
const LANGUAGES = [{ code: 'en', prefix: '' }, { code: 'es', prefix: '/es' }];

for (const { prefix } of LANGUAGES) {
  for (const route of CRISIS_ROUTES) {
    test(`${prefix}${route}: SAMHSA's National Helpline has a visible tel: link`, async ({ page }) => {
      await page.goto(prefix + route);
      const link = page.locator(`main a[href="tel:${SITE.samhsaHelpline.tel}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(page.locator('main')).toContainText(SITE.samhsaHelpline.display);
    });
  }
}
