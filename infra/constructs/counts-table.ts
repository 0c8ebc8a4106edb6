/**
 * The counters of page views and call taps (contract/leads-table.ts COUNTS_TABLE): one item per day
 * and label set, raised by atomic ADD updates from the forms Lambda and read by day by the inbox.
 * Encrypted with the stack's key, deleted by TTL 25 months after its day. It holds no person: no
 * address, user agent, time of day or per-visit value; only labels and two numbers.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { COUNTS_TABLE } from '../../contract/leads-table.ts';
import { encryptedTable } from './encrypted-table.ts';

export interface CountsTableProps {
  key: IKey;
}

export class CountsTable extends Construct {
  readonly table: Table;
  private readonly key: IKey;

  constructor(scope: Construct, id: string, props: CountsTableProps) {
    super(scope, id);
    this.key = props.key;
    this.table = encryptedTable(this, 'Table', {
      key: props.key,
      partitionKey: COUNTS_TABLE.partitionKey,
      sortKey: COUNTS_TABLE.sortKey,
      ttlAttribute: COUNTS_TABLE.ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.table).acknowledge(
      { id: 'HIPAA.Security-DynamoDBInBackupPlan', reason: 'The counters are aggregate numbers without any person in them; point-in-time recovery keeps 35 days of them restorable, and a lost day of counts costs a report, not care.' },
    );
  }

  /** UpdateItem on the table alone: add to a counter, and nothing else. */
  grantCount(grantee: IGrantable): void {
    Grant.addToPrincipal({ grantee, actions: ['dynamodb:UpdateItem'], resourceArns: [this.table.tableArn] });
    this.key.grant(grantee, 'kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey');
  }

  /** Query on the table alone: read the counters of a day. */
  grantRead(grantee: IGrantable): void {
    Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: [this.table.tableArn] });
    this.key.grant(grantee, 'kms:Decrypt', 'kms:DescribeKey');
  }
}
