/**
 * The storage interfaces for leads. sqlite.ts (embedded default) and dynamodb.ts (AWS) implement
 * LeadStore and LeadListing; only the embedded store deletes expired leads itself (in AWS the
 * table's TTL does it).
 */
import type { InboxState } from '../../../contract/inbox.ts';
import type { Lead } from '../lead.ts';
import type { CountField, CountKey, CountRow } from '../counts.ts';

export interface InsertResult {
  /** The stored lead: the new one, or the one an earlier request with the same id already stored. */
  lead: Lead;
  created: boolean;
}

/** What the forms API and the notifiers need. */
export interface LeadStore {
  /** Stores the lead unless one with its id exists; resolves only once the row is durable. */
  insert(lead: Lead): Promise<InsertResult>;
  get(id: string): Promise<Lead | undefined>;
  /** Leads still waiting for the admissions team whose next attempt is due, oldest first. */
  dueForNotification(now: Date, limit: number): Promise<Lead[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, nextAttemptAt: Date, error: string): Promise<void>;
  close(): Promise<void>;
}

/** Every stored lead, oldest first: `site leads`. */
export interface LeadListing {
  list(): Promise<Lead[]>;
}

/** The counters of page views and call taps (lambdas/leads/counts.ts): atomic additions, read back by day. */
export interface CountStore {
  /** Adds one to the field of the counter with these labels (made at 0 if new). */
  add(key: CountKey, field: CountField): Promise<void>;
  /** Every counter of the days from fromDay to toDay (YYYY-MM-DD, both included). */
  between(fromDay: string, toDay: string): Promise<CountRow[]>;
}

/** The embedded store, which also deletes leads past their retention (the local retention sweep). */
export interface LocalLeadStore extends LeadStore, LeadListing {
  /** Deletes leads past their retention; returns how many went. */
  deleteExpired(now: Date): Promise<number>;
  /** The counters, in the same file; their own retention sweep deletes those older than 25 months. */
  counts: CountStore & { deleteExpired(now: Date, timeZone: string): Promise<number> };
}

/** What the admissions inbox needs (lambdas/admin): the recent leads, and conditional writes of their inbox state. */
export interface InboxStore {
  get(id: string): Promise<Lead | undefined>;
  /** An inbound call the team logs is stored as a lead like the forms' (LeadStore.insert). */
  insert(lead: Lead): Promise<InsertResult>;
  /** Leads received at or after `since`, newest first. */
  recent(since: Date): Promise<Lead[]>;
  /**
   * Writes the lead's inbox state only if the stored one is still at `expectedVersion` (0: none yet).
   * False when someone else changed it first (or the lead is gone): read it again and decide again.
   */
  replaceInbox(id: string, expectedVersion: number, state: InboxState): Promise<boolean>;
  close(): Promise<void>;
}
