/** `site check`: validate content/ and report every problem; writes nothing. */
import type { Command } from 'commander';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { UserError } from '../exit.ts';
import { useColor } from '../output.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('validate the content files and report every problem, without writing anything')
    .option('--content <dir>', 'content folder', DEFAULTS.contentDir)
    .option('--json', 'print the problems as JSON to stdout')
    .action(async (opts: { content: string; json?: boolean }) => {
      const { checkContent } = await import('../../generator/build.ts');
      const result = await checkContent(opts.content);
      if (opts.json) process.stdout.write(JSON.stringify({ ok: result.ok, problems: result.problems, pages: result.pages, reviews: result.reviews, staleTranslations: result.translations.stale }, null, 2) + '\n');
      if (!result.ok) throw new UserError(opts.json ? '' : formatProblems(result.problems, opts.content, ansi(useColor())));
      if (opts.json) return;
      process.stderr.write(`Content is valid: ${result.pages} pages, ${result.files} files checked.\n`);
      const [{ formatReviewNotes }, { formatStaleTranslations }] = await Promise.all([
        import('../../generator/report/launch-blockers.ts'), import('../../generator/report/translations.ts'),
      ]);
      const stale = formatStaleTranslations(result.translations.stale, opts.content, ansi(useColor()));
      if (stale) process.stderr.write(`\n${stale}\n`);
      const notes = formatReviewNotes(result.reviews, opts.content, ansi(useColor()));
      if (notes) process.stderr.write(`\nClinical reviews:\n${notes}\n`);
    });
}
