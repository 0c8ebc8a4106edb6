/**
 * The inbox's API on this machine, for `site preview` and `site dev`: the SQLite lead store and
 * local sign-in (accounts made with `site inbox add-user`). One request listener serves /api/ for
 * both services: the inbox's routes here, the rest to the forms API.
 */
import type { IncomingMessage } from 'node:http';
import type { ResponseMinutes } from '../leads/deadlines.ts';
import { jsonLogger, type Logger } from '../leads/log.ts';
import type { RequestListener } from '../leads/respond.ts';
import { openSqliteStore } from '../leads/store/sqlite.ts';
import { createAdminApp, isInboxApi } from './app.ts';
import { createLocalAuth } from './local-auth.ts';

export interface LocalInbox {
  handle: RequestListener;
  close: () => Promise<void>;
}

export interface LocalInboxOptions {
  dataDir: string;
  /** The promised answer times, from content/site.yaml. */
  responseMinutes: ResponseMinutes;
  logger?: Logger;
  clock?: () => Date;
}

export async function startLocalInbox(opts: LocalInboxOptions): Promise<LocalInbox> {
  const store = await openSqliteStore(opts.dataDir);
  const localAuth = createLocalAuth(opts.dataDir, opts.clock);
  const handle = createAdminApp({
    store, counts: store.counts, localAuth, authConfig: { mode: 'local' }, clock: opts.clock, responseMinutes: opts.responseMinutes,
    authenticate: (req: IncomingMessage) => localAuth.authenticate(req),
    logger: opts.logger ?? jsonLogger(undefined, 'warn'),
  });
  return { handle, close: () => store.close() };
}

/** /api/admin/* and /api/auth/* to the inbox, everything else below /api/ to the forms API. */
export function apiRouter(forms: RequestListener, inbox: RequestListener): RequestListener {
  return (req, res) => (isInboxApi((req.url ?? '/').split('?')[0]!) ? inbox(req, res) : forms(req, res));
}
