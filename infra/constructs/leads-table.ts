/**
 * The leads table: one item per request for help, keyed by `id`, deleted by TTL (`expiresAt`)
 * after the retention period. Its KEYS_ONLY stream feeds the notifier, so the stream and any
 * dead letter carry an id, never a person's details.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

export interface LeadsTableProps {
  key: IKey;
}

/** What a principal must be allowed on the key to read or write the table (no wildcards). */
const KEY_ACTIONS = ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey', 'kms:ReEncryptFrom', 'kms:ReEncryptTo'];

export class LeadsTable extends Construct {
  readonly table: Table;
  private readonly key: IKey;

  constructor(scope: Construct, id: string, props: LeadsTableProps) {
    super(scope, id);
    this.key = props.key;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: props.key,
      timeToLiveAttribute: 'expiresAt',
      stream: StreamViewType.KEYS_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.table).acknowledge(
      { id: 'HIPAA.Security-DynamoDBInBackupPlan', reason: 'Point-in-time recovery keeps a restorable copy of every second of the last 35 days, longer than a lead is useful to the admissions team; an AWS Backup plan would add cost and more long-lived copies of health information.' },
    );
  }

  /** Only the item actions named, on the table itself (no index, no scan unless asked). */
  grantItems(grantee: IGrantable, ...actions: string[]): void {
    this.table.grant(grantee, ...actions.map((a) => `dynamodb:${a}`));
    this.key.grant(grantee, ...KEY_ACTIONS);
  }
}
