/** `site preview`: serve the built site locally exactly as the CDN will, with the forms API. */
import type { Command } from 'commander';
import { startLocalForms } from '../../lambdas/forms/local.ts';
import { createPreviewServer, listen } from '../../preview/server.ts';

interface PreviewFlags { dir: string; port: string; host: string; data: string; rateLimit?: string }

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('serve the built site with the CDN\'s redirects, clean URLs, 404 page and headers')
    .option('--dir <dir>', 'built site folder', 'dist')
    .option('--port <port>', 'port to listen on', '4173')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'folder for the forms API\'s local lead store (SQLite)', '.data')
    .option('--rate-limit <n>', 'form submissions allowed per client per minute (default: no limit)')
    .action(async (opts: PreviewFlags) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`--port must be a number from 0 to 65535, got "${opts.port}"\n`);
        process.exitCode = 2;
        return;
      }
      const rateLimit = opts.rateLimit === undefined ? undefined : Number(opts.rateLimit);
      if (rateLimit !== undefined && !(Number.isInteger(rateLimit) && rateLimit > 0)) {
        process.stderr.write(`--rate-limit must be a whole number above 0, got "${opts.rateLimit}"\n`);
        process.exitCode = 2;
        return;
      }
      const forms = await startLocalForms({ dataDir: opts.data, rateLimitPerMinute: rateLimit });
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
      const { url } = await listen(server, port, opts.host);
      process.stderr.write(`Preview at ${url}/ with the forms API; leads are kept in ${opts.data}/ (see \`site leads\`). Ctrl+C to stop.\n`);
      const stop = () => server.close(() => void forms.close().then(() => process.exit(0)));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
