/**
 * A lead is health information: the alerts about it (SES email, CRM webhook) carry its kind, arrival,
 * deadline and inbox link, and none of what the person typed, unless the operator turned the full
 * lead on for the webhook.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { allOf } from '../../../lambdas/leads/alerts/from-env.ts';
import { sesNotifier, type Email } from '../../../lambdas/leads/alerts/ses.ts';
import { webhookNotifier } from '../../../lambdas/leads/alerts/webhook.ts';
import { PROMISED, consultation, crisis, insurance, listen, postForm, postJson, serveApp } from '../helpers.ts';

const SITE = 'https://www.ardenahouse.example';
const typed = [
  ...Object.values(insurance), ...Object.values(consultation),
  crisis.fullName, crisis.phone, crisis.memberId, crisis.dob, crisis.insuranceProvider, crisis.situation,
];

const hooks: string[] = [];
const crm = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c)).on('end', () => {
    hooks.push(`${req.url} ${JSON.stringify(req.headers)} ${body}`);
    res.writeHead(204).end();
  });
});
let crmUrl: string;
beforeAll(async () => { crmUrl = await listen(crm); });
afterAll(() => new Promise((resolve) => crm.close(resolve)));

async function submitAll(fullLead: boolean): Promise<{ ids: string[]; emails: Email[] }> {
  const emails: Email[] = [];
  const notifier = allOf([
    sesNotifier({ from: 'alerts@ardenahouse.example', to: ['admissions@ardenahouse.example'], siteUrl: SITE, responseMinutes: PROMISED, send: async (email) => void emails.push(email) }),
    webhookNotifier({ url: `${crmUrl}/leads`, siteUrl: SITE, responseMinutes: PROMISED, fullLead, token: async () => 'crm-token' }),
  ]);
  const app = await serveApp({ notifier });
  const answers = await Promise.all([
    postJson(app.url + ENDPOINTS.insurance, insurance),
    postJson(app.url + ENDPOINTS.consultation, consultation),
    postJson(app.url + ENDPOINTS.consultation, crisis),
  ]);
  await postForm(app.url + ENDPOINTS.insurance, { ...insurance, fullName: 'Formpost Person' });
  const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
  await app.close(); // waits for the alerts
  return { ids, emails };
}

it('sends an email and a webhook for each lead that name none of the submitted values', async () => {
  hooks.length = 0;
  const { ids, emails } = await submitAll(false);
  expect(emails).toHaveLength(4);
  expect(hooks).toHaveLength(4);
  const everything = [...emails.map((e) => `${e.subject}\n${e.text}`), ...hooks].join('\n');
  for (const value of [...typed, 'Formpost Person']) expect(everything).not.toContain(value);
  for (const id of ids) {
    expect(everything).toContain(`${SITE}/admin/#lead-${id}`);
  }
  expect(emails.map((e) => e.subject).sort()).toEqual([
    expect.stringMatching(/^New consultation request: call back within 5 minutes/),
    expect.stringMatching(/^New crisis request: call back within 2 minutes/),
    expect.stringMatching(/^New insurance request: verify coverage within 15 minutes/),
    expect.stringMatching(/^New insurance request: verify coverage within 15 minutes/),
  ]);
});

it('sends the submitted fields to the webhook only when the full lead is turned on, and never by email', async () => {
  hooks.length = 0;
  const { emails } = await submitAll(true);
  const hookText = hooks.join('\n');
  for (const value of [insurance.memberId, consultation.situation, crisis.dob]) expect(hookText).toContain(value);
  expect(hookText).toContain('"authorization":"Bearer crm-token"');
  const emailText = emails.map((e) => `${e.subject}\n${e.text}`).join('\n');
  for (const value of typed) expect(emailText).not.toContain(value);
});
