/**
 * What regulators and the ad platforms look for on the built pages: the SAMHSA
 * helpline among the emergency numbers, the license notice, the policy pages.
 */
import { describe, expect, it } from 'vitest';
import { jsonLd, page } from '../helpers/site.ts';
import { SPEC_ROUTES } from '../helpers/spec.ts';

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

describe('the license notice (Health and Safety Code 11831.12)', () => {
  it('is in the footer of every page, the landing page and the 404 page: the words, the number and expiry linked to the record', async () => {
    for (const route of [...SPEC_ROUTES, '/thank-you', '404']) {
      const $ = await page(route);
      const notice = $('footer [data-license]');
      expect(notice, route).toHaveLength(1);
      expect(text(notice.find('p').first().text()), route).toBe('Licensed by the State Department of Health Care Services. License No. 000000000, expires June 30, 2027placeholder');
      expect(notice.find('a').first().attr('href'), route).toBe('https://www.dhcs.ca.gov/placeholder-license-record');
      expect(notice.find('a').first().text(), route).toBe('License No. 000000000, expires June 30, 2027');
    }
  });

  it("links the department's list of license actions (11831.5) and claims no accreditation the content does not list", async () => {
    const notice = (await page('/'))('footer [data-license]');
    expect(notice.find('a[href="https://www.dhcs.ca.gov/placeholder-probation-suspension-revocation-list"]').text()).toBe('DHCS list of license actions');
    expect(text(notice.text())).not.toContain('Accredited');
  });

  it('keeps the stand-in reviews in the structured data while the content has them (the going-live gate refuses them)', async () => {
    const biz = jsonLd(await page('/')).find((n) => n['@type'] === 'MedicalClinic')!;
    expect(biz.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
  });
});
