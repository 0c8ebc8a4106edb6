/**
 * With JavaScript off every page kind still works: its links lead somewhere,
 * its call buttons call, its accordions open (native <details>), its menus
 * open (CSS hover and focus, or <details>), and its forms post as HTML forms,
 * get 303 to /thank-you at their form's promise, and store a lead (or, refused,
 * to /not-sent, which says how to send it again). One test per page kind.
 */
import type { Page, TestInfo } from '@playwright/test';
import { fill } from './support/forms.ts';
import { E2E } from './support/env.ts';
import { CRISIS_TEL, DESKTOP_ONLY, expect, isPhone, leadsFrom, test, uniqueName } from './support/test.ts';

test.use({ javaScriptEnabled: false });

/** A visible call button for the crisis line. */
async function expectCallButton(page: Page): Promise<void> {
  const call = page.locator(`a[href="${CRISIS_TEL}"]:visible`).first();
  await expect(call).toBeVisible();
  await expect(page.locator(`a[href="${CRISIS_TEL}"]`)).not.toHaveCount(0);
}

/** The top bar's menus open without JavaScript; returns a visible substance link. */
async function openTreatmentMenu(page: Page, info: TestInfo) {
  if (isPhone(info)) {
    await page.locator('summary[aria-label="Menu"]').click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    await panel.locator('summary:text-is("Treatment")').click();
    return panel.getByRole('link', { name: 'Ecstasy/MDMA' });
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Treatment' }).hover();
  return page.locator('#menu-treatment').getByRole('link', { name: 'Ecstasy/MDMA' });
}

/** Native <details>: a question opens, another closes it (same name), a second click closes. */
async function expectAccordionOpens(page: Page, items = page.locator('#faq details')): Promise<void> {
  await expect(items.first()).not.toHaveAttribute('open');
  await items.nth(0).locator('> summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p').first()).toBeVisible();
  await items.nth(1).locator('> summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await items.nth(1).locator('> summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open');
}

/** The promise each form's own confirmation makes (content/messages.yaml, forms.*.confirmedBody). */
const PROMISES = {
  crisis: 'An admissions counselor will call you within 2 minutes with your results and your options. Keep your phone nearby.',
  consultation: 'A recovery specialist will call you in 5 minutes or less.',
  insurance: 'We will call you back in 15 minutes or less with what your plan covers.',
} as const;

/** The thank-you page at the form's anchor: its heading, its form's promise alone, and the page at its top. */
async function expectThankYou(page: Page, form: keyof typeof PROMISES): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/thank-you#sent-${form}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. We have your request.');
  const main = page.getByRole('main');
  await expect(main.getByText(PROMISES[form])).toBeVisible();
  for (const other of Object.keys(PROMISES).filter((f) => f !== form)) await expect(main.getByText(PROMISES[other as keyof typeof PROMISES])).toBeHidden();
  await expect(main.getByText(/usually within 5 minutes for a consultation/)).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The not-sent page at a reason's anchor: its heading, that reason's words alone, the crisis line, and the page at its top. */
async function expectNotSent(page: Page, reason: 'refused-dob' | 'refused' | 'not-saved' | 'other-site'): Promise<void> {
  const back = "Use your browser's Back button to return to the form, where what you typed should still be. Check your answers and send it again.";
  const words = {
    'refused-dob': `Please enter a real date of birth, in the past, as MM/DD/YYYY. ${back}`,
    refused: `One of your answers could not be accepted. ${back}`,
    'not-saved': 'We could not save your request just now. Use your browser\'s Back button to return to the form, where what you typed should still be, and send it again in a minute.',
    'other-site': 'This form came from a copy of our page on another website, such as a translated or saved copy, so we could not accept it, and nothing you typed was kept. Please open our website itself and send the form there, or call us.',
  };
  await expect(page).toHaveURL(`${E2E.baseURL}/not-sent#${reason}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request has not reached us yet.');
  const main = page.getByRole('main');
  await expect(main.getByText(words[reason])).toBeVisible();
  for (const [other, text] of Object.entries(words)) if (other !== reason) await expect(main.getByText(text)).toBeHidden();
  await expect(main.getByText(/^Use your browser's Back button to return to the form, and send it again\.$/)).toBeHidden();
  await expect(main.locator(`a[href="${CRISIS_TEL}"]`)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('home: menus, call buttons, the FAQ, and both forms store a lead', async ({ page }, info) => {
  const answers: number[] = [];
  page.on('response', (r) => { if (r.url().includes('/api/')) answers.push(r.status()); });
  await page.goto('/');
  await expectCallButton(page);
  await expectAccordionOpens(page);
  await expect(page.locator('#facility figure img')).toBeVisible(); // the first photo shows

  const insurance = page.locator('#insurance-form');
  const insName = uniqueName(info, 'NoJS Insurance');
  await fill(insurance, { 'Full name': insName, 'Phone number': '(818) 555-0120', 'Insurance provider': 'Aetna', 'Member ID': 'NJ-1' });
  await insurance.getByRole('button', { name: 'Verify My Insurance' }).click();
  await expectThankYou(page, 'insurance');
  expect(await leadsFrom(insName)).toEqual([expect.objectContaining({ form: 'insurance', source: '/', phone: '(818) 555-0120', insuranceName: 'Aetna', memberId: 'NJ-1' })]);

  await page.goto('/#consultation-form');
  const consultation = page.locator('#consultation-form');
  // Sent with its name left empty: the browser asks for it, and nothing is sent.
  await consultation.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(page).toHaveURL(/\/#consultation-form$/);
  expect(await consultation.locator('input:invalid').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name))).toEqual(['fullName', 'phone']);
  const conName = uniqueName(info, 'NoJS Consultation');
  await fill(consultation, { 'Full name': conName, 'Phone number': '818-555-0121', 'Tell us about your situation': 'Help for my son.' });
  await consultation.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expectThankYou(page, 'consultation');
  expect(await leadsFrom(conName)).toEqual([expect.objectContaining({ form: 'consultation', source: '/', situation: 'Help for my son.' })]);
  expect(answers).toEqual([303, 303]);

  await page.goto('/');
  const link = await openTreatmentMenu(page, info);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/treatment\/ecstasy-addiction$/);
});

/** The home page as a translation service or a saved copy serves it, elsewhere, its forms still posting to us; its insurance form sent. */
async function sendFromACopy(page: Page, info: TestInfo): Promise<string> {
  const home = await (await page.request.get('/')).text();
  const copy = home.replaceAll('action="/', `action="${E2E.baseURL}/`);
  await page.route('http://copy.example/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: copy });
    // Its stylesheet and pictures, copied too.
    return route.fulfill({ response: await route.fetch({ url: `${E2E.baseURL}${pathname}` }) });
  });
  await page.goto('http://copy.example/');
  const insurance = page.locator('#insurance-form');
  const name = uniqueName(info, 'NoJS Copy');
  await fill(insurance, { 'Full name': name, 'Phone number': '(818) 555-0122', 'Insurance provider': 'Aetna', 'Member ID': 'NJ-2' });
  await insurance.getByRole('button', { name: 'Verify My Insurance' }).click();
  return name;
}

test('a form on a copy of the page on another site: the person lands on our not-sent page, which says why, and nothing is kept', async ({ page }, info) => {
  const name = await sendFromACopy(page, info);
  await expectNotSent(page, 'other-site');
  expect(await leadsFrom(name)).toEqual([]);
});

test.describe('in a browser that asks for Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a form on a copy of the page on another site: the not-sent page says why in Spanish, and nothing is kept', async ({ page }, info) => {
    const name = await sendFromACopy(page, info);
    await expect(page).toHaveURL(`${E2E.baseURL}/es/not-sent#other-site`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su solicitud todavía no nos ha llegado.');
    const main = page.getByRole('main');
    await expect(main.getByText(/^Este formulario llegó desde una copia de nuestra página en otro sitio web/)).toBeVisible();
    for (const other of [/^No pudimos aceptar una de sus respuestas/, /^No pudimos guardar su solicitud/, /^Use el botón Atrás de su navegador para volver al formulario y envíe/]) {
      await expect(main.getByText(other)).toBeHidden();
    }
    await expect(main.locator(`a[href="${CRISIS_TEL}"]`)).toBeVisible();
    expect(await leadsFrom(name)).toEqual([]);
  });
});

test('desktop menus: with no script to toggle them, hover and keyboard focus show a dropdown, and Tab reaches its links', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/crisis/relapse-support');
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  const menu = page.locator('#menu-services');
  await expect(menu).toBeHidden();
  await button.focus();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Medical Detox' })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Aftercare Planning' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/aftercare-planning$/);
  await expect(page.locator('#menu-services')).toBeHidden();
});

test('substance page: call buttons, the FAQ, and related links', { tag: DESKTOP_ONLY }, async ({ page }, info) => {
  await page.goto('/treatment/alcohol-addiction');
  await expectCallButton(page);
  await expect(page.locator('a[href="tel:911"]').first()).toBeAttached();
  await expectAccordionOpens(page);
  await expect(page.locator('#faq details')).toHaveCount(5);
  const related = page.locator('#related a[href^="/"]');
  await expect(related).toHaveCount(4);
  const href = await related.first().getAttribute('href');
  await related.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(await openTreatmentMenu(page, info)).toBeVisible();
});

test('service page: call buttons, the FAQ, and related links', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/services/aftercare-planning');
  await expectCallButton(page);
  await expectAccordionOpens(page);
  const related = page.locator('#related a[href^="/"]');
  await expect(related).toHaveCount(4);
  expect(await related.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(
    expect.arrayContaining(['/services/medical-detox', '/services/inpatient-rehab', '/services/dual-diagnosis', '/treatment/heroin-addiction']),
  );
  await page.locator('#related a[href="/services/medical-detox"]').first().click();
  await expect(page).toHaveURL(/\/services\/medical-detox$/);
});

test('crisis page: the crisis line, 911, 988, poison control and a text link', async ({ page }) => {
  await page.goto('/crisis/emergency-help');
  await expectCallButton(page);
  for (const href of ['tel:911', 'tel:988', 'tel:+18002221222']) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  await page.goto('/crisis/cant-stop-drinking');
  await expect(page.locator('main a[href="sms:+18185550142"]').first()).toBeVisible();
  await page.goto('/crisis/withdrawal-symptoms#crisis-contact');
  await expect(page.locator('#crisis-contact')).toBeInViewport();
});

test('guide: breadcrumb, citations and call buttons', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/resources/addiction-guide');
  await expectCallButton(page);
  await expect(page.locator('#citations li')).toHaveCount(5);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('FAQ page: every category shown, questions open, and the ask link', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/faq/treatment');
  await expectCallButton(page);
  for (const c of ['immediate', 'process', 'insurance', 'family', 'recovery']) await expect(page.locator(`#category-${c}`)).toBeVisible();
  await expectAccordionOpens(page, page.locator('#questions details'));
  await page.locator('#contact').getByRole('link', { name: 'Ask a Question Online' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact h2')).toBeInViewport();
});

test('landing page: call buttons, the FAQ, the photos, and the crisis form stores a lead', async ({ page }, info) => {
  const answers: number[] = [];
  page.on('response', (r) => { if (r.url().includes('/api/')) answers.push(r.status()); });
  await page.goto('/landing/crisis-help');
  await expectCallButton(page);
  for (const t of ['form', 'hero-mobile', 'emergency']) await expect(page.locator(`a[data-track="${t}"]`)).toHaveAttribute('href', CRISIS_TEL);
  if (isPhone(info)) await expect(page.locator('a[data-track="sticky"]')).toBeVisible();
  await expectAccordionOpens(page);
  await expect(page.locator('#gallery figure img')).toBeVisible();

  const form = page.locator('#insurance-form');
  const name = uniqueName(info, 'NoJS Crisis');
  // The browser checks the phone number's and the date's form itself, and sends nothing.
  await fill(form, { 'Full name': name, 'Phone number': '12', 'Insurance provider': 'Cigna', 'Member ID': 'C-22', 'Date of birth': '3-15-82' });
  await form.getByRole('button', { name: 'Check My Coverage Now' }).click();
  await expect(page).toHaveURL(/\/landing\/crisis-help$/);
  expect(await form.locator('input:invalid').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name))).toEqual(['phone', 'dob']);
  expect(answers).toEqual([]);
  // A date the browser lets through (its pattern) but that does not exist: the API refuses it, and the
  // visitor lands on a page that says so, not on its JSON; Back returns to what was typed.
  await fill(form, { 'Phone number': '(818) 555-0122', 'Date of birth': '02/30/1982' });
  await form.getByRole('button', { name: 'Check My Coverage Now' }).click();
  await expectNotSent(page, 'refused-dob');
  await page.goBack();
  await expect(page).toHaveURL(/\/landing\/crisis-help$/);
  await expect(form.getByLabel('Full name')).toHaveValue(name);
  await expect(form.getByLabel('Member ID')).toHaveValue('C-22');
  await expect(form.getByLabel('Date of birth')).toHaveValue('02/30/1982');
  await fill(form, { 'Date of birth': '03/15/1982' });
  await form.getByRole('button', { name: 'Check My Coverage Now' }).click();
  await expectThankYou(page, 'crisis');
  expect(await leadsFrom(name)).toEqual([expect.objectContaining({
    form: 'crisis', source: 'crisis-landing', situation: 'Crisis - immediate help needed', insuranceProvider: 'Cigna', memberId: 'C-22', dob: '03/15/1982',
  })]);
  expect(answers).toEqual([303, 303]);
});

test('404 page: status 404, the message, the call button and the link home', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/);
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expectCallButton(page);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
