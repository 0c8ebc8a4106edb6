/**
 * The Spanish site in the browser: the three forms with Spanish labels, toasts, states and the 3 s
 * reset, the same API and the lead stored with its language; the Spanish menu; the language
 * switcher between twin pages; and axe on every Spanish page kind.
 */
import type { Page } from '@playwright/test';
import { WCAG_AA, axeViolations } from './support/axe.ts';
import { fill, holdApi, serverError, valuesOf } from './support/forms.ts';
import { CRISIS_DISPLAY, apiRequests, expect, holdPhoneLinks, isPhone, leadsFrom, settle, test, uniqueName } from './support/test.ts';

/** The Spanish toasts live in the region "Avisos". */
const avisos = (page: Page) => page.getByRole('region', { name: 'Avisos' }).locator('[data-toast]');

async function expectAviso(page: Page, t: { title: string; description: string; variant?: 'default' | 'destructive' }): Promise<void> {
  const toast = avisos(page).filter({ has: page.getByText(t.title, { exact: true }) });
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('p').nth(1)).toHaveText(t.description);
  await expect(toast).toHaveAttribute('data-toast', t.variant ?? 'default');
}

const SEGURO = ['Nombre completo', 'Número de teléfono', 'Compañía de seguro', 'Número de miembro'];

test.describe('the Spanish home page forms', () => {
  test.beforeEach(async ({ page }) => { await page.goto('/es'); });

  test('insurance: Spanish labels, "Faltan datos", then success with the Spanish toast, the lead kept in Spanish, and an empty form 3 s later @desktop-only', async ({ page }, info) => {
    const card = page.locator('#insurance-form');
    const submit = card.getByRole('button', { name: 'Verificar mi seguro' });
    await expect(card.getByLabel('Número de teléfono')).toHaveAttribute('placeholder', '(555) 123-4567');
    await submit.click();
    await expectAviso(page, { title: 'Faltan datos', description: 'Por favor, llene todos los campos obligatorios.', variant: 'destructive' });

    const name = uniqueName(info, 'Seguro Español');
    await fill(card, { 'Nombre completo': name, 'Número de teléfono': '(818) 555-0131', 'Compañía de seguro': 'Blue Shield', 'Número de miembro': 'ES-778' });
    await submit.click();
    await expect(card.getByRole('button', { name: 'Enviando...' })).toHaveCount(0);
    await expectAviso(page, { title: 'Solicitud de verificación enviada', description: 'Nuestro equipo se comunicará con usted en 15 minutos para verificar su cobertura.' });
    await expect(card.getByRole('status')).toContainText('¡Solicitud enviada!');
    const leads = await leadsFrom(name);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'insurance', source: '/es', language: 'es', insuranceName: 'Blue Shield' });
    await expect(submit).toBeVisible({ timeout: 6_000 });
    expect(Object.values(await valuesOf(card, SEGURO))).toEqual(['', '', '', '']);
  });

  test('consultation: a phone number that is not one gets the Spanish reason; a failure keeps the fields and says to call @desktop-only', async ({ page, browserConsole }, info) => {
    browserConsole.expect(/^Form submission failed: request failed with status 500/, /^Failed to load resource: the server responded with a status of 500/);
    const card = page.locator('#consultation-form');
    const submit = card.getByRole('button', { name: 'Pedir una consulta gratuita' });
    const sent = apiRequests(page);
    await fill(card, { 'Nombre completo': 'Ana Pérez', 'Número de teléfono': 'llámeme' });
    await submit.click();
    await expectAviso(page, { title: 'Revise sus datos, por favor', description: 'Escriba un número de teléfono de 7 a 20 dígitos.', variant: 'destructive' });
    expect(sent).toEqual([]);

    const name = uniqueName(info, 'Consulta Falla');
    const held = await holdApi(page, '/api/submit-consultation-form', serverError);
    await fill(card, { 'Nombre completo': name, 'Número de teléfono': '818-555-0132' });
    await submit.click();
    await expect(card.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    held.release();
    await expectAviso(page, { title: 'No se pudo enviar', description: 'Hubo un error al enviar su solicitud. Inténtelo de nuevo o llámenos directamente.', variant: 'destructive' });
    expect(await valuesOf(card, ['Nombre completo'])).toEqual({ 'Nombre completo': name });
  });
});

test.describe('the Spanish crisis form', () => {
  test('every field required, a Spanish reason for a date that is not MM/DD/AAAA, success in Spanish, and the crisis number on failure @desktop-only', async ({ page, browserConsole }, info) => {
    browserConsole.expect(/^Crisis form submission failed: request failed with status 500/, /^Failed to load resource: the server responded with a status of 500/, /^Ad pixel not loaded; Lead event skipped\./);
    await holdPhoneLinks(page);
    await page.goto('/es/landing/crisis-help');
    const card = page.locator('#insurance-form');
    const submit = card.getByRole('button', { name: 'Verificar mi cobertura ahora' });
    await expect(card.getByLabel('Fecha de nacimiento')).toHaveAttribute('placeholder', 'MM/DD/AAAA');
    await submit.click();
    await expectAviso(page, { title: 'Por favor, llene todos los campos', description: 'Necesitamos estos datos para verificar su cobertura y ayudarle.', variant: 'destructive' });

    const name = uniqueName(info, 'Crisis Español');
    await fill(card, { 'Nombre completo': name, 'Número de teléfono': '818-555-0133', 'Compañía de seguro': 'Medi-Cal', 'Número de miembro': 'MC-1', 'Fecha de nacimiento': '31/12/1990' });
    await submit.click();
    await expectAviso(page, { title: 'Revise sus datos, por favor', description: 'Escriba una fecha de nacimiento real, ya pasada, como MM/DD/AAAA (mes, día y año).', variant: 'destructive' });

    const failing = await holdApi(page, '/api/submit-consultation-form', serverError);
    await fill(card, { 'Fecha de nacimiento': '12/31/1990' });
    await submit.click();
    await expect(card.getByRole('button', { name: 'Verificando el seguro y conectando...' })).toBeDisabled();
    failing.release();
    await expectAviso(page, { title: 'Algo salió mal', description: `Por favor, llámenos directamente al ${CRISIS_DISPLAY}.`, variant: 'destructive' });

    await page.unroute('**/api/submit-consultation-form');
    await submit.click();
    await expectAviso(page, { title: '¡Ya estamos verificando su cobertura!', description: 'Tenga su teléfono a la mano; le llamaremos con los resultados en 2 minutos.' });
    await expect(card.getByRole('status')).toContainText('Estamos verificando su cobertura');
    const leads = await leadsFrom(name);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'crisis', source: 'crisis-landing', language: 'es', dob: '12/31/1990' });
  });
});

test.describe('Spanish navigation', () => {
  test('the phone menu is in Spanish, leads to Spanish pages, and offers the English twin @phone-only', async ({ page }) => {
    await page.goto('/es/treatment/alcohol-addiction');
    await page.locator('summary[aria-label="Menú"]').click();
    const menu = page.getByRole('navigation', { name: 'Menú del teléfono' });
    await menu.locator('summary:text-is("Servicios")').click();
    await expect(menu.getByRole('link', { name: 'Desintoxicación médica' })).toHaveAttribute('href', '/es/services/medical-detox');
    const english = page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/treatment/alcohol-addiction');
    await english.click();
    await expect(page).toHaveURL(/\/treatment\/alcohol-addiction$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('on a phone the Spanish words fit where the English ones do: one line in the call bar, each example whole in its field @phone-only', async ({ page }) => {
    const barHeight = async (path: string) => (await page.goto(path), (await page.locator('[data-call-bar]').boundingBox())!.height);
    expect(await barHeight('/es/landing/crisis-help')).toBe(await barHeight('/landing/crisis-help'));
    for (const path of ['/es/landing/crisis-help', '/es/#insurance-form']) {
      await page.goto(path);
      // An example wider than its field is cut off, as "Como aparece en su tarjeta del seguro" was.
      const cut = await page.locator('form input[placeholder]').evaluateAll((inputs) => inputs.flatMap((i) => {
        const input = i as HTMLInputElement;
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return ctx.measureText(input.placeholder).width > room ? [input.placeholder] : [];
      }));
      expect(cut, path).toEqual([]);
    }
  });

  test('the header switcher goes from a page to its twin and back @desktop-only', async ({ page }) => {
    await page.goto('/services/dual-diagnosis');
    await page.locator('header').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/services\/dual-diagnosis$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Tratamiento' })).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/services\/dual-diagnosis$/);
  });

  test('an unknown address below /es/ answers 404 with the Spanish not-found page @desktop-only', async ({ page, browserConsole }) => {
    browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted/);
    const res = await page.goto('/es/no-existe');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  });
});

const SPANISH_KINDS = [
  '/es', '/es/treatment/alcohol-addiction', '/es/services/medical-detox', '/es/crisis/emergency-help', '/es/resources/addiction-guide',
  '/es/faq/treatment', '/es/landing/crisis-help', '/es/policies/nondiscrimination', '/es/thank-you', '/es/not-sent#refused', '/es/no-existe',
];

// A test for each Spanish page kind, so that they run side by side.
for (const path of SPANISH_KINDS) {
  test(`axe: no WCAG 2.2 A or AA violation on the Spanish page ${path}`, async ({ page, browserConsole }, info) => {
    // The not-found page is answered with 404, which Chromium prints; no other page may print it.
    if (path === '/es/no-existe') browserConsole.expect(/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted/);
    await page.goto(path);
    await settle(page);
    const found = await axeViolations(page, { tags: WCAG_AA });
    expect(found.map((v) => `${path} (${isPhone(info) ? 'phone' : 'desktop'}): ${v}`)).toEqual([]);
  });
}
