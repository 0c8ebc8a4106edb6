/** `site dev`: build, serve with the forms API, rebuild on save, reload the browser, show content errors. */
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import type { BuildResult } from '../../generator/build.ts';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { committedLines } from '../../generator/report/summary.ts';
import { formatStaleTranslations } from '../../generator/report/translations.ts';
import { serveOptions, serveSettings, type ServeFlags } from '../options.ts';
import { promisedMinutes, siteLanguages, siteTimeZone } from '../promises.ts';
import { useColor } from '../output.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

interface DevFlags extends ServeFlags { content: string; out: string }

export function registerDev(program: Command): void {
  const command = program
    .command('dev')
    .description('build and serve the site, rebuild on every save, reload the browser, show content errors')
    .option('--content <dir>', 'content folder', DEFAULTS.contentDir)
    .option('--out <dir>', 'output folder', DEFAULTS.outDir);
  serveOptions(command, DEFAULTS.devPort)
    .action(async (opts: DevFlags) => {
      const settings = serveSettings(opts);
      const style = ansi(useColor());
      const report = (r: BuildResult | { note: string }) => {
        if ('note' in r) return void process.stderr.write(`${r.note}\n`);
        if (r.ok) {
          process.stderr.write(`Built in ${Math.round(r.timings.total)} ms: ${r.rendered} of ${r.pages.length} pages rendered\n`);
          // A picture added or replaced while watching: its encodings are to be committed with it.
          const committed = r.images.committed && relative(process.cwd(), r.images.committed.dir);
          for (const line of committedLines(r.images, committed)) process.stderr.write(`${line.trim()}\n`);
          const stale = formatStaleTranslations(r.staleTranslations ?? [], opts.content, style);
          if (stale) process.stderr.write(`${stale}\n`);
        }
        else process.stderr.write(`${formatProblems(r.problems, opts.content, style, true)}\nFix the file and save: the browser shows the problem until then.\n`);
      };
      const [{ startLocalForms }, { startLocalInbox, apiRouter }, { startDev }] = await Promise.all([
        import('../../lambdas/forms/local.ts'), import('../../lambdas/admin/local.ts'), import('../../preview/dev.ts'),
      ]);
      const responseMinutes = await promisedMinutes(opts.content);
      const timeZone = await siteTimeZone(opts.content);
      const forms = await startLocalForms({ ...settings, languages: await siteLanguages(opts.content), timeZone, siteDir: resolve(opts.out) });
      const inbox = await startLocalInbox({ ...settings, responseMinutes, timeZone });
      const dev = await startDev({
        contentDir: resolve(opts.content),
        templatesDir: resolve(new URL('../../templates/', import.meta.url).pathname),
        outDir: resolve(opts.out),
        port: settings.port,
        host: settings.host,
        api: apiRouter(forms.handle, inbox.handle),
        report,
        contentLabel: opts.content,
      });
      process.stderr.write(`site dev at ${dev.url}/ : watching ${opts.content}/ and the code it is built with (Ctrl+C to stop)\n`);
      const stop = () => void dev.close().then(() => Promise.all([forms.close(), inbox.close()])).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
