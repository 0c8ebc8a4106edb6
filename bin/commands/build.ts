/** `site build`: content/ to a complete static site in dist/. */
import type { Command } from 'commander';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { formatOverBudget, formatSummary } from '../../generator/report/summary.ts';
import { UsageError, UserError } from '../exit.ts';
import { refuseStandIns } from './gate.ts';
import { progressLine, useColor } from '../output.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import { compiledFrom } from '../compiled-from.ts';

export interface BuildFlags { content: string; out: string; schemas: string; json?: boolean; verbose?: boolean; production?: boolean; staging?: boolean }

/** Runs a build and prints its summary; throws a UserError with the problems when it fails. */
export async function runBuild(opts: BuildFlags): Promise<void> {
  if (opts.production && opts.staging) throw new UsageError('--production and --staging exclude each other: a staging site is the one that may keep stand-ins');
  if (opts.production) await refuseStandIns(opts.content, { json: opts.json });
  const { build } = await import('../../generator/build.ts');
  const progress = progressLine('Rendering pages');
  const result = await build({ contentDir: opts.content, outDir: opts.out, schemasDir: opts.schemas, onProgress: progress.update, compiledFrom, staging: opts.staging, ownProcess: true });
  progress.done();
  if (opts.json) process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  if (!result.ok) {
    if (opts.json) throw new UserError('');
    throw new UserError(result.overBudget ? formatOverBudget(result.overBudget) : formatProblems(result.problems, opts.content, ansi(useColor())));
  }
  if (!opts.json) process.stderr.write(formatSummary(result, opts.verbose) + '\n');
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
    .option('--production', 'refuse to build while the content still has a stand-in (a placeholder value, marked or not, an unconfirmed fact, a draft legal text, an overdue clinical review)')
    .option('--staging', 'build for a staging stack: every page noindex and robots.txt disallowing everything (site deploy passes it when infra/config.json says "stage": "staging")')
    .action(runBuild);
}
