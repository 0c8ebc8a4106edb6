/**
 * The forms in the built pages post to the forms API inside `site preview`,
 * which keeps the leads in the local store; `site leads --json` shows them.
 */
import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_HEADERS_PATH as HEADERS_PATH, type HeadersManifest } from '../../contract/output.ts';
import { startLocalForms, type LocalForms } from '../../lambdas/forms/local.ts';
import { createPreviewServer, listen } from '../../preview/server.ts';
import { buildShipped, page, ROOT } from '../helpers/site.ts';

let server: Server;
let forms: LocalForms;
let base: string;
let data: string;
beforeAll(async () => {
  const { dir } = await buildShipped();
  data = await mkdtemp(join(tmpdir(), 'site-leads-'));
  forms = await startLocalForms({ dataDir: data, notifier: { name: 'test', notify: async () => {} } });
  server = await createPreviewServer({ dir, api: forms.handle });
  base = (await listen(server, 0, '127.0.0.1')).url;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await forms.close();
});

describe('forms through site preview', () => {
  it('a form sent without JavaScript is stored and answered with 303 to the thank-you page', async () => {
    const $ = await page('/');
    const form = $('#insurance-form form');
    const body = new URLSearchParams({ fullName: 'Ana Test', phone: '(818) 555-0100', insuranceName: 'Aetna', memberId: 'W123', website: '' });
    const res = await fetch(base + form.attr('action'), { method: form.attr('method')!.toUpperCase(), body, redirect: 'manual', headers: { referer: `${base}/` } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you');
    const thanks = await fetch(base + '/thank-you');
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('We have your request');
  });

  it('the crisis landing form posts its hidden source and situation', async () => {
    const $ = await page('/landing/crisis-help');
    const form = $('form');
    const fields = Object.fromEntries(form.find('input').map((_, e) => [[$(e).attr('name')!, $(e).val() as string ?? '']]).get() as [string, string][]);
    Object.assign(fields, { fullName: 'Ben Test', phone: '818-555-0101', insuranceProvider: 'Cigna', memberId: 'C-9', dob: '02/29/1988' });
    const res = await fetch(base + form.attr('action'), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect(res.status).toBe(303);
  });

  it('every answer of the forms API carries a content type, a cache rule and the site\'s security headers', async () => {
    const { dir } = await buildShipped();
    const { security } = JSON.parse(await readFile(join(dir, HEADERS_PATH), 'utf8')) as HeadersManifest;
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

  it('site leads --json lists both leads with their fields at the top level', async () => {
    await forms.close();
    forms = await startLocalForms({ dataDir: data, notifier: { name: 'test', notify: async () => {} } });
    const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'bin', 'site.js'), 'leads', '--json', '--data', data]);
    const leads = JSON.parse(stdout) as Record<string, string>[];
    expect(leads.map((l) => [l.form, l.fullName]).sort()).toEqual([['crisis', 'Ben Test'], ['insurance', 'Ana Test']]);
    expect(leads.find((l) => l.form === 'crisis')).toMatchObject({ source: 'crisis-landing', situation: 'Crisis - immediate help needed', dob: '02/29/1988' });
  });
});
