/** startLocalForms: a failing notification channel never loses a lead; the retry sweep delivers it later. */
import { createServer } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { newLead, type Lead } from '../../../lambdas/leads/lead.ts';
import { silentLogger } from '../../../lambdas/leads/log.ts';
import { startLocalForms, type LocalForms } from '../../../lambdas/forms/local.ts';
import type { Notifier } from '../../../lambdas/leads/alerts/types.ts';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import { consultation, listen, postJson, tempDir } from '../helpers.ts';

let forms: LocalForms | undefined;
let closeServer = async () => {};
afterEach(async () => {
  await closeServer();
  await forms?.close();
  forms = undefined;
});

async function serveLocal(notifier: Notifier, clock: () => Date, dataDir: string) {
  forms = await startLocalForms({ dataDir, notifier, clock, retryIntervalMs: 20, logger: silentLogger });
  const server = createServer(forms.handle);
  const url = await listen(server);
  closeServer = () => new Promise((resolve) => server.close(() => resolve()));
  return url;
}

async function eventually<T>(probe: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('stores the lead when the channel is down, and delivers it once the channel is back', async () => {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let channelUp = false;
  const delivered: Lead[] = [];
  const notifier: Notifier = {
    name: 'crm',
    async notify(lead) {
      if (!channelUp) throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
      delivered.push(lead);
    },
  };
  const dataDir = await tempDir();
  const url = await serveLocal(notifier, clock, dataDir);

  const res = await postJson(url + ENDPOINTS.consultation, consultation);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const store = await openSqliteStore(dataDir);
  const failed = await eventually(async () => {
    const lead = await store.get(id);
    return lead?.notification.attempts === 1 ? lead : undefined;
  });
  expect(failed.notification).toMatchObject({ status: 'pending', lastError: 'ECONNREFUSED' });

  channelUp = true;
  offsetMs = 60 * 60_000; // past the retry delay
  const sent = await eventually(async () => {
    const lead = await store.get(id);
    return lead?.notification.status === 'sent' ? lead : undefined;
  });
  await store.close();
  expect(sent.notification.attempts).toBe(2);
  expect(delivered.map((lead) => lead.id)).toEqual([id]);
  expect(delivered[0]!.fields).toEqual(consultation);
});

it('delivers, after a restart, a lead whose first alert never ran', async () => {
  const dataDir = await tempDir();
  const store = await openSqliteStore(dataDir);
  const orphan = newLead({ form: 'insurance', fields: { fullName: 'Left Behind' }, source: '/', now: new Date(Date.now() - 10 * 60_000), retentionDays: 30 });
  await store.insert(orphan);
  await store.close();

  const delivered: string[] = [];
  await serveLocal({ name: 'memory', notify: async (lead) => void delivered.push(lead.id) }, () => new Date(), dataDir);
  await eventually(async () => (delivered.length > 0 ? true : undefined));
  expect(delivered).toEqual([orphan.id]);
});

it('deletes leads past their retention when it starts', async () => {
  const dataDir = await tempDir();
  const store = await openSqliteStore(dataDir);
  const old = newLead({ form: 'insurance', fields: { fullName: 'Old' }, source: '/', now: new Date(Date.now() - 40 * 86_400_000), retentionDays: 30 });
  const recent = newLead({ form: 'insurance', fields: { fullName: 'Recent' }, source: '/', now: new Date(), retentionDays: 30 });
  await store.insert(old);
  await store.insert(recent);
  await store.close();

  await serveLocal({ name: 'memory', notify: async () => {} }, () => new Date(), dataDir);
  const reader = await openSqliteStore(dataDir);
  const ids = await eventually(async () => {
    const list = (await reader.list()).map((lead) => lead.id);
    return list.includes(old.id) ? undefined : list;
  });
  await reader.close();
  expect(ids).toEqual([recent.id]);
});
