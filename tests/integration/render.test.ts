/** The built pages say and count what SPEC says, with the right head tags and structured data. */
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT } from '../../generator/render/head.ts';
import { jsonLd, page } from '../helpers/site.ts';
import { CRISIS_ROUTES, SERVICE_ROUTES, SPEC_ROUTES, SUBSTANCE_ROUTES } from '../helpers/spec.ts';

const SITE_URL = 'https://www.ardenahouse.example';
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('home page', () => {
  it('has the hero, counts and footer of SPEC 2.4', async () => {
    const $ = await page('/');
    expect(text($('h1').text())).toBe('Recovery Starts With One Call');
    expect($('#faq details')).toHaveLength(10);
    expect($('#facility ul img')).toHaveLength(9);
    expect($('#team li')).toHaveLength(4);
    expect($('#about h3')).toHaveLength(4 + 2);
    expect(text($('#team dl').text())).toContain('50+');
    for (const id of ['about', 'facility', 'team', 'contact', 'insurance-form', 'consultation-form']) expect($(`#${id}`)).toHaveLength(1);
    expect($('#contact #insurance-form form')).toHaveLength(1);
    expect($('#contact #consultation-form form')).toHaveLength(1);
    const footer = text($('footer').text());
    for (const s of ['Insurance: 15 min', 'Consultation: 5 min', '© 2024', 'Granada Hills, Los Angeles, CA 91344', '(818) 555-0142', 'Licensed by the State Department of Health Care Services.']) expect(footer).toContain(s);
  });

  it('forms post to the forms API with the fields of SPEC 3, tel and email inputs', async () => {
    const $ = await page('/');
    const ins = $('#insurance-form form');
    expect(ins.attr('action')).toBe('/api/submit-insurance-form');
    expect(ins.find('input:not([type=hidden])').map((_, e) => $(e).attr('name')).get()).toEqual(['fullName', 'phone', 'insuranceName', 'memberId', 'website']);
    expect(ins.find('input[name=phone]').attr('type')).toBe('tel');
    const con = $('#consultation-form form');
    expect(con.attr('action')).toBe('/api/submit-consultation-form');
    expect(con.find('input[name=email]').attr('type')).toBe('email');
    expect(con.find('input[name=email]').attr('required')).toBeUndefined();
    expect(con.find('textarea[name=situation]').attr('rows')).toBe('3');
  });

  it('navigation lists 13 substances (Ecstasy/MDMA) and 4 services, and the crisis line', async () => {
    const $ = await page('/');
    expect($('#menu-treatment a')).toHaveLength(13);
    expect($('#menu-treatment a').last().text()).toBe('Ecstasy/MDMA');
    expect($('#menu-services a').map((_, e) => $(e).text()).get()).toEqual(['Medical Detox', 'Inpatient Rehabilitation', 'Dual Diagnosis Treatment', 'Aftercare Planning']);
    expect($('header a[href="tel:+18185550142"]').length).toBeGreaterThan(0);
    expect($('header a[href="/#consultation-form"]').first().text()).toBe('Get Help Now');
  });

  it('carries the business, reviews, offer and FAQ structured data', async () => {
    const graph = jsonLd(await page('/'));
    const biz = graph.find((n) => n['@type'] === 'MedicalClinic') as Record<string, any>;
    expect(biz.address).toMatchObject({ addressLocality: 'Granada Hills', addressRegion: 'CA', postalCode: '91344', addressCountry: 'US' });
    expect(biz.telephone).toBe('+18185550142');
    expect(biz.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
    expect(biz.makesOffer).toMatchObject({ price: 0, priceCurrency: 'USD', validFrom: '2024-01-01', validThrough: '2024-12-31' });
    expect(biz.openingHoursSpecification).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(biz.openingHoursSpecification.dayOfWeek).toHaveLength(7);
    // The payers of site.yaml's registry (facts.payers): no Medicare or Medi-Cal until the center's contracts say so.
    expect(biz.paymentAccepted).toBe('Private insurance, Private pay, HSA, FSA');
    expect(biz.areaServed.geoRadius).toBe(50000);
    expect(biz.medicalSpecialty.name).toBe('Addiction medicine');
    const faq = graph.find((n) => n['@type'] === 'FAQPage') as Record<string, any>;
    expect(faq.mainEntity).toHaveLength(10);
    const org = graph.find((n) => n['@type'] === 'Organization') as Record<string, any>;
    expect(org).toMatchObject({ name: 'Ardena House Recovery', telephone: '+18185550142' });
    expect(org.description.length).toBeGreaterThan(50);
  });
});

describe('treatment and service pages (SPEC 2.5)', () => {
  it.each([...SUBSTANCE_ROUTES, ...SERVICE_ROUTES])('%s has 3 stats, 4 features, 8 signs, 4 methods, 5 FAQs, 4 related links', async (route) => {
    const $ = await page(route);
    expect($('main > section').first().find('dl > div')).toHaveLength(3);
    expect($('#overview h3')).toHaveLength(4);
    expect($('#signs li')).toHaveLength(8);
    expect($('#approach h3')).toHaveLength(4);
    expect($('#faq details')).toHaveLength(5);
    expect($('#related a')).toHaveLength(4);
    expect($('#emergency a[href="tel:911"]')).toHaveLength(1);
    expect($('#emergency a[href="tel:988"]')).toHaveLength(1);
    expect($('#contact')).toHaveLength(route.startsWith('/treatment/') ? 1 : 0);
    const graph = jsonLd($);
    expect(graph.map((n) => n['@type'])).toEqual(expect.arrayContaining(['MedicalWebPage', 'MedicalClinic', 'FAQPage', 'Organization']));
    expect((graph.find((n) => n['@type'] === 'MedicalClinic') as any).availableService).toHaveLength(2);
    if (route.startsWith('/treatment/')) expect((graph.find((n) => n['@type'] === 'MedicalWebPage') as any).about['@type']).toBe('MedicalCondition');
  });

  it('the benzodiazepine page links to the Xanax page', async () => {
    expect((await page('/treatment/benzodiazepine-addiction'))('#related a[href="/treatment/xanax-addiction"]')).toHaveLength(1);
  });

  it('the aftercare page links to detox, inpatient, dual diagnosis and heroin', async () => {
    const $ = await page('/services/aftercare-planning');
    expect($('#related a').map((_, e) => $(e).attr('href')).get().sort()).toEqual(['/services/dual-diagnosis', '/services/inpatient-rehab', '/services/medical-detox', '/treatment/heroin-addiction']);
  });
});

describe('crisis pages (SPEC 2.6)', () => {
  it.each(CRISIS_ROUTES)('%s has no form, calls the crisis line and carries EmergencyService data', async (route) => {
    const $ = await page(route);
    expect($('form')).toHaveLength(0);
    expect($('main a[href="tel:+18185550142"]').length).toBeGreaterThan(0);
    expect(jsonLd($).map((n) => n['@type'])).toContain('EmergencyService');
  });

  it('cant-stop-drinking offers a text-message link to the crisis line', async () => {
    expect((await page('/crisis/cant-stop-drinking'))('a[href="sms:+18185550142"]').length).toBeGreaterThan(0);
  });

  it('overdose-emergency has the pulsing banner and a 911 button', async () => {
    const $ = await page('/crisis/overdose-emergency');
    expect($('[role=alert].animate-emergency')).toHaveLength(1);
    expect($('main a[href="tel:911"]').length).toBeGreaterThan(0);
  });

  it('withdrawal-symptoms has the crisis-contact anchor', async () => {
    expect((await page('/crisis/withdrawal-symptoms'))('#crisis-contact')).toHaveLength(1);
  });
});

describe('guide, FAQ, landing and not-found pages', () => {
  it('the guide has its breadcrumb, reviewer, 3 statistics, 5 sections, 5 citations and a rendered Markdown body', async () => {
    const $ = await page('/resources/addiction-guide');
    expect($('nav[aria-label=Breadcrumb] li').map((_, e) => text($(e).text()).replace(/^›\s*/, '')).get()).toEqual(['Home', 'Resources', 'Addiction Guide']);
    // Only the page itself is the current page; "Resources" has no page of its own and is plain text.
    expect($('nav[aria-label=Breadcrumb] [aria-current]').map((_, e) => $(e).text()).get()).toEqual(['Addiction Guide']);
    expect(text($('aside').text())).toContain('Medical Director');
    expect($('main dl > div')).toHaveLength(3);
    expect($('#medical-information h3')).toHaveLength(5);
    expect($('#citations li')).toHaveLength(5);
    expect($('time').attr('datetime')).toBe('2024-01-15');
    expect($('article h2').length).toBeGreaterThan(2);
    expect($('article').text()).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('the FAQ page has five categories, at most two search phrases a question, and a contact card', async () => {
    const $ = await page('/faq/treatment');
    expect($('nav[aria-label=Breadcrumb] [aria-current=page]').map((_, e) => $(e).text()).get()).toEqual(['Treatment Questions, Answered']);
    expect($('button[data-category]')).toHaveLength(5);
    expect($('details ul[aria-label] li').length).toBeGreaterThan(0);
    $('details').each((_, d) => expect($(d).find('ul[aria-label] li').length).toBeLessThanOrEqual(2));
    expect($('#contact a[href^="tel:"]')).toHaveLength(1);
    expect(text($('#contact').text())).toContain('Ask a Question Online');
    expect(text($('main').text())).toContain('first week of treatment');
  });

  it('the landing page is noindex, has the crisis form, 7 gallery images, 4 FAQs and a sticky call bar', async () => {
    const $ = await page('/landing/crisis-help');
    expect($('meta[name=robots]').attr('content')).toBe('noindex,follow');
    const form = $('form');
    expect(form.find('input:not([type=hidden])').map((_, e) => $(e).attr('name')).get()).toEqual(['fullName', 'phone', 'insuranceProvider', 'memberId', 'dob', 'website']);
    expect(form.find('input[name=dob]').attr('placeholder')).toBe('MM/DD/YYYY');
    expect(form.find('input[name=source]').val()).toBe('crisis-landing');
    expect($('#gallery ul img')).toHaveLength(7);
    expect($('#gallery ul').attr('class')).toMatch(/grid-cols-4 md:grid-cols-7/);
    expect($('#faq details')).toHaveLength(4);
    expect($('.fixed.bottom-0 a[href^="tel:"]')).toHaveLength(1);
  });

  it('the not-found page shows 404, the message and a link home', async () => {
    const $ = await page('404');
    expect(text($('main').text())).toContain('404');
    expect(text($('h1').text())).toBe('Oops! Page not found');
    expect($('main a[href="/"]')).toHaveLength(1);
  });
});

describe('head of every page', () => {
  it.each(SPEC_ROUTES)('%s: title suffix, description length, canonical, robots, social tags', async (route) => {
    const $ = await page(route);
    expect($('title').text()).toMatch(/ \| Ardena House Recovery, Los Angeles$/);
    const description = $('meta[name=description]').attr('content')!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(description).toMatch(/Most insurance accepted\.$/);
    expect($('link[rel=canonical]').attr('href')).toBe(route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`);
    expect($('meta[name=robots]').attr('content')).toBe(route === '/landing/crisis-help' ? 'noindex,follow' : 'index,follow');
    expect($('meta[name=keywords]').attr('content')!.split(', ').length).toBeGreaterThanOrEqual(3);
    expect($('meta[property="og:title"]').attr('content')).toBe($('title').text());
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary');
    expect($('body').text()).not.toMatch(/\{(crisisLine|name|city|poisonControl)\}/);
    expect($('#main')).toHaveLength(1);
    // Only island modules: hashed, from /assets/islands/, at the end of the body, never render-blocking.
    const scripts = $('script:not([type="application/ld+json"])');
    expect(scripts.length).toBeGreaterThan(0);
    scripts.each((_, e) => {
      expect($(e).attr('type')).toBe('module');
      expect($(e).attr('src')).toMatch(/^\/assets\/islands\/[A-Za-z]+\.[A-Z0-9]{8}\.js$/);
      expect($(e).parent().is('body')).toBe(true);
    });
  });
});
