/**
 * The notifier: a Lambda fed by the leads table's stream (new items only) that makes the first
 * attempt to alert the admissions team by SES email and/or a CRM webhook; a failed alert is left to
 * the retry schedule (alert-retry.ts). A batch the function cannot process at all (the table out of
 * reach) is retried with bisection; what still fails is described in an encrypted SQS dead-letter
 * queue, which the alarms watch and `site leads redrive` empties.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AlertChannels } from './alert-channels.ts';
import type { LeadsTable } from './leads-table.ts';
import { acknowledgeLambdaPlacement, nodeFunction } from './node-function.ts';

export interface NotifierProps {
  leads: LeadsTable;
  key: IKey;
  logRetention: RetentionDays;
  channels: AlertChannels;
}

export class Notifier extends Construct {
  readonly fn: IFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: props.key,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the notifier\'s stream event source; it has no consumer that could fail, so it needs no dead-letter queue of its own.',
    });

    const fn = nodeFunction(this, 'Function', {
      entry: 'lambdas/notifier/handler.ts',
      description: 'Alerts the admissions team about each new lead (leads table stream)',
      timeout: Duration.seconds(30),
      logKey: props.key,
      logRetention: props.logRetention,
      environment: { TABLE_NAME: props.leads.table.tableName },
    });
    props.leads.grantItems(fn, 'GetItem', 'UpdateItem');
    props.channels.grantSend(fn);
    fn.addEventSource(new DynamoEventSource(props.leads.table, {
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 10,
      maxBatchingWindow: Duration.seconds(0),
      retryAttempts: 8,
      bisectBatchOnError: true,
      maxRecordAge: Duration.hours(6),
      onFailure: new SqsDlq(this.deadLetters),
      filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT') })],
    }));
    this.fn = fn;

    acknowledgeLambdaPlacement(this);
    Validations.of(fn).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason: 'The function is invoked by a DynamoDB stream event source mapping, whose on-failure destination is the SQS dead-letter queue above; a function-level dead-letter queue applies only to asynchronous invocations.',
    });
    Validations.of(fn.role!).acknowledge(
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'dynamodb:ListStreams, granted by the stream event source, cannot be limited to a resource; every other statement names its table, stream, key, queue, log group or SES identity.' },
      { id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]', reason: 'Granted by CDK so the function can send a failed batch to the KMS-encrypted dead-letter queue; the statement is limited to the one data key.' },
      { id: 'AwsSolutions-IAM5[Action::kms:ReEncrypt*]', reason: 'Granted by CDK so the function can send a failed batch to the KMS-encrypted dead-letter queue; the statement is limited to the one data key.' },
    );
  }
}
