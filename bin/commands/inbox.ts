/**
 * `site inbox add-user|list-users|remove-user|reset-password`: the accounts of the admissions inbox
 * of `site preview` and `site dev`. Only someone at this machine can manage them; a password is
 * typed (not shown) or read from standard input, and kept as a scrypt hash. In AWS the accounts
 * are Amazon Cognito users (see docs/operators.md, "The inbox's accounts").
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { DEFAULTS } from '../../contract/defaults.ts';
import { INBOX_PATH } from '../../contract/inbox.ts';
import { UsageError, UserError } from '../exit.ts';
import { privatePlaceRefusal } from '../private-place.ts';

interface AddUserFlags { email: string; name: string; passwordStdin?: boolean; data: string }

export function registerInbox(program: Command): void {
  const inbox = program.command('inbox').description('the admissions inbox of site preview and site dev');
  inbox
    .command('add-user')
    .description('create an account for the local admissions inbox (the password is typed, or read from stdin)')
    .requiredOption('--email <address>', 'the person\'s e-mail address: what they sign in with')
    .requiredOption('--name <name>', 'their name, as the team sees it beside the leads they hold')
    .option('--password-stdin', 'read the password from standard input instead of asking for it')
    .option('--data <dir>', 'folder of the local lead store', DEFAULTS.dataDir)
    .action(async (opts: AddUserFlags) => {
      refusePlace(opts.data);
      const { addAccount } = await import('../../lambdas/leads/accounts.ts');
      const password = await newPassword(opts.passwordStdin);
      await accountChange(() => addAccount(opts.data, { email: opts.email, name: opts.name, password }));
      process.stderr.write(`Account made for ${opts.name} <${opts.email.trim().toLowerCase()}>: sign in at ${INBOX_PATH} of site preview or site dev.\n`);
    });
  inbox
    .command('list-users')
    .description('list the accounts of the local admissions inbox (addresses and names)')
    .option('--data <dir>', 'folder of the local lead store', DEFAULTS.dataDir)
    .action(async (opts: { data: string }) => {
      const { listAccounts } = await import('../../lambdas/leads/accounts.ts');
      const accounts = await listAccounts(opts.data);
      process.stdout.write(accounts.map((a) => `${a.email}  ${a.name}\n`).join(''));
      process.stderr.write(`${accounts.length} account${accounts.length === 1 ? '' : 's'}\n`);
    });
  inbox
    .command('remove-user')
    .description('remove an account of the local admissions inbox')
    .requiredOption('--email <address>', 'the address the person signs in with')
    .option('--data <dir>', 'folder of the local lead store', DEFAULTS.dataDir)
    .action(async (opts: { email: string; data: string }) => {
      const { removeAccount } = await import('../../lambdas/leads/accounts.ts');
      await accountChange(() => removeAccount(opts.data, opts.email));
      process.stderr.write(`Account removed for ${opts.email.trim().toLowerCase()}: it can no longer sign in (a session already open ends at its idle lock).\n`);
    });
  inbox
    .command('reset-password')
    .description('give an account of the local admissions inbox a new password (typed, or read from stdin)')
    .requiredOption('--email <address>', 'the address the person signs in with')
    .option('--password-stdin', 'read the password from standard input instead of asking for it')
    .option('--data <dir>', 'folder of the local lead store', DEFAULTS.dataDir)
    .action(async (opts: { email: string; passwordStdin?: boolean; data: string }) => {
      refusePlace(opts.data);
      const { resetPassword } = await import('../../lambdas/leads/accounts.ts');
      const password = await newPassword(opts.passwordStdin);
      await accountChange(() => resetPassword(opts.data, opts.email, password));
      process.stderr.write(`New password set for ${opts.email.trim().toLowerCase()}.\n`);
    });
}

/** The accounts (their password hashes) are kept beside the lead store, never where a deploy would publish them or git commit them. */
function refusePlace(dataDir: string): void {
  const place = privatePlaceRefusal(dataDir, 'the inbox accounts', { folder: true });
  if (place) throw new UsageError(`--data: ${place}`);
}

/** An account change; its refusal (a weak password, an unknown address) is the user's to fix. */
async function accountChange(change: () => Promise<void>): Promise<void> {
  const { AccountError } = await import('../../lambdas/leads/accounts.ts');
  try {
    await change();
  } catch (err) {
    if (err instanceof AccountError) throw new UserError(err.message, { cause: err });
    throw err;
  }
}

/** A new password, from standard input or typed twice; a weak one is refused before it is asked again. */
async function newPassword(fromStdin?: boolean): Promise<string> {
  const { MIN_PASSWORD_CHARS, passwordProblem } = await import('../../lambdas/leads/accounts.ts');
  if (fromStdin) return readStdin();
  const first = await askHidden(`Password (at least ${MIN_PASSWORD_CHARS} characters): `);
  const weak = passwordProblem(first);
  if (weak) throw new UserError(`${weak} Nothing was saved.`);
  if ((await askHidden('The same password again: ')) !== first) throw new UserError('The two passwords differ; nothing was saved.');
  return first;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

function askHidden(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) throw new UserError('No terminal to ask the password in: pass it on standard input with --password-stdin.');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const write = (rl as unknown as { _writeToOutput: (s: string) => void });
  write._writeToOutput = (s: string) => { if (s.includes(prompt) || s === '\r\n' || s === '\n') process.stderr.write(s); };
  return new Promise((done) => rl.question(prompt, (answer) => { rl.close(); process.stderr.write('\n'); done(answer); }));
}
