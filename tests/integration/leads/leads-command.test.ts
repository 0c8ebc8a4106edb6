/** `site leads`: run through a fresh commander program, as bin/site.ts will. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../../contract/inputs.ts';
import { privatePlaceRefusal } from '../../../bin/private-place.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../../bin/commands/leads-format.ts';
import { newLead } from '../../../lambdas/leads/lead.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import { runLeads as run } from '../../helpers/leads-cli.ts';
import { consultation, crisis, insurance, tempDir } from '../../lambdas/helpers.ts';

let dataDir: string;
const ids: string[] = [];

beforeAll(async () => {
  dataDir = await tempDir();
  const store = await openSqliteStore(dataDir);
  const { source, ...crisisFields } = crisis;
  const entries = [
    { form: 'insurance' as const, fields: insurance, source: '/' },
    {
      form: 'consultation' as const, fields: { ...consultation, situation: '=HYPERLINK("http://evil"), "quoted"\nsecond line' }, source: '/',
      attribution: { landingPage: '/treatment/fentanyl-addiction', referrerHost: 'www.google.com', source: 'google', medium: 'cpc', campaign: 'fentanyl-search', term: null, content: null, clickId: 'gclid:Cj0KCQ' },
    },
    { form: 'crisis' as const, fields: crisisFields, source },
  ];
  for (const [i, entry] of entries.entries()) {
    const lead = newLead({ ...entry, now: new Date(Date.UTC(2026, 10, 20, 9, i)), retentionDays: 90 });
    ids.push(lead.id);
    await store.insert(lead);
  }
  await store.markSent(ids[0]!, new Date());
  // The page views and call taps the site counted that day, and one the month before.
  const ad = { day: '2026-11-20', page: '/treatment/fentanyl-addiction', language: 'en', source: 'google', medium: 'cpc', campaign: 'fentanyl-search' };
  for (let i = 0; i < 8; i++) await store.counts.add(ad, 'views');
  await store.counts.add(ad, 'callTaps');
  await store.counts.add({ ...ad, day: '2026-10-31' }, 'views');
  await store.close();
});

it('prints one JSON object per lead, with the submitted fields beside id, form, source, receivedAt and where the visit began', async () => {
  const { stdout, code } = await run('leads', '--data', dataDir, '--json');
  expect(code).toBe(0);
  const rows = JSON.parse(stdout) as Array<Record<string, string>>;
  expect(rows.map((r) => r.id)).toEqual(ids);
  // A lead without the browser's record of its visit (a form sent without JavaScript): the page it was sent from.
  expect(rows[0]).toEqual({
    id: ids[0], form: 'insurance', source: '/', receivedAt: '2026-11-20T09:00:00.000Z', ...insurance,
    attribution: { landingPage: '/', referrerHost: null, source: null, medium: null, campaign: null, term: null, content: null, clickId: null },
  });
  expect(rows[1]!.attribution).toEqual({ landingPage: '/treatment/fentanyl-addiction', referrerHost: 'www.google.com', source: 'google', medium: 'cpc', campaign: 'fentanyl-search', term: null, content: null, clickId: 'gclid:Cj0KCQ' });
  expect(rows[2]).toMatchObject({ form: 'crisis', source: 'crisis-landing', fullName: crisis.fullName, dob: crisis.dob });
});

it('prints a table by default', async () => {
  const { stdout, code } = await run('leads', '--data', dataDir);
  const lines = stdout.trimEnd().split('\n');
  expect(code).toBe(0);
  expect(lines[0]).toMatch(/^RECEIVED\s+FORM\s+LANG\s+NAME\s+PHONE\s+SOURCE\s+ALERT\s+ID$/);
  expect(lines[1]).toContain(insurance.fullName);
  expect(lines[1]).toContain('sent');
  expect(lines[3]).toContain('crisis-landing');
  expect(lines.at(-1)).toBe('3 leads');
});

it('exports CSV that a spreadsheet reads safely', async () => {
  const { stdout, code } = await run('leads', 'export', '--csv', '--data', dataDir);
  expect(code).toBe(0);
  const [header, , second] = stdout.split('\r\n');
  expect(header).toBe('id,form,source,receivedAt,alert,status,closedAs,admittedOn,fullName,phone,email,insuranceName,insuranceProvider,memberId,dob,situation,landingPage,referrerHost,campaignSource,campaignMedium,campaign,campaignTerm,campaignContent,clickId');
  expect(stdout.split('\r\n').find((l) => l.includes('fentanyl-search'))).toMatch(/,\/treatment\/fentanyl-addiction,www\.google\.com,google,cpc,fentanyl-search,,,gclid:Cj0KCQ$/);
  expect(second).toContain(`"'=HYPERLINK(""http://evil""), ""quoted""\nsecond line"`);
});

it('writes the CSV to --out, readable by its owner only', async () => {
  const out = join(await tempDir(), 'leads.csv');
  const { code } = await run('leads', 'export', '--csv', '--out', out, '--data', dataDir);
  expect(code).toBe(0);
  expect((await readFile(out, 'utf8')).split('\r\n')).toHaveLength(5);
  expect((await stat(out)).mode & 0o777).toBe(0o600);
});

it('writes --out readable by its owner only over an existing file too (issue #26)', async () => {
  const out = join(await tempDir(), 'leads.csv');
  await writeFile(out, 'old\n', { mode: 0o644 });
  await chmod(out, 0o644);
  const { code } = await run('leads', 'export', '--csv', '--out', out, '--data', dataDir);
  expect(code).toBe(0);
  expect((await stat(out)).mode & 0o777).toBe(0o600);
  expect(await readFile(out, 'utf8')).toContain(insurance.memberId);
});

describe('where --out may write the leads (health information)', () => {
  it('refuses a file in the site\'s repository that git would commit, before reading a lead', async () => {
    const out = join(REPO_ROOT, 'leads-export-test.csv');
    const { code, stderr } = await run('leads', 'export', '--csv', '--out', out, '--data', dataDir);
    expect(code).toBe(2);
    expect(stderr).toBe(`${out} is inside the site's repository (${REPO_ROOT.replace(/\/$/, '')}), where git would commit the leads with the site. Choose a place outside it, or one .gitignore lists (such as .data).\n`);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a file in a built site folder, which site deploy would publish', async () => {
    const site = await tempDir();
    await mkdir(join(site, '_edge'));
    await writeFile(join(site, '_edge', 'viewer-request.js'), 'function handler(event) { return event.request; }\n');
    const out = join(site, 'reports', 'leads.csv');
    const { code, stderr } = await run('leads', 'export', '--csv', '--out', out, '--data', dataDir);
    expect([code, stderr]).toEqual([2, `${out} is inside ${site}, a built site folder: \`site deploy\` would publish the leads with the site. Choose a place outside it.\n`]);
    expect(existsSync(join(site, 'reports'))).toBe(false);
  });

  it('takes a path in a repository that git ignores, and refuses one it would commit', async () => {
    const repo = await tempDir();
    execFileSync('git', ['init', '-q'], { cwd: repo });
    await writeFile(join(repo, '.gitignore'), 'exports/\n.data/\n');
    // A folder is judged by a file in it: `.data/` names folders only, and the lead store's is not made yet.
    expect(privatePlaceRefusal(join(repo, '.data'), 'the lead store', { folder: true, repo })).toBeUndefined();
    expect(privatePlaceRefusal(join(repo, 'data'), 'the lead store', { folder: true, repo })).toMatch(/where git would commit the lead store with the site/);
    expect(privatePlaceRefusal(join(repo, 'exports', 'leads.csv'), 'the leads', { repo })).toBeUndefined();
    expect(privatePlaceRefusal(join(repo, 'leads.csv'), 'the leads', { repo })).toMatch(/where git would commit the leads with the site/);
    expect(privatePlaceRefusal(join(await tempDir(), 'leads.csv'), 'the leads', { repo })).toBeUndefined();
    // Where git cannot be run, nothing can commit the file: only the built site folder is refused.
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(privatePlaceRefusal(join(repo, 'leads.csv'), 'the leads', { repo })).toBeUndefined();
    } finally {
      process.env.PATH = path;
    }
  });

  it('says which folder is missing, exits 1 and writes nothing', async () => {
    const out = join(await tempDir(), 'no-such-folder', 'leads.csv');
    const { code, stderr } = await run('leads', 'export', '--csv', '--out', out, '--data', dataDir);
    expect([code, stderr]).toEqual([1, `Cannot write the leads to ${out}: there is no folder ${dirname(out)}. Nothing was written.\n`]);
  });
});

it('exits 1 when there is no lead store, and 2 (bad usage) without an export format', async () => {
  const missing = await run('leads', '--data', join(dataDir, 'nope'));
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('No lead store');
  const noFormat = await run('leads', 'export', '--data', dataDir);
  expect(noFormat.code).toBe(2);
  expect(noFormat.stderr).toContain('--csv');
});

describe('what a visitor typed never reaches the terminal raw', () => {
  const hostile = {
    fullName: 'Eve\u001b]0;pwned\u0007\u001b[2J', phone: '818 555 0100\u009b31m',
    situation: 'line one\r\nline two\u202egnp.exe\u0000 ;=1+1',
  };
  let hostileDir: string;
  beforeAll(async () => {
    hostileDir = await tempDir();
    const store = await openSqliteStore(hostileDir);
    await store.insert(newLead({ form: 'consultation', fields: hostile, source: '/', now: new Date(Date.UTC(2026, 10, 21)), retentionDays: 90 }));
    await store.close();
  });
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

  it('shows control characters in the table as escapes', async () => {
    const { stdout } = await run('leads', '--data', hostileDir);
    expect(stdout).not.toMatch(RAW);
    expect(stdout).toContain('Eve\\x1B]0;pwned\\x07\\x1B[2J');
    expect(stdout).toContain('818 555 0100\\x9B31m');
  });

  it('prints JSON that parses back to exactly what was typed, with no raw control character', async () => {
    const { stdout } = await run('leads', '--data', hostileDir, '--json');
    expect(stdout.replace(/\n/g, '')).not.toMatch(RAW);
    expect(JSON.parse(stdout)[0]).toMatchObject(hostile);
  });

  it('exports CSV with line breaks kept, controls escaped and formulas after a ";" neutralised', async () => {
    const { stdout } = await run('leads', 'export', '--csv', '--data', hostileDir);
    const row = stdout.split('\r\n')[1]!;
    expect(row).not.toMatch(RAW);
    expect(row).toContain('"line one\nline two\\u202Egnp.exe\\x00 ;\'=1+1"');
  });
});

describe('CSV cells a spreadsheet would run as formulas', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1 818 555 0100', "'+1 818 555 0100"],
    ['\t=cmd', '"\'\t\'=cmd"'],
    ['Ana\t=1+1', '"Ana\t\'=1+1"'],
    ['tab\tinside', '"tab\tinside"'],
    ['Ana;=HYPERLINK("http://evil")', '"Ana;\'=HYPERLINK(""http://evil"")"'],
    ['a, -2+3', '"a, \'-2+3"'],
    ['ok\n@SUM(A1)', '"ok\n\'@SUM(A1)"'],
    ['Mary-Jane O\'Neil', "Mary-Jane O'Neil"],
    ['no;formula here', '"no;formula here"'],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('site leads report', () => {
  it('counts leads and alerts per kind of request, with no personal detail', async () => {
    const { stdout, code } = await run('leads', 'report', '--data', dataDir, '--from', '2026-11-01', '--to', '2026-11-30');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('Leads received 2026-11-20 to 2026-11-20');
    expect(lines[2]).toMatch(/^FORM\s+LEADS\s+ALERTED\s+IN TIME\s+MEDIAN TO ALERT\s+PENDING\s+FAILING$/);
    expect(lines.find((l) => l.startsWith('all'))).toMatch(/^all\s+3\s+1\s+\d\s+\S+( s| min| h)?\s+2\s+0$/);
    expect(stdout).toMatch(/^\/\s+2$/m);
    expect(stdout).toMatch(/^crisis-landing\s+1$/m);
    for (const value of [...Object.values(insurance), ...Object.values(consultation), crisis.dob]) expect(stdout).not.toContain(value);
  });

  it('adds the time to the first call-back per kind of request, and leaves out leads outside the period', async () => {
    const inPeriod = await run('leads', 'report', '--data', dataDir, '--from', '2026-11-20', '--to', '2026-11-20');
    expect(inPeriod.stdout).toContain('Time to the first call-back, 2026-11-20 to 2026-11-20');
    expect(inPeriod.stdout).toMatch(/^FORM\s+PROMISE\s+LEADS\s+CALLED\s+MEDIAN\s+90TH\s+MISSED\s+ADMITTED\s+TO ADMISSION$/m);
    // Nobody has called these leads back, and their deadlines are long past.
    expect(inPeriod.stdout).toMatch(/^crisis\s+2 min\s+1\s+0\s+-\s+-\s+1\s+0\s+-$/m);
    const before = await run('leads', 'report', '--data', dataDir, '--json', '--from', '2026-10-01', '--to', '2026-10-31');
    expect((JSON.parse(before.stdout) as { responseTimes: { forms: Array<{ leads: number }> } }).responseTimes.forms.map((f) => f.leads)).toEqual([0, 0, 0, 0]);
  });

  it('refuses a period it cannot read, with exit code 2', async () => {
    expect(await run('leads', 'report', '--data', dataDir, '--from', 'last week')).toMatchObject({ code: 2, stderr: expect.stringContaining('--from must be a date such as 2026-11-01') });
    expect(await run('leads', 'report', '--data', dataDir, '--from', '2026-11-30', '--to', '2026-11-01')).toMatchObject({ code: 2, stderr: expect.stringContaining('--from must come before --to') });
  });

  it('gives the same figures as JSON', async () => {
    const { stdout } = await run('leads', 'report', '--data', dataDir, '--json', '--from', '2026-11-01', '--to', '2026-11-30');
    const report = JSON.parse(stdout) as { forms: Array<{ form: string; leads: number; alerted: number; pending: number }> };
    expect(report.forms.map((f) => [f.form, f.leads, f.alerted, f.pending])).toEqual([['crisis', 1, 0, 1], ['consultation', 1, 0, 1], ['insurance', 1, 1, 0], ['call', 0, 0, 0], ['all', 3, 1, 2]]);
    // Where help came from: the consultation's campaign, and the two visits without tags named plainly.
    const origins = JSON.parse(stdout) as { byCampaign: Array<Record<string, unknown>>; byPage: Array<Record<string, unknown>> };
    expect(origins.byCampaign).toEqual([
      { source: 'direct', medium: 'direct', campaign: '(none)', views: 0, callTaps: 0, leads: 2, calledBack: 0, admitted: 0 },
      { source: 'google', medium: 'cpc', campaign: 'fentanyl-search', views: 8, callTaps: 1, leads: 1, calledBack: 0, admitted: 0 },
    ]);
    // As many requests each: the page with more views first.
    expect(origins.byPage.map((r) => [r.page, r.leads, r.views])).toEqual([['/treatment/fentanyl-addiction', 1, 8], ['/', 1, 0], ['(unknown)', 1, 0]]);
  });

  it('prints where requests came from, per campaign and per landing page', async () => {
    const { stdout } = await run('leads', 'report', '--data', dataDir, '--from', '2026-11-01', '--to', '2026-11-30');
    expect(stdout).toMatch(/^SOURCE \/ MEDIUM \/ CAMPAIGN\s+VIEWS\s+CALL TAPS\s+LEADS\s+CALLED BACK\s+ADMITTED\s+LEADS\/VIEWS\s+CALLED\/LEADS\s+ADMITTED\/LEADS$/m);
    expect(stdout).toMatch(/^google \/ cpc \/ fentanyl-search\s+8\s+1\s+1\s+0\s+0\s+13%\s+0%\s+0%$/m);
    expect(stdout).toMatch(/^\/treatment\/fentanyl-addiction\s+8\s+1\s+1\s+0\s+0\s+13%\s+0%\s+0%$/m);
  });

  it('gives where help came from as CSV, with the rates in percent', async () => {
    const { stdout, code } = await run('leads', 'report', '--data', dataDir, '--csv', '--from', '2026-11-01', '--to', '2026-11-30');
    expect(code).toBe(0);
    expect(stdout.split('\r\n')).toEqual([
      'kind,page,source,medium,campaign,views,callTaps,leads,calledBack,admitted,leadsPerViewPct,calledBackPerLeadPct,admittedPerLeadPct',
      'campaign,,direct,direct,(none),0,0,2,0,0,,0,0',
      'campaign,,google,cpc,fentanyl-search,8,1,1,0,0,13,0,0',
      'page,/treatment/fentanyl-addiction,,,,8,1,1,0,0,13,0,0',
      'page,/,,,,0,0,1,0,0,,0,0',
      'page,(unknown),,,,0,0,1,0,0,,0,0',
      '',
    ]);
  });
});
