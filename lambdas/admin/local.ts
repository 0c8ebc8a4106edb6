/**
 * The inbox's API on this machine, for `site preview` and `site dev`: the SQLite lead store and
 * local sign-in (accounts made with `site inbox add-user`). One request listener serves /api/ for
 * both services: the inbox's routes here, the rest to the forms API.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cognitoAuthConfig } from '../../contract/inbox-sign-in.ts';
import type { ResponseMinutes } from '../leads/deadlines.ts';
import { jsonLogger, type Logger } from '../leads/log.ts';
import type { RequestListener } from '../leads/respond.ts';
import { openSqliteStore } from '../leads/store/sqlite.ts';
import { createAdminApp, isInboxApi } from './app.ts';
import { boardPasses } from './board.ts';
import { cognitoSessions } from './cognito.ts';
import { endedSessionsInMemory } from './ended-sessions.ts';
import { createLocalAuth } from './local-auth.ts';

export interface LocalInbox {
  handle: RequestListener;
  close: () => Promise<void>;
}

export interface LocalInboxOptions {
  dataDir: string;
  /** The promised answer times, from content/site.yaml. */
  responseMinutes: ResponseMinutes;
  /** The center's IANA time zone, from content/site.yaml: the report's days are its days. */
  timeZone: string;
  logger?: Logger;
  clock?: () => Date;
  /**
   * Sign-in through an OpenID Connect provider at Cognito's addresses instead of local accounts: the
   * API checks its ID tokens as in AWS (cognito.ts) and the page signs in through it.
   */
  cognito?: { issuer: string; clientId: string; signInOrigin: string };
}

export async function startLocalInbox(opts: LocalInboxOptions): Promise<LocalInbox> {
  const store = await openSqliteStore(opts.dataDir);
  const logger = opts.logger ?? jsonLogger(undefined, 'warn');
  // The board's key is made when the server starts, like the sign-in key: a restart closes open boards.
  const key = randomBytes(32);
  // Sessions signed out and boards ended, kept in this process's memory like the keys.
  const ended = endedSessionsInMemory();
  const common = { store, counts: store.counts, clock: opts.clock, responseMinutes: opts.responseMinutes, timeZone: opts.timeZone, logger, board: boardPasses(async () => key, ended, opts.clock) };
  if (opts.cognito) {
    const { authenticate, signOut } = cognitoSessions(opts.cognito, ended, opts.clock);
    const handle = createAdminApp({ ...common, authConfig: cognitoAuthConfig(opts.cognito), authenticate, endSession: signOut });
    return { handle, close: () => store.close() };
  }
  const localAuth = createLocalAuth(opts.dataDir, opts.clock);
  const handle = createAdminApp({
    ...common, localAuth, authConfig: { mode: 'local' },
    authenticate: (req: IncomingMessage) => localAuth.authenticate(req),
  });
  return { handle, close: () => store.close() };
}

/** /api/admin/* and /api/auth/* to the inbox, everything else below /api/ to the forms API. */
export function apiRouter(forms: RequestListener, inbox: RequestListener): RequestListener {
  return (req, res) => (isInboxApi((req.url ?? '/').split('?')[0]!) ? inbox(req, res) : forms(req, res));
}
