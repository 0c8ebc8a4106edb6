/**
 * POST /api/count: one beacon (contract/counts.ts) adds one to one counter, or nothing. The answer
 * is 204 whether it counted or not (a bot, a prefetch, the not-found page or the inbox learn nothing,
 * and a browser logs no error), 400 for a body no page of the site sends. Nothing of the request is logged or kept beyond the counter's
 * labels and the center's day: not the address, not the user agent, not the time.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COUNT_BODY_BYTES } from '../../contract/counts.ts';
import { readBody } from '../leads/body.ts';
import { decideCount, type CountRules } from '../leads/counts.ts';
import { dayIn } from '../../contract/time-zone.ts';
import { errorName, type Logger } from '../leads/log.ts';
import { sendError } from '../leads/respond.ts';
import type { CountStore } from '../leads/store/types.ts';
import { fromAnotherSite } from './same-site.ts';

export interface CountContext extends CountRules {
  counts: CountStore;
  clock: () => Date;
  /** The center's IANA time zone: each count goes on the center's day. */
  timeZone: string;
  logger: Logger;
}

/** navigator.sendBeacon sends a string as text/plain; a script may send JSON. */
const TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export async function handleCount(req: IncomingMessage, res: ServerResponse, ctx: CountContext): Promise<void> {
  if (fromAnotherSite(req)) return sendError(res, 403, 'Counts come only from this site\'s pages.');
  if (!TYPES.test(header(req, 'content-type') ?? '')) return sendError(res, 415, 'Send the count as text/plain or application/json.');
  const body = await readBody(req, 'json', COUNT_BODY_BYTES);
  if (!body.ok) return sendError(res, body.status, body.error);
  const decision = await decideCount({ userAgent: header(req, 'user-agent'), purpose: header(req, 'sec-purpose') ?? header(req, 'purpose'), body: body.value }, ctx);
  if (!decision.count) {
    if (decision.status === 400) return sendError(res, 400, 'This is not a count this site sends.');
    return void res.writeHead(204, { 'cache-control': 'no-store' }).end();
  }
  try {
    await ctx.counts.add({ day: dayIn(ctx.clock(), ctx.timeZone), ...decision.key }, decision.field);
  } catch (err) {
    ctx.logger.error('count_failed', { error: errorName(err) });
    return sendError(res, 503, 'Not counted.');
  }
  res.writeHead(204, { 'cache-control': 'no-store' }).end();
}
