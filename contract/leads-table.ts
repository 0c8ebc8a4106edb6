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
