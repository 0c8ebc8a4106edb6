/** `site dev`: build, serve with the forms API, rebuild on save, reload the browser, show content errors. */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { startLocalForms } from '../../lambdas/forms/local.ts';
import type { BuildResult } from '../../generator/build.ts';
import { ansi, formatProblems } from '../../generator/report/problems.ts';
import { startDev } from '../../preview/dev.ts';
import { parsePort, parseRateLimit, RATE_LIMIT_HELP } from '../options.ts';
import { useColor } from '../output.ts';

interface DevFlags { content: string; out: string; port: string; host: string; data: string; rateLimit?: string }

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('build and serve the site, rebuild on every save, reload the browser, show content errors')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--port <port>', 'port to listen on', '4321')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'folder for the forms API\'s local lead store (SQLite)', '.data')
    .option('--rate-limit <n>', RATE_LIMIT_HELP)
    .action(async (opts: DevFlags) => {
      const port = parsePort(opts.port);
      const rateLimit = parseRateLimit(opts.rateLimit);
      for (const bad of [port, rateLimit]) {
        if (typeof bad === 'string') {
          process.stderr.write(`${bad}\n`);
          process.exitCode = 2;
          return;
        }
      }
      const style = ansi(useColor());
      const report = (r: BuildResult | { note: string }) => {
        if ('note' in r) return void process.stderr.write(`${r.note}\n`);
        if (r.ok) process.stderr.write(`Rebuilt ${r.pages.length} pages in ${Math.round(r.timings.total)} ms\n`);
        else process.stderr.write(`${formatProblems(r.problems, opts.content, style, true)}\nFix the file and save: the browser shows the problem until then.\n`);
      };
      const forms = await startLocalForms({ dataDir: opts.data, rateLimitPerMinute: rateLimit as number | undefined });
      const dev = await startDev({
        contentDir: resolve(opts.content),
        templatesDir: resolve(new URL('../../templates/', import.meta.url).pathname),
        outDir: resolve(opts.out),
        port: port as number,
        host: opts.host,
        api: forms.handle,
        report,
      });
      process.stderr.write(`site dev at ${dev.url}/ : watching ${opts.content}/ and templates/ (Ctrl+C to stop)\n`);
      const stop = () => void dev.close().then(() => forms.close()).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
