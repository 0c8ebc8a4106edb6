/** A lead: one request for help, as stored and as delivered to the admissions team. */
import { createHash, randomUUID } from 'node:crypto';
import { NEW_INBOX_STATE, type InboxState } from '../../contract/inbox.ts';
import type { FormName } from '../../contract/promises.ts';
import { NO_ATTRIBUTION, type Attribution } from '../../contract/attribution.ts';
import { DAY_MS } from './deadlines.ts';

export type { FormName };

export type NotificationState =
  | { status: 'pending'; attempts: number; nextAttemptAt: string; lastError?: string }
  | { status: 'sent'; attempts: number; sentAt: string };

export interface Lead {
  id: string;
  form: FormName;
  /** The submitted fields, trimmed, without the honeypot or the crisis form's `source`. */
  fields: Record<string, string>;
  /** Where the request came from: `crisis-landing`, the path of the site's page that sent it, or `direct`. */
  source: string;
  /** Where the visit that sent it began (contract/attribution.ts); every value null when unknown. */
  attribution: Attribution;
  receivedAt: string;
  /** Seconds since the epoch after which the lead is deleted (the DynamoDB TTL attribute). */
  expiresAt: number;
  notification: NotificationState;
  /** The admissions team's work on it (contract/inbox.ts); absent until someone acts on it. */
  inbox?: InboxState;
}

export interface NewLeadInput {
  form: FormName;
  fields: Record<string, string>;
  source: string;
  attribution?: Attribution;
  idempotencyKey?: string;
  now: Date;
  retentionDays: number;
}

/** Failed alert attempts after which a person must step in: the operator is paged and the inbox flags the lead. */
export const ALERT_FAILING_AFTER_ATTEMPTS = 3;

/** True while the lead's alert has failed repeatedly and still has not reached the admissions team. */
export function alertFailing(lead: Lead): boolean {
  return lead.notification.status === 'pending' && lead.notification.attempts >= ALERT_FAILING_AFTER_ATTEMPTS;
}

/** A first delivery attempt belongs to whoever received the lead; the retry sweep waits this long before stepping in. */
export const FIRST_ATTEMPT_GRACE_MS = 60_000;

export function newLead(input: NewLeadInput): Lead {
  return {
    id: input.idempotencyKey === undefined ? randomUUID() : leadIdForKey(input.idempotencyKey),
    form: input.form,
    fields: input.fields,
    source: input.source,
    // Without the browser's record (no JavaScript, or storage refused): the page it was sent from.
    attribution: input.attribution ?? { ...NO_ATTRIBUTION, landingPage: input.source.startsWith('/') ? input.source : null },
    receivedAt: input.now.toISOString(),
    expiresAt: Math.floor((input.now.getTime() + input.retentionDays * DAY_MS) / 1000),
    notification: { status: 'pending', attempts: 0, nextAttemptAt: new Date(input.now.getTime() + FIRST_ATTEMPT_GRACE_MS).toISOString() },
  };
}

/** The same Idempotency-Key always names the same lead, so a retry can only find the first one. */
export function leadIdForKey(key: string): string {
  const hex = createHash('sha256').update(`lead:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The lead's inbox state: a new lead has none stored yet. */
export const stateOf = (lead: Lead): InboxState => lead.inbox ?? NEW_INBOX_STATE;

/** True when a retried submission carries the same request as the lead its key already stored. */
export function sameRequest(stored: Lead, candidate: Lead): boolean {
  if (stored.form !== candidate.form) return false;
  const a = Object.entries(stored.fields).sort(([x], [y]) => x.localeCompare(y));
  const b = Object.entries(candidate.fields).sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(a) === JSON.stringify(b);
}
