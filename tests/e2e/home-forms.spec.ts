/**
 * The home page's insurance and consultation forms (SPEC 4, 5, 8) against the
 * real forms API: required fields, the exact toasts, the confirmation panel,
 * the return to an empty form after 3 s, the stored lead, and the failure
 * path (the API made to fail by route interception, in those tests only).
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { answeredAt, errorField, fill, holdApi, networkDown, phases, recordPhases, serverError, valuesOf } from './support/forms.ts';
import { CRISIS_DISPLAY, CRISIS_TEL, DESKTOP_ONLY, apiRequests, expect, expectToast, leadsFrom, leadsFromCli, test, toasts, uniqueName } from './support/test.ts';

const INSURANCE_LABELS = ['Full name', 'Phone number', 'Insurance provider', 'Member ID'];
const CONSULTATION_LABELS = ['Full name', 'Phone number', 'Email', 'Tell us about your situation'];

const FAILED = { title: 'Submission Failed', description: 'There was an error submitting your request. Please try again or call us directly.', variant: 'destructive' } as const;

function insurance(page: Page) {
  const card = page.locator('#insurance-form');
  return { card, submit: card.getByRole('button', { name: 'Verify My Insurance' }) };
}
function consultation(page: Page) {
  const card = page.locator('#consultation-form');
  return { card, submit: card.getByRole('button', { name: 'Request Free Consultation' }) };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test.describe('insurance verification form', () => {
  test('an empty or partly filled form is not sent: "Missing Information"', { tag: DESKTOP_ONLY }, async ({ page }) => {
    const sent = apiRequests(page);
    const { card, submit } = insurance(page);
    await expect(card.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
    await expect(card.getByLabel('Phone number')).toHaveAttribute('placeholder', '(555) 123-4567');
    await submit.click();
    await expectToast(page, { title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });

    await fill(card, { 'Full name': 'Partly Filled', 'Phone number': '818-555-0100', 'Insurance provider': 'Aetna' });
    await submit.click();
    // The new toast replaces the first (issue #28), and only the empty field is marked.
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Please fill in all required fields.');
    await expect(card.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expect(card.getByLabel('Member ID')).toHaveAccessibleDescription('Please enter your member ID.');
    expect(sent).toEqual([]);

    // The toasts are accessible too (contrast of the destructive variant, labels).
    expect(await axeViolations(page, { include: ['[role="region"][aria-label="Notifications"]'] })).toEqual([]);
  });

  test('success: the toast, the confirmation, the lead stored, and an empty form again after 3 s', async ({ page }, info) => {
    const { card, submit } = insurance(page);
    const name = uniqueName(info, 'Insurance Success');
    await fill(card, { 'Full name': name, 'Phone number': '(818) 555-0101', 'Insurance provider': 'Blue Cross PPO', 'Member ID': 'XJH-4455' });
    await recordPhases(page, '#insurance-form');
    await submit.click();

    await expectToast(page, { title: 'Insurance Verification Submitted', description: 'Our team will contact you within 15 minutes to verify your coverage.' });
    const panel = card.getByRole('status');
    await expect(panel).toContainText('Verification Submitted!');
    await expect(panel).toContainText('We will call you back in 15 minutes or less');
    // As on the consultation's: whom to call if no call comes, a link that dials the crisis line.
    await expect(panel).toContainText(`If you do not hear from us, call ${CRISIS_DISPLAY}, any time.`);
    await expect(panel.getByRole('link', { name: CRISIS_DISPLAY })).toHaveAttribute('href', CRISIS_TEL);
    await expect(card.locator('form')).toHaveCount(0);

    const leads = await leadsFrom(name);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'insurance', source: '/', fullName: name, phone: '(818) 555-0101', insuranceName: 'Blue Cross PPO', memberId: 'XJH-4455' });
    expect(Object.keys(leads[0]!).sort()).toEqual(['attribution', 'form', 'fullName', 'id', 'insuranceName', 'memberId', 'phone', 'receivedAt', 'source']);
    expect(leads[0]!.attribution).toMatchObject({ landingPage: '/', source: null, campaign: null });
    // `site leads --json` lists the same lead.
    expect((await leadsFromCli()).filter((l) => l.fullName === name)).toEqual(leads);

    // Back to an empty form 3 s after the confirmation appeared.
    await expect(submit).toBeVisible({ timeout: 6_000 });
    expect(await valuesOf(card, INSURANCE_LABELS)).toEqual({ 'Full name': '', 'Phone number': '', 'Insurance provider': '', 'Member ID': '' });
    const [shown, reset] = await phases(page, '#insurance-form');
    expect([shown?.state, reset?.state]).toEqual(['confirmation', 'form']);
    // The 3 s timer starts once the answer is in: the confirmation stayed that long, and not much longer.
    const answered = await answeredAt(page, '/api/submit-insurance-form');
    expect(shown!.at - answered).toBeLessThan(1_000);
    expect(reset!.at - answered).toBeGreaterThanOrEqual(2_999); // (timer granularity)
    expect(reset!.at - answered).toBeLessThan(4_500);

    // Usable again: an empty submit is refused as before.
    await submit.click();
    await expectToast(page, { title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
  });

  // Failure paths and the honeypot do not depend on the width: checked at desktop size.
  test('failure: "Submitting..." while waiting, then a toast with the fields kept; a retry is stored once', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }, info) => {
    const { card, submit } = insurance(page);
    const name = uniqueName(info, 'Insurance Failure');
    const typed = { 'Full name': name, 'Phone number': '818 555 0102', 'Insurance provider': 'Cigna', 'Member ID': 'U-99812' };
    await fill(card, typed);
    const api = await holdApi(page, '/api/submit-insurance-form', serverError);
    browserConsole.expect(/^Failed to load resource: the server responded with a status of 500/, /^Form submission failed: request failed with status 500$/);

    await submit.click();
    const busy = card.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    api.release();
    await expectToast(page, FAILED);
    await expect(submit).toBeEnabled();
    expect(await valuesOf(card, INSURANCE_LABELS)).toEqual(typed);
    await expect(card.getByRole('status')).toHaveCount(0);
    expect(browserConsole.problems().map((p) => p.text)).toContain('Form submission failed: request failed with status 500');
    expect(api.hits()).toBe(1);
    expect(await leadsFrom(name)).toEqual([]);

    // Try again once the API is back: stored, and only once.
    await page.unrouteAll({ behavior: 'wait' });
    await submit.click();
    await expectToast(page, { title: 'Insurance Verification Submitted', description: 'Our team will contact you within 15 minutes to verify your coverage.' });
    expect(await leadsFrom(name)).toHaveLength(1);
    // The console error names no form value.
    for (const v of Object.values(typed)) expect(browserConsole.entries.filter((e) => e.text.includes(v))).toEqual([]);
  });

  test('a bot that fills the hidden field gets the success answer and nothing is stored', { tag: DESKTOP_ONLY }, async ({ page }, info) => {
    const { card, submit } = insurance(page);
    const name = uniqueName(info, 'Honeypot Bot');
    await fill(card, { 'Full name': name, 'Phone number': '(818) 555-0103', 'Insurance provider': 'Aetna', 'Member ID': 'B-1' });
    await card.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await submit.click();
    await expect(card.getByRole('status')).toContainText('Verification Submitted!');
    expect(await leadsFrom(name)).toEqual([]);
  });
});

test.describe('consultation form', () => {
  test('without name and phone it is not sent: "Missing Information"', { tag: DESKTOP_ONLY }, async ({ page }) => {
    const sent = apiRequests(page);
    const { card, submit } = consultation(page);
    await expect(card.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(card.getByLabel('Tell us about your situation')).toHaveAttribute('rows', '3');
    await submit.click();
    await expectToast(page, { title: 'Missing Information', description: 'Please provide your name and phone number.', variant: 'destructive' });
    await fill(card, { 'Full name': 'Only A Name', Email: 'only@example.com' });
    await submit.click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Please provide your name and phone number.');
    await expect(card.getByLabel('Phone number')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('success: the toast, "We\'ll Call You Soon", the lead stored, and an empty form again after 3 s', async ({ page }, info) => {
    const { card, submit } = consultation(page);
    const name = uniqueName(info, 'Consultation Success');
    const situation = 'My brother has been drinking every day and wants to stop.';
    await fill(card, { 'Full name': name, 'Phone number': '+1 818 555 0104', Email: 'family@example.com', 'Tell us about your situation': situation });
    await recordPhases(page, '#consultation-form');
    await submit.click();

    await expectToast(page, { title: 'Consultation Request Submitted', description: 'A recovery specialist will call you within 5 minutes to discuss your options.' });
    const panel = card.getByRole('status');
    await expect(panel).toContainText("We'll Call You Soon");
    await expect(panel).toContainText('A recovery specialist will call you in 5 minutes or less.');
    await expect(panel.getByRole('link', { name: CRISIS_DISPLAY })).toHaveAttribute('href', CRISIS_TEL);

    const leads = await leadsFrom(name);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'consultation', source: '/', fullName: name, phone: '+1 818 555 0104', email: 'family@example.com', situation });

    await expect(submit).toBeVisible({ timeout: 6_000 });
    expect(await valuesOf(card, CONSULTATION_LABELS)).toEqual({ 'Full name': '', 'Phone number': '', Email: '', 'Tell us about your situation': '' });
    const [shown, reset] = await phases(page, '#consultation-form');
    expect([shown?.state, reset?.state]).toEqual(['confirmation', 'form']);
    // The 3 s timer starts once the answer is in: the confirmation stayed that long, and not much longer.
    const answered = await answeredAt(page, '/api/submit-consultation-form');
    expect(shown!.at - answered).toBeLessThan(1_000);
    expect(reset!.at - answered).toBeGreaterThanOrEqual(2_999); // (timer granularity)
    expect(reset!.at - answered).toBeLessThan(4_500);
  });

  test('failure (network down, or an error in the answer): a toast and the fields kept', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }, info) => {
    const { card, submit } = consultation(page);
    const name = uniqueName(info, 'Consultation Failure');
    const typed = { 'Full name': name, 'Phone number': '(818) 555-0105', Email: 'me@example.com', 'Tell us about your situation': 'Please call after 6pm.' };
    await fill(card, typed);
    browserConsole.expect(/^Failed to load resource: net::ERR_FAILED/, /^Form submission failed: (network error|request failed with status 200)$/);

    const down = await holdApi(page, '/api/submit-consultation-form', networkDown);
    await submit.click();
    await expect(card.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    down.release();
    await expectToast(page, FAILED);
    await expect(submit).toBeEnabled();
    expect(await valuesOf(card, CONSULTATION_LABELS)).toEqual(typed);

    await page.unrouteAll({ behavior: 'wait' });
    const answer = await holdApi(page, '/api/submit-consultation-form', errorField);
    answer.release();
    await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toasts(page)).toHaveCount(0);
    await submit.click();
    await expectToast(page, FAILED);
    expect(await valuesOf(card, CONSULTATION_LABELS)).toEqual(typed);
    expect(down.hits() + answer.hits()).toBe(2);
    expect(await leadsFrom(name)).toEqual([]);
    for (const v of Object.values(typed)) expect(browserConsole.entries.filter((e) => e.text.includes(v))).toEqual([]);
  });
});

test.describe('required fields are trimmed before they are checked', () => {
  const forms: { name: string; locate: typeof insurance; rest: Record<string, string>; description: string }[] = [
    { name: 'insurance', locate: insurance, rest: { 'Phone number': '818-555-0106', 'Insurance provider': 'Aetna', 'Member ID': 'W-2' }, description: 'Please fill in all required fields.' },
    { name: 'consultation', locate: consultation, rest: { 'Phone number': '818-555-0107', Email: 'spaces@example.com' }, description: 'Please provide your name and phone number.' },
  ];
  for (const form of forms) {
    test(`${form.name} form: a name of only spaces is "Missing Information" with the form's own text, and nothing is sent`, { tag: DESKTOP_ONLY }, async ({ page }) => {
      const sent = apiRequests(page);
      const { card, submit } = form.locate(page);
      await fill(card, { 'Full name': '   ', ...form.rest });
      await submit.click();
      await expectToast(page, { title: 'Missing Information', description: form.description, variant: 'destructive' });
      await expect(toasts(page)).toHaveCount(1);
      await expect(card.locator('form')).toHaveCount(1);
      expect(await valuesOf(card, ['Full name', ...Object.keys(form.rest)])).toEqual({ 'Full name': '   ', ...form.rest });
      expect(sent).toEqual([]);
    });
  }
});
