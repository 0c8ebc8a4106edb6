/**
 * The optional WAF web ACL for CloudFront: a rate-based rule that blocks one address sending
 * too many requests (form spam, scraping), and Amazon's IP reputation list. Logged to an
 * encrypted log group. CloudFront web ACLs exist only in us-east-1 (the config checks the region).
 */
import { Stack } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { logGroupFor } from './log-group.ts';

export interface FirewallProps {
  requestsPer5Minutes: number;
  key: IKey;
  logRetention: RetentionDays;
}

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
      rules: [
        {
          name: 'rate-limit-per-ip',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.requestsPer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: visibility(`${name}-rate-limit`),
        },
        {
          name: 'aws-ip-reputation',
          priority: 1,
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
    });
  }
}
