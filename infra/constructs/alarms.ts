/**
 * Alarms that mean a person asking for help may not be called back: the forms API answering 5xx,
 * any Lambda error, and any alert that ended in the dead-letter queue. All go to one encrypted
 * SNS topic, with an optional email subscription.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  key: IKey;
  email?: string;
  /** Each alarm: a construct id, what it means, and its metric (summed over 5 minutes; alarms at 1). */
  watch: Array<{ id: string; description: string; metric: IMetric }>;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Website alarms', masterKey: props.key, enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    const action = new SnsAction(this.topic);

    this.alarms = props.watch.map(({ id: alarmId, description, metric }) => {
      const alarm = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      return alarm;
    });
  }
}

export const FIVE_MINUTES = Duration.minutes(5);
