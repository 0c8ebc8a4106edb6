/**
 * What regulators and the ad platforms look for on the built pages: the SAMHSA
 * helpline among the emergency numbers, the license notice, the policy pages.
 */
import { describe, expect, it } from 'vitest';
import { page } from '../helpers/site.ts';

const text = (s: string) => s.replace(/\s+/g, ' ').trim();

describe("SAMHSA's National Helpline", () => {
  it('is one of the emergency numbers on the emergency-help page, dialled from site.yaml', async () => {
    const $ = await page('/crisis/emergency-help');
    const cards = $('#numbers li');
    expect(cards).toHaveLength(5);
    const samhsa = cards.filter((_, e) => $(e).find('h3').text().includes('SAMHSA'));
    expect(text(samhsa.find('h3').text())).toBe('SAMHSA National Helpline: 1-800-662-4357');
    expect(samhsa.find('a[href="tel:+18006624357"]').first().text()).toBe('1-800-662-4357');
    expect(text(samhsa.text())).toMatch(/24\/7, in English and Spanish/);
  });

  it('is offered to families on the husband-drinking and teenager-drugs pages', async () => {
    for (const route of ['/crisis/husband-drinking', '/crisis/teenager-drugs']) {
      expect(text((await page(route))('main').text()), route).toContain("SAMHSA's free National Helpline, 1-800-662-4357");
    }
    expect((await page('/crisis/husband-drinking'))('main a[href="tel:+18006624357"]').text()).toContain('Call the SAMHSA Helpline');
  });
});
