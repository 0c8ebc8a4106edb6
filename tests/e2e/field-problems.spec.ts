/**
 * Issue #28: the three lead forms say what is wrong where it is wrong, in the page's language, at
 * both widths. An empty submit marks each required field invalid with its reason beneath it as its
 * description (as Chromium's accessibility tree gives it to a screen reader) and moves focus to the
 * first; a corrected field loses its mark; a bad phone number marks the phone only; a valid submit
 * leaves the success toast alone on the page (it replaces the errors) and no field marked.
 */
import type { Locator, Page } from '@playwright/test';
import { WCAG_AA, axeViolations } from './support/axe.ts';
import { fill } from './support/forms.ts';
import { expect, installPixel, leadsFrom, scrollDone, test, uniqueName } from './support/test.ts';

interface Toast { title: string; description: string }

interface FormCase {
  what: string;
  path: string;
  /** The card's selector and its submit button's name. */
  card: string;
  submit: string;
  /** The toasts' region, by its name in the page's language. */
  region: string;
  /** Each required field's label and its reason when left empty, in the form's order. */
  required: [label: string, reason: string][];
  /** Fields that may stay empty. */
  optional: string[];
  /** The other required fields, filled in correctly (the name is added). */
  rest: Record<string, string>;
  phone: { label: string; reason: string };
  missing: Toast;
  invalidTitle: string;
  done: Toast;
  /** The home forms come back empty 3 s after success. */
  resets: boolean;
}

const EN_COMMON = { region: 'Notifications', invalidTitle: 'Please check your details', phone: { label: 'Phone number', reason: 'Please enter a phone number with 7 to 20 digits.' } };
const ES_COMMON = { region: 'Avisos', invalidTitle: 'Revise sus datos, por favor', phone: { label: 'Número de teléfono', reason: 'Escriba un número de teléfono de 7 a 20 dígitos.' } };
const EN_NAME_PHONE: [string, string][] = [['Full name', 'Please enter your full name.'], ['Phone number', 'Please enter your phone number.']];
const ES_NAME_PHONE: [string, string][] = [['Nombre completo', 'Escriba su nombre completo.'], ['Número de teléfono', 'Escriba su número de teléfono.']];

const CASES: FormCase[] = [
  {
    what: 'home consultation form, English', path: '/', card: '#consultation-form', submit: 'Request Free Consultation', ...EN_COMMON,
    required: EN_NAME_PHONE, optional: ['Email', 'Tell us about your situation'], rest: {},
    missing: { title: 'Missing Information', description: 'Please provide your name and phone number.' },
    done: { title: 'Consultation Request Submitted', description: 'A recovery specialist will call you within 5 minutes to discuss your options.' },
    resets: true,
  },
  {
    what: 'home consultation form, Spanish', path: '/es', card: '#consultation-form', submit: 'Pedir una consulta gratuita', ...ES_COMMON,
    required: ES_NAME_PHONE, optional: ['Correo electrónico', 'Cuéntenos su situación'], rest: {},
    missing: { title: 'Faltan datos', description: 'Por favor, escriba su nombre y su número de teléfono.' },
    done: { title: 'Solicitud de consulta enviada', description: 'Un especialista en recuperación le llamará en 5 minutos para hablar de sus opciones.' },
    resets: true,
  },
  {
    what: 'home insurance form, English', path: '/', card: '#insurance-form', submit: 'Verify My Insurance', ...EN_COMMON,
    required: [...EN_NAME_PHONE, ['Insurance provider', 'Please enter your insurance provider.'], ['Member ID', 'Please enter your member ID.']], optional: [],
    rest: { 'Insurance provider': 'Aetna', 'Member ID': 'W-28' },
    missing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    done: { title: 'Insurance Verification Submitted', description: 'Our team will contact you within 15 minutes to verify your coverage.' },
    resets: true,
  },
  {
    what: 'home insurance form, Spanish', path: '/es', card: '#insurance-form', submit: 'Verificar mi seguro', ...ES_COMMON,
    required: [...ES_NAME_PHONE, ['Compañía de seguro', 'Escriba el nombre de su compañía de seguro.'], ['Número de miembro', 'Escriba su número de miembro.']], optional: [],
    rest: { 'Compañía de seguro': 'Blue Shield', 'Número de miembro': 'ES-28' },
    missing: { title: 'Faltan datos', description: 'Por favor, llene todos los campos obligatorios.' },
    done: { title: 'Solicitud de verificación enviada', description: 'Nuestro equipo se comunicará con usted en 15 minutos para verificar su cobertura.' },
    resets: true,
  },
  {
    what: 'crisis landing form, English', path: '/landing/crisis-help', card: '#insurance-form', submit: 'Check My Coverage Now', ...EN_COMMON,
    required: [...EN_NAME_PHONE, ['Insurance provider', 'Please enter your insurance provider.'], ['Member ID', 'Please enter your member ID.'], ['Date of birth', 'Please enter your date of birth.']],
    optional: [], rest: { 'Insurance provider': 'Kaiser', 'Member ID': 'KP-28', 'Date of birth': '04/17/1988' },
    missing: { title: 'Please fill in all fields', description: 'We need this info to check your coverage and help you.' },
    done: { title: 'Checking your coverage now!', description: "Keep your phone nearby - we'll call with your results in 2 minutes." },
    resets: false,
  },
  {
    what: 'crisis landing form, Spanish', path: '/es/landing/crisis-help', card: '#insurance-form', submit: 'Verificar mi cobertura ahora', ...ES_COMMON,
    required: [...ES_NAME_PHONE, ['Compañía de seguro', 'Escriba el nombre de su compañía de seguro.'], ['Número de miembro', 'Escriba su número de miembro.'], ['Fecha de nacimiento', 'Escriba su fecha de nacimiento.']],
    optional: [], rest: { 'Compañía de seguro': 'Medi-Cal', 'Número de miembro': 'MC-28', 'Fecha de nacimiento': '12/31/1990' },
    missing: { title: 'Por favor, llene todos los campos', description: 'Necesitamos estos datos para verificar su cobertura y ayudarle.' },
    done: { title: '¡Ya estamos verificando su cobertura!', description: 'Tenga su teléfono a la mano; le llamaremos con los resultados en 2 minutos.' },
    resets: false,
  },
];

/** What Chromium's accessibility tree says of the focused element: what a screen reader announces. */
async function focusedAx(page: Page): Promise<{ role?: string; name?: string; description?: string; invalid?: string; focused?: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: ':focus' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    const prop = (name: string) => node.properties?.find((p) => p.name === name)?.value.value as unknown;
    return { role: node.role?.value, name: node.name?.value, description: node.description?.value, invalid: prop('invalid') as string, focused: prop('focused') as boolean };
  } finally {
    await cdp.detach();
  }
}

/** The toasts shown now, as heading and text. */
async function shownToasts(page: Page, region: string): Promise<Toast[]> {
  return page.getByRole('region', { name: region }).locator('[data-toast]').evaluateAll((items) => items.map((li) => {
    const [title, description] = [...li.querySelectorAll('p')].map((p) => p.textContent ?? '');
    return { title: title!, description: description! };
  }));
}

/** A field marked invalid, with its reason beneath it and named as its description. */
async function expectProblem(field: Locator, reason: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(reason);
  await expect(field.locator('xpath=following-sibling::p[1]')).toHaveText(reason);
  await expect(field.locator('xpath=following-sibling::p[1]')).toBeVisible();
}

async function expectFine(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(field).toHaveAccessibleDescription('');
}

/** Whether any of the element is within the window. */
async function isOnScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = element.page().viewportSize()!.height;
  return box !== null && box.y < height && box.y + box.height > 0;
}

/** Two boxes on screen do not overlap: the toast does not cover the field it speaks of. */
async function expectUncovered(field: Locator, toast: Locator): Promise<void> {
  await scrollDone(field.page());
  const [a, b] = [await field.boundingBox(), await toast.boundingBox()];
  expect(a && b, 'both on screen').toBeTruthy();
  const apart = a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y || a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x;
  expect(apart, 'the toast does not cover the focused field').toBe(true);
}

for (const c of CASES) {
  test(`${c.what}: each problem at its field, focus on the first, and a success that clears the errors`, async ({ page }, info) => {
    if (c.path.includes('landing')) await installPixel(page);
    await page.goto(c.path);
    const card = page.locator(c.card);
    const submit = card.getByRole('button', { name: c.submit });
    const field = (label: string) => card.getByLabel(label);
    const invalid = card.locator('[aria-invalid="true"]');
    await expect(invalid).toHaveCount(0);

    // An empty submit: every required field marked, with its reason; optional ones not; focus on the first.
    await submit.click();
    expect(await shownToasts(page, c.region)).toEqual([c.missing]);
    for (const [label, reason] of c.required) await expectProblem(field(label), reason);
    for (const label of c.optional) await expectFine(field(label));
    await expect(invalid).toHaveCount(c.required.length);
    const [firstLabel, firstReason] = c.required[0]!;
    await expect(field(firstLabel)).toBeFocused();
    await expect(field(firstLabel)).toBeInViewport();
    const toast = page.getByRole('region', { name: c.region }).locator('[data-toast]');
    await expectUncovered(field(firstLabel), toast);
    // Nor any other refused field on screen, nor its reason: on a phone the next ones are below the first.
    for (const [label] of c.required) {
      const reason = field(label).locator('xpath=following-sibling::p[1]');
      for (const shown of [field(label), reason]) if (await isOnScreen(shown)) await expectUncovered(shown, toast);
    }
    expect(await focusedAx(page)).toEqual({ role: 'textbox', name: firstLabel, description: firstReason, invalid: 'true', focused: true });
    // The red reasons and borders keep WCAG AA (contrast, names, descriptions) over the form.
    expect(await axeViolations(page, { include: [c.card], tags: WCAG_AA })).toEqual([]);

    // A corrected field loses its mark at once; the others keep theirs.
    const name = uniqueName(info, 'Field Problems');
    await fill(card, { [firstLabel]: name });
    await expectFine(field(firstLabel));
    await expect(invalid).toHaveCount(c.required.length - 1);

    // A bad phone number: only the phone is marked, with its reason, and focused.
    await fill(card, { ...c.rest, [c.phone.label]: '12' });
    await submit.click();
    expect(await shownToasts(page, c.region)).toEqual([{ title: c.invalidTitle, description: c.phone.reason }]);
    await expect(invalid).toHaveCount(1);
    await expectProblem(field(c.phone.label), c.phone.reason);
    await expect(field(c.phone.label)).toBeFocused();
    expect(await focusedAx(page)).toMatchObject({ name: c.phone.label, description: c.phone.reason, invalid: 'true' });

    // A valid submit: the success toast alone (the error toasts gone), no field marked.
    await fill(card, { [c.phone.label]: '(818) 555-0128' });
    await expectFine(field(c.phone.label));
    await submit.click();
    await expect(card.getByRole('status')).toBeVisible();
    // The confirmation, shorter than the form it replaces, is brought into view, and takes the focus
    // the gone button had (left on the page's body, a keyboard would start over at the top).
    await expect(card.getByRole('status')).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('status')).toBeFocused();
    await expect.poll(() => shownToasts(page, c.region)).toEqual([c.done]);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    expect(await leadsFrom(name)).toHaveLength(1);

    if (c.resets) {
      // Back to an empty form after 3 s, with nothing marked and no reason left beneath a field.
      await expect(submit).toBeVisible({ timeout: 6_000 });
      // Focus was in the confirmation: the form's first field takes it back.
      await expect(field(c.required[0]![0])).toBeFocused();
      for (const [label] of c.required) await expectFine(field(label));
      await expect(card.locator('[id$="-problem"]')).toHaveCount(0);
    }
  });
}

test('on a slow phone, whose frames come 200 ms apart while the form scrolls to its first refused field, the toast stays under the header and covers no refused field @phone-only', async ({ page }) => {
  const c = CASES.find((x) => x.what === 'home insurance form, English')!;
  await page.goto(c.path);
  const card = page.locator(c.card);
  // The next 15 frames each hold the page's thread for 200 ms, as a weak phone's may while it scrolls.
  await page.evaluate(() => {
    let frames = 0;
    const slow = () => {
      const start = performance.now();
      while (performance.now() - start < 200);
      if (++frames < 15) requestAnimationFrame(slow);
      else document.documentElement.dataset.slowFramesDone = '';
    };
    requestAnimationFrame(slow);
  });
  await card.getByRole('button', { name: c.submit }).click();
  await expect(page.locator('html[data-slow-frames-done]')).toHaveCount(1, { timeout: 15_000 });
  await scrollDone(page);
  // Past the time the toasts take to decide whether the focused field is behind them (Toaster.tsx).
  await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 300)));
  const toast = page.getByRole('region', { name: c.region }).locator('[data-toast]');
  const [firstLabel] = c.required[0]!;
  await expect(card.getByLabel(firstLabel)).toBeFocused();
  expect((await toast.boundingBox())!.y, 'the toast under the header, not at the bottom').toBeLessThan(page.viewportSize()!.height / 2);
  for (const [label] of c.required) {
    for (const shown of [card.getByLabel(label), card.getByLabel(label).locator('xpath=following-sibling::p[1]')]) if (await isOnScreen(shown)) await expectUncovered(shown, toast);
  }
});

test('a date of birth the form refuses, its last field: focused in view, with its reason, where the toast does not cover them; corrected and sent, the confirmation in view', async ({ page }) => {
  await installPixel(page);
  await page.goto('/landing/crisis-help');
  const card = page.locator('#insurance-form');
  await fill(card, { 'Full name': 'Focus Check', 'Phone number': '(818) 555-0131', 'Insurance provider': 'Aetna', 'Member ID': 'FC-1', 'Date of birth': '02/30/1982' });
  await card.getByRole('button', { name: 'Check My Coverage Now' }).click();
  const dob = card.getByLabel('Date of birth');
  const reason = 'Please enter a real date of birth, in the past, as MM/DD/YYYY.';
  await expectProblem(dob, reason);
  await expect(dob).toBeFocused();
  const toast = page.getByRole('region', { name: 'Notifications' }).locator('[data-toast]');
  await expect(toast).toBeVisible();
  await expect(dob).toBeInViewport();
  await expectUncovered(dob, toast);
  const beneath = dob.locator('xpath=following-sibling::p[1]');
  await expect(beneath).toBeInViewport();
  await expectUncovered(beneath, toast);

  await fill(card, { 'Date of birth': '03/15/1982' });
  await card.getByRole('button', { name: 'Check My Coverage Now' }).click();
  await expect(card.getByRole('status')).toBeInViewport({ ratio: 1 });
});

test('with a toast shown, no control the keyboard moves to is behind it, back up to the top of the page and down again (WCAG 2.4.11)', async ({ page }) => {
  await installPixel(page);
  await page.goto('/landing/crisis-help');
  const card = page.locator('#insurance-form');
  await card.getByRole('button', { name: 'Check My Coverage Now' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).locator('[data-toast]');
  await expect(toast).toBeVisible();
  await expect(card.getByLabel('Full name')).toBeFocused();
  /** The focused control's name, and whether the toast covers any of it. */
  const now = () => page.evaluate(() => {
    const el = document.activeElement;
    const shown = document.querySelector('[data-toast]');
    if (!el || el === document.body || !shown) return undefined;
    const [a, b] = [el.getBoundingClientRect(), shown.getBoundingClientRect()];
    return { name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName, covered: a.bottom > b.top && b.bottom > a.top && a.right > b.left && b.right > a.left };
  });
  const visited: string[] = [];
  /** A step of the keyboard; the toasts may take a moment to move once the page has scrolled. */
  const step = async (key: string) => {
    await page.keyboard.press(key);
    await scrollDone(page);
    const at = await now();
    if (at) {
      visited.push(at.name);
      await expect.poll(async () => (await now())?.covered, { message: `${key} to ${at.name}: behind the toast`, timeout: 1_000 }).toBe(false);
    }
    return at;
  };
  // Every stop from the first refused field back to the skip link, then down to the form again.
  let ups = 0;
  for (; ups < 20; ups++) {
    const at = await step('Shift+Tab');
    if (!at || at.name === 'Skip to main content') break;
  }
  for (let i = 0; i < ups; i++) await step('Tab');
  expect(visited).toContain('Skip to main content');
  expect(visited.length).toBeGreaterThanOrEqual(4);
  // Still shown (6 s): every step above was taken while it was there.
  await expect(toast).toBeVisible();
  // The form sent again: its new toast starts at the top, over no refused field but the first's heading.
  await card.getByRole('button', { name: 'Check My Coverage Now' }).click();
  await expect(card.getByLabel('Full name')).toBeFocused();
  await expect.poll(async () => (await toast.boundingBox())?.y ?? Infinity).toBeLessThan(page.viewportSize()!.height / 2);
});
