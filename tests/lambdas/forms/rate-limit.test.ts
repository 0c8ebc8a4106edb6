import { expect, it } from 'vitest';
import { createRateLimiter } from '../../../lambdas/forms/rate-limit.ts';

it('allows N requests per client per minute, then says when to come back', () => {
  let now = Date.parse('2026-11-22T10:00:15Z');
  const allow = createRateLimiter(2, () => new Date(now));
  expect([allow('a'), allow('a'), allow('b')].every((d) => d.ok)).toBe(true);
  expect(allow('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
  now += 45_000;
  expect(allow('a')).toEqual({ ok: true });
});
