/**
 * The DynamoDB leads table: how the CDK stack creates it, and how the forms Lambdas and
 * `site leads --stack` read it. Every read that is not by id goes through the status index
 * (never a Scan), so each function's IAM grant names exactly the calls it makes.
 */

/** Where a lead's alert to the admissions team stands. */
export const ALERT_STATUSES = ['pending', 'sent'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const LEADS_TABLE = {
  partitionKey: 'id',
  /** Seconds since the epoch; DynamoDB's TTL deletes the lead after it. */
  ttlAttribute: 'expiresAt',
  /** Leads by alert status, oldest first: the alerts due for a retry, and every lead for `site leads`. */
  statusIndex: { name: 'byAlertStatus', partitionKey: 'alertStatus', sortKey: 'receivedAt' },
} as const;

/**
 * The counters table (lambdas/leads/counts.ts): one item per day and label set, keyed by the day and
 * the labels joined as JSON, holding two numbers that each beacon raises with an atomic ADD. A report
 * Queries one day at a time; nothing Scans it.
 */
export const COUNTS_TABLE = {
  partitionKey: 'day',
  sortKey: 'labels',
  /** Seconds since the epoch; DynamoDB's TTL deletes the counter 25 months after its day. */
  ttlAttribute: 'expiresAt',
} as const;
