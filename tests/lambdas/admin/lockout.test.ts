/**
 * Issue #26, the sign-in lockout: it holds under parallel guesses (the limit is taken before the
 * password is checked, not after), it counts per account and per address, so one person's typos at
 * a machine whose users all sign in from 127.0.0.1 do not lock the others out, and its records and
 * the sessions are dropped once they no longer matter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../lambdas/leads/accounts.ts';
import { createLocalAuth, MAX_ACCOUNT_FAILURES, MAX_ADDRESS_FAILURES } from '../../../lambdas/admin/local-auth.ts';
import { tempDir } from '../helpers.ts';

const PASSWORD = 'correct horse battery';
const HERE = '127.0.0.1';
let dataDir: string;

beforeAll(async () => {
  dataDir = await tempDir();
  for (const [email, name] of [['ana@example.org', 'Ana'], ['ben@example.org', 'Ben'], ['cy@example.org', 'Cy']]) {
    await addAccount(dataDir, { email: email!, name: name!, password: PASSWORD });
  }
});

describe('the sign-in lockout', () => {
  it('30 parallel guesses after 4 failures: one more is checked, the rest are refused, the right password among them too', async () => {
    const auth = createLocalAuth(dataDir);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) expect((await auth.signIn('ana@example.org', `wrong ${i}`, HERE)).ok).toBe(false);
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? PASSWORD : `guess ${i}`));
    const results = await Promise.all(guesses.map((guess) => auth.signIn('ana@example.org', guess, HERE)));
    expect(results.filter((r) => r.ok)).toEqual([]);
    const statuses = results.map((r) => (r.ok ? 200 : r.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(29);
    expect(await auth.signIn('ana@example.org', PASSWORD, HERE)).toMatchObject({ ok: false, status: 429 });
  });

  it('30 parallel guesses from one address across accounts: no more than the address allows are checked', async () => {
    const auth = createLocalAuth(dataDir);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => auth.signIn(`someone${i}@example.org`, 'guess', '203.0.113.9')));
    expect(results.filter((r) => !r.ok && r.status === 401)).toHaveLength(MAX_ADDRESS_FAILURES);
    expect(await auth.signIn('ben@example.org', PASSWORD, '203.0.113.9')).toMatchObject({ ok: false, status: 429 });
    expect((await auth.signIn('ben@example.org', PASSWORD, '198.51.100.4')).ok).toBe(true);
  });

  it('one person\'s typos lock their own account, not the others signing in at the same machine', async () => {
    const auth = createLocalAuth(dataDir);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) await auth.signIn('ben@example.org', 'typo typo typo', HERE);
    expect(await auth.signIn('ben@example.org', PASSWORD, HERE)).toMatchObject({ ok: false, status: 429 });
    expect((await auth.signIn('ana@example.org', PASSWORD, HERE)).ok).toBe(true);
    expect((await auth.signIn('cy@example.org', PASSWORD, HERE)).ok).toBe(true);
  });

  it('forgets failures and sessions once they no longer count', async () => {
    let now = new Date('2026-11-20T10:00:00.000Z');
    const auth = createLocalAuth(dataDir, () => now);
    await auth.signIn('ana@example.org', PASSWORD, HERE);
    for (let i = 0; i < 3; i++) await auth.signIn(`nobody${i}@example.org`, 'guess', `192.0.2.${i}`);
    expect(auth.held()).toEqual({ sessions: 1, failureKeys: 6 });
    now = new Date(now.getTime() + 16 * 60_000);
    await auth.signIn('cy@example.org', 'wrong', HERE);
    expect(auth.held()).toEqual({ sessions: 0, failureKeys: 2 });
  });
});
