import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from '../../../lambdas/forms/lead.ts';
import { retryDelayMs } from '../../../lambdas/forms/notify/deliver.ts';
import { allOf, notifierFromEnv } from '../../../lambdas/forms/notify/from-env.ts';
import { formatLeadEmail, sesNotifier } from '../../../lambdas/forms/notify/ses.ts';
import { webhookNotifier } from '../../../lambdas/forms/notify/webhook.ts';

const lead = newLead({ form: 'crisis', fields: { fullName: 'Priya R', phone: '818-555-0177' }, source: 'crisis-landing', now: new Date('2026-11-22T10:00:00Z'), retentionDays: 30 });

describe('webhook notifier', () => {
  const received: Array<{ auth?: string; body: unknown }> = [];
  let status = 200;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c)).on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the lead as JSON with the bearer token', async () => {
    await webhookNotifier({ url, token: 't0k' }).notify(lead);
    expect(received.at(-1)).toEqual({ auth: 'Bearer t0k', body: { id: lead.id, form: 'crisis', source: 'crisis-landing', receivedAt: lead.receivedAt, fields: lead.fields } });
  });

  it('fails with a loggable code on a non-2xx answer', async () => {
    status = 503;
    await expect(webhookNotifier({ url }).notify(lead)).rejects.toMatchObject({ code: 'webhook_http_503' });
  });
});

describe('email notifier', () => {
  it('keeps personal details out of the subject and puts them in the body', async () => {
    const sent: Array<{ to: string[]; subject: string; text: string }> = [];
    await sesNotifier({ from: 'forms@example.org', to: ['admissions@example.org'], send: async (e) => void sent.push(e) }).notify(lead);
    expect(sent[0]!.to).toEqual(['admissions@example.org']);
    expect(sent[0]!.subject).toBe(`New crisis request: call back within 2 minutes (${lead.id.slice(0, 8)})`);
    expect(sent[0]!.subject).not.toContain('Priya');
    expect(formatLeadEmail(lead).text).toContain('phone: 818-555-0177');
  });
});

describe('notifier configuration', () => {
  it('needs at least one channel, and a sender for email', () => {
    expect(() => notifierFromEnv({})).toThrow(/No notifier configured/);
    expect(() => notifierFromEnv({ NOTIFY_EMAIL_TO: 'a@example.org' })).toThrow(/NOTIFY_EMAIL_FROM/);
    expect(notifierFromEnv({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/x', NOTIFY_EMAIL_TO: 'a@example.org', NOTIFY_EMAIL_FROM: 'f@example.org' }).name).toBe('webhook+ses');
  });

  it('fails when any channel fails, after trying them all', async () => {
    const tried: string[] = [];
    const ok = { name: 'a', notify: async () => void tried.push('a') };
    const bad = { name: 'b', notify: async () => { tried.push('b'); throw new Error('down'); } };
    await expect(allOf([bad, ok]).notify(lead)).rejects.toThrow('down');
    expect(tried.sort()).toEqual(['a', 'b']);
  });
});

it('backs off from 30 seconds, doubling, up to 15 minutes', () => {
  expect([1, 2, 3, 6, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 900_000, 900_000]);
});
