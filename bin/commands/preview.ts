/** `site preview`: serve the built site locally exactly as the CDN will, with the forms API. */
import type { Command } from 'commander';
import { startLocalForms } from '../../lambdas/forms/local.ts';
import { createPreviewServer, listen } from '../../preview/server.ts';
import { parsePort, parseRateLimit, RATE_LIMIT_HELP } from '../options.ts';

interface PreviewFlags { dir: string; port: string; host: string; data: string; rateLimit?: string }

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('serve the built site with the CDN\'s redirects, clean URLs, 404 page and headers')
    .option('--dir <dir>', 'built site folder', 'dist')
    .option('--port <port>', 'port to listen on', '4173')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'folder for the forms API\'s local lead store (SQLite)', '.data')
    .option('--rate-limit <n>', RATE_LIMIT_HELP)
    .action(async (opts: PreviewFlags) => {
      const port = parsePort(opts.port);
      const rateLimit = parseRateLimit(opts.rateLimit);
      for (const bad of [port, rateLimit]) {
        if (typeof bad === 'string') {
          process.stderr.write(`${bad}\n`);
          process.exitCode = 2;
          return;
        }
      }
      const forms = await startLocalForms({ dataDir: opts.data, rateLimitPerMinute: rateLimit as number | undefined });
      const server = await createPreviewServer({ dir: opts.dir, api: forms.handle }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') {
          process.stderr.write(`No built site in ${opts.dir}/. Run \`site build\` first (or \`npm start\`).\n`);
          process.exitCode = 1;
          return null;
        }
        throw err;
      });
      if (!server) {
        await forms.close();
        return;
      }
      const { url } = await listen(server, port as number, opts.host);
      process.stderr.write(`Preview at ${url}/ with the forms API; leads are kept in ${opts.data}/ (see \`site leads\`). Ctrl+C to stop.\n`);
      const stop = () => server.close(() => void forms.close().then(() => process.exit(0)));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
