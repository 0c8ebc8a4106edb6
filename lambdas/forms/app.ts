/**
 * The forms API as a plain Node request listener: served by `site preview` / `site dev` through
 * local.ts, and by AWS Lambda through handler.ts (serverless-http). Same code, same tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorName, type Logger } from '../leads/log.ts';
import type { Notifier } from '../leads/alerts/types.ts';
import { createRateLimiter } from './rate-limit.ts';
import { sendError, sendJson, type RequestListener } from '../leads/respond.ts';
import { ENDPOINTS } from '../../contract/forms.ts';
import type { CountStore, LeadStore } from '../leads/store/types.ts';
import { COUNT_ENDPOINT } from '../../contract/counts.ts';
import { NOT_SENT_ANCHORS } from '../../contract/routes.ts';
import { handleCount, type CountContext } from './count.ts';
import { answerNotSent, handleSubmission, languageOfSource, type SubmitContext } from './submit.ts';
import { bodyKind } from '../leads/body.ts';
import type { FormEndpoint } from './validate.ts';
import { LEAD_RETENTION_DAYS } from '../../contract/defaults.ts';

export interface FormsAppDeps {
  store: LeadStore;
  /** Alerts the team after each new lead; null when something else delivers (the table's stream in AWS). */
  notifier: Notifier | null;
  logger: Logger;
  /** Per-client requests a minute to the form endpoints; off when absent. */
  rateLimitPerMinute?: number;
  clock?: () => Date;
  /** Days a lead is kept before the retention sweep (or DynamoDB TTL) deletes it. */
  retentionDays?: number;
  /** Receives each alert that runs after an answer, so a host can wait for them before closing. */
  track?: (work: Promise<unknown>) => void;
  /** The site's language codes (content/site.yaml `languages`); a form's `language` must be one of them. */
  languages?: readonly string[];
  /** The page-view and call-tap counters, and how to tell a page of the built site; no counting without them. */
  counts?: { store: CountStore; isPage: (path: string) => Promise<boolean>; /** The center's IANA time zone, whose days label the counters. */ timeZone: string };
}

const FORM_ROUTES: Record<string, FormEndpoint> = {
  [ENDPOINTS.insurance]: 'insurance',
  [ENDPOINTS.consultation]: 'consultation',
};

export function createFormsApp(deps: FormsAppDeps): RequestListener {
  const clock = deps.clock ?? (() => new Date());
  const limit = deps.rateLimitPerMinute ? createRateLimiter(deps.rateLimitPerMinute, clock) : undefined;
  const ctx: SubmitContext = {
    store: deps.store, notifier: deps.notifier, logger: deps.logger, clock,
    retentionDays: deps.retentionDays ?? LEAD_RETENTION_DAYS,
    track: deps.track ?? (() => {}),
    languages: deps.languages,
  };

  const counting: CountContext | undefined = deps.counts && {
    counts: deps.counts.store, isPage: deps.counts.isPage, timeZone: deps.counts.timeZone, languages: deps.languages ?? [], clock, logger: deps.logger,
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const method = req.method ?? 'GET';
    if (path === ENDPOINTS.health) {
      if (method !== 'GET') return sendError(res, 405, 'Use GET.', [], { allow: 'GET' });
      return sendJson(res, 200, { status: 'ok' });
    }
    if (path === COUNT_ENDPOINT && counting) {
      if (method !== 'POST') return sendError(res, 405, 'Use POST.', [], { allow: 'POST' });
      // Not the forms' per-client limit: a visitor reading fifty pages sends fifty counts (the firewall bounds them).
      return handleCount(req, res, counting);
    }
    const endpoint = FORM_ROUTES[path];
    if (!endpoint) return sendError(res, 404, 'No such API endpoint.');
    if (method !== 'POST') return sendError(res, 405, 'Use POST.', [], { allow: 'POST' });
    const decision = limit?.(req.socket?.remoteAddress ?? 'unknown');
    if (decision && !decision.ok) {
      deps.logger.warn('rate_limited', { path });
      // A form sent without JavaScript gets a page, in the language of the page it was sent from, that says to send it again in a minute.
      if (bodyKind(req) === 'form') return answerNotSent(res, NOT_SENT_ANCHORS.failed, languageOfSource(req, deps.languages));
      return sendError(res, 429, 'Too many requests. Please wait a minute or call us directly.', [], { 'retry-after': String(decision.retryAfterSeconds) });
    }
    await handleSubmission(req, res, endpoint, ctx);
  };

  return (req, res) => {
    route(req, res).catch((err: unknown) => {
      deps.logger.error('request_failed', { path: (req.url ?? '').split('?')[0], error: errorName(err) });
      if (!res.headersSent) sendError(res, 500, 'Something went wrong on our side. Please call us directly.');
      else res.destroy();
    });
  };
}
