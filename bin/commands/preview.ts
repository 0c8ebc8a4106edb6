/** `site preview`: serve the built site locally exactly as the CDN will, with the forms API. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { UserError } from '../exit.ts';
import { serveOptions, serveSettings, type ServeFlags } from '../options.ts';
import { promisedMinutes, siteLanguages } from '../promises.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

interface PreviewFlags extends ServeFlags { dir: string; content: string }

const noSite = (dir: string) => `No built site in ${dir}/. Run \`site build\` first (or \`npm start\`).`;

export function registerPreview(program: Command): void {
  const command = program
    .command('preview')
    .description('serve the built site with the CDN\'s redirects, clean URLs, 404 page and headers')
    .option('--dir <dir>', 'built site folder', DEFAULTS.outDir)
    .option('--content <dir>', 'content folder, for the call-back times the inbox counts down to', DEFAULTS.contentDir);
  serveOptions(command, DEFAULTS.previewPort)
    .action(async (opts: PreviewFlags) => {
      const settings = serveSettings(opts);
      // Checked before the lead store is opened, so that a mistyped folder leaves nothing behind.
      if (!existsSync(join(opts.dir, 'index.html'))) throw new UserError(noSite(opts.dir));
      const responseMinutes = await promisedMinutes(opts.content);
      const [{ startLocalForms }, { startLocalInbox, apiRouter }, { createPreviewServer, listen }] = await Promise.all([
        import('../../lambdas/forms/local.ts'), import('../../lambdas/admin/local.ts'), import('../../preview/server.ts'),
      ]);
      const forms = await startLocalForms({ ...settings, languages: await siteLanguages(opts.content), siteDir: opts.dir });
      const inbox = await startLocalInbox({ ...settings, responseMinutes });
      const close = () => Promise.all([forms.close(), inbox.close()]);
      const server = await createPreviewServer({ dir: opts.dir, api: apiRouter(forms.handle, inbox.handle) }).catch(async (err: NodeJS.ErrnoException) => {
        await close();
        if (err.code === 'ENOENT') throw new UserError(noSite(opts.dir));
        throw err;
      });
      const { url } = await listen(server, settings.port, settings.host);
      process.stderr.write(`Preview at ${url}/ with the forms API; leads are kept in ${opts.data}/ (see \`site leads\`). Ctrl+C to stop.\n`);
      const stop = () => server.close(() => void close().then(() => process.exit(0)));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
