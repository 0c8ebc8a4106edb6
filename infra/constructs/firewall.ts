/**
 * The WAF web ACL for CloudFront (on unless the config turns it off): a per-address rate rule on the
 * signed-in admin routes (/api/admin/*) of its own, loose enough for an office of open inboxes
 * polling from one address; one on the counting beacon (/api/count), which a page view or call tap
 * sends once, so that a visitor reading many pages never uses up what their form may send; one on
 * the rest of /api/* (the forms), so one client flooding the forms API is answered 429 at the edge and
 * cannot use up the API's throttle that every visitor's form shares; a looser per-address rule on
 * everything else (scraping); and Amazon's IP reputation list. The sizes: docs/operators.md.
 * The admin routes count toward no other rule, so the team's own inboxes never block the office's
 * forms or pages. Logged to an encrypted log group, with the staff's bearer tokens and any cookie
 * redacted. CloudFront web ACLs exist only in us-east-1 (the config checks the region).
 */
import { Stack } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { logGroupFor } from './log-group.ts';
import { COUNT_ENDPOINT } from '../../contract/counts.ts';

export interface FirewallProps {
  /** Requests one address may send to /api/admin/* in any 5 minutes (every open inbox behind it together). */
  adminRequestsPer5Minutes: number;
  /** Requests one address may send to /api/* but the counter and the inbox in any 5 minutes. */
  apiRequestsPer5Minutes: number;
  /** Counting beacons one address may send in any 5 minutes. */
  countRequestsPer5Minutes: number;
  /** Requests one address may send to the whole site in any 5 minutes. */
  requestsPer5Minutes: number;
  key: IKey;
  logRetention: RetentionDays;
}

const TOO_MANY = 'too-many-requests';
const ADMIN_PREFIX = '/api/admin/';

const startsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: prefix, textTransformations: [{ priority: 0, type: 'NONE' }] },
});
const notAdmin: CfnWebACL.StatementProperty = { notStatement: { statement: startsWith(ADMIN_PREFIX) } };
const isCount: CfnWebACL.StatementProperty = {
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'EXACTLY', searchString: COUNT_ENDPOINT, textTransformations: [{ priority: 0, type: 'NONE' }] },
};
/** What the forms API itself answers past a limit, so the browser forms show their usual message. */
const TOO_MANY_BODY = JSON.stringify({ error: 'Too many requests. Please wait a few minutes or call us directly.', issues: [] });

export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    const name = Stack.of(this).stackName;
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${name}-web-acl`),
      customResponseBodies: { [TOO_MANY]: { contentType: 'APPLICATION_JSON', content: TOO_MANY_BODY } },
      rules: [
        {
          name: 'admin-rate-limit-per-ip',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } } },
          statement: {
            rateBasedStatement: { limit: props.adminRequestsPer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300, scopeDownStatement: startsWith(ADMIN_PREFIX) },
          },
          visibilityConfig: visibility(`${name}-admin-rate-limit`),
        },
        {
          name: 'count-rate-limit-per-ip',
          priority: 1,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } } },
          statement: { rateBasedStatement: { limit: props.countRequestsPer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300, scopeDownStatement: isCount } },
          visibilityConfig: visibility(`${name}-count-rate-limit`),
        },
        {
          name: 'api-rate-limit-per-ip',
          priority: 2,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } } },
          statement: {
            rateBasedStatement: {
              limit: props.apiRequestsPer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300,
              scopeDownStatement: { andStatement: { statements: [startsWith('/api/'), notAdmin, { notStatement: { statement: isCount } }] } },
            },
          },
          visibilityConfig: visibility(`${name}-api-rate-limit`),
        },
        {
          name: 'rate-limit-per-ip',
          priority: 3,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.requestsPer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300, scopeDownStatement: notAdmin } },
          visibilityConfig: visibility(`${name}-rate-limit`),
        },
        {
          name: 'aws-ip-reputation',
          priority: 4,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
          visibilityConfig: visibility(`${name}-ip-reputation`),
        },
      ],
    });

    // WAF only logs to groups whose name starts with aws-waf-logs-.
    const logs = logGroupFor(this, 'Logs', props.key, props.logRetention, `aws-waf-logs-${name}`);
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [logs.logGroupArn],
      // The inbox's bearer token (a Cognito ID token: who, and a key to the leads for 15 minutes) and cookies.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
    });
  }
}
