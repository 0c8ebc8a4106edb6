/** `site build`: content/ to a complete static site in dist/. */
import type { Command } from 'commander';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { formatOverBudget, formatSummary } from '../../generator/report/summary.ts';
import { UserError } from '../exit.ts';
import { progressLine, useColor } from '../output.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import { compiledFrom } from '../compiled-from.ts';

export interface BuildFlags { content: string; out: string; schemas: string; json?: boolean; verbose?: boolean; production?: boolean }

/** Runs a build and prints its summary; throws a UserError with the problems when it fails. */
export async function runBuild(opts: BuildFlags): Promise<void> {
  if (opts.production) await refuseStandIns(opts);
  const { build } = await import('../../generator/build.ts');
  const progress = progressLine('Rendering pages');
  const result = await build({ contentDir: opts.content, outDir: opts.out, schemasDir: opts.schemas, onProgress: progress.update, compiledFrom });
  progress.done();
  if (opts.json) process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  if (!result.ok) {
    if (opts.json) throw new UserError('');
    throw new UserError(result.overBudget ? formatOverBudget(result.overBudget) : formatProblems(result.problems, opts.content, ansi(useColor())));
  }
  if (!opts.json) process.stderr.write(formatSummary(result, opts.verbose) + '\n');
}

/**
 * The going-live gate: a UserError listing them while the content still has a
 * stand-in (placeholder: true), the example address or the fictional phone
 * number, or an expired license. Content with problems passes here, and the
 * build reports them.
 */
async function refuseStandIns(opts: BuildFlags, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const [{ load }, { validate }, { launchBlockers }, { formatLaunchBlockers }] = await Promise.all([
    import('../../generator/load/index.ts'), import('../../generator/validate/index.ts'),
    import('../../generator/validate/stand-ins.ts'), import('../../generator/report/launch-blockers.ts'),
  ]);
  const files = await load(opts.content);
  const checked = validate(files);
  if (!checked.ok) return;
  const items = launchBlockers(files, checked.content.site, today);
  if (!items.length) return;
  if (opts.json) {
    process.stdout.write(JSON.stringify({ ok: false, launchBlockers: items }, null, 2) + '\n');
    throw new UserError('');
  }
  throw new UserError(formatLaunchBlockers(items, opts.content, ansi(useColor())));
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('validate content/ and write the complete static site')
    .option('--content <dir>', 'content folder', DEFAULTS.contentDir)
    .option('--out <dir>', 'output folder (replaced only when the build succeeds)', DEFAULTS.outDir)
    .option('--schemas <dir>', 'folder for the JSON Schema files editors use', 'schemas')
    .option('--json', 'print the build result as JSON to stdout')
    .option('--verbose', 'list every page with its size')
    .option('--production', 'refuse to build while the content still has a stand-in (placeholder: true), the example address or phone number, or an expired license')
    .action(runBuild);
}
