/**
 * The going-live gate as the commands run it: `site build --production`, `site deploy` and
 * `site infra deploy` refuse, exit 1, while the content still has a stand-in (launchBlockers in
 * generator/validate/stand-ins.ts). Content with problems passes here: the build reports them.
 */
import type { LaunchItem } from '../../generator/validate/stand-ins.ts';
import { ansi } from '../../generator/report/problems.ts';
import { UserError } from '../exit.ts';
import { useColor } from '../output.ts';

/** The stand-ins left in the content folder, most harmful first; none when its content has problems. */
export async function standInsOf(contentDir: string, today = new Date().toISOString().slice(0, 10)): Promise<LaunchItem[]> {
  const [{ load }, { validate }, { launchBlockers }] = await Promise.all([
    import('../../generator/load/index.ts'), import('../../generator/validate/index.ts'), import('../../generator/validate/stand-ins.ts'),
  ]);
  const files = await load(contentDir);
  const checked = validate(files);
  return checked.ok ? launchBlockers(files, checked.content.site, today) : [];
}

/** Throws a UserError listing the stand-ins (as JSON on stdout with `json`), if there are any. */
export async function refuseStandIns(contentDir: string, opts: { json?: boolean; today?: string } = {}): Promise<void> {
  const items = await standInsOf(contentDir, opts.today);
  if (!items.length) return;
  if (opts.json) {
    process.stdout.write(JSON.stringify({ ok: false, launchBlockers: items }, null, 2) + '\n');
    throw new UserError('');
  }
  const { formatLaunchBlockers } = await import('../../generator/report/launch-blockers.ts');
  throw new UserError(formatLaunchBlockers(items, contentDir, ansi(useColor())));
}
