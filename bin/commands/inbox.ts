/**
 * `site inbox add-user --email E --name N [--password-stdin] [--data DIR]`: an account for the
 * admissions inbox of `site preview` and `site dev`. Only someone at this machine can make one;
 * the password is typed (not shown) or read from standard input, and kept as a scrypt hash.
 * In AWS the accounts are Amazon Cognito users (see docs/operators.md, "The inbox's accounts").
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { DEFAULTS } from '../../contract/defaults.ts';
import { INBOX_PATH } from '../../contract/inbox.ts';
import { UserError } from '../exit.ts';

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
      const { addAccount, AccountError, MIN_PASSWORD_CHARS } = await import('../../lambdas/leads/accounts.ts');
      const password = opts.passwordStdin ? await readStdin() : await askTwice(`Password (at least ${MIN_PASSWORD_CHARS} characters): `);
      try {
        await addAccount(opts.data, { email: opts.email, name: opts.name, password });
      } catch (err) {
        if (err instanceof AccountError) throw new UserError(err.message, { cause: err });
        throw err;
      }
      process.stderr.write(`Account made for ${opts.name} <${opts.email.trim().toLowerCase()}>: sign in at ${INBOX_PATH} of site preview or site dev.\n`);
    });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** The password typed twice, not echoed. */
async function askTwice(prompt: string): Promise<string> {
  const first = await askHidden(prompt);
  if ((await askHidden('The same password again: ')) !== first) throw new UserError('The two passwords differ; nothing was saved.');
  return first;
}

function askHidden(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) throw new UserError('No terminal to ask the password in: pass it on standard input with --password-stdin.');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const write = (rl as unknown as { _writeToOutput: (s: string) => void });
  write._writeToOutput = (s: string) => { if (s.includes(prompt) || s === '\r\n' || s === '\n') process.stderr.write(s); };
  return new Promise((done) => rl.question(prompt, (answer) => { rl.close(); process.stderr.write('\n'); done(answer); }));
}
