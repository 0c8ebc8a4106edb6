/** What `site build --production` prints when the content is not ready to go live. */
import type { LaunchItem } from '../validate/launch.ts';
import { plain, type Style } from './problems.ts';

export function formatLaunchBlockers(items: readonly LaunchItem[], contentDir: string, style: Style = plain): string {
  const dir = contentDir.replace(/\/$/, '');
  return [
    style.bold(`Not ready to go live: ${items.length} thing${items.length === 1 ? '' : 's'} in the content must be replaced first.`),
    '',
    ...items.map((i) => `${style.bold(`${dir}/${i.file}:${i.line}:${i.column}`)}  ${style.cyan(i.field)}\n  ${i.reason}`),
    '',
    style.bold('Nothing was written. Put in the real values, delete each placeholder line, and build again.'),
  ].join('\n');
}
