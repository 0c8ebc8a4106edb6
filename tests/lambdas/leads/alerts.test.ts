import { consoleNotifier } from '../../../lambdas/leads/alerts/console.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from '../../../lambdas/leads/lead.ts';
import { retryDelayMs } from '../../../lambdas/leads/alerts/deliver.ts';
import { allOf, notifierFromEnv } from '../../../lambdas/leads/alerts/from-env.ts';
import { cachedSecret } from '../../../lambdas/leads/alerts/secret.ts';
import { formatLeadEmail, sesNotifier } from '../../../lambdas/leads/alerts/ses.ts';
import { webhookNotifier } from '../../../lambdas/leads/alerts/webhook.ts';
import { responseMinutesEnvironment } from '../../../infra/site-promises.ts';
import { PROMISED } from '../helpers.ts';

const SITE = 'https://www.ardenahouse.example';
const settings = { siteUrl: SITE, responseMinutes: PROMISED };
const lead = newLead({ form: 'crisis', fields: { fullName: 'Priya R', phone: '818-555-0177' }, source: 'crisis-landing', now: new Date('2026-11-22T10:00:00Z'), retentionDays: 30 });
const summary = { id: lead.id, form: 'crisis', receivedAt: '2026-11-22T10:00:00.000Z', deadline: '2026-11-22T10:02:00.000Z', link: `${SITE}/admin/#lead-${lead.id}` };

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

  it('posts only the summary (kind, arrival, deadline, inbox link) with the bearer token', async () => {
    await webhookNotifier({ url, ...settings, token: async () => 't0k' }).notify(lead);
    expect(received.at(-1)).toEqual({ auth: 'Bearer t0k', body: summary });
  });

  it('adds the fields and source only when the operator turned the full lead on', async () => {
    await webhookNotifier({ url, ...settings, siteUrl: `${SITE}/`, fullLead: true }).notify(lead);
    expect(received.at(-1)).toEqual({ body: { ...summary, source: 'crisis-landing', fields: lead.fields } });
  });

  it('fails with a loggable code on a non-2xx answer', async () => {
    status = 503;
    await expect(webhookNotifier({ url, ...settings }).notify(lead)).rejects.toMatchObject({ code: 'webhook_http_503' });
  });
});

describe('email notifier', () => {
  it('says the kind, arrival, deadline and inbox link, and nothing of the person', async () => {
    const sent: Array<{ to: string[]; subject: string; text: string }> = [];
    await sesNotifier({ from: 'forms@example.org', to: ['admissions@example.org'], ...settings, send: async (e) => void sent.push(e) }).notify(lead);
    expect(sent[0]!.to).toEqual(['admissions@example.org']);
    expect(sent[0]!.subject).toBe(`New crisis request: call back within 2 minutes (${lead.id.slice(0, 8)})`);
    const { text } = formatLeadEmail(lead, settings);
    for (const part of [summary.receivedAt, summary.deadline, summary.link]) expect(text).toContain(part);
    for (const value of ['Priya', '818-555-0177', 'crisis-landing']) expect(`${sent[0]!.subject}\n${sent[0]!.text}`).not.toContain(value);
  });
});

describe('a request from a page in Spanish', () => {
  it('asks the team to call back in Spanish, in the email and the console line', async () => {
    const spanish = { ...lead, fields: { ...lead.fields, language: 'es' } };
    const sent: Array<{ subject: string; text: string }> = [];
    await sesNotifier({ from: 'forms@example.org', to: ['admissions@example.org'], ...settings, send: async (e) => void sent.push(e) }).notify(spanish);
    expect(sent[0]!.subject).toBe(`New crisis request: call back in Spanish within 2 minutes (${lead.id.slice(0, 8)})`);
    expect(sent[0]!.text).toContain('Please call back in Spanish within 2 minutes');
    const lines: string[] = [];
    await consoleNotifier((line) => void lines.push(line)).notify(spanish);
    expect(lines[0]).toMatch(new RegExp(`^New crisis request ${lead.id} in Spanish from crisis-landing`));
  });
});

describe('notifier configuration', () => {
  const site = { SITE_URL: SITE, ...responseMinutesEnvironment(PROMISED) };
  it('needs the site, the promised answer times, at least one channel, and a sender for email', () => {
    expect(() => notifierFromEnv({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/x' })).toThrow(/SITE_URL/);
    expect(() => notifierFromEnv({ SITE_URL: SITE, NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/x' })).toThrow(/RESPONSE_MINUTES is not set/);
    expect(() => notifierFromEnv({ SITE_URL: SITE, RESPONSE_MINUTES: '{"crisis":2}', NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/x' })).toThrow(/RESPONSE_MINUTES is not a minute count/);
    expect(() => notifierFromEnv(site)).toThrow(/No notifier configured/);
    expect(() => notifierFromEnv({ ...site, NOTIFY_EMAIL_TO: 'a@example.org' })).toThrow(/NOTIFY_EMAIL_FROM/);
    expect(notifierFromEnv({ ...site, NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/x', NOTIFY_EMAIL_TO: 'a@example.org', NOTIFY_EMAIL_FROM: 'f@example.org' }).name).toBe('webhook+ses');
  });

  it('fails when any channel fails, after trying them all', async () => {
    const tried: string[] = [];
    const ok = { name: 'a', notify: async () => void tried.push('a') };
    const bad = { name: 'b', notify: async () => { tried.push('b'); throw new Error('down'); } };
    await expect(allOf([bad, ok]).notify(lead)).rejects.toThrow('down');
    expect(tried.sort()).toEqual(['a', 'b']);
  });
});

describe('the webhook token secret', () => {
  it('is read once, then again only after five minutes (a replaced token is picked up)', async () => {
    let now = 0;
    const reads: string[] = [];
    const values = ['first', 'second'];
    const token = cachedSecret('arn:secret', async (id) => (reads.push(id), values[reads.length - 1]!), () => now);
    expect([await token(), await token()]).toEqual(['first', 'first']);
    now += 5 * 60_000;
    expect(await token()).toBe('second');
    expect(reads).toEqual(['arn:secret', 'arn:secret']);
  });
});

it('backs off from 30 seconds, doubling, up to 15 minutes', () => {
  expect([1, 2, 3, 6, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 900_000, 900_000]);
});
