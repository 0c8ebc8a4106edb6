/**
 * POST of one form: read, check, store, answer, then alert the team. The lead is committed before
 * the 2xx goes out; the alert runs after, and a failed alert only leaves the lead pending.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { bodyKind, readBody, type BodyKind } from '../leads/body.ts';
import { newLead, sameRequest } from '../leads/lead.ts';
import { errorName, type Logger } from '../leads/log.ts';
import { deliver } from '../leads/alerts/deliver.ts';
import type { Notifier } from '../leads/alerts/types.ts';
import { redirect, sendError, sendJson } from '../leads/respond.ts';
import { fromAnotherSite, shownAsPage, sourcePage } from './same-site.ts';
import { LANGUAGE_FIELD, LIMITS, isCheckedField, languageField } from '../../contract/forms.ts';
import { NOT_SENT_ANCHORS, NOT_SENT_ROUTE, THANK_YOU_ROUTE, localizeRoute, refusedAnchor, sentAnchor } from '../../contract/routes.ts';
import type { LeadStore } from '../leads/store/types.ts';
import { formOf, honeypotFilled, validateSubmission, type FormEndpoint } from './validate.ts';
import { HEADER_NAMES } from '../../contract/defaults.ts';

export interface SubmitContext {
  store: LeadStore;
  notifier: Notifier | null;
  logger: Logger;
  clock: () => Date;
  retentionDays: number;
  track: (work: Promise<unknown>) => void;
  /** The site's language codes; when given, a form's `language` must be one of them. */
  languages?: readonly string[];
}

export async function handleSubmission(req: IncomingMessage, res: ServerResponse, endpoint: FormEndpoint, ctx: SubmitContext): Promise<void> {
  const path = req.url?.split('?')[0];
  const kind = bodyKind(req);
  if (fromAnotherSite(req)) {
    // Its body is never read. A form the browser itself submits from a copy of the page elsewhere (a
    // translation service's, a saved one) is a person, who sees the answer as a page: sent on to the
    // not-sent page, which says why and gives the crisis line, in the language their browser asks for
    // (the copy's address is not ours to read, and a translated copy is not in its page's language).
    // A script gets 400, not 403: CloudFront turns every 403 into the not-found page (S3's answer for
    // a missing page), which would hide this message.
    const person = shownAsPage(req, kind === 'form');
    ctx.logger.info('cross_site_refused', { path, status: person ? 303 : 400 });
    if (person) return answerNotSent(res, NOT_SENT_ANCHORS.otherSite, languageAsked(req, ctx.languages));
    return sendError(res, 400, 'This form can only be sent from our website. Please use the form on our site, or call us.');
  }
  if (!kind) return sendError(res, 415, 'Send the form as application/json or application/x-www-form-urlencoded.');
  const key = idempotencyKey(req);
  if (key === null) return sendError(res, 400, 'The Idempotency-Key header is not valid.', [{ path: 'Idempotency-Key', message: 'Use 1 to 255 visible characters, such as a UUID.' }]);
  const body = await readBody(req, kind, LIMITS.bodyBytes);
  if (!body.ok) {
    const close = body.status === 413 ? { connection: 'close' } : undefined;
    if (kind === 'form') return answerNotSent(res, NOT_SENT_ANCHORS.refused, languageOfSource(req, ctx.languages), close);
    return sendError(res, body.status, body.error, body.issues, close);
  }
  const sent = typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : {};
  const known = knownLanguage(sent[LANGUAGE_FIELD], ctx);
  if (honeypotFilled(body.value)) {
    ctx.logger.info('honeypot_filled', { path });
    // Answered as a stored request of the same form and language would be.
    return answerStored(res, kind, randomUUID(), known, formOf(endpoint, sent.source));
  }
  const valid = validateSubmission(endpoint, body.value);
  if (!valid.ok) {
    ctx.logger.info('submission_rejected', { path, status: 400, issues: valid.issues.length });
    if (kind === 'form') {
      // The first field the page can say something about (a field name, never its value).
      const field = valid.issues.map((issue) => issue.path).find(isCheckedField);
      return answerNotSent(res, field ? refusedAnchor(field) : NOT_SENT_ANCHORS.refused, known);
    }
    return sendError(res, 400, 'Some fields need attention.', valid.issues);
  }
  const language = valid.fields[LANGUAGE_FIELD];
  if (language !== undefined && ctx.languages && !ctx.languages.includes(language)) {
    ctx.logger.info('submission_rejected', { path, status: 400, issues: 1 });
    if (kind === 'form') return answerNotSent(res, NOT_SENT_ANCHORS.refused, undefined);
    return sendError(res, 400, 'Some fields need attention.', [{ path: LANGUAGE_FIELD, message: `Language must be one of this site's: ${ctx.languages.join(', ')}.` }]);
  }
  const lead = newLead({ ...valid, source: valid.source ?? sourcePage(req), idempotencyKey: key, now: ctx.clock(), retentionDays: ctx.retentionDays });
  let stored;
  try {
    stored = await ctx.store.insert(lead);
  } catch (err) {
    ctx.logger.error('store_failed', { form: lead.form, error: errorName(err) });
    if (kind === 'form') return answerNotSent(res, NOT_SENT_ANCHORS.failed, known);
    return sendError(res, 503, 'We could not save your request. Please try again or call us directly.', [], { 'retry-after': '5' });
  }
  if (!stored.created && !sameRequest(stored.lead, lead)) {
    return sendError(res, 422, 'This Idempotency-Key was already used for a different request.', [{ path: 'Idempotency-Key', message: 'Send a new key with a new request.' }]);
  }
  ctx.logger.info(stored.created ? 'lead_stored' : 'lead_replayed', { leadId: stored.lead.id, form: stored.lead.form });
  answerStored(res, kind, stored.lead.id, knownLanguage(stored.lead.fields[LANGUAGE_FIELD], ctx), stored.lead.form);
  if (stored.created && ctx.notifier) ctx.track(deliver(stored.lead, { ...ctx, notifier: ctx.notifier }));
}

/**
 * JSON callers get 201 and the lead id; the no-JavaScript form is sent on to the thank-you page of its
 * language, at its form's anchor, where the page shows that form's promise (contract/routes.ts, SENT_ANCHORS).
 */
function answerStored(res: ServerResponse, kind: BodyKind, id: string, language?: string, form?: string): void {
  if (kind === 'form') return redirect(res, pageIn(THANK_YOU_ROUTE, language, form === undefined ? undefined : sentAnchor(form)));
  sendJson(res, 201, { ok: true, id });
}

/**
 * A form sent without JavaScript that was not stored (an answer the browser let through but the
 * schema refuses, a body too large to read, a store that failed, the per-minute limit) is sent on
 * to the not-sent page of its language, at the reason's anchor (NOT_SENT_ANCHORS, refusedAnchor),
 * which says what went wrong and how to send it again, and gives the crisis line, instead of the
 * JSON a script reads. The 303 keeps the form's page in the history, so Back returns to what was typed.
 */
export function answerNotSent(res: ServerResponse, anchor: string, language: string | undefined, headers?: Record<string, string>): void {
  redirect(res, pageIn(NOT_SENT_ROUTE, language, anchor), headers);
}

/** A route in a language (none: the default language's), at an anchor if one is given. */
function pageIn(route: string, language: string | undefined, anchor: string | undefined): string {
  const page = language ? localizeRoute(route, `/${language}`) : route;
  return anchor ? `${page}#${anchor}` : page;
}

/**
 * The code when it names one of the site's languages other than its default (the first), whose pages
 * are below its prefix; else undefined, for the default language's pages, which have none.
 */
function prefixedLanguage(code: string | undefined, languages: readonly string[] | undefined): string | undefined {
  return code !== undefined && code !== languages?.[0] && (languages?.includes(code) ?? true) ? code : undefined;
}

/** A form's `language`, when it is well formed and prefixed (prefixedLanguage). */
function knownLanguage(value: unknown, ctx: SubmitContext): string | undefined {
  const shaped = languageField.safeParse(value);
  return prefixedLanguage(shaped.success ? shaped.data : undefined, ctx.languages);
}

/**
 * The site's language the browser asks for first (Accept-Language, matched by negotiator: es-MX asks
 * for es), when prefixed; none when it asks for none of them, or the site's languages are not known.
 */
function languageAsked(req: IncomingMessage, languages: readonly string[] | undefined): string | undefined {
  if (!languages?.length) return undefined;
  return prefixedLanguage(new Negotiator(req).language([...languages]), languages);
}

/** The language of the site's page a request came from (/es/... -> es), when prefixed; for answers given before the body is read. */
export function languageOfSource(req: IncomingMessage, languages: readonly string[] | undefined): string | undefined {
  return prefixedLanguage(/^\/([a-z]{2})(?:\/|$)/.exec(sourcePage(req))?.[1], languages);
}

/** undefined when absent, null when present but unusable. */
function idempotencyKey(req: IncomingMessage): string | undefined | null {
  const key = req.headers[HEADER_NAMES.idempotencyKey.toLowerCase()];
  if (key === undefined) return undefined;
  return typeof key === 'string' && /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}
