/**
 * What regulators and the ad platforms look for on the built pages: the SAMHSA
 * helpline among the emergency numbers, the license notice, the policy pages.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { load as loadHtml, type CheerioAPI } from 'cheerio';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { build } from '../../generator/build.ts';
import { copyEncodedImages, shipped, CONTENT, jsonLd, page, ROOT } from '../helpers/site.ts';
import { temporaryFolder } from '../helpers/temp.ts';
import { POLICY_ROUTES, SPEC_ROUTES } from '../helpers/spec.ts';

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
    for (const route of [...SPEC_ROUTES, ...POLICY_ROUTES, '/thank-you', '/not-sent', '404']) {
      const $ = await page(route);
      const notice = $('footer [data-license]');
      expect(notice, route).toHaveLength(1);
      expect(text(notice.find('p').first().text()), route).toBe('Licensed by the State Department of Health Care Services. License No. 000000000, expires June 30, 2027placeholder');
      expect(notice.find('a').first().attr('href'), route).toBe('https://www.dhcs.ca.gov/placeholder-license-record');
      expect(notice.find('a').first().text(), route).toBe('License No. 000000000, expires June 30, 2027');
    }
  });

  it("on a Spanish page, gives the statute's sentence in English, marked as English, with its Spanish beside it", async () => {
    for (const route of ['/es', '/es/crisis/emergency-help', '/es/treatment/alcohol-addiction']) {
      const first = (await page(route))('footer [data-license] p').first();
      expect(first.find('[lang="en"]').text(), route).toBe('Licensed by the State Department of Health Care Services.');
      expect(text(first.text()), route).toMatch(/^Licensed by the State Department of Health Care Services\. Con licencia del Departamento de Servicios de Atención Médica de California \(DHCS\)\. Licencia n\.º /);
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

describe('the policy pages', () => {
  it('are linked from the footer of every page, the landing page and the 404 page, and listed in the sitemap', async () => {
    for (const route of [...SPEC_ROUTES, ...POLICY_ROUTES, '/thank-you', '/not-sent', '404']) {
      const links = (await page(route))('footer nav[aria-label="Policies"] a');
      expect(links.map((_, a) => a.attribs.href).get(), route).toEqual(POLICY_ROUTES);
    }
    const { dir } = shipped();
    const sitemap = await readFile(join(dir, 'sitemap.xml'), 'utf8');
    for (const route of POLICY_ROUTES) expect(sitemap).toContain(`<loc>https://www.ardenahouse.example${route}</loc>`);
  });

  it('privacy: what each form collects, the retention of site.yaml, access logs, and no advertising code without a pixel', async () => {
    const $ = await page('/policies/privacy');
    expect(text($('h1').text())).toBe('Your privacy on this website');
    expect($('#what-we-collect li')).toHaveLength(3);
    expect(text($('#what-we-collect').text())).toContain('member ID and date of birth');
    expect(text($('#how-long').text())).toContain('deleted automatically 90 days after it arrives');
    // The CDN's logs name no visitor; the storage logs that hold addresses go after infra/config.json's addressLogDays.
    expect(text($('#access-logs').text())).toMatch(/not your device's internet \(IP\) address, your browser.* deleted after 90 days\. .*log the IP address .* deleted after 7 days\. No log contains anything you type into a form\./);
    // Visits and call taps, counted and not tracked (issue #23): what is counted, what is not, and for how long, in both languages.
    expect(text($('#counting').text())).toMatch(/counts, on our own servers, how many times each page is opened and how many times someone taps a button to call or text us/);
    expect(text($('#counting').text())).toMatch(/no internet \(IP\) address, no details of your browser .* no cookie .* no time finer than the day.* needs no permission .* deleted after 25 months\./);
    const es = await page('/es/policies/privacy');
    expect(text(es('#counting').text())).toMatch(/ni la dirección de internet \(IP\), ni datos de su navegador .* ni cookies .* se borran después de 25 meses\./);
    expect(text($('#never-sold').text())).toContain('We do not sell, rent or trade your information');
    expect(text($('#your-rights').text())).toMatch(/copy .* correct .* delete/);
    expect($('#no-advertising-code')).toHaveLength(1);
    expect($('#ad-measurement')).toHaveLength(0);
    expect($('#contact a[href="mailto:compliance@ardenahouse.example"]')).toHaveLength(1);
    // The treatment records are the Notice of Privacy Practices' to describe: linked, in both languages.
    expect($('#treatment-records a[href="/policies/notice-of-privacy-practices"]').text()).toBe('Notice of Privacy Practices');
    expect(es('#treatment-records a[href="/es/policies/notice-of-privacy-practices"]').text()).toBe('Aviso de Prácticas de Privacidad');
  });

  it('nondiscrimination: the notice, OCR, and free language help in 15 languages, each marked with its language and dialling the crisis line', async () => {
    const $ = await page('/policies/nondiscrimination');
    expect(text($('#we-do-not-discriminate').text())).toMatch(/race, color, national origin .* age, disability or sex/);
    expect($('#complaints a[href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf"]')).toHaveLength(1);
    const items = $('#language-help li');
    expect(items).toHaveLength(15);
    const langs = items.map((_, li) => $(li).find('p[lang]').last().attr('lang')).get();
    expect(langs).toEqual(['es', 'zh-Hant', 'vi', 'tl', 'ko', 'hy', 'fa', 'ru', 'ja', 'ar', 'pa', 'km', 'hmn', 'hi', 'th']);
    items.each((_, li) => { expect($(li).find('a[href="tel:+18185550142"][dir="ltr"]').text()).toBe('(818) 555-0142'); });
    expect($('#language-help p[lang="ar"][dir="rtl"]').length).toBeGreaterThan(0);
    expect($('#language-help p[lang="fa"][dir="rtl"]').length).toBeGreaterThan(0);
  });

  it('accessibility: the standard, how it is tested, known limits, and whom to call or write', async () => {
    const $ = await page('/policies/accessibility');
    expect(text($('#standard').text())).toContain('WCAG) 2.2 at level AA');
    expect($('#how-we-test li').length).toBeGreaterThanOrEqual(7);
    expect($('#known-limits li').length).toBeGreaterThan(0);
    expect($('#contact a[href="tel:+18185550142"]')).toHaveLength(1);
    expect($('#contact a[href="tel:711"]')).toHaveLength(1);
    expect($('#contact address').text()).toContain('11200 Balboa Blvd');
  });

  it('notice of privacy practices: the header statement, Part 2, the rights, complaints to the center and to OCR, and its effective date', async () => {
    const $ = await page('/policies/notice-of-privacy-practices');
    expect(text($('h1').text())).toBe('Notice of Privacy Practices');
    expect(text($('main h1 + p').text())).toBe('This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.');
    expect(text($('#substance-use-records').text())).toMatch(/42 CFR Part 2.* single written consent .* treatment, payment and health care operations.* civil, criminal, administrative or legislative proceeding against you, unless you give specific written consent .* or a court orders it/);
    expect(text($('#written-permission').text())).toMatch(/Psychotherapy notes.*Marketing.*Selling your information/);
    expect($('#your-rights li')).toHaveLength(10);
    expect(text($('#your-rights').text())).toMatch(/pay for a service in full yourself, we will not share information about it with your health plan/);
    expect($('#complaints a[href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf"]')).toHaveLength(1);
    expect(text($('#complaints').text())).toContain('We will never punish you, or treat you differently, for making a complaint.');
    expect($('#contact a[href="mailto:compliance@ardenahouse.example"]')).toHaveLength(1);
    expect(text($('#effective-date').text())).toContain('This notice takes effect on November 27, 2026.');
    const drafted = $('main section:has([data-draft])').map((_, s) => s.attribs.id).get();
    expect(drafted).toEqual(['our-duties', 'treatment-payment-operations', 'substance-use-records', 'without-consent', 'other-disclosures', 'family-and-friends',
      'written-permission', 'your-rights', 'complaints', 'changes', 'effective-date']);
    const es = await page('/es/policies/notice-of-privacy-practices');
    expect(text(es('main h1 + p').text())).toBe('Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted obtener acceso a esta información. Por favor, revíselo con cuidado.');
    expect(es('main section:has([data-draft])').map((_, s) => s.attribs.id).get()).toEqual(drafted);
    expect(text(es('#effective-date').text())).toContain('27 de noviembre de 2026');
  });

  it('mark each section counsel must still confirm with a visible draft note, and only those', async () => {
    const $ = await page('/policies/privacy');
    const drafted = $('main section:has([data-draft])').map((_, s) => s.attribs.id).get();
    expect(drafted).toEqual(['who-sees-it', 'how-long', 'access-logs', 'counting', 'your-rights']);
  });
});

describe('retention periods', () => {
  it('the privacy notice states the periods infra/config.json deletes by', async () => {
    const infra = JSON.parse(await readFile(join(ROOT, 'infra', 'config.json'), 'utf8')) as { leadRetentionDays: number; logRetentionDays: number; addressLogDays: number };
    const site = parse(await readFile(join(CONTENT, 'site.yaml'), 'utf8')) as { dataRetention: { leadsDays: number; accessLogsDays: number; addressLogsDays: number } };
    expect(site.dataRetention).toEqual({ leadsDays: infra.leadRetentionDays, accessLogsDays: infra.logRetentionDays, addressLogsDays: infra.addressLogDays });
  });
});

describe("the center's own figures", () => {
  const teamStats = ($: CheerioAPI) => $('#team dl > div').map((_, d) => `${$(d).find('dd').text()} ${$(d).find('dt').text()}`).get();

  it("the home page states the years of experience and the people treated as site.yaml's facts.record has them, in both languages", async () => {
    const site = parse(await readFile(join(CONTENT, 'site.yaml'), 'utf8')) as { facts: { record: { combinedYears: number; peopleTreated: number } } };
    const { combinedYears, peopleTreated } = site.facts.record;
    for (const route of ['/', '/es']) {
      const stats = teamStats(await page(route));
      expect(stats, route).toHaveLength(3);
      expect(stats[0], route).toMatch(new RegExp(`^${combinedYears}\\+ `));
      expect(stats[2], route).toMatch(new RegExp(`^${peopleTreated}\\+ `));
    }
  });

  it('follow a change to facts.record, written nowhere else: 61 years and 245 people after an edit of site.yaml alone', async () => {
    const work = await temporaryFolder('site-record-');
    const content = join(work, 'content');
    await cp(CONTENT, content, { recursive: true });
    const siteFile = join(content, 'site.yaml');
    const text = await readFile(siteFile, 'utf8');
    const edited = text.replace(/(\n {2}record:\n(?: {4}.*\n)*? {4}combinedYears: )\d+/, '$161').replace(/(\n {2}record:\n(?: {4}.*\n)*? {4}peopleTreated: )\d+/, '$1245');
    expect(edited).not.toBe(text);
    await writeFile(siteFile, edited);
    const cacheDir = join(work, 'cache');
    await copyEncodedImages(cacheDir);
    const built = await build({ contentDir: content, outDir: join(work, 'dist'), cacheDir });
    expect(built.ok).toBe(true);
    for (const file of ['index.html', 'es.html']) {
      const stats = teamStats(loadHtml(await readFile(join(work, 'dist', file), 'utf8')));
      expect([stats[0]!.split(' ')[0], stats[2]!.split(' ')[0]], file).toEqual(['61+', '245+']);
    }
  });
});
