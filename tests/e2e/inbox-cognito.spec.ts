/**
 * The inbox's AWS sign-in, run in the browser: the page's code flow with PKCE against a conformant
 * OpenID Connect provider at Cognito's addresses on loopback (support/sign-in-service.ts), the admin
 * API checking its ID tokens as it checks Cognito's (`site preview --cognito-issuer`). Sign in, work a
 * lead, sign out; the idle lock. Each ending of the session is told to the API (which refuses the ID
 * token from then on, though it has not expired), revokes the refresh token (a refresh with it then
 * fails) and ends the hosted sign-in's session (signing in again asks for the password).
 */
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_API, AUTH_API, type InboxLead } from '../../contract/inbox.ts';
import { startCognitoInbox, type CognitoInbox } from './support/cognito-inbox.ts';
import { expect, test, uniqueName } from './support/test.ts';

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
  const sent = await page.request.post(at('/api/submit-consultation-form'), { data: { fullName: name, phone: '818-555-0177' } });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

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
  const ended = page.waitForResponse((r) => r.url() === at(AUTH_API.session) && r.request().method() === 'DELETE');
  const revoked = page.waitForResponse((r) => r.url() === endpoint('/oauth2/revoke'));
  await page.clock.fastForward('15:01');
  expect((await revoked).status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText('Locked after 15 minutes without use: sign in again.');
  expect(new URL(page.url()).origin).toBe(inbox.baseURL);
  await shot(page, info, '5-locked');
  expect((await ended).status()).toBe(200);
  expect(await leadsWith(page, tokens.id_token)).toBe(401);
  expect((await refresh(page, tokens.refresh_token)).status()).toBe(400);
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage), document.cookie]));
  expect(stored).not.toContain(tokens.refresh_token);
  await asksForPassword(page);
});
