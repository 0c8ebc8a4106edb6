/**
 * On every crisis page, in both languages and at both widths, each danger sign a reader meets
 * (a card or step title, a listed sign, the hero) has a visible button to 911 in the same card
 * or list (988 or 911 for thoughts of suicide), never only the admissions line; and SAMHSA's
 * National Helpline is there with a visible button that dials it. The signs are the build's own
 * list (contract/content/danger-signs.ts), the numbers site.yaml's. The domestic-violence hotline
 * is a real tel: link where the spouse page names it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DANGER_SIGNS } from '../../contract/content/danger-signs.ts';
import { CRISIS_ROUTES } from '../helpers/spec.ts';
import { CONTENT } from '../helpers/paths.ts';
import { expect, test } from './support/test.ts';

type Phone = { tel: string; display: string };
const SITE = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')) as { domesticViolenceHotline: Phone; samhsaHelpline: Phone };
const LANGUAGES = [{ code: 'en', prefix: '' }, { code: 'es', prefix: '/es' }];

interface Unrouted { sign: string; needs: string }

for (const { code, prefix } of LANGUAGES) {
  const words = DANGER_SIGNS[code]!;
  for (const route of CRISIS_ROUTES) {
    test(`${prefix}${route}: every danger sign has its own visible 911 or 988 button, and SAMHSA's helpline its own`, async ({ page }) => {
      await page.goto(prefix + route);
      const found = await page.evaluate(({ emergency, suicide }) => {
        const emergencyRe = new RegExp(emergency, 'i');
        const suicideRe = new RegExp(suicide, 'i');
        const visible = (a: Element) => (a as HTMLElement).checkVisibility() && a.getBoundingClientRect().width > 0;
        // What a reader sees together: a card or step (the element holding its title), else the whole section.
        const partOf = (el: Element) => el.closest('main section :is(div, li):has(> h3)') ?? el.closest('section')!;
        // Titles and listed signs, as the build reads them; not a card's description, and not the
        // points under a block of figures about care (a section with a <dl>), which name no signs.
        const signs = [...document.querySelectorAll('main section :is(h1, h3, li:not(:has(h3))), main section:first-of-type p')]
          .filter((el) => !el.closest('nav, footer, section:has(dl)'));
        const unrouted: Unrouted[] = [];
        let checked = 0;
        for (const el of signs) {
          const text = el.textContent ?? '';
          const needs = emergencyRe.test(text) ? ['tel:911'] : suicideRe.test(text) ? ['tel:988', 'tel:911'] : [];
          if (!needs.length) continue;
          checked++;
          const buttons = [...partOf(el).querySelectorAll('a[href]')].filter((a) => needs.includes(a.getAttribute('href')!) && visible(a));
          if (!buttons.length) unrouted.push({ sign: text.trim().slice(0, 80), needs: needs[0]! });
        }
        return { checked, unrouted };
      }, { emergency: words.emergency.source, suicide: words.suicide.source });
      expect(found.checked, 'the page names danger signs, so the check has something to check').toBeGreaterThan(0);
      expect(found.unrouted).toEqual([]);
      const samhsa = page.locator(`main a[href="tel:${SITE.samhsaHelpline.tel}"]`).first();
      await samhsa.scrollIntoViewIfNeeded();
      await expect(samhsa).toBeVisible();
      await expect(page.locator('main')).toContainText(SITE.samhsaHelpline.display);
    });
  }

  test(`${prefix}/crisis/husband-drinking: the domestic-violence hotline is named with its number and a tel: link`, async ({ page }) => {
    await page.goto(`${prefix}/crisis/husband-drinking`);
    const safety = page.locator('section#safety');
    await expect(safety).toContainText(SITE.domesticViolenceHotline.display);
    await expect(safety.locator(`a[href="tel:${SITE.domesticViolenceHotline.tel}"]`)).toBeVisible();
  });
}
