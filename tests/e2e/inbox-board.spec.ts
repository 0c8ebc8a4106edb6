/**
 * The inbox's desk board against `site preview` (issue #26, part 5): a board for the admissions
 * desk's screen that shows what waits without personal details, stays open past the 15-minute lock
 * for a shift, counts what waits in the tab's title, and asks for sign-in before a request opens.
 */
import { ADMIN_API } from '../../contract/inbox.ts';
import { WCAG_AA, axeViolations } from './support/axe.ts';
import { E2E } from './support/env.ts';
import { sendLead, signIn, signInHere } from './support/inbox.ts';
import { startOwnPreview } from './support/own-preview.ts';
import { DESKTOP_ONLY, expect, test, uniqueName } from './support/test.ts';

const LOCKED = 'Locked after 15 minutes without use: sign in again.';

test('the desk board shows what waits with no personal detail and stays open past the idle lock; opening a request asks for sign-in, and a details view still locks', async ({ page, browserConsole }, info) => {
  // The lock ends the session on the server: a poll fired in the same fast-forward may be answered 401, which the page ignores.
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  await page.clock.install();
  await signIn(page);
  const name = uniqueName(info, 'Board Caller');
  const id = await sendLead(page, name);
  await page.getByRole('button', { name: 'Open the desk board' }).click();

  const board = page.getByRole('heading', { name: 'Desk board' });
  const row = page.locator(`[data-board-lead="${id}"]`);
  await expect(board).toBeVisible();
  await expect(row).toContainText('Consultation');
  await expect(row.locator('[data-language]')).toHaveText('English: call back in English');
  await expect(row.locator('[data-status]')).toHaveText('New');
  await expect(row.locator('[data-due]')).toHaveText(/^\d+ min \d\d s left$/);
  await expect(page).toHaveTitle(/^\(\d+ waiting\) Admissions inbox/);
  // Nothing the person sent, on the screen or in what the page holds.
  await expect(page.locator('body')).not.toContainText(name);
  await expect(page.locator('body')).not.toContainText('555-0164'); // as sent, or as the inbox shows a number
  expect(await page.content()).not.toContain(name);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // Nobody touches the desk for 20 minutes: the board is still there, counting down, with no lock.
  const answered = page.waitForResponse((r) => r.url().endsWith(ADMIN_API.board) && r.request().method() === 'GET');
  await page.clock.fastForward('20:00');
  expect((await answered).status()).toBe(200);
  await expect(board).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Opening a request asks for sign-in first; then that request opens, seen once.
  await row.getByRole('button', { name: /^Open the consultation request of / }).click();
  await expect(page.getByText('Sign in to open the request.')).toBeVisible();
  await expect(board).toHaveCount(0);
  await signInHere(page);
  await expect(page.locator('#lead-title')).toContainText('Consultation');
  await expect(page.getByText(name).last()).toBeVisible();
  await expect(page.locator('[data-history] li', { hasText: 'viewed' })).toHaveCount(1);

  // The details view locks after 15 minutes as ever, back to the board, which has kept its pass.
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expect(board).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.locator('body')).not.toContainText(name);
});

test('the board lasts a shift: after 12 hours it closes and asks for sign-in @desktop-only', async ({ page }) => {
  // The page's clock runs ahead of the server's here, so the page closes the board by its pass's expiry (the server refuses it then too: tests/lambdas/admin/app.test.ts).
  await page.clock.install();
  await signIn(page);
  await page.getByRole('button', { name: 'Open the desk board' }).click();
  await expect(page.getByRole('heading', { name: 'Desk board' })).toBeVisible();
  await page.clock.fastForward('11:59:00');
  await expect(page.getByRole('heading', { name: 'Desk board' })).toBeVisible();
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('alert')).toHaveText('The desk board has closed (it lasts 12 hours): sign in to open it again.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('inbox-board'))).toBeNull();
});

test('the board survives a reload of the desk screen; closing it forgets its pass', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Open the desk board' }).click();
  await expect(page.getByRole('heading', { name: 'Desk board' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Desk board' })).toBeVisible();
  await page.getByRole('button', { name: 'Close the board' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('a signed-in member ends every desk board open now: the desk screen asks for sign-in at its next read, and a board opened afterwards reads', async ({ page, browserConsole }) => {
  // The ended board's read is answered 401, which the page turns into its message; the failed try below 503.
  browserConsole.expect(/^Failed to load resource: the server responded with a status of (401|503)/);
  // Ending every board reaches every board the server has: this test has a server of its own, which
  // takes a few seconds to start, and it waits for the desk's reads, every INBOX_POLL_MS.
  test.setTimeout(60_000);
  const own = await test.step('start a server of its own', () => startOwnPreview([], E2E.inboxUsers));
  try {
    await signIn(page, E2E.inboxUsers[0], `${own.baseURL}/admin/`);
    await page.getByRole('button', { name: 'Open the desk board' }).click();
    const board = page.getByRole('heading', { name: 'Desk board' });
    await expect(board).toBeVisible();
    // The desk's next read of the board. A tab in the background has its timers slowed by the browser,
    // so the desk's tab is brought to the front before its reads are awaited.
    const boardRead = () => page.waitForResponse((r) => r.url().endsWith(ADMIN_API.board) && r.request().method() === 'GET', { timeout: 10_000 });

    // Another tab, another member: asked first, and keeping them changes nothing.
    const office = await page.context().newPage();
    await signIn(office, E2E.inboxUsers[1], `${own.baseURL}/admin/`);
    const ask = office.getByRole('group', { name: 'End every desk board' });
    await office.getByRole('button', { name: 'End every desk board' }).click();
    await expect(ask).toContainText('End every desk board open now? A screen showing one will ask for a sign-in');
    expect(await axeViolations(office, { tags: WCAG_AA })).toEqual([]);
    await ask.getByRole('button', { name: 'Keep them' }).click();
    await expect(ask).toHaveCount(0);
    await page.bringToFront();
    expect((await boardRead()).status()).toBe(200);

    await office.bringToFront();
    await office.getByRole('button', { name: 'End every desk board' }).click();
    // A try that fails says so in the question, which stays open; the next try ends them.
    const unavailable = `**${ADMIN_API.board}`;
    await office.route(unavailable, (route) => (route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The inbox is briefly unavailable.' }) })
      : route.fallback()));
    await ask.getByRole('button', { name: 'End them' }).click();
    await expect(ask.getByRole('alert')).toHaveText('The boards were not ended: The inbox is briefly unavailable. Try again.');
    await office.unroute(unavailable);
    const ending = office.waitForResponse((r) => r.url().endsWith(ADMIN_API.board) && r.request().method() === 'DELETE');
    await ask.getByRole('button', { name: 'End them' }).click();
    expect((await ending).status()).toBe(200);
    await expect(office.getByText(/^Every desk board open at .+ has closed\. Open a new one on the desk's screen when it is needed\.$/)).toBeVisible();
    await expect(ask).toHaveCount(0);
    await expect(office.getByRole('alert')).toHaveCount(0);
    await expect(office.getByText(`Signed in as ${E2E.inboxUsers[1].name}`)).toBeVisible();

    // The desk's screen: closed at its next read, its pass forgotten.
    await page.bringToFront();
    await expect(page.getByRole('alert')).toHaveText('This desk board was closed: sign in to open it again.', { timeout: 10_000 });
    await expect(board).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('inbox-board'))).toBeNull();

    // Opened again after a sign-in, the board reads.
    await signInHere(page);
    const reads = boardRead();
    await page.getByRole('button', { name: 'Open the desk board' }).click();
    await expect(board).toBeVisible();
    expect((await reads).status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await office.close();
  } finally {
    await own.stop();
  }
});
