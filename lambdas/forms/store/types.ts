/** The one storage interface for leads; sqlite.ts (embedded default) and dynamodb.ts (AWS) implement it. */
import type { Lead } from '../lead.ts';

export interface InsertResult {
  /** The stored lead: the new one, or the one an earlier request with the same id already stored. */
  lead: Lead;
  created: boolean;
}

export interface LeadStore {
  /** Stores the lead unless one with its id exists; resolves only once the row is durable. */
  insert(lead: Lead): Promise<InsertResult>;
  get(id: string): Promise<Lead | undefined>;
  /** Every stored lead, oldest first. */
  list(): Promise<Lead[]>;
  /** Leads still waiting for the admissions team whose next attempt is due, oldest first. */
  dueForNotification(now: Date, limit: number): Promise<Lead[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, nextAttemptAt: Date, error: string): Promise<void>;
  /** Deletes leads past their retention; returns how many went. */
  deleteExpired(now: Date): Promise<number>;
  close(): Promise<void>;
}
