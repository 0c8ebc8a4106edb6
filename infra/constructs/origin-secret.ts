/**
 * The origin-verify secret: the random value CloudFront adds to every /api/* request and the forms
 * API's authorizer expects, so nothing that goes around CloudFront (and its WAF) is answered. Kept
 * in Secrets Manager, encrypted with the data key, and rotated every 30 days by a Lambda that moves
 * CloudFront to the new value while the authorizer accepts old and new (lambdas/origin-secret/).
 * The template holds only a dynamic reference, which CloudFormation resolves at deploy time.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import { acknowledgeLambdaPlacement, nodeFunction } from './node-function.ts';

export const ORIGIN_SECRET_ROTATION_DAYS = 30;

export interface OriginSecretRotationProps {
  distribution: IDistribution;
  /** The forms API's own health address, which a rotation calls with the new value before using it. */
  apiHealthUrl: string;
  logRetention: RetentionDays;
}

export class OriginSecret extends Construct {
  readonly secret: Secret;
  private readonly key: IKey;

  constructor(scope: Construct, id: string, props: { key: IKey }) {
    super(scope, id);
    this.key = props.key;
    this.secret = new Secret(this, 'Secret', {
      description: `The ${HEADER_NAMES.originVerify} header value CloudFront sends to the forms API; rotated every ${ORIGIN_SECRET_ROTATION_DAYS} days`,
      encryptionKey: props.key,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
  }

  /** What CloudFront sends: `{{resolve:secretsmanager:...}}`, never the value itself. */
  get headerValue(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }

  rotateWith(props: OriginSecretRotationProps): void {
    const fn = nodeFunction(this, 'Rotation', {
      entry: 'lambdas/origin-secret/handler.ts',
      description: 'Rotates the origin-verify secret and moves CloudFront to the new value',
      timeout: Duration.minutes(2),
      logKey: this.key,
      logRetention: props.logRetention,
      environment: { DISTRIBUTION_ID: props.distribution.distributionId, ORIGIN_VERIFY_HEADER: HEADER_NAMES.originVerify, API_HEALTH_URL: props.apiHealthUrl },
    });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'], resources: [props.distribution.distributionArn] }));
    // Secrets Manager invokes it; CDK grants it the secret's rotation calls and the key through Secrets Manager.
    this.secret.addRotationSchedule('Schedule', {
      rotationLambda: fn,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION_DAYS),
      rotateImmediatelyOnUpdate: false,
    });

    acknowledgeLambdaPlacement(this);
    Validations.of(fn).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason: 'Secrets Manager invokes the rotation function and keeps the rotation\'s state itself: a failed step is retried by Secrets Manager and shows as a failed rotation, so a dead-letter queue would hold nothing to recover.',
    });
    Validations.of(fn.role!).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'secretsmanager:GetRandomPassword, which draws the new value, has no resource to name; every other statement names the secret, the key, the distribution or the log group.',
    });
  }
}
