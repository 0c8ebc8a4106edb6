/**
 * The inbox's local accounts (`site preview`, `site dev`): created at this machine with
 * `site inbox add-user`, kept in the data folder readable by its owner only, each password as a
 * salted scrypt hash (Node's crypto). In AWS, Amazon Cognito keeps the accounts instead.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ACCOUNTS_FILE = 'inbox-users.json';
export const MIN_PASSWORD_CHARS = 12;

const PARAMS = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

interface Account { email: string; name: string; hash: string }

export class AccountError extends Error {
  override name = 'AccountError';
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((done, fail) => scryptCallback(password, salt, keyLength, options, (err, key) => (err ? fail(err) : done(key))));
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS.keyLength, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function matches(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(N), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** Compared against when an address has no account, so a wrong address takes as long as a wrong password. */
const NOBODY = hashPassword(randomBytes(18).toString('base64'));

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A name shows at least one letter or digit... */
const VISIBLE_NAME = /[\p{L}\p{N}]/u;
/** ...and no control or format character (zero-width, bidi marks and overrides), which hide or reorder it. */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

async function readAccounts(dataDir: string): Promise<Account[]> {
  try {
    return JSON.parse(await readFile(join(dataDir, ACCOUNTS_FILE), 'utf8')) as Account[];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Why a password will not do, or null: checked before it is asked for a second time. */
export function passwordProblem(password: string): string | null {
  return [...password].length < MIN_PASSWORD_CHARS ? `The password must have at least ${MIN_PASSWORD_CHARS} characters.` : null;
}

async function writeAccounts(dataDir: string, accounts: Account[]): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, ACCOUNTS_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(accounts, null, 2) + '\n', { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
}

export async function addAccount(dataDir: string, input: { email: string; name: string; password: string }): Promise<void> {
  const email = normalEmail(input.email);
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AccountError(`"${input.email}" is not an e-mail address.`);
  if (!VISIBLE_NAME.test(name) || HIDDEN_CHARACTER.test(name)) {
    throw new AccountError('Give the person\'s name (--name), in letters the team can read, as they will see it beside the leads they hold.');
  }
  const weak = passwordProblem(input.password);
  if (weak) throw new AccountError(weak);
  const accounts = await readAccounts(dataDir);
  if (accounts.some((a) => a.email === email)) throw new AccountError(`${email} already has an account.`);
  await writeAccounts(dataDir, [...accounts, { email, name, hash: await hashPassword(input.password) }]);
}

/** Every account: its address and name, never its password's hash. */
export async function listAccounts(dataDir: string): Promise<{ email: string; name: string }[]> {
  return (await readAccounts(dataDir)).map(({ email, name }) => ({ email, name }));
}

export async function removeAccount(dataDir: string, email: string): Promise<void> {
  const accounts = await readAccounts(dataDir);
  const kept = accounts.filter((a) => a.email !== normalEmail(email));
  if (kept.length === accounts.length) throw new AccountError(`${normalEmail(email)} has no account.`);
  await writeAccounts(dataDir, kept);
}

export async function resetPassword(dataDir: string, email: string, password: string): Promise<void> {
  const weak = passwordProblem(password);
  if (weak) throw new AccountError(weak);
  const accounts = await readAccounts(dataDir);
  const account = accounts.find((a) => a.email === normalEmail(email));
  if (!account) throw new AccountError(`${normalEmail(email)} has no account.`);
  const hash = await hashPassword(password);
  await writeAccounts(dataDir, accounts.map((a) => (a === account ? { ...a, hash } : a)));
}

/** The account's name when the password is right; null for a wrong password or an unknown address alike. */
export async function checkPassword(dataDir: string, email: string, password: string): Promise<{ email: string; name: string } | null> {
  const account = (await readAccounts(dataDir)).find((a) => a.email === normalEmail(email));
  const ok = await matches(password, account?.hash ?? (await NOBODY));
  return ok && account ? { email: account.email, name: account.name } : null;
}
