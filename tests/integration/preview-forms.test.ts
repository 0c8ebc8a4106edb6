/** The forms API inside `site preview`: every answer carries the headers the CDN would send. */
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_HEADERS_PATH, type HeadersManifest } from '../../contract/output.ts';
import { startLocalForms, type LocalForms } from '../../lambdas/forms/local.ts';
import { createPreviewServer, listen } from '../../preview/server.ts';
import { shipped } from '../helpers/site.ts';
import { temporaryFolder } from '../helpers/temp.ts';

let server: Server;
let forms: LocalForms;
let base: string;
let data: string;
beforeAll(async () => {
  const { dir } = shipped();
  data = await temporaryFolder('site-leads-');
  forms = await startLocalForms({ dataDir: data, notifier: { name: 'test', notify: async () => {} } });
  server = await createPreviewServer({ dir, api: forms.handle });
  base = (await listen(server, 0, '127.0.0.1')).url;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await forms.close();
});

describe('the forms API behind site preview', () => {
  it('every answer of the forms API carries a content type, a cache rule and the site\'s security headers', async () => {
    const { dir } = shipped();
    const { security } = JSON.parse(await readFile(join(dir, EDGE_HEADERS_PATH), 'utf8')) as HeadersManifest;
    const answers = await Promise.all([
      // The honeypot is filled: answered like a success, and nothing is kept.
      fetch(`${base}/api/submit-insurance-form`, { method: 'POST', body: new URLSearchParams({ fullName: 'Bot Test', phone: '818-555-0102', insuranceName: 'Aetna', memberId: 'Z1', website: 'https://spam.example' }), redirect: 'manual' }),
      fetch(`${base}/api/submit-insurance-form`, { method: 'POST', body: JSON.stringify({ fullName: '' }), headers: { 'content-type': 'application/json' } }),
      fetch(`${base}/api/submit-insurance-form`),
      fetch(`${base}/api/no-such-endpoint`),
      fetch(`${base}/api/health`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([303, 400, 405, 404, 200]);
    for (const res of answers) {
      expect(res.headers.get('content-type'), res.url).toBeTruthy();
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
      for (const [name, value] of Object.entries(security)) expect(res.headers.get(name), name).toBe(value);
    }
  });
});
