/**
 * A DynamoDB table as every table of the stack is made: billed per request, point-in-time recovery on,
 * encrypted with the stack's own key, each item deleted by TTL. The caller names its keys, TTL
 * attribute and whatever else differs (stream, deletion protection, removal policy).
 */
import { AttributeType, BillingMode, Table, TableEncryption, type TableProps } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';

export interface EncryptedTableProps extends Omit<TableProps, 'partitionKey' | 'sortKey' | 'billingMode' | 'encryption' | 'encryptionKey' | 'timeToLiveAttribute'> {
  key: IKey;
  /** String attribute names: the partition key, and the sort key if any. */
  partitionKey: string;
  sortKey?: string;
  ttlAttribute: string;
}

export function encryptedTable(scope: Construct, id: string, props: EncryptedTableProps): Table {
  const { key, partitionKey, sortKey, ttlAttribute, ...rest } = props;
  return new Table(scope, id, {
    partitionKey: { name: partitionKey, type: AttributeType.STRING },
    ...(sortKey && { sortKey: { name: sortKey, type: AttributeType.STRING } }),
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    encryption: TableEncryption.CUSTOMER_MANAGED,
    encryptionKey: key,
    timeToLiveAttribute: ttlAttribute,
    ...rest,
  });
}
