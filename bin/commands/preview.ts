/** `site preview`: serve the built site locally exactly as the CDN will, with the forms API. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { UsageError, UserError } from '../exit.ts';
import { serveOptions, serveSettings, type ServeFlags } from '../options.ts';
import { promisedMinutes, siteLanguages, siteTimeZone } from '../promises.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import { INBOX_ROUTE } from '../../contract/inbox.ts';
import { inboxCsp } from '../../contract/inbox-sign-in.ts';

interface PreviewFlags extends ServeFlags { dir: string; content: string; cognitoIssuer?: string; cognitoClient?: string; cognitoSignIn?: string }

/**
 * The inbox's sign-in through an OpenID Connect provider at Amazon Cognito's addresses (a user pool, or
 * a stand-in for one), checked as in AWS; local accounts otherwise.
 */
function cognitoOf(opts: PreviewFlags): { issuer: string; clientId: string; signInOrigin: string } | undefined {
  const { cognitoIssuer: issuer, cognitoClient: clientId } = opts;
  if (!issuer && !clientId && !opts.cognitoSignIn) return undefined;
  if (!issuer || !clientId) throw new UsageError('--cognito-issuer and --cognito-client go together.');
  const origin = (flag: string, value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      throw new UsageError(`${flag} must be an address such as https://example.auth.us-east-1.amazoncognito.com, got "${value}"`);
    }
  };
  origin('--cognito-issuer', issuer);
  return { issuer: issuer.replace(/\/+$/, ''), clientId, signInOrigin: origin('--cognito-sign-in', opts.cognitoSignIn ?? issuer) };
}

const noSite = (dir: string) => `No built site in ${dir}/. Run \`site build\` first (or \`npm start\`).`;

export function registerPreview(program: Command): void {
  const command = program
    .command('preview')
    .description('serve the built site with the CDN\'s redirects, clean URLs, 404 page and headers')
    .option('--dir <dir>', 'built site folder', DEFAULTS.outDir)
    .option('--content <dir>', 'content folder, for the call-back times the inbox counts down to', DEFAULTS.contentDir)
    .option('--cognito-issuer <url>', 'sign in to the inbox as in AWS: the ID tokens\' issuer (a Cognito user pool, or a provider at its addresses)')
    .option('--cognito-client <id>', 'with --cognito-issuer: the inbox\'s app client id')
    .option('--cognito-sign-in <url>', 'with --cognito-issuer: the hosted sign-in\'s address (default: the issuer\'s)');
  serveOptions(command, DEFAULTS.previewPort)
    .action(async (opts: PreviewFlags) => {
      const settings = serveSettings(opts);
      const cognito = cognitoOf(opts);
      // Checked before the lead store is opened, so that a mistyped folder leaves nothing behind.
      if (!existsSync(join(opts.dir, 'index.html'))) throw new UserError(noSite(opts.dir));
      const responseMinutes = await promisedMinutes(opts.content);
      const timeZone = await siteTimeZone(opts.content);
      const [{ startLocalForms }, { startLocalInbox, apiRouter }, { closeServer, createPreviewServer, listen }] = await Promise.all([
        import('../../lambdas/forms/local.ts'), import('../../lambdas/admin/local.ts'), import('../../preview/server.ts'),
      ]);
      const forms = await startLocalForms({ ...settings, languages: await siteLanguages(opts.content), timeZone, siteDir: opts.dir });
      const inbox = await startLocalInbox({ ...settings, responseMinutes, timeZone, cognito });
      const close = () => Promise.all([forms.close(), inbox.close()]);
      // The inbox page fetches its tokens from the sign-in's origin: its CSP allows it, as the CDN's does.
      const pageHeaders = cognito && { [INBOX_ROUTE]: { 'Content-Security-Policy': inboxCsp(cognito.signInOrigin) } };
      const server = await createPreviewServer({ dir: opts.dir, api: apiRouter(forms.handle, inbox.handle), pageHeaders }).catch(async (err: NodeJS.ErrnoException) => {
        await close();
        if (err.code === 'ENOENT') throw new UserError(noSite(opts.dir));
        throw err;
      });
      const { url } = await listen(server, settings.port, settings.host);
      process.stderr.write(`Preview at ${url}/ with the forms API; leads are kept in ${opts.data}/ (see \`site leads\`). Ctrl+C to stop.\n`);
      const stop = () => void closeServer(server).then(close).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
