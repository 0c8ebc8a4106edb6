/** `site build`: content/ to a complete static site in dist/. */
import type { Command } from 'commander';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { formatOverBudget, formatSummary } from '../../generator/report/summary.ts';
import { progressLine, useColor } from '../output.ts';

export interface BuildFlags { content: string; out: string; schemas: string; json?: boolean; verbose?: boolean }

/** Runs a build and prints its outcome; returns the exit code. */
export async function runBuild(opts: BuildFlags): Promise<number> {
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

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('validate content/ and write the complete static site')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder (replaced only when the build succeeds)', 'dist')
    .option('--schemas <dir>', 'folder for the JSON Schema files editors use', 'schemas')
    .option('--json', 'print the build result as JSON to stdout')
    .option('--verbose', 'list every page with its size')
    .action(async (opts: BuildFlags) => {
      process.exitCode = await runBuild(opts);
    });
}
