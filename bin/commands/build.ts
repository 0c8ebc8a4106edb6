/** `site build`: content/ to a complete static site in dist/. */
import type { Command } from 'commander';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { formatOverBudget, formatSummary } from '../../generator/report/summary.ts';
import { progressLine, useColor } from '../output.ts';

export interface BuildFlags { content: string; out: string; schemas: string; json?: boolean; verbose?: boolean; production?: boolean }

/** Runs a build and prints its outcome; returns the exit code. Shared with `site preview --build`. */
export async function runBuild(opts: BuildFlags): Promise<number> {
  if (opts.production && (await refuseStandIns(opts)) !== 0) return 1;
  const { build } = await import('../../generator/build.ts');
  const progress = progressLine('Rendering pages');
  const result = await build({ contentDir: opts.content, outDir: opts.out, schemasDir: opts.schemas, onProgress: progress.update });
  progress.done();
  if (opts.json) process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  if (!result.ok) {
    if (!opts.json && result.overBudget) process.stderr.write(formatOverBudget(result.overBudget) + '\n');
    else if (!opts.json) process.stderr.write(formatProblems(result.problems, opts.content, ansi(useColor())) + '\n');
    return 1;
  }
  if (!opts.json) process.stderr.write(formatSummary(result, opts.verbose) + '\n');
  return 0;
}

/**
 * The going-live gate: 1, with the list, while the content still has a
 * stand-in (placeholder: true), the example address or the fictional phone
 * number, or an expired license; 0 otherwise. Content with problems passes
 * here, and the build reports them.
 */
async function refuseStandIns(opts: BuildFlags, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const [{ load }, { validate }, { launchBlockers }, { formatLaunchBlockers }] = await Promise.all([
    import('../../generator/load/index.ts'), import('../../generator/validate/index.ts'),
    import('../../generator/validate/launch.ts'), import('../../generator/report/launch.ts'),
  ]);
  const files = await load(opts.content);
  const checked = validate(files);
  if (!checked.ok) return 0;
  const items = launchBlockers(files.filter((f) => f.type === 'data'), checked.content.site, today);
  if (!items.length) return 0;
  if (opts.json) process.stdout.write(JSON.stringify({ ok: false, launchBlockers: items }, null, 2) + '\n');
  else process.stderr.write(formatLaunchBlockers(items, opts.content, ansi(useColor())) + '\n');
  return 1;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('validate content/ and write the complete static site')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder (replaced only when the build succeeds)', 'dist')
    .option('--schemas <dir>', 'folder for the JSON Schema files editors use', 'schemas')
    .option('--json', 'print the build result as JSON to stdout')
    .option('--verbose', 'list every page with its size')
    .option('--production', 'refuse to build while the content still has a stand-in (placeholder: true), the example address or phone number, or an expired license')
    .action(async (opts: BuildFlags) => {
      process.exitCode = await runBuild(opts);
    });
}
