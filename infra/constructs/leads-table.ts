/**
 * The leads table: one item per request for help, keyed by `id`, deleted by TTL (`expiresAt`)
 * after the retention period. Its KEYS_ONLY stream feeds the notifier, so the stream and any
 * dead letter carry an id, never a person's details. One index, by alert status and arrival time
 * (contract/leads-table.ts), serves every read that is not by id: nothing here may Scan.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, ProjectionType, StreamViewType, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { LEADS_TABLE } from '../../contract/leads-table.ts';
import { encryptedTable } from './encrypted-table.ts';

const INDEX = LEADS_TABLE.statusIndex;

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
    this.table = encryptedTable(this, 'Table', {
      key: props.key,
      partitionKey: LEADS_TABLE.partitionKey,
      ttlAttribute: LEADS_TABLE.ttlAttribute,
      stream: StreamViewType.KEYS_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // ALL: the retry schedule and `site leads --stack` read whole leads from the index.
    this.table.addGlobalSecondaryIndex({
      indexName: INDEX.name,
      partitionKey: { name: INDEX.partitionKey, type: AttributeType.STRING },
      sortKey: { name: INDEX.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
    Validations.of(this.table).acknowledge(
      { id: 'HIPAA.Security-DynamoDBInBackupPlan', reason: 'Point-in-time recovery keeps a restorable copy of every second of the last 35 days, longer than a lead is useful to the admissions team; an AWS Backup plan would add cost and more long-lived copies of health information.' },
    );
  }

  /** Only the item actions named, on the table itself (not its index). */
  grantItems(grantee: IGrantable, ...actions: string[]): void {
    Grant.addToPrincipal({ grantee, actions: actions.map((a) => `dynamodb:${a}`), resourceArns: [this.table.tableArn] });
    this.key.grant(grantee, ...KEY_ACTIONS);
  }

  /** Query on the status index, and nothing else on it. */
  grantStatusQuery(grantee: IGrantable): void {
    Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: [`${this.table.tableArn}/index/${INDEX.name}`] });
    this.key.grant(grantee, 'kms:Decrypt', 'kms:DescribeKey');
  }
}
