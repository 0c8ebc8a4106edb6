/** Signing in to the admissions inbox and sending it a lead, as the inbox's browser tests do. */
import type { Page } from '@playwright/test';
import { E2E } from './env.ts';
import { expect } from './test.ts';

export type InboxUser = (typeof E2E.inboxUsers)[number];

/** Fills in and sends the local sign-in form of the page as it is. */
export async function signInHere(page: Page, user: InboxUser = E2E.inboxUsers[0]!): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${user.name}`)).toBeVisible();
}

/** Opens the inbox (at `path`, such as an alert's link) and signs in; the session lives in the page's memory only. */
export async function signIn(page: Page, user: InboxUser = E2E.inboxUsers[0]!, path = '/admin/'): Promise<void> {
  await page.goto(path);
  await signInHere(page, user);
}

/** A consultation request sent through the forms API, as the home page's form sends it; `origin`: another server's. */
export async function sendLead(page: Page, name: string, origin = ''): Promise<string> {
  const res = await page.request.post(`${origin}/api/submit-consultation-form`, { data: { fullName: name, phone: '818-555-0164' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
