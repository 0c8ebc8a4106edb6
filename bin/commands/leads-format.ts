/**
 * How `site leads` prints leads: a table for a terminal, JSON for scripts, CSV for a spreadsheet.
 * Whatever a visitor typed is untrusted text: control characters (an escape sequence could recolour,
 * retitle or rewrite the operator's terminal) and invisible bidirectional marks are shown as escapes
 * such as \x1B, and a CSV cell a spreadsheet would run as a formula is prefixed with '.
 */
import { LANGUAGE_FIELD } from '../../contract/forms.ts';
import { alertFailing, stateOf, type Lead } from '../../lambdas/leads/lead.ts';
import type { Attribution } from '../../contract/attribution.ts';

const FIELD_ORDER = ['fullName', 'phone', 'email', 'insuranceName', 'insuranceProvider', 'memberId', 'dob', 'situation'];

/** C0 and C1 controls, DEL, and the invisible marks that reorder or hide text (bidi, zero-width, separators). */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

function escapeOf(c: string): string {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text with every unsafe character written as a visible escape, except those in `keep`. */
export function printable(text: string, keep = ''): string {
  return text.replace(UNSAFE, (c) => (keep.includes(c) ? c : escapeOf(c)));
}

/** One flat object: the submitted fields beside id, form, source and receivedAt. */
export function leadRow(lead: Lead): Record<string, unknown> {
  return { id: lead.id, form: lead.form, source: lead.source, receivedAt: lead.receivedAt, ...lead.fields, attribution: lead.attribution };
}

/** The CSV columns of where a lead's visit began (a campaign's tags named apart from the lead's own source). */
const ATTRIBUTION_COLUMNS: Record<keyof Attribution, string> = {
  landingPage: 'landingPage', referrerHost: 'referrerHost', source: 'campaignSource', medium: 'campaignMedium',
  campaign: 'campaign', term: 'campaignTerm', content: 'campaignContent', clickId: 'clickId',
};
const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_COLUMNS) as (keyof Attribution)[];

/** What JSON.stringify leaves raw inside strings (it escapes C0 controls itself). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** JSON that parses to the same values, with every unsafe character as a \u escape. */
export function formatJson(value: unknown): string {
  const json = JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${json}\n`;
}

export function alertState(lead: Lead): string {
  const n = lead.notification;
  if (n.status === 'sent') return 'sent';
  if (alertFailing(lead)) return `FAILING (${n.attempts} attempts)`;
  return n.attempts === 0 ? 'pending' : `retrying (${n.attempts} failed)`;
}

export function formatTable(list: Lead[]): string {
  const header = ['RECEIVED', 'FORM', 'LANG', 'NAME', 'PHONE', 'SOURCE', 'ALERT', 'ID'];
  const rows = list.map((lead) => [
    lead.receivedAt.replace('T', ' ').slice(0, 19), lead.form, clip(lead.fields[LANGUAGE_FIELD] ?? '', 2), clip(lead.fields.fullName ?? '', 30),
    clip(lead.fields.phone ?? '', 24), clip(lead.source, 24), alertState(lead), printable(lead.id),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), ...rows.map(line), `${list.length} lead${list.length === 1 ? '' : 's'}`, ''].join('\n');
}

/** One line, at most max characters before escaping, nothing a terminal would act on. */
function clip(text: string, max: number): string {
  const flat = text.replace(/[\s\u0085\u2028\u2029]+/g, ' ');
  return printable(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}

export function formatCsv(list: Lead[]): string {
  const seen = new Set(list.flatMap((lead) => Object.keys(lead.fields)));
  const fields = [...FIELD_ORDER.filter((f) => seen.has(f)), ...[...seen].filter((f) => !FIELD_ORDER.includes(f)).sort()];
  const header = ['id', 'form', 'source', 'receivedAt', 'alert', 'status', 'closedAs', 'admittedOn', ...fields, ...Object.values(ATTRIBUTION_COLUMNS)];
  const rows = list.map((lead) => {
    const state = stateOf(lead);
    return [
      lead.id, lead.form, lead.source, lead.receivedAt, alertState(lead), state.status, state.closure?.reason ?? '', state.closure?.admittedOn ?? '',
      ...fields.map((f) => lead.fields[f] ?? ''), ...ATTRIBUTION_KEYS.map((c) => lead.attribution[c] ?? ''),
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * RFC 4180 quoting, line breaks kept. A spreadsheet runs a cell starting with =, +, -, @ or a tab as
 * a formula; one that splits on ";" or tabs (or is handed ',' or a line break inside a cell) sees a
 * new cell after each of them too. Each such start gets a ' in front, which makes it text, and a cell
 * holding any of them is quoted.
 */
export function csvCell(value: string): string {
  const text = printable(value.replace(/\r\n?/g, '\n'), '\n\t')
    .replace(/^(?=[=+\-@\t])/, "'")
    .replace(/([;,\n\t][ \t]*)(?=[=+\-@])/g, "$1'");
  return /[",;\n\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
