/**
 * `site leads [--data DIR] [--json]`: the requests for help stored by the local forms API.
 * `site leads export --csv [--out FILE]`: the same leads as CSV, for a spreadsheet or a CRM import.
 * These print health information: they are for the admissions team's own machine.
 */
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { Lead } from '../../lambdas/forms/lead.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import { UsageError, UserError } from '../exit.ts';

const FIELD_ORDER = ['fullName', 'phone', 'email', 'insuranceName', 'insuranceProvider', 'memberId', 'dob', 'situation'];

export function registerLeads(program: Command): void {
  const leads = program
    .command('leads')
    .description('list the requests for help stored by the local forms API')
    .option('--data <dir>', 'folder holding the local lead store', DEFAULTS.dataDir)
    .option('--json', 'print a JSON array, one object per lead, to stdout')
    .action(async (opts: { data: string; json?: boolean }) => {
      const list = await readLeads(opts.data);
      if (opts.json) process.stdout.write(`${JSON.stringify(list.map(leadRow), null, 2)}\n`);
      else if (list.length === 0) process.stderr.write(`No leads stored under ${opts.data}.\n`);
      else process.stdout.write(formatTable(list));
    });

  leads
    .command('export')
    .description('write the stored leads out as CSV (takes --data like site leads)')
    .option('--csv', 'write CSV (the only format so far)')
    .option('--out <file>', 'write to this file (readable by you only) instead of stdout')
    .action(async (_opts: unknown, command: Command) => {
      const opts = command.optsWithGlobals<{ data: string; csv?: boolean; out?: string }>();
      if (!opts.csv) throw new UsageError('Choose an export format: site leads export --csv');
      const list = await readLeads(opts.data);
      const csv = formatCsv(list);
      if (!opts.out) {
        process.stdout.write(csv);
        return;
      }
      await writeFile(opts.out, csv, { mode: 0o600 });
      process.stderr.write(`Wrote ${list.length} leads to ${opts.out}.\n`);
    });
}

/** The leads under dataDir; a UserError when there is no lead store there. */
async function readLeads(dataDir: string): Promise<Lead[]> {
  const { LEADS_FILE, openSqliteStore } = await import('../../lambdas/forms/store/sqlite.ts');
  await access(join(dataDir, LEADS_FILE)).catch(() => {
    throw new UserError(`No lead store in ${dataDir} (looked for ${LEADS_FILE}). Pass the folder given to site preview or site dev with --data.`);
  });
  const store = await openSqliteStore(dataDir);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

/** One flat object: the submitted fields beside id, form, source and receivedAt. */
export function leadRow(lead: Lead): Record<string, string> {
  return { id: lead.id, form: lead.form, source: lead.source, receivedAt: lead.receivedAt, ...lead.fields };
}

function alertState(lead: Lead): string {
  const n = lead.notification;
  return n.status === 'sent' ? 'sent' : n.attempts === 0 ? 'pending' : `retrying (${n.attempts} failed)`;
}

export function formatTable(list: Lead[]): string {
  const header = ['RECEIVED', 'FORM', 'NAME', 'PHONE', 'SOURCE', 'ALERT', 'ID'];
  const rows = list.map((lead) => [
    lead.receivedAt.replace('T', ' ').slice(0, 19), lead.form, clip(lead.fields.fullName ?? '', 30),
    lead.fields.phone ?? '', clip(lead.source, 24), alertState(lead), lead.id,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), ...rows.map(line), `${list.length} lead${list.length === 1 ? '' : 's'}`, ''].join('\n');
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function formatCsv(list: Lead[]): string {
  const seen = new Set(list.flatMap((lead) => Object.keys(lead.fields)));
  const fields = [...FIELD_ORDER.filter((f) => seen.has(f)), ...[...seen].filter((f) => !FIELD_ORDER.includes(f)).sort()];
  const header = ['id', 'form', 'source', 'receivedAt', 'alert', ...fields];
  const rows = list.map((lead) => [lead.id, lead.form, lead.source, lead.receivedAt, alertState(lead), ...fields.map((f) => lead.fields[f] ?? '')]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with '. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
