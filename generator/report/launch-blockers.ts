/** What `site build --production` prints when the content is not ready to go live, and what `site check` notes before then. */
import type { LaunchItem } from '../validate/stand-ins.ts';
import { plain, type Style } from './problems.ts';

export function formatLaunchBlockers(items: readonly LaunchItem[], contentDir: string, style: Style = plain): string {
  const dir = contentDir.replace(/\/$/, '');
  return [
    style.bold(`Not ready to go live: ${items.length} thing${items.length === 1 ? '' : 's'} in the content must be replaced first.`),
    '',
    ...items.map((i) => [`${style.bold(`${dir}/${i.file}:${i.line}:${i.column}`)}  ${style.cyan(i.field)}`, `  ${i.reason}`, ...(i.details ?? []).map((d) => `    - ${d}`)].join('\n')),
    '',
    style.bold('Nothing was written. Put in the real values, delete each placeholder line, and build again.'),
  ].join('\n');
}

/** `site check`'s note on clinical reviews: those 11 months old or more, and how many pages await their first. */
export function formatReviewNotes(reviews: { due: readonly LaunchItem[]; pending: number }, contentDir: string, style: Style = plain): string {
  const dir = contentDir.replace(/\/$/, '');
  const lines = reviews.due.map((i) => `${style.bold(`${dir}/${i.file}:${i.line}:${i.column}`)}  ${i.reason}`);
  if (reviews.pending) lines.push(`${reviews.pending} page${reviews.pending === 1 ? ' awaits' : 's await'} a clinician's first review (clinicalReview date: pending); \`site build --production\` refuses them.`);
  return lines.join('\n');
}
