/** Format the translations' standing for a terminal: `site translations`, and the notes of `site check` and `site dev`. */
import type { Language } from '../../contract/content/site.ts';
import type { Problem } from '../validate/problem.ts';
import type { TranslationReport, TranslationStatus } from '../validate/translations.ts';
import { formatProblem, plain, type Style } from './problems.ts';

const STATE_WORDS: Record<TranslationStatus['state'], string> = {
  current: 'up to date',
  stale: 'behind',
  unrecorded: 'no record',
  missing: 'missing',
  unchecked: 'not compared',
};

/** Most pressing first: what a reader would miss, then what is behind. */
const ORDER: TranslationStatus['state'][] = ['missing', 'stale', 'unrecorded', 'unchecked', 'current'];

/** Every page of every language with its state; a page behind with the fields that changed. */
export function formatTranslationStatus(report: TranslationReport, languages: readonly Language[], contentDir: string, style: Style = plain): string {
  const dir = contentDir.replace(/\/$/, '');
  const changed = new Map<string, string[]>();
  for (const p of report.stale) if (p.field) changed.set(p.file, [...(changed.get(p.file) ?? []), p.field]);
  const blocks: string[] = [];
  for (const language of languages.slice(1)) {
    const statuses = report.statuses.filter((s) => s.language === language.code)
      .sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state) || a.file.localeCompare(b.file));
    const counts = ORDER.map((state) => [state, statuses.filter((s) => s.state === state).length] as const).filter(([, n]) => n > 0);
    const lines = [style.bold(`${language.name} (${dir}/${language.code}/): ${counts.map(([state, n]) => `${n} ${STATE_WORDS[state]}`).join(', ') || 'no pages'}`)];
    for (const s of statuses) {
      const label = STATE_WORDS[s.state].padEnd(13);
      const colored = s.state === 'current' ? style.dim(label) : style.red(label);
      let detail = '';
      if (s.state === 'stale') detail = `  ${style.cyan([...new Set(changed.get(s.file) ?? s.fields)].join(', '))}`;
      if (s.state === 'missing') detail = `  (the English page: ${dir}/${s.source})`;
      if (s.state === 'unrecorded') detail = '  (check it, then: npx site translations mark-current FILE)';
      if (s.state === 'unchecked') detail = '  (fix the problems `site check` lists first)';
      lines.push(`  ${colored}${dir}/${s.file}${detail}`);
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

/** The texts of translations behind their English page, after a check or build that passed. */
export function formatStaleTranslations(stale: readonly Problem[], contentDir: string, style: Style = plain): string {
  if (!stale.length) return '';
  const files = new Set(stale.map((p) => p.file)).size;
  const head = style.bold(`${files} translation${files === 1 ? ' is' : 's are'} behind the English page${files === 1 ? '' : 's'} (${stale.length} text${stale.length === 1 ? '' : 's'}); \`site build --production\` refuses them until they are brought up to date and marked current:`);
  return [head, ...stale.map((p) => formatProblem(p, contentDir, style))].join('\n\n');
}
