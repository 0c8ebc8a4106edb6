/** Format content problems for a terminal: location, code, field, expected/got, the line itself. */
import type { Problem } from '../validate/problem.ts';

export interface Style {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  cyan(s: string): string;
}

export const plain: Style = { bold: (s) => s, dim: (s) => s, red: (s) => s, cyan: (s) => s };

export function ansi(enabled: boolean): Style {
  if (!enabled) return plain;
  const wrap = (open: number, close: number) => (s: string) => `\x1b[${open}m${s}\x1b[${close}m`;
  return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), cyan: wrap(36, 39) };
}

function codeFrame(p: Problem, style: Style): string[] {
  if (p.source === undefined) return [];
  const gutter = String(p.line);
  const caret = ' '.repeat(gutter.length) + ' | ' + ' '.repeat(Math.max(0, p.column - 1)) + '^';
  return [style.dim(`${gutter} | `) + p.source, style.red(caret)];
}

export function formatProblem(p: Problem, contentDir: string, style: Style = plain): string {
  const where = `${contentDir.replace(/\/$/, '')}/${p.file}:${p.line}:${p.column}`;
  const lines = [`${style.bold(where)}  ${style.red(p.code)}${p.field ? '  ' + style.cyan(p.label ?? p.field) : ''}`];
  lines.push(`  expected: ${p.expected}`, `  got:      ${p.got}`, `  hint:     ${p.hint}`);
  lines.push(...codeFrame(p, style).map((l) => '  ' + l));
  return lines.join('\n');
}

export function formatProblems(problems: readonly Problem[], contentDir: string, style: Style = plain, wrote = false): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const summary = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.${wrote ? '' : ' Nothing was written.'}`;
  return [...problems.map((p) => formatProblem(p, contentDir, style)), style.bold(summary)].join('\n\n');
}
