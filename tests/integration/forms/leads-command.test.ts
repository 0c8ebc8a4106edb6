/** `site leads`: run through a fresh commander program, its failures turned into words and exit codes as bin/site.ts does. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { registerLeads } from '../../../bin/commands/leads.ts';
import { outcomeOf } from '../../../bin/exit.ts';
import { newLead } from '../../../lambdas/forms/lead.ts';
import { openSqliteStore } from '../../../lambdas/forms/store/sqlite.ts';
import { consultation, crisis, insurance, tempDir } from './helpers.ts';

let dataDir: string;
const ids: string[] = [];

beforeAll(async () => {
  dataDir = await tempDir();
  const store = await openSqliteStore(dataDir);
  const { source, ...crisisFields } = crisis;
  const entries = [
    { form: 'insurance' as const, fields: insurance, source: '/' },
    { form: 'consultation' as const, fields: { ...consultation, situation: '=HYPERLINK("http://evil"), "quoted"\nsecond line' }, source: '/' },
    { form: 'crisis' as const, fields: crisisFields, source },
  ];
  for (const [i, entry] of entries.entries()) {
    const lead = newLead({ ...entry, now: new Date(Date.UTC(2026, 10, 20, 9, i)), retentionDays: 90 });
    ids.push(lead.id);
    await store.insert(lead);
  }
  await store.markSent(ids[0]!, new Date());
  await store.close();
});

afterEach(() => vi.restoreAllMocks());

async function run(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const out = { stdout: '', stderr: '' };
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out.stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((out.stderr += String(chunk)), true));
  const program = new Command('site').exitOverride();
  registerLeads(program);
  const { code, text } = await program.parseAsync(['node', 'site', ...args]).then(() => ({ code: 0, text: '' }), (err: unknown) => outcomeOf(err));
  vi.restoreAllMocks();
  return { stdout: out.stdout, stderr: out.stderr + text, code };
}

it('prints one JSON object per lead, with the submitted fields beside id, form, source and receivedAt', async () => {
  const { stdout, code } = await run('leads', '--data', dataDir, '--json');
  expect(code).toBe(0);
  const rows = JSON.parse(stdout) as Array<Record<string, string>>;
  expect(rows.map((r) => r.id)).toEqual(ids);
  expect(rows[0]).toEqual({ id: ids[0], form: 'insurance', source: '/', receivedAt: '2026-11-20T09:00:00.000Z', ...insurance });
  expect(rows[2]).toMatchObject({ form: 'crisis', source: 'crisis-landing', fullName: crisis.fullName, dob: crisis.dob });
});

it('prints a table by default', async () => {
  const { stdout, code } = await run('leads', '--data', dataDir);
  const lines = stdout.trimEnd().split('\n');
  expect(code).toBe(0);
  expect(lines[0]).toMatch(/^RECEIVED\s+FORM\s+NAME\s+PHONE\s+SOURCE\s+ALERT\s+ID$/);
  expect(lines[1]).toContain(insurance.fullName);
  expect(lines[1]).toContain('sent');
  expect(lines[3]).toContain('crisis-landing');
  expect(lines.at(-1)).toBe('3 leads');
});

it('exports CSV that a spreadsheet reads safely', async () => {
  const { stdout, code } = await run('leads', 'export', '--csv', '--data', dataDir);
  expect(code).toBe(0);
  const [header, , second] = stdout.split('\r\n');
  expect(header).toBe('id,form,source,receivedAt,alert,fullName,phone,email,insuranceName,insuranceProvider,memberId,dob,situation');
  expect(second).toContain(`"'=HYPERLINK(""http://evil""), ""quoted""\nsecond line"`);
});

it('writes the CSV to --out, readable by its owner only', async () => {
  const out = join(await tempDir(), 'leads.csv');
  const { code } = await run('leads', 'export', '--csv', '--out', out, '--data', dataDir);
  expect(code).toBe(0);
  expect((await readFile(out, 'utf8')).split('\r\n')).toHaveLength(5);
  expect((await stat(out)).mode & 0o777).toBe(0o600);
});

it('exits 1 with a message when there is no lead store, and 2 (bad usage) when no export format is chosen', async () => {
  const missing = await run('leads', '--data', join(dataDir, 'nope'));
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('No lead store');
  const noFormat = await run('leads', 'export', '--data', dataDir);
  expect(noFormat.code).toBe(2);
  expect(noFormat.stderr).toBe('Choose an export format: site leads export --csv\n');
});
