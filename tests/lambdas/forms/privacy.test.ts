/** A lead is health information: none of what a person typed may reach a log line. */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { consultation, crisis, insurance, postForm, postJson, serveApp, type ServedApp } from '../helpers.ts';

const secrets = [
  ...Object.values(insurance), ...Object.values(consultation),
  crisis.fullName, crisis.phone, crisis.memberId, crisis.dob, crisis.insuranceProvider,
];

let app: ServedApp;
const printed: string[] = [];
beforeAll(async () => {
  // Capture the process's own output too, in case anything bypasses the logger.
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => (printed.push(String(chunk)), true));
  }
  vi.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args.join(' ')));
  let calls = 0;
  const flaky = { name: 'flaky', notify: async () => { if (++calls % 2) throw Object.assign(new Error(`rejected ${crisis.fullName}`), { code: 'ECONNRESET' }); } };
  app = await serveApp({ notifier: flaky, rateLimitPerMinute: 12 });
});
afterAll(() => { vi.restoreAllMocks(); });

it('writes no name, phone, email, member id, dob or situation to any log line', async () => {
  const insuranceUrl = app.url + ENDPOINTS.insurance;
  const consultationUrl = app.url + ENDPOINTS.consultation;
  await postJson(insuranceUrl, insurance);
  await postJson(consultationUrl, consultation, { 'idempotency-key': 'privacy-1' });
  await postJson(consultationUrl, consultation, { 'idempotency-key': 'privacy-1' });
  await postJson(consultationUrl, { ...consultation, fullName: 'Other' }, { 'idempotency-key': 'privacy-1' });
  await postJson(consultationUrl, crisis);
  await postForm(insuranceUrl, insurance);
  await postJson(consultationUrl, { ...crisis, dob: '13/45/1999', unknownField: consultation.situation });
  await postJson(insuranceUrl, { ...insurance, website: 'spam' });
  for (let i = 0; i < 6; i++) await postJson(insuranceUrl, insurance); // reaches the rate limit
  await app.close(); // waits for the alerts still running

  const logs = [...app.logs, ...printed].join('\n');
  expect(logs).toContain('lead_stored');
  expect(logs).toContain('notify_failed');
  expect(logs).toContain('rate_limited');
  for (const secret of [...secrets, '13/45/1999', 'unknownField']) expect(logs).not.toContain(secret);
});
