/** A CloudWatch log group as every one here is: encrypted with the stack's key, kept for the configured time, removed with the stack. */
import { RemovalPolicy } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export function logGroupFor(scope: Construct, id: string, key: IKey, retention: RetentionDays, logGroupName?: string): LogGroup {
  return new LogGroup(scope, id, { logGroupName, encryptionKey: key, retention, removalPolicy: RemovalPolicy.DESTROY });
}
