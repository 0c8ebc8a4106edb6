/**
 * The forms API on this machine, for `site preview` and `site dev`: SQLite under dataDir, the console
 * notifier, a retry sweep for alerts that failed, and a retention sweep. No cloud account needed.
 */
import { createFormsApp } from './app.ts';
import { jsonLogger, errorName, type Logger } from '../leads/log.ts';
import { consoleNotifier } from '../leads/alerts/console.ts';
import { retryDueLeads } from '../leads/alerts/deliver.ts';
import type { Notifier } from '../leads/alerts/types.ts';
import type { RequestListener } from '../leads/respond.ts';
import { openSqliteStore } from '../leads/store/sqlite.ts';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileForRoute } from '../../contract/routes.ts';

export interface LocalFormsOptions {
  dataDir: string;
  rateLimitPerMinute?: number;
  /** Defaults to JSON lines on stderr, warnings and errors only (each new lead already gets a console line). */
  logger?: Logger;
  notifier?: Notifier;
  clock?: () => Date;
  retryIntervalMs?: number;
  retentionDays?: number;
  /** The site's language codes (content/site.yaml), which a form's `language` must be one of. */
  languages?: readonly string[];
  /** The built site being served: page views and call taps are counted for its pages (none without it). */
  siteDir?: string;
  /** The center's IANA time zone (content/site.yaml), whose days label the counters; needed with siteDir. */
  timeZone?: string;
}

export interface LocalForms {
  handle: RequestListener;
  close: () => Promise<void>;
}

const RETRY_INTERVAL_MS = 15_000;
const RETENTION_INTERVAL_MS = 60 * 60_000;

export async function startLocalForms(opts: LocalFormsOptions): Promise<LocalForms> {
  const store = await openSqliteStore(opts.dataDir);
  const logger = opts.logger ?? jsonLogger(undefined, 'warn');
  const clock = opts.clock ?? (() => new Date());
  const deps = { store, logger, clock, notifier: opts.notifier ?? consoleNotifier() };
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const { siteDir, timeZone } = opts;
  if (siteDir !== undefined && timeZone === undefined) throw new Error('Counting page views needs the center\'s time zone.');
  const counts = siteDir === undefined || timeZone === undefined ? undefined : { store: store.counts, isPage: (path: string) => builtPage(siteDir, path), timeZone };
  const handle = createFormsApp({ ...deps, rateLimitPerMinute: opts.rateLimitPerMinute, retentionDays: opts.retentionDays, languages: opts.languages, counts, track });
  const sweeps = [
    every(opts.retryIntervalMs ?? RETRY_INTERVAL_MS, () => retryDueLeads(deps), logger),
    every(RETENTION_INTERVAL_MS, async () => {
      const count = await store.deleteExpired(clock());
      if (count > 0) logger.warn('retention_deleted', { count });
      if (timeZone !== undefined) await store.counts.deleteExpired(clock(), timeZone);
    }, logger),
  ];
  return {
    handle,
    async close() {
      await Promise.all(sweeps.map((stop) => stop()));
      await Promise.all(inFlight);
      await store.close();
    },
  };
}

/** A route (already shaped like one, contract/routes.ts) is a page when the build wrote its file. */
async function builtPage(siteDir: string, route: string): Promise<boolean> {
  return access(join(siteDir, fileForRoute(route))).then(() => true, () => false);
}

/** Runs task now and then every ms, never two at once; the returned stop() waits for a running one. */
function every(ms: number, task: () => Promise<unknown>, logger: Logger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= task()
      .then(() => undefined, (err: unknown) => logger.error('sweep_failed', { error: errorName(err) }))
      .finally(() => { running = undefined; });
  };
  tick();
  const timer = setInterval(tick, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
