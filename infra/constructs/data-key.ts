/**
 * The customer-managed KMS key for everything that may hold a lead or point at one: the leads
 * table and its stream, the notifier's dead-letter queue, the alarm topic and the Lambda and API
 * logs. Rotated yearly; kept when the stack is deleted so old backups stay readable.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

export class DataKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    this.key = new Key(this, 'Key', {
      description: `${stack.stackName}: leads table, dead letters, alarm topic and logs`,
      enableKeyRotation: true,
      pendingWindow: Duration.days(30),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudWatch Logs encrypts the Lambda, API and WAF log groups of this account and region.
    this.key.addToResourcePolicy(new PolicyStatement({
      sid: 'CloudWatchLogsOfThisAccount',
      principals: [new ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
      actions: ['kms:Encrypt', 'kms:Decrypt', 'kms:ReEncryptFrom', 'kms:ReEncryptTo', 'kms:GenerateDataKey', 'kms:GenerateDataKeyWithoutPlaintext', 'kms:DescribeKey'],
      resources: ['*'],
      conditions: {
        ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${stack.partition}:logs:${stack.region}:${stack.account}:log-group:*` },
        StringEquals: { 'aws:SourceAccount': stack.account },
      },
    }));
    // CloudWatch alarms publish to the encrypted SNS topic.
    this.key.addToResourcePolicy(new PolicyStatement({
      sid: 'CloudWatchAlarmsToTopic',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
      resources: ['*'],
      // Only for this account's alarms, not another account's (the confused deputy).
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }));
  }
}
