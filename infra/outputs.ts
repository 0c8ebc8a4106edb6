/**
 * The stack outputs `site deploy` reads: shared by the stack and the deploy command. Plain data,
 * so the CLI can import it without loading aws-cdk-lib.
 */
export const OUTPUTS = {
  bucket: 'BucketName',
  distributionId: 'DistributionId',
  distributionDomain: 'DistributionDomainName',
  siteUrl: 'SiteUrl',
  apiUrl: 'ApiUrl',
  table: 'TableName',
  countsTable: 'CountsTableName',
  viewerRequestFunction: 'ViewerRequestFunctionName',
  alarmTopic: 'AlarmTopicArn',
  deadLetters: 'DeadLetterQueueUrl',
  webhookTokenSecret: 'WebhookTokenSecretArn',
  userPoolId: 'AdmissionsUserPoolId',
  inboxClientId: 'InboxClientId',
  inboxSignIn: 'InboxSignInUrl',
  inboxUrl: 'InboxUrl',
} as const;
