/**
 * The call-back promises are written once, in content/site.yaml. An editor who changes one changes
 * the pages, the alerts, the inbox's deadlines, the reports of `site leads report` and what the
 * deployed Lambdas are told, with no code edited.
 */
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, AUTH_API, type LeadList } from '../../contract/inbox.ts';
import { type SessionGrant } from '../../contract/inbox-sign-in.ts';
import { RESPONSE_MINUTES_ENV } from '../../contract/promises.ts';
import { build } from '../../generator/build.ts';
import { addSiteStack, createApp } from '../../infra/app.ts';
import { parseConfig } from '../../infra/config.ts';
import { promisedMinutes, siteTimeZone } from '../../bin/promises.ts';
import { startLocalInbox } from '../../lambdas/admin/local.ts';
import { summaryOf } from '../../lambdas/admin/inbox.ts';
import { addAccount } from '../../lambdas/leads/accounts.ts';
import { formatLeadEmail } from '../../lambdas/leads/alerts/ses.ts';
import { responseMinutesFromEnv } from '../../lambdas/leads/deadlines.ts';
import { newLead } from '../../lambdas/leads/lead.ts';
import { formatPage } from '../../lambdas/notifier/pager.ts';
import { openSqliteStore } from '../../lambdas/leads/store/sqlite.ts';
import { fixtureSite, replaceOnce } from '../helpers/fixtures.ts';
import { shipped } from '../helpers/site.ts';
import { runLeads } from '../helpers/leads-cli.ts';
import { insurance, listen, tempDir } from '../lambdas/helpers.ts';
import { cdkOutdir, MINIMAL } from '../infra/helpers.ts';

/** The fixture promises 15 minutes for an insurance check; the editor makes it 25. */
const PROMISED = { crisis: 2, consultation: 5, insurance: 25, call: 30 };
const SITE_URL = 'https://www.ardenahouse.example';
const RECEIVED = new Date('2026-11-20T09:00:00.000Z');
/** An alert sent 20 minutes after the request: late under the old promise, in time under the new. */
const SENT = new Date(RECEIVED.getTime() + 20 * 60_000);
const DEADLINE = new Date(RECEIVED.getTime() + 25 * 60_000).toISOString();

let contentDir: string;
let outDir: string;
let cacheDir: string;
const lead = newLead({ form: 'insurance', fields: insurance, source: '/', now: RECEIVED, retentionDays: 90 });

beforeAll(async () => {
  ({ contentDir, outDir, cacheDir } = await fixtureSite('minimal-site'));
  const file = join(contentDir, 'site.yaml');
  await writeFile(file, replaceOnce(await readFile(file, 'utf8'), 'insuranceMinutes: 15', 'insuranceMinutes: 25'));
});

describe('a promise changed in site.yaml', () => {
  it('is what the pages say', async () => {
    expect((await build({ contentDir, outDir, cacheDir, workers: 0 })).ok).toBe(true);
    const home = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('Insurance: 25 min');
    expect(home).not.toContain('Insurance: 15 min');
  });

  it('is what the local inbox counts down to (site preview and site dev)', async () => {
    const dataDir = await tempDir();
    const store = await openSqliteStore(dataDir);
    await store.insert({ ...lead, receivedAt: new Date().toISOString() });
    await store.close();
    await addAccount(dataDir, { email: 'ana@example.org', name: 'Ana', password: 'correct horse battery' });
    const inbox = await startLocalInbox({ dataDir, responseMinutes: await promisedMinutes(contentDir), timeZone: await siteTimeZone(contentDir) });
    const server = createServer(inbox.handle);
    const base = await listen(server);
    try {
      const signIn = await fetch(`${base}${AUTH_API.session}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@example.org', password: 'correct horse battery' }),
      });
      const { token } = (await signIn.json()) as SessionGrant;
      const list = (await (await fetch(`${base}${ADMIN_API.leads}`, { headers: { authorization: `Bearer ${token}` } })).json()) as LeadList;
      const [shown] = list.leads;
      expect(Date.parse(shown!.deadline) - Date.parse(shown!.receivedAt)).toBe(25 * 60_000);
    } finally {
      await new Promise((done) => server.close(done));
      await inbox.close();
    }
  });

  it('is what `site leads report` measures against', async () => {
    const dataDir = await tempDir();
    const store = await openSqliteStore(dataDir);
    await store.insert(lead);
    await store.markSent(lead.id, SENT);
    await store.close();
    const period = ['--from', '2026-11-20', '--to', '2026-11-20'];
    const { stdout, code } = await runLeads('leads', 'report', '--data', dataDir, '--content', contentDir, '--json', ...period);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { forms: Array<{ form: string; alertedInTime: number }>; responseTimes: { forms: Array<{ form: string; promiseMinutes: number }> } };
    expect(report.forms.find((f) => f.form === 'insurance')?.alertedInTime).toBe(1);
    expect(report.responseTimes.forms.map((f) => [f.form, f.promiseMinutes])).toEqual(Object.entries(PROMISED));
    const text = await runLeads('leads', 'report', '--data', dataDir, '--content', contentDir, ...period);
    expect(text.stdout).toMatch(/^insurance\s+25 min\s/m);
  });

  it('is needed by `site leads report`: without a readable site.yaml it says where it looked and exits 1', async () => {
    const nowhere = join(await tempDir(), 'content');
    const { code, stderr } = await runLeads('leads', 'report', '--data', await tempDir(), '--content', nowhere);
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot read the call-back promises from ${join(nowhere, 'site.yaml')}`);
  });

  it('is handed to the Lambdas that state or count a deadline, which then alert and count by it', () => {
    const app = createApp({ outdir: cdkOutdir(), cloudFormationValidation: false });
    const stack = addSiteStack(app, parseConfig({ ...MINIMAL, stackName: 'SitePromises', contentDir }), shipped().dir);
    const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as Array<{ Properties: { Description?: string; Environment?: { Variables?: Record<string, string> } } }>;
    const told = functions.filter((fn) => fn.Properties.Environment?.Variables?.[RESPONSE_MINUTES_ENV]);
    expect(told.map((fn) => fn.Properties.Description).sort()).toEqual([
      'Admissions inbox API: the leads, claims, outcomes, notes and the response-time report',
      'Alerts the admissions team about each new lead (leads table stream)',
      'Retries every minute the alerts that failed, until they get through',
    ]);
    for (const fn of told) {
      const minutes = responseMinutesFromEnv(fn.Properties.Environment!.Variables!);
      expect(minutes).toEqual(PROMISED);
      expect(summaryOf(lead, minutes).deadline).toBe(DEADLINE);
      const settings = { siteUrl: SITE_URL, responseMinutes: minutes };
      expect(formatLeadEmail(lead, settings).text).toContain(`Please verify coverage within 25 minutes, by ${DEADLINE}.`);
      expect(formatPage(lead, { attempts: 3, error: 'webhook_http_503' }, settings).message).toContain(`the team should verify coverage within 25 minutes, by ${DEADLINE}.`);
    }
  });
});
