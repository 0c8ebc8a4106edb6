/**
 * The inbox's AWS sign-in, run in the browser: the page's code flow with PKCE against a conformant
 * OpenID Connect provider at Cognito's addresses on loopback (support/sign-in-service.ts), the admin
 * API checking its ID tokens as it checks Cognito's (`site preview --cognito-issuer`). Sign in, work a
 * lead, sign out; the idle lock. Each ending of the session is told to the API (which refuses the ID
 * token from then on, though it has not expired, and every token refreshed from its refresh token),
 * revokes the refresh token (a refresh with it then fails) and ends the hosted sign-in's session
 * (signing in again asks for the password). While someone works, the page renews the 15-minute ID
 * token with the refresh token. The desk board opened after a hosted sign-in, and a request opened
 * from it through the hosted sign-in.
 *
 * The page's clock (Playwright's) runs ahead of the provider's and the API's, which keep real time:
 * the page counts each token's lifetime from when it got it.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Response, TestInfo } from '@playwright/test';
import { ADMIN_API, AUTH_API, type InboxLead } from '../../contract/inbox.ts';
import { startCognitoInbox, type CognitoInbox } from './support/cognito-inbox.ts';
import { sendLead } from './support/inbox.ts';
import { DESKTOP_ONLY, expect, test, uniqueName } from './support/test.ts';

const ANA = { sub: randomUUID(), email: 'ana@example.org', name: 'Ana Ruiz', password: 'hosted sign-in password' };

let inbox: CognitoInbox;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  inbox = await startCognitoInbox([ANA]);
});
test.afterAll(async () => {
  await inbox?.stop();
});

const at = (path: string) => `${inbox.baseURL}${path}`;
const endpoint = (path: string) => `${inbox.service.issuer}${path}`;

interface Tokens { id_token: string; refresh_token: string }

async function shot(page: Page, info: TestInfo, state: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${state}.png`), fullPage: true });
}

/** From the inbox to the hosted sign-in's form and back, signed in; the tokens the page was given. */
async function signIn(page: Page, info?: TestInfo): Promise<Tokens> {
  await page.goto(at('/admin/'));
  await expect(page.getByRole('heading', { name: 'Sign in to the admissions inbox' })).toBeVisible();
  if (info) await shot(page, info, '1-inbox-signed-out');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${endpoint('/login/')}`));
  await page.getByLabel('E-mail').fill(ANA.email);
  await page.getByLabel('Password').fill(ANA.password);
  if (info) await shot(page, info, '2-hosted-sign-in');
  const granted = page.waitForResponse((r) => r.url() === endpoint('/oauth2/token') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const answer = await granted;
  expect(answer.status()).toBe(200);
  await expect(page.getByText(`Signed in as ${ANA.name}`)).toBeVisible();
  const tokens = (await answer.json()) as Tokens;
  expect(tokens.refresh_token).toBeTruthy();
  return tokens;
}

/** A token request's form asking for a refresh: the page renewing its ID token. */
const REFRESH_GRANT = /(?:^|&)grant_type=refresh_token(?:&|$)/;

/** An answer of the token endpoint to a refresh. */
const isRenewal = (r: Response) => r.url() === endpoint('/oauth2/token') && REFRESH_GRANT.test(r.request().postData() ?? '');

/**
 * How many renewals the page has asked the sign-in service for, counted in the page as each request
 * starts: a request's network event may reach the test only after it has moved the clock on.
 */
async function countRenewalsAsked(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(({ url, grant }) => {
    const fetched = window.fetch.bind(window);
    const refresh = new RegExp(grant);
    let asked = 0;
    Object.defineProperty(window, 'renewalsAsked', { get: () => asked });
    window.fetch = (input, init) => {
      if (String(input) === url && refresh.test(String(init?.body ?? ''))) asked++;
      return fetched(input, init);
    };
  }, { url: endpoint('/oauth2/token'), grant: REFRESH_GRANT.source });
  return () => page.evaluate(() => (window as unknown as { renewalsAsked: number }).renewalsAsked);
}

/** The bearer token of each request the page makes for the lead list, in order. */
function bearersOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.url() === at(ADMIN_API.leads)) seen.push(r.headers().authorization ?? ''); });
  return seen;
}

/** A refresh with the token, as a thief holding it would try: 200 while it is valid, 400 once revoked. */
const refresh = (page: Page, token: string) =>
  page.request.post(endpoint('/oauth2/token'), { form: { grant_type: 'refresh_token', client_id: inbox.service.clientId, refresh_token: token } });

/** What the API answers to an ID token. */
const leadsWith = async (page: Page, idToken: string) => (await page.request.get(at(ADMIN_API.leads), { headers: { authorization: `Bearer ${idToken}` } })).status();

/** Whether the hosted sign-in remembers the browser: signing in again goes to its form, not straight back. */
async function asksForPassword(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${endpoint('/login/')}`));
  await expect(page.getByLabel('Password')).toBeVisible();
}

test('signs in through the hosted sign-in, works a lead, and signing out ends the session at the API, revokes the refresh token and ends the hosted session', async ({ page, browserConsole }, info) => {
  // A poll on its way when the session ends may be answered 401; the page ignores that answer.
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  const name = uniqueName(info, 'Hosted Caller');
  const id = await sendLead(page, name, inbox.baseURL);

  const tokens = await signIn(page, info);
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage), document.cookie]));
  expect(stored).not.toContain(tokens.id_token.split('.')[2]!);
  expect(stored).not.toContain(tokens.refresh_token);

  await page.getByRole('button', { name: `Open ${name}` }).click();
  await page.getByRole('button', { name: 'Claim this lead' }).click();
  await expect(page.getByRole('heading', { name: `Request: Consultation · Claimed · ${ANA.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Close…' }).click();
  await page.getByRole('group', { name: 'Why is it closed?' }).getByLabel('Duplicate or test').check();
  await page.getByRole('button', { name: 'Close this lead' }).click();
  await expect(page.locator('[data-closure]')).toHaveText('Closed: Duplicate or test');
  await shot(page, info, '3-inbox-signed-in');
  // The API took the provider's ID token as Ana's: her stable id in the history is its subject.
  const detail = (await (await page.request.get(at(ADMIN_API.lead(id)), { headers: { authorization: `Bearer ${tokens.id_token}` } })).json()) as InboxLead;
  expect(detail.history.map((h) => [h.by, h.name, h.action])).toEqual([
    [ANA.sub, ANA.name, 'viewed'], [ANA.sub, ANA.name, 'claimed'], [ANA.sub, ANA.name, 'closed'], [ANA.sub, ANA.name, 'viewed'],
  ]);

  expect((await refresh(page, tokens.refresh_token)).status()).toBe(200);
  const ended = page.waitForResponse((r) => r.url() === at(AUTH_API.session) && r.request().method() === 'DELETE');
  const revoked = page.waitForResponse((r) => r.url() === endpoint('/oauth2/revoke'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in to the admissions inbox' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(inbox.baseURL);
  await shot(page, info, '4-signed-out');
  expect((await ended).status()).toBe(200);
  expect(await leadsWith(page, tokens.id_token)).toBe(401);
  const refused = await refresh(page, tokens.refresh_token);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  await asksForPassword(page);
});

test('after 15 minutes without use the page ends the session at the API, revokes the refresh token, forgets the tokens and ends the hosted session', async ({ page, browserConsole }, info) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  await page.clock.install();
  const tokens = await signIn(page);
  expect(await leadsWith(page, tokens.id_token)).toBe(200);
  // A minute before the ID token runs out the page renews it; that does not keep an idle session open.
  const renewed = page.waitForResponse(isRenewal);
  await page.clock.fastForward('14:00');
  const fresh = (await (await renewed).json()) as Tokens;
  expect(await leadsWith(page, fresh.id_token)).toBe(200);
  const ended = page.waitForResponse((r) => r.url() === at(AUTH_API.session) && r.request().method() === 'DELETE');
  const revoked = page.waitForResponse((r) => r.url() === endpoint('/oauth2/revoke'));
  await page.clock.fastForward('01:01');
  expect((await revoked).status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText('Locked after 15 minutes without use: sign in again.');
  expect(new URL(page.url()).origin).toBe(inbox.baseURL);
  await shot(page, info, '5-locked');
  expect((await ended).status()).toBe(200);
  expect(await leadsWith(page, tokens.id_token)).toBe(401);
  expect(await leadsWith(page, fresh.id_token)).toBe(401);
  expect((await refresh(page, tokens.refresh_token)).status()).toBe(400);
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage), document.cookie]));
  expect(stored).not.toContain(tokens.refresh_token);
  await asksForPassword(page);
});

test('someone working the inbox for 40 minutes stays signed in on renewed ID tokens; once signed out, a token refreshed from a refresh token that escaped revocation is refused', async ({ page, browserConsole }) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/, /^Failed to load resource: net::ERR_FAILED/);
  await page.clock.install();
  const renewalsAsked = await countRenewalsAsked(page);
  const tokens = await signIn(page);
  const bearers = bearersOf(page);
  const renewals: Response[] = [];
  page.on('response', (r) => { if (isRenewal(r)) renewals.push(r); });
  const latestTokens = async () => (await renewals.at(-1)!.json()) as Tokens;
  // The page takes up a renewed token once its answer has arrived, so a poll sent just before that
  // still carries the one before (valid for minutes yet): the next polls carry the newest.
  const pollsCarryLatest = () => expect.poll(async () => {
    const polled = page.waitForResponse((r) => r.url() === at(ADMIN_API.leads));
    await page.clock.fastForward('00:05');
    expect((await polled).status()).toBe(200);
    return bearers.at(-1) === `Bearer ${(await latestTokens()).id_token}`;
  }, { timeout: 10_000 }).toBe(true);

  // A click every two minutes, for 40 minutes: no idle lock, and the 15-minute ID token renewed as it runs out.
  // The page checks a renewed token's times against its own clock, so the clock moves on only once a
  // renewal asked for has been answered and taken up: moved two minutes while the answer was on its way,
  // the page's clock ran past the token's lifetime as the provider's real clock did not, and the page
  // refused that token and every one after (on a busy machine, now and then).
  const heading = page.getByRole('heading', { name: 'Requests for help' });
  let takenUp = 0;
  for (let minutes = 2; minutes <= 40; minutes += 2) {
    await page.clock.fastForward('02:00');
    // The second's tick and the effects it schedules run: a renewal now due is asked for.
    await page.clock.runFor(1_000);
    await heading.click();
    const asked = await renewalsAsked();
    if (asked === takenUp) continue;
    await expect.poll(() => renewals.length).toBe(asked);
    await pollsCarryLatest();
    takenUp = asked;
  }
  await expect(page.getByText(`Signed in as ${ANA.name}`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(renewals.length).toBeGreaterThanOrEqual(2);
  await pollsCarryLatest();
  const latest = await latestTokens();
  expect(latest.id_token).not.toBe(tokens.id_token);
  expect(new Set(bearers).size).toBeGreaterThanOrEqual(3);
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage), document.cookie]));
  expect(stored).not.toContain(latest.id_token.split('.')[2]!);

  // Signing out while the sign-in service cannot be reached: the refresh token is not revoked, and
  // like Cognito's it still gives ID tokens; the API refuses them, as it refuses the page's last one.
  await page.route(endpoint('/oauth2/revoke'), (route) => route.abort());
  const ended = page.waitForResponse((r) => r.url() === at(AUTH_API.session) && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in to the admissions inbox' })).toBeVisible();
  expect(await leadsWith(page, latest.id_token)).toBe(401);
  const afterwards = await refresh(page, tokens.refresh_token);
  expect(afterwards.status()).toBe(200);
  const refreshed = (await afterwards.json()) as Tokens;
  expect(refreshed.id_token).not.toBe(latest.id_token);
  expect(await leadsWith(page, refreshed.id_token)).toBe(401);
});

test('a request refused because the ID token ran out (a computer woken from sleep) is sent once more with a renewed token', { tag: DESKTOP_ONLY }, async ({ page, browserConsole }) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  // Set before signing in, so the session's very first request for the list is the one refused: no
  // request of the old token can be on its way, unrefused, when the test starts watching.
  const bearers = bearersOf(page);
  let refused = 0;
  await page.route(at(ADMIN_API.leads), (route) => (refused++ === 0 ? route.fulfill({ status: 401, json: { error: 'The token has expired.' } }) : route.fallback()));
  const renewed = page.waitForResponse(isRenewal);
  const answered = page.waitForResponse((r) => r.url() === at(ADMIN_API.leads) && r.status() === 200);
  const tokens = await signIn(page);
  const fresh = (await (await renewed).json()) as Tokens;
  expect((await answered).request().headers().authorization).toBe(`Bearer ${fresh.id_token}`);
  expect(bearers.slice(0, 2)).toEqual([`Bearer ${tokens.id_token}`, `Bearer ${fresh.id_token}`]);
  await expect(page.getByText(`Signed in as ${ANA.name}`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the desk board after a hosted sign-in: it shows the request without its name, and Open goes through the hosted sign-in and comes back with that request open', async ({ page, browserConsole }, info) => {
  browserConsole.expect(/^Failed to load resource: the server responded with a status of 401/);
  const name = uniqueName(info, 'Board Hosted Caller');
  const id = await sendLead(page, name, inbox.baseURL);
  const tokens = await signIn(page);

  // Opening the board ends the session (API, refresh token, hosted sign-in) and comes back to the board.
  const loggedOut = page.waitForRequest((r) => r.url().startsWith(endpoint('/logout')));
  await page.getByRole('button', { name: 'Open the desk board' }).click();
  await loggedOut;
  await page.waitForURL((url) => url.origin === inbox.baseURL);
  const board = page.getByRole('heading', { name: 'Desk board' });
  const row = page.locator(`[data-board-lead="${id}"]`);
  await expect(board).toBeVisible();
  await expect(row).toContainText('Consultation');
  await expect(row.locator('[data-status]')).toHaveText('New');
  await expect(page.locator('body')).not.toContainText(name);
  expect(await leadsWith(page, tokens.id_token)).toBe(401);
  await shot(page, info, '6-board');

  await row.getByRole('button', { name: /^Open the consultation request of / }).click();
  await expect(page).toHaveURL(new RegExp(`^${endpoint('/login/')}`));
  await page.getByLabel('E-mail').fill(ANA.email);
  await page.getByLabel('Password').fill(ANA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${ANA.name}`)).toBeVisible();
  await expect(page.locator('#lead-title')).toContainText('Consultation');
  await expect(page.getByText(name).last()).toBeVisible();
  expect(new URL(page.url()).hash).toBe(`#lead-${id}`);
  await expect(page.locator('[data-history] li', { hasText: 'viewed' })).toHaveCount(1);
  await shot(page, info, '7-opened-from-board');

  // Back to the board: the session ends again through the hosted sign-out, the board's pass stays.
  const again = page.waitForRequest((r) => r.url().startsWith(endpoint('/logout')));
  await page.getByRole('button', { name: 'Back to the board' }).click();
  await again;
  await page.waitForURL((url) => url.origin === inbox.baseURL);
  await expect(board).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.locator('body')).not.toContainText(name);
});
