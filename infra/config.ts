/**
 * The stack's settings: infra/config.json (or the file named by `-c configFile=...`), with any
 * top-level string overridden by CDK context (`-c domainName=www.example.org`). Validated once,
 * here, so a wrong value stops `cdk synth` with one message per problem instead of a failed deploy.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { DEFAULTS, LEAD_RETENTION_DAYS } from '../contract/defaults.ts';

export const DEFAULT_CONFIG_FILE = 'infra/config.json';

const email = z.email();

export const configSchema = z.object({
  /**
   * production (the default): `site deploy` and `site infra deploy` refuse while the content has a
   * stand-in. staging: the stack may carry stand-ins, and its site is built noindex with a robots.txt
   * that disallows everything. Read from the config file only, never from `-c`.
   */
  stage: z.enum(['production', 'staging']).default('production'),
  stackName: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,127}$/, 'letters, digits and hyphens, starting with a letter').default('ArdenaHouseSite'),
  /** Where the bucket, table and Lambdas live. CloudFront is global; WAF for CloudFront needs us-east-1. */
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as us-east-1').default('us-east-1'),
  account: z.string().regex(/^\d{12}$/, 'a 12-digit AWS account id').optional(),
  /** The built site: the stack reads _edge/viewer-request.js and _edge/headers.json from it. */
  siteDir: z.string().min(1).default(DEFAULTS.outDir),
  /** The content folder: the stack reads the call-back promises of its site.yaml for the Lambdas. */
  contentDir: z.string().min(1).default(DEFAULTS.contentDir),
  /** The public host name, e.g. www.ardenahouse.org. Without it the CloudFront domain serves the site. */
  domainName: z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a lower-case host name such as www.example.org').optional(),
  /** An ACM certificate for domainName, issued in us-east-1 (CloudFront only reads certificates there). */
  certificateArn: z.string().regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'an ACM certificate ARN in us-east-1').optional(),
  notify: z.object({
    /** A verified SES identity (address or domain) the alerts come from. */
    emailFrom: email.optional(),
    /** The admissions inbox(es) alerted about every new lead. */
    emailTo: z.array(email).default([]),
    /** A CRM endpoint alerted about each lead as JSON (kind, arrival, deadline, inbox link). Its bearer token goes in the stack's WebhookTokenSecretArn secret, never here. */
    webhookUrl: z.url({ protocol: /^https$/ }).optional(),
    /** Also send the webhook every submitted field: only for a CRM under a business associate agreement. */
    webhookFullLead: z.boolean().default(false),
  }).strict().default({ emailTo: [], webhookFullLead: false }),
  /** Subscribed to the alarm topic (confirm the email AWS sends). */
  alarmEmail: email.optional(),
  /** The WAF in front of CloudFront. On by default: without it one client can use up the API throttle every visitor's form shares. */
  waf: z.object({
    enabled: z.boolean().default(true),
    /** Requests one client IP may send to /api/* but the counter and the inbox in any 5 minutes (the forms); past it, 429 until its rate falls. */
    apiRequestsPer5Minutes: z.number().int().min(10).max(2_000_000_000).default(100),
    /** Counting beacons (/api/count) one client IP may send in any 5 minutes: one per page view and call tap (docs/operators.md). */
    countRequestsPer5Minutes: z.number().int().min(10).max(2_000_000_000).default(300),
    /** Requests one client IP may send to the whole site but /api/admin/* in any 5 minutes (an uncached page view is up to 33 requests; docs/operators.md). */
    requestsPer5Minutes: z.number().int().min(10).max(2_000_000_000).default(2000),
    /**
     * Requests one client IP may send to /api/admin/* in any 5 minutes: every open inbox behind one
     * office address together (each polls every INBOX_POLL_MS, 100 times in 5 minutes; docs/operators.md).
     */
    adminRequestsPer5Minutes: z.number().int().min(10).max(2_000_000_000).default(2000),
  }).strict().default({ enabled: true, apiRequestsPer5Minutes: 100, countRequestsPer5Minutes: 300, requestsPer5Minutes: 2000, adminRequestsPer5Minutes: 2000 }),
  /** Days a lead is kept before DynamoDB's TTL deletes it. */
  leadRetentionDays: z.number().int().min(1).max(3650).default(LEAD_RETENTION_DAYS),
  /** Days CloudWatch and access logs are kept. */
  logRetentionDays: z.union([z.literal(30), z.literal(60), z.literal(90), z.literal(180), z.literal(365)]).default(90),
  /** Days the logs that hold IP addresses (the firewall's, the S3 server access logs) are kept; the CDN's logs hold none. */
  addressLogDays: z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(7), z.literal(14)]).default(7),
  /** Requests a second the API accepts from everyone together (API Gateway throttling; bursts to twice this). */
  apiRateLimit: z.number().int().min(1).max(10_000).default(100),
  /** The admissions inbox's sign-in (Amazon Cognito): https://<prefix>.auth.<region>.amazoncognito.com; no other AWS account may use it in the region. */
  inboxSignInPrefix: z.string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { message: 'lower-case letters, digits and hyphens (at most 63), such as ardena-admissions', abort: true })
    .refine((v) => !/aws|amazon|cognito/.test(v), 'must not contain aws, amazon or cognito (Cognito refuses them)').default('ardena-admissions'),
}).strict().superRefine((c, ctx) => {
  const problem = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (c.domainName && !c.certificateArn) problem(['certificateArn'], 'is required with domainName: request a certificate for the domain in ACM (us-east-1)');
  if (c.certificateArn && !c.domainName) problem(['domainName'], 'is required with certificateArn');
  if (c.notify.emailTo.length > 0 && !c.notify.emailFrom) problem(['notify', 'emailFrom'], 'is required with notify.emailTo: a verified SES address to send from');
  if (c.notify.emailTo.length === 0 && !c.notify.webhookUrl) problem(['notify'], 'needs emailTo (with emailFrom) or webhookUrl: otherwise nobody hears about a new lead');
  if (c.notify.webhookFullLead && !c.notify.webhookUrl) problem(['notify', 'webhookFullLead'], 'needs notify.webhookUrl');
  if (c.waf.enabled && c.region !== 'us-east-1') problem(['waf', 'enabled'], 'needs region us-east-1: a web ACL for CloudFront can only be created there (turning the WAF off lets one client use up the forms API for everyone)');
});

export type SiteConfig = z.output<typeof configSchema>;

/**
 * What keeps a configuration from being deployed: the alert addresses must be real (not on a reserved
 * example domain) and an alarm address must be set, or nobody hears that alerts about leads fail.
 */
export function configBlockers(config: SiteConfig, isExampleHost: (host: string) => boolean): string[] {
  const out: string[] = [];
  const fake = (address: string | undefined) => address !== undefined && isExampleHost(address.slice(address.lastIndexOf('@') + 1));
  if (fake(config.notify.emailFrom)) out.push(`notify.emailFrom: ${config.notify.emailFrom} is on a reserved example domain: put in the verified SES address the alerts come from`);
  for (const to of config.notify.emailTo) if (fake(to)) out.push(`notify.emailTo: ${to} is on a reserved example domain: put in the admissions team's real inbox`);
  if (config.notify.webhookUrl && isExampleHost(new URL(config.notify.webhookUrl).hostname)) out.push(`notify.webhookUrl: ${config.notify.webhookUrl} is on a reserved example domain: put in the CRM's real address`);
  if (!config.alarmEmail) out.push('alarmEmail: is required: the address paged when alerts about leads keep failing');
  else if (fake(config.alarmEmail)) out.push(`alarmEmail: ${config.alarmEmail} is on a reserved example domain: put in the operator's real address`);
  return out;
}
export type SiteConfigInput = z.input<typeof configSchema>;

/** Keys that `-c key=value` may override; all are plain strings. */
const CONTEXT_KEYS = ['stackName', 'region', 'account', 'siteDir', 'contentDir', 'domainName', 'certificateArn', 'alarmEmail', 'inboxSignInPrefix'] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates raw settings; throws a ConfigError naming every problem. */
export function parseConfig(raw: unknown, source = 'config'): SiteConfig {
  const parsed = configSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(top level)'}: ${i.message}`);
  throw new ConfigError(`${source} has ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
}

/** Reads the config file, applies context overrides, validates. */
export function loadConfig(context: (key: string) => unknown): SiteConfig {
  const file = String(context('configFile') ?? DEFAULT_CONFIG_FILE);
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new ConfigError(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  delete raw.$comment;
  for (const key of CONTEXT_KEYS) {
    const value = context(key);
    if (typeof value === 'string' && value !== '') raw[key] = value;
  }
  return parseConfig(raw, file);
}
