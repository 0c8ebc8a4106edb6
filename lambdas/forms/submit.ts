/**
 * POST of one form: read, check, store, answer, then alert the team. The lead is committed before
 * the 2xx goes out; the alert runs after, and a failed alert only leaves the lead pending.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyKind, readBody, type BodyKind } from '../leads/body.ts';
import { newLead, sameRequest } from '../leads/lead.ts';
import { errorName, type Logger } from '../leads/log.ts';
import { deliver } from '../leads/alerts/deliver.ts';
import type { Notifier } from '../leads/alerts/types.ts';
import { redirect, sendError, sendJson } from '../leads/respond.ts';
import { fromAnotherSite, sourcePage } from './same-site.ts';
import { LANGUAGE_FIELD, LIMITS, languageField } from '../../contract/forms.ts';
import { localizeRoute, sentAnchor } from '../../contract/routes.ts';
import type { LeadStore } from '../leads/store/types.ts';
import { formOf, honeypotFilled, validateSubmission, type FormEndpoint } from './validate.ts';
import { HEADER_NAMES } from '../../contract/defaults.ts';

export interface SubmitContext {
  store: LeadStore;
  notifier: Notifier | null;
  logger: Logger;
  clock: () => Date;
  thankYouPath: string;
  retentionDays: number;
  track: (work: Promise<unknown>) => void;
  /** The site's language codes; when given, a form's `language` must be one of them. */
  languages?: readonly string[];
}

export async function handleSubmission(req: IncomingMessage, res: ServerResponse, endpoint: FormEndpoint, ctx: SubmitContext): Promise<void> {
  const path = req.url?.split('?')[0];
  if (fromAnotherSite(req)) {
    // 400, not 403: CloudFront turns every 403 into the not-found page (S3's answer for a missing
    // page), which would hide this message from the person who sent the form.
    ctx.logger.info('cross_site_refused', { path, status: 400 });
    return sendError(res, 400, 'This form can only be sent from our website. Please use the form on our site, or call us.');
  }
  const kind = bodyKind(req);
  if (!kind) return sendError(res, 415, 'Send the form as application/json or application/x-www-form-urlencoded.');
  const key = idempotencyKey(req);
  if (key === null) return sendError(res, 400, 'The Idempotency-Key header is not valid.', [{ path: 'Idempotency-Key', message: 'Use 1 to 255 visible characters, such as a UUID.' }]);
  const body = await readBody(req, kind, LIMITS.bodyBytes);
  if (!body.ok) return sendError(res, body.status, body.error, body.issues, body.status === 413 ? { connection: 'close' } : undefined);
  if (honeypotFilled(body.value)) {
    ctx.logger.info('honeypot_filled', { path });
    // Answered as a stored request of the same form and language would be.
    const { source, [LANGUAGE_FIELD]: language } = body.value as Record<string, unknown>;
    const shaped = languageField.safeParse(language);
    const known = shaped.success && shaped.data !== undefined && (ctx.languages?.includes(shaped.data) ?? true) ? shaped.data : undefined;
    return answerStored(res, kind, randomUUID(), ctx, known, formOf(endpoint, source));
  }
  const valid = validateSubmission(endpoint, body.value);
  if (!valid.ok) {
    ctx.logger.info('submission_rejected', { path, status: 400, issues: valid.issues.length });
    return sendError(res, 400, 'Some fields need attention.', valid.issues);
  }
  const language = valid.fields[LANGUAGE_FIELD];
  if (language !== undefined && ctx.languages && !ctx.languages.includes(language)) {
    ctx.logger.info('submission_rejected', { path, status: 400, issues: 1 });
    return sendError(res, 400, 'Some fields need attention.', [{ path: LANGUAGE_FIELD, message: `Language must be one of this site's: ${ctx.languages.join(', ')}.` }]);
  }
  const lead = newLead({ ...valid, source: valid.source ?? sourcePage(req), idempotencyKey: key, now: ctx.clock(), retentionDays: ctx.retentionDays });
  let stored;
  try {
    stored = await ctx.store.insert(lead);
  } catch (err) {
    ctx.logger.error('store_failed', { form: lead.form, error: errorName(err) });
    return sendError(res, 503, 'We could not save your request. Please try again or call us directly.', [], { 'retry-after': '5' });
  }
  if (!stored.created && !sameRequest(stored.lead, lead)) {
    return sendError(res, 422, 'This Idempotency-Key was already used for a different request.', [{ path: 'Idempotency-Key', message: 'Send a new key with a new request.' }]);
  }
  ctx.logger.info(stored.created ? 'lead_stored' : 'lead_replayed', { leadId: stored.lead.id, form: stored.lead.form });
  answerStored(res, kind, stored.lead.id, ctx, stored.lead.fields[LANGUAGE_FIELD], stored.lead.form);
  if (stored.created && ctx.notifier) ctx.track(deliver(stored.lead, { ...ctx, notifier: ctx.notifier }));
}

/**
 * JSON callers get 201 and the lead id; the no-JavaScript form is sent on to the thank-you page of its
 * language, at its form's anchor, where the page shows that form's promise (contract/routes.ts, SENT_ANCHORS).
 */
function answerStored(res: ServerResponse, kind: BodyKind, id: string, ctx: SubmitContext, language?: string, form?: string): void {
  if (kind === 'form') {
    const page = language ? localizeRoute(ctx.thankYouPath, `/${language}`) : ctx.thankYouPath;
    const anchor = form === undefined ? undefined : sentAnchor(form);
    return redirect(res, anchor ? `${page}#${anchor}` : page);
  }
  sendJson(res, 201, { ok: true, id });
}

/** undefined when absent, null when present but unusable. */
function idempotencyKey(req: IncomingMessage): string | undefined | null {
  const key = req.headers[HEADER_NAMES.idempotencyKey.toLowerCase()];
  if (key === undefined) return undefined;
  return typeof key === 'string' && /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}
