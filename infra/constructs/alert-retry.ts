/**
 * The alert retry schedule: an EventBridge rule runs the retry Lambda every minute. It queries the
 * leads table's status index for leads whose alert is pending and due and tries each again, until
 * every alert gets through (lambdas/notifier/retry.ts). After repeated failure it pages the operator
 * through the alarm topic, and the inbox flags the lead.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { AlertChannels } from './alert-channels.ts';
import type { LeadsTable } from './leads-table.ts';
import { acknowledgeLambdaPlacement, nodeFunction } from './node-function.ts';

export interface AlertRetryProps {
  leads: LeadsTable;
  key: IKey;
  logRetention: RetentionDays;
  channels: AlertChannels;
}

export class AlertRetry extends Construct {
  readonly fn: LambdaFn;
  readonly schedule: Rule;
  private readonly key: IKey;

  constructor(scope: Construct, id: string, props: AlertRetryProps) {
    super(scope, id);
    this.key = props.key;
    const fn = nodeFunction(this, 'Function', {
      entry: 'lambdas/notifier/retry.ts',
      description: 'Retries every minute the alerts that failed, until they get through',
      // Under the schedule's minute, so runs do not overlap; leads left over wait for the next run.
      timeout: Duration.seconds(55),
      logKey: props.key,
      logRetention: props.logRetention,
      environment: { TABLE_NAME: props.leads.table.tableName },
    });
    props.leads.grantStatusQuery(fn);
    props.leads.grantItems(fn, 'UpdateItem');
    props.channels.grantSend(fn);
    this.fn = fn;

    this.schedule = new Rule(this, 'Schedule', {
      description: 'Retry the alerts to the admissions team that failed',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
    });

    acknowledgeLambdaPlacement(this);
    Validations.of(fn).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason: 'The schedule invokes the function every minute and a run that fails is simply repeated by the next one: the leads it would have alerted stay pending in the table, so a dead-letter queue would hold nothing to recover.',
    });
  }

  /** After repeated failure, the retry Lambda pages the operator through this topic (encrypted with the data key). */
  pageThrough(topic: ITopic): void {
    this.fn.addEnvironment('ALARM_TOPIC_ARN', topic.topicArn);
    this.fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: [topic.topicArn] }));
    this.key.grant(this.fn, 'kms:Decrypt', 'kms:GenerateDataKey');
  }
}
