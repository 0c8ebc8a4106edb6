/** Under load: every submission stored exactly once, no 5xx. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { consultation, postJson, serveApp, type ServedApp } from '../helpers.ts';

let app: ServedApp;
beforeAll(async () => { app = await serveApp(); });
afterAll(() => app.close());

it('stores 200 concurrent submissions exactly once each', async () => {
  const sends = Array.from({ length: 200 }, (_, i) =>
    postJson(app.url + ENDPOINTS.consultation, { ...consultation, fullName: `Person ${i}` }, { 'idempotency-key': `load-${i}` }));
  const responses = await Promise.all(sends);
  expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
  const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
  const stored = await app.store.list();
  expect(stored).toHaveLength(200);
  expect(new Set(stored.map((l) => l.id))).toEqual(new Set(ids));
  expect(new Set(stored.map((l) => l.fields.fullName)).size).toBe(200);
});

it('stores each of 100 submissions once when every one is sent twice at the same moment', async () => {
  const before = (await app.store.list()).length;
  const sends = Array.from({ length: 200 }, (_, i) =>
    postJson(app.url + ENDPOINTS.consultation, { ...consultation, fullName: `Twin ${i % 100}` }, { 'idempotency-key': `twin-${i % 100}` }));
  const responses = await Promise.all(sends);
  expect(responses.every((r) => r.status === 201)).toBe(true);
  expect((await app.store.list()).length - before).toBe(100);
});
