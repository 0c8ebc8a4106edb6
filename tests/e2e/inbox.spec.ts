/**
 * The admissions inbox in the browser against `site preview`: sign in, a lead sent from the home
 * page shows up within 5 s, claim it, add a note, mark it contacted; two people racing to claim one
 * lead; the idle lock; no data and no caching without a session; axe at both widths.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { WCAG_AA, axeViolations } from './support/axe.ts';
import { ADMIN_API, AUTH_API } from '../../contract/inbox.ts';
import { E2E } from './support/env.ts';
import { fill } from './support/forms.ts';
import { sendLead, signIn } from './support/inbox.ts';
import { openSqliteStore } from '../../lambdas/leads/store/sqlite.ts';
import { expect, test, uniqueName } from './support/test.ts';

const [ANA, BEN] = E2E.inboxUsers;

/** Signs in and returns the session's bearer token, as the sign-in answered it. */
async function signInForToken(page: Page, user: (typeof E2E.inboxUsers)[number] = ANA!): Promise<string> {
  const granted = page.waitForResponse((r) => r.url().endsWith(AUTH_API.session) && r.request().method() === 'POST' && r.status() === 200);
  await signIn(page, user);
  const { token } = (await (await granted).json()) as { token: string };
  expect(token).toBeTruthy();
  return token;
}

/** A lead sent as `name`, claimed by Ana in her own browser and opened by Ben in his, who sees that she has it. */
async function heldByAnaSeenByBen(browser: Browser, page: Page, name: string) {
  const id = await sendLead(page, name);
  const ana = await signedInContext(browser, ANA!);
  const ben = await signedInContext(browser, BEN!);
  await ana.page.getByRole('button', { name: `Open ${name}` }).click();
  await ana.page.getByRole('button', { name: 'Claim this lead' }).click();
  await expect(ana.page.getByRole('button', { name: 'Give back to the team' })).toBeVisible();
  await ben.page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(ben.page.locator('[data-held]')).toContainText(`${ANA!.name} has this lead`);
  return { id, ana, ben };
}

/** Moves every dated entry of a lead's inbox history `minutes` back, as if its holder had left it that long ago. */
async function leaveUntouched(id: string, minutes: number): Promise<void> {
  const store = await openSqliteStore(E2E.dataDir);
  try {
    const lead = await store.get(id);
    const state = lead?.inbox;
    if (!state) throw new Error(`lead ${id} has no inbox state`);
    const back = (at: string) => new Date(Date.parse(at) - minutes * 60_000).toISOString();
    const moved = { ...state, history: state.history.map((h) => ({ ...h, at: back(h.at) })) };
    expect(await store.replaceInbox(id, state.version, moved)).toBe(true);
  } finally {
    await store.close();
  }
}

async function signedInContext(browser: Browser, user: (typeof E2E.inboxUsers)[number], path?: string) {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const page = await context.newPage();
  await signIn(page, user, path);
  return { context, page };
}

type Screen = Awaited<ReturnType<typeof signedInContext>>;

/** A lead sent as `name`, then Ana and Ben signed in on screens of their own for `work`; both closed after. */
async function onTwoScreens(browser: Browser, page: Page, name: string, work: (ana: Screen, ben: Screen) => Promise<void>): Promise<void> {
  await sendLead(page, name);
  const ana = await signedInContext(browser, ANA!);
  const ben = await signedInContext(browser, BEN!);
  try {
    await work(ana, ben);
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
}

test('a lead sent from the home page shows up within 5 s; claim it, add a note, mark it contacted', async ({ page, context }, info) => {
  await signIn(page);
  const home = await context.newPage();
  await home.goto('/');
  const name = uniqueName(info, 'Inbox Caller');
  const card = home.locator('#consultation-form');
  await fill(card, { 'Full name': name, 'Phone number': '(818) 555-0161' });
  const answered = home.waitForResponse('**/api/submit-consultation-form');
  await card.getByRole('button', { name: 'Request Free Consultation' }).click();
  await answered;
  const sentAt = Date.now();
  const open = page.getByRole('button', { name: `Open ${name}` });
  await expect(open).toBeVisible({ timeout: 5_000 });
  info.annotations.push({ type: 'delay to the inbox (ms)', description: String(Date.now() - sentAt) });
  await home.close();

  const row = page.locator('[data-lead]').filter({ has: open });
  await expect(row.locator('[data-due]')).toHaveText(/^\d+ min \d\d s left$/);
  await open.click();
  await page.getByRole('button', { name: 'Claim this lead' }).click();
  await expect(row.locator('[data-status]')).toHaveText(`Claimed · ${ANA!.name}`);
  await page.getByLabel('Add a note').fill('Left a voicemail, calling again at 3.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Left a voicemail, calling again at 3.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByRole('heading', { name: /Contacted/ })).toBeVisible();
  await expect(row.locator('[data-due]')).toHaveText('Called back');
  await expect(page.locator('[data-history] li')).toHaveText([/Ana Ruiz viewed$/, /Ana Ruiz claimed$/, /Ana Ruiz added a note$/, /Ana Ruiz marked contacted$/]);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
});

test('signing out by keyboard leaves the focus on the sign-in form\'s title, not on the page\'s body; a page just opened takes none @desktop-only', async ({ page }) => {
  await page.goto('/admin/');
  const title = page.getByRole('heading', { level: 1, name: 'Sign in to the admissions inbox' });
  await expect(title).toBeVisible();
  await expect(title).not.toBeFocused();
  await signIn(page);
  await page.getByRole('button', { name: 'Sign out' }).press('Enter');
  await expect(title).toBeFocused();
});

test('the list carries only what a row shows; opening a lead fetches its details and records the view (issue #26) @desktop-only', async ({ page }, info) => {
  const name = uniqueName(info, 'Detail Lead');
  const situation = `Drinking every night, ${info.testId}`;
  const res = await page.request.post('/api/submit-consultation-form', { data: { fullName: name, phone: '818-555-0165', situation } });
  expect(res.status()).toBe(201);
  const listed = page.waitForResponse((r) => r.url().endsWith(ADMIN_API.leads) && r.status() === 200);
  await signIn(page);
  const list = await (await listed).text();
  expect(list).toContain(name);
  expect(list).not.toContain(situation);
  const opened = page.waitForResponse((r) => /\/api\/admin\/leads\/[0-9a-f-]{36}$/.test(r.url()));
  await page.getByRole('button', { name: `Open ${name}` }).click();
  expect((await opened).request().method()).toBe('GET');
  await expect(page.getByText(situation)).toBeVisible();
  await expect(page.locator('[data-history] li')).toHaveText([/Ana Ruiz viewed$/]);
});

test('two people claim one lead at the same moment: exactly one gets it, the other sees who has it @desktop-only', async ({ browser, page }, info) => {
  const id = await sendLead(page, uniqueName(info, 'Race Lead'));
  const [ana, ben] = await Promise.all([signedInContext(browser, ANA, `/admin/#lead-${id}`), signedInContext(browser, BEN, `/admin/#lead-${id}`)]);
  try {
    for (const { page: p } of [ana, ben]) await expect(p.getByRole('button', { name: 'Claim this lead' })).toBeVisible();
    await Promise.all([ana.page, ben.page].map((p) => p.getByRole('button', { name: 'Claim this lead' }).click()));
    const refused = [ana.page, ben.page].map((p) => p.getByRole('alert').filter({ hasText: 'has this lead' }));
    await expect.poll(async () => (await Promise.all(refused.map((r) => r.count()))).reduce((a, b) => a + b)).toBe(1);
    const winner = (await refused[0]!.count()) === 1 ? BEN! : ANA!;
    const loser = winner === ANA ? ben.page : ana.page;
    for (const r of refused) if (await r.count()) await expect(r).toHaveText(`${winner.name} has this lead.`);
    // Said beside the buttons, in view, and the lead shown as it now is: no claim button, held by the winner.
    await expect(loser.locator('[data-refusal]')).toBeInViewport();
    await expect(loser.locator('#lead-title')).toContainText(`Claimed · ${winner.name}`);
    await expect(loser.getByRole('button', { name: 'Claim this lead' })).toHaveCount(0);
  } finally {
    await Promise.all([ana.context.close(), ben.context.close()]);
  }
});

test('after 15 minutes without use the inbox locks and asks to sign in again @desktop-only', async ({ page, browserConsole }) => {
  // The lock ends the session on the server: a poll fired in the same fast-forward may be answered 401, which the page ignores.
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  await page.clock.install();
  await signIn(page);
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('alert')).toHaveText('Locked after 15 minutes without use: sign in again.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the idle lock ends the session on the server too: its token is refused afterwards (issue #26) @desktop-only', async ({ page, browserConsole }) => {
  // A poll on its way when the session ends may be answered 401; the page ignores that answer.
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  await page.clock.install();
  const token = await signInForToken(page);
  const ended = page.waitForResponse((r) => r.url().endsWith(AUTH_API.session) && r.request().method() === 'DELETE');
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('alert')).toHaveText('Locked after 15 minutes without use: sign in again.');
  expect((await ended).status()).toBe(200);
  expect((await page.request.get(ADMIN_API.leads, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test('the session\'s token is kept in the page\'s memory only, never in storage a script on another page of the site could read (issue #26) @desktop-only', async ({ page }) => {
  const token = await signInForToken(page);
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage), document.cookie]));
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(token.split('.')[2]!);
});

test('a wrong password is refused with a plain message @desktop-only', async ({ page, browserConsole }) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(ANA!.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That e-mail and password do not match an account.');
});

test('without a session the API answers 401 and no lead data; the page and the API are never cached or indexed @desktop-only', async ({ page, request }, info) => {
  const name = uniqueName(info, 'Private Person');
  await sendLead(page, name);
  const api = await request.get(ADMIN_API.leads);
  expect(api.status()).toBe(401);
  expect(await api.text()).not.toContain(name);
  for (const res of [api, await request.get('/admin')]) {
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['x-robots-tag']).toBe('noindex');
  }
  expect((await request.get('/admin')).headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

test('a shift\'s order: the request whose promise runs out first on top, with its language and where it came from; the tab counts what waits; the views narrow it', async ({ page }, info) => {
  // A consultation (5-minute promise) sent from a Spanish page after an ad, then an insurance check (15 minutes).
  const spanish = uniqueName(info, 'Shift Spanish');
  const insurance = uniqueName(info, 'Shift Insurance');
  const first = await page.request.post('/api/submit-consultation-form', { data: {
    fullName: spanish, phone: '818-555-0171', language: 'es',
    attribution: { landingPage: '/es/treatment/fentanyl-addiction', referrerHost: 'www.google.com', source: 'google', medium: 'cpc', campaign: 'fentanyl-search-es', term: null, content: null, clickId: null },
  } });
  expect(first.status()).toBe(201);
  expect((await page.request.post('/api/submit-insurance-form', { data: { fullName: insurance, phone: '818-555-0172', insuranceName: 'Aetna', memberId: 'SH-1' } })).status()).toBe(201);

  await signIn(page);
  // The sign-in button is gone: the inbox's title has the focus, not the page's body.
  await expect(page.getByRole('heading', { level: 1, name: 'Requests for help' })).toBeFocused();
  const rows = page.locator('li[data-lead]');
  const row = (name: string) => rows.filter({ has: page.getByRole('button', { name: `Open ${name}` }) });
  await expect(row(insurance)).toBeVisible();
  const order = await rows.evaluateAll((els) => els.map((el) => el.querySelector('button')?.textContent ?? ''));
  expect(order.indexOf(spanish)).toBeLessThan(order.indexOf(insurance)); // newest first would have put the insurance check on top

  await expect(row(spanish).locator('[data-language]')).toHaveText('Spanish: call back in Spanish');
  await expect(row(spanish).locator('[data-origin]')).toHaveText('From /es/treatment/fentanyl-addiction · google / cpc / fentanyl-search-es');
  await expect(row(insurance).locator('[data-language]')).toHaveText('English: call back in English');
  await expect(page).toHaveTitle(/^\(\d+ waiting\) /);

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Closed' }).click();
  await expect(row(spanish)).toHaveCount(0);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Mine' }).click();
  await expect(row(spanish)).toHaveCount(0);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Everyone’s' }).click();
  await row(spanish).getByRole('button', { name: `Open ${spanish}` }).click();
  // Read as the team reads it: the language by its name, the number written out to read back, and a link that dials it.
  const detail = page.getByRole('region', { name: /^Request:/ });
  await expect(detail.locator('dt:text-is("Language") + dd')).toHaveText('Spanish');
  await expect(detail.getByRole('link', { name: '(818) 555-0171' })).toHaveAttribute('href', 'tel:8185550171');
  await expect(row(spanish).getByRole('link', { name: '(818) 555-0171' })).toHaveAttribute('href', 'tel:8185550171');
  await page.getByRole('button', { name: 'Claim this lead' }).click();
  // The claim button is gone: the lead's heading, naming its new status, has the focus.
  await expect(detail.getByRole('heading', { level: 2 })).toContainText('Claimed');
  await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Mine' }).click();
  await expect(row(spanish)).toBeVisible();
  await expect(row(insurance)).toHaveCount(0);
});

test('closing a lead asks why; closed as admitted, it counts in the report', async ({ page }, info) => {
  const name = uniqueName(info, 'Admitted Caller');
  await sendLead(page, name);
  await signIn(page);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await page.getByRole('button', { name: 'Claim this lead' }).click();
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  await page.getByRole('button', { name: 'Close…' }).click();
  const why = page.getByRole('group', { name: 'Why is it closed?' });
  await expect(page.getByRole('button', { name: 'Close this lead' })).toBeDisabled();
  await why.getByLabel('Admitted').check();
  const day = page.getByLabel('Day of admission');
  await expect(day).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const admittedOn = await day.inputValue();
  await page.getByRole('button', { name: 'Close this lead' }).click();
  await expect(page.locator('[data-closure]')).toHaveText(`Closed: Admitted on ${admittedOn}`);
  await expect(page.locator('[data-history]')).toContainText('closed');

  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('tr[data-form="consultation"] [data-admitted]')).not.toHaveText('0');
  // Where requests came from: the direct visits' row counts this admission too.
  const direct = page.locator('[data-origins="origins-campaign"] tr').filter({ hasText: 'direct / direct / (none)' });
  await expect(direct.locator('[data-col="admitted"]')).not.toHaveText(/^0/);
});

test('take-over: a lead Ana claimed and left untouched for 30 minutes can be taken over by Ben, and the history says so', async ({ browser, page }, info) => {
  const name = uniqueName(info, 'Taken Over');
  const { id, ana, ben } = await heldByAnaSeenByBen(browser, page, name);
  try {
    // Minutes after the claim: Ben may not take it over yet.
    await expect(ben.page.getByRole('button', { name: /^Take over from / })).toHaveCount(0);

    // The server keeps real time: Ana's last touch of the lead is moved 31 minutes back in the store instead.
    await leaveUntouched(id, 31);
    await ben.page.getByRole('button', { name: `Open ${name}` }).click();
    await ben.page.getByRole('button', { name: `Take over from ${ANA!.name}` }).click();
    await expect(ben.page.getByRole('button', { name: 'Give back to the team' })).toBeVisible();
    await expect(ben.page.locator('[data-history]')).toContainText(`${BEN!.name} took it over`);

    // Ana's screen, opened again, shows Ben holding it, with no button of hers.
    await ana.page.getByRole('button', { name: `Open ${name}` }).click();
    await expect(ana.page.locator('[data-held]')).toContainText(`${BEN!.name} has this lead`);
    await expect(ana.page.getByRole('button', { name: 'Give back to the team' })).toHaveCount(0);
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});

test('hand-over: a lead held by Ana shows Ben who has it; once she gives it back, Ben claims it', async ({ browser, page }, info) => {
  const name = uniqueName(info, 'Handed Over');
  const { ana, ben } = await heldByAnaSeenByBen(browser, page, name);
  try {
    await expect(ben.page.getByRole('button', { name: 'Claim this lead' })).toHaveCount(0);

    await ana.page.getByRole('button', { name: 'Give back to the team' }).click();
    await expect(ana.page.getByRole('button', { name: 'Claim this lead' })).toBeVisible();
    await ben.page.getByRole('button', { name: `Open ${name}` }).click();
    await ben.page.getByRole('button', { name: 'Claim this lead' }).click();
    await expect(ben.page.locator('[data-history]')).toContainText(`${ANA!.name} gave it back`);
    await expect(ben.page.getByRole('button', { name: 'Give back to the team' })).toBeVisible();
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});

test('opening a lead brings its whole heading into view and moves focus to it, on a phone (below the list) and on a desk screen (beside it)', async ({ page }, info) => {
  for (const n of [1, 2, 3]) await sendLead(page, uniqueName(info, `Phone List ${n}`));
  const name = uniqueName(info, 'Phone Opened');
  await sendLead(page, name);
  await signIn(page);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.locator('#lead-title')).toBeFocused();
  await expect(page.locator('#lead-title')).toBeInViewport({ ratio: 1 });
});

test('a new request plays a tone and shows a notification naming only its kind and the time left; the tone can be turned off @desktop-only', async ({}, info) => {
  // The headless shell denies notifications whatever is granted: this one runs in the full browser.
  const browser = await chromium.launch({ executablePath: E2E.fullChromium, args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const context = await browser.newContext({ baseURL: E2E.baseURL, permissions: ['notifications'] });
  // Every notification (its title and tag, which names the lead by id) and every tone the page makes.
  await context.addInitScript(() => {
    const w = window as unknown as { __notes: { title: string; tag: string }[]; __tones: number; Notification: typeof Notification };
    w.__notes = [];
    w.__tones = 0;
    const Real = w.Notification;
    w.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.__notes.push({ title, tag: options?.tag ?? '' });
      }
    };
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) { w.__tones += 1; return create.call(this); };
  });
  const page = await context.newPage();
  // Other tests send requests meanwhile: each check looks for its own lead's notification, by id.
  const notes = () => page.evaluate(() => (window as unknown as { __notes: { title: string; tag: string }[] }).__notes);
  const tones = () => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
  const noteFor = async (id: string) => (await notes()).find((n) => n.tag === `lead-${id}`);
  try {
    const beforeName = uniqueName(info, 'Signal Before');
    const before = await sendLead(page, beforeName);
    await signIn(page);
    // The list as the inbox first loaded it: what is in it is not new. Only then does a new request come in.
    await expect(page.getByRole('button', { name: `Open ${beforeName}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify me of new requests' })).toHaveCount(0); // already allowed

    const name = uniqueName(info, 'Signal Caller');
    const id = await sendLead(page, name);
    await expect.poll(async () => (await noteFor(id))?.title, { timeout: 8_000 }).toMatch(/^New consultation request: \d+ min \d+ s left to call back$/);
    expect(await tones()).toBeGreaterThanOrEqual(2);
    expect(await noteFor(before)).toBeUndefined(); // there when the inbox opened: not new
    expect(JSON.stringify(await notes())).not.toContain('Signal');

    await page.getByRole('button', { name: 'Sound for new requests' }).click();
    await expect(page.getByRole('button', { name: 'Sound for new requests' })).toHaveAttribute('aria-pressed', 'false');
    const quietFrom = await tones();
    const quiet = await sendLead(page, uniqueName(info, 'Quiet Caller'));
    await expect.poll(async () => noteFor(quiet), { timeout: 8_000 }).toBeTruthy();
    expect(await tones()).toBe(quietFrom);
  } finally {
    await browser.close();
  }
});

test('log a call: an inbound call becomes a request of its own kind, with its promise, worked like the others', async ({ page }, info) => {
  await signIn(page);
  const name = uniqueName(info, 'Phone Caller');
  await page.getByRole('button', { name: 'Log a call' }).click();
  const form = page.getByRole('form', { name: 'Log a call' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill('(818) 555-0193');
  await form.getByLabel('Language to call back in').selectOption('es');
  await form.getByLabel('Heard of us through').fill('a friend');
  await form.getByLabel('Needs').fill('Help for her son, who uses fentanyl.');
  await form.getByRole('button', { name: 'Save the call' }).click();

  await expect(page.locator('#lead-title')).toContainText('Phone call · New');
  await expect(page.locator('[data-history]')).toContainText(`${ANA!.name} logged the call`);
  const row = page.locator('li[data-lead]').filter({ has: page.getByRole('button', { name: `Open ${name}` }) });
  await expect(row).toContainText('Phone call');
  await expect(row.locator('[data-language]')).toHaveText('Spanish: call back in Spanish');
  await expect(row.locator('[data-due]')).toHaveText(/^(29|30) min \d+ s left$/);
  await page.getByRole('button', { name: 'Claim this lead' }).click();
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('tr[data-form="call"] th')).toHaveText('Phone call');
});

test('a lead open on Ben\'s screen that Ana claims and calls shows it within a poll, says so, and offers her notes; his claim button goes @desktop-only', async ({ browser, page }, info) => {
  const name = uniqueName(info, 'Changed While Open');
  await onTwoScreens(browser, page, name, async (ana, ben) => {
    await ben.page.getByRole('button', { name: `Open ${name}` }).click();
    await expect(ben.page.getByRole('button', { name: 'Claim this lead' })).toBeVisible();

    await ana.page.getByRole('button', { name: `Open ${name}` }).click();
    await ana.page.getByRole('button', { name: 'Claim this lead' }).click();
    await ana.page.getByRole('button', { name: 'Mark contacted' }).click();
    await ana.page.getByLabel('Add a note').fill('Called: admission on Monday.');
    await ana.page.getByRole('button', { name: 'Add note' }).click();
    await expect(ana.page.getByText('Called: admission on Monday.')).toBeVisible();

    // Within a poll (3 s), without Ben doing anything: the heading, the notice, and no claim button.
    const notice = ben.page.getByRole('status').filter({ hasText: 'Changed on another screen while open' });
    await expect(notice).toContainText(`now contacted, held by ${ANA!.name}`, { timeout: 8_000 });
    await expect(ben.page.locator('#lead-title')).toContainText(`Contacted · ${ANA!.name}`);
    await expect(ben.page.getByRole('button', { name: 'Claim this lead' })).toHaveCount(0);
    await expect(ben.page.locator('[data-held]')).toContainText(`${ANA!.name} has this lead`);
    // Her note comes when he asks for it (the server records that he viewed it).
    await expect(ben.page.getByText('Called: admission on Monday.')).toHaveCount(0);
    await ben.page.getByRole('button', { name: 'Show its latest notes and history' }).click();
    await expect(ben.page.getByText('Called: admission on Monday.')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(ben.page.locator('[data-history]')).toContainText(`${ANA!.name} marked contacted`);

    // His own change is not mistaken for someone else's: a note of his, then a poll, says nothing.
    await ben.page.getByLabel('Add a note').fill('Saw it.');
    await ben.page.getByRole('button', { name: 'Add note' }).click();
    await expect(ben.page.getByText('Saw it.')).toBeVisible();
    await ben.page.waitForResponse((r) => r.url().endsWith(ADMIN_API.leads) && r.status() === 200);
    await expect(ben.page.getByText('Changed on another screen while open')).toHaveCount(0);
  });
});

test('a screen reader hears of a new request by its kind and the time left, never by the person\'s name @desktop-only', async ({ page }, info) => {
  const before = uniqueName(info, 'Heard Before');
  await sendLead(page, before);
  await signIn(page);
  await expect(page.getByRole('button', { name: `Open ${before}` })).toBeVisible();
  const line = page.locator('[data-list-news]');
  await expect(line).toHaveAttribute('role', 'status');
  const name = uniqueName(info, 'Heard Caller');
  await sendLead(page, name);
  await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible({ timeout: 8_000 });
  // Other tests send requests meanwhile: the line names each new one, this one among them.
  await expect(line).toContainText(/New consultation request: \d+ min \d+ s left to call back\./);
  await expect(line).not.toContainText('Heard');
});

test('a screen reader hears when a request changes hands or is called back on another screen, and not of the listener\'s own claims @desktop-only', async ({ browser, page }, info) => {
  const name = uniqueName(info, 'Changing Hands');
  await onTwoScreens(browser, page, name, async (ana, ben) => {
    const line = ben.page.locator('[data-list-news]');
    await expect(ben.page.getByRole('button', { name: `Open ${name}` })).toBeVisible();
    await ana.page.getByRole('button', { name: `Open ${name}` }).click();
    await ana.page.getByRole('button', { name: 'Claim this lead' }).click();
    await expect(line).toContainText(new RegExp(`${ANA!.name} took the consultation request of [A-Z][a-z]{2} \\d+, \\d+:\\d{2} [AP]M\\.`), { timeout: 8_000 });
    await expect(line).not.toContainText('Changing');
    await ana.page.getByRole('button', { name: 'Give back to the team' }).click();
    await expect(line).toContainText('went back to the team.', { timeout: 8_000 });
    // Ben's own claim is said where he made it, not in the list's line.
    await ben.page.getByRole('button', { name: `Open ${name}` }).click();
    await ben.page.getByRole('button', { name: 'Claim this lead' }).click();
    await expect(ben.page.getByRole('button', { name: 'Give back to the team' })).toBeVisible();
    await ben.page.waitForResponse((r) => r.url().endsWith(ADMIN_API.leads) && r.status() === 200);
    await ben.page.waitForResponse((r) => r.url().endsWith(ADMIN_API.leads) && r.status() === 200);
    await expect(line).not.toContainText(`${BEN!.name} took`);
    await ben.page.getByRole('button', { name: 'Give back to the team' }).click();
    await expect(ben.page.getByRole('button', { name: 'Claim this lead' })).toBeVisible();
    // Ana claims it again (once her screen has seen it free) and calls: what she recorded is said, by the request's kind and arrival.
    await ana.page.getByRole('button', { name: 'Claim this lead' }).click({ timeout: 8_000 });
    await ana.page.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(line).toContainText(new RegExp(`${ANA!.name} marked the consultation request of [A-Z][a-z]{2} \\d+, \\d+:\\d{2} [AP]M contacted\\.`), { timeout: 8_000 });
    await expect(line).not.toContainText('Changing');
  });
});
