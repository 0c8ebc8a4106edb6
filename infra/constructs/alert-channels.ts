/**
 * How the notifier Lambdas reach the admissions team: SES email and/or a CRM webhook. Each alert
 * names the kind of request, its arrival, its deadline and a link into the inbox (never a submitted
 * field, unless the operator sets notify.webhookFullLead for a CRM under a business associate
 * agreement). The webhook's bearer token lives in a Secrets Manager secret the operator fills in;
 * the functions get only the secret's ARN.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ResponseMinutes } from '../../contract/promises.ts';
import { responseMinutesEnvironment } from '../site-promises.ts';

export interface AlertChannelsProps {
  key: IKey;
  /** The public site; alerts link to the lead in its inbox (INBOX_PATH). */
  siteUrl: string;
  /** The promised answer times (content/site.yaml): each alert states the lead's deadline. */
  responseMinutes: ResponseMinutes;
  emailFrom?: string;
  emailTo: string[];
  webhookUrl?: string;
  webhookFullLead: boolean;
}

export class AlertChannels extends Construct {
  /** The CRM webhook's bearer token (absent without a webhook). */
  readonly webhookToken?: Secret;
  readonly environment: Record<string, string>;
  private readonly sesIdentities: string[];

  constructor(scope: Construct, id: string, props: AlertChannelsProps) {
    super(scope, id);
    const email = props.emailTo.length > 0 && props.emailFrom ? { from: props.emailFrom, to: props.emailTo } : undefined;
    this.sesIdentities = email ? sesIdentityArns(this, [email.from, ...email.to]) : [];
    if (props.webhookUrl) {
      this.webhookToken = new Secret(this, 'WebhookToken', {
        description: 'Bearer token of the CRM webhook. Replace this placeholder with the token the CRM issued: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string <token>',
        encryptionKey: props.key,
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
      });
      Validations.of(this.webhookToken).acknowledge(
        { id: 'AwsSolutions-SMG4', reason: 'The CRM issues this token, so only the CRM can rotate it; the operator then puts the new value here and the notifier reads it within five minutes, with no redeploy.' },
        { id: 'HIPAA.Security-SecretsManagerRotationEnabled', reason: 'The CRM issues this token, so only the CRM can rotate it; the operator then puts the new value here and the notifier reads it within five minutes, with no redeploy.' },
      );
    }
    this.environment = {
      SITE_URL: props.siteUrl,
      ...responseMinutesEnvironment(props.responseMinutes),
      ...(email && { NOTIFY_EMAIL_FROM: email.from, NOTIFY_EMAIL_TO: email.to.join(',') }),
      ...(props.webhookUrl && { NOTIFY_WEBHOOK_URL: props.webhookUrl }),
      ...(this.webhookToken && { NOTIFY_WEBHOOK_TOKEN_SECRET: this.webhookToken.secretArn }),
      ...(props.webhookFullLead && { NOTIFY_WEBHOOK_FULL_LEAD: 'true' }),
    };
  }

  /** The environment, SES permission and token read a function needs to send alerts. */
  grantSend(fn: LambdaFunction): void {
    for (const [name, value] of Object.entries(this.environment)) fn.addEnvironment(name, value);
    if (this.sesIdentities.length > 0) fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: this.sesIdentities }));
    this.webhookToken?.grantRead(fn);
  }
}

/**
 * SES authorises SendEmail against the identity of the sender and, while the account is in the
 * SES sandbox, of each recipient: each address and its domain.
 */
export function sesIdentityArns(scope: Construct, addresses: string[]): string[] {
  const stack = Stack.of(scope);
  const identities = new Set(addresses.flatMap((a) => [a, a.split('@')[1]!]));
  return [...identities].sort().map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }));
}
