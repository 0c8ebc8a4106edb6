/**
 * The production lead path in the synthesised stack: alerts that link to the inbox and keep the
 * webhook token in Secrets Manager, the leads table's status index and each function's DynamoDB
 * grants (queries, never a Scan), the alert retry schedule and its page, the way back from the
 * dead-letter queue, the per-client rate rule on /api/*, and the rotated origin-verify secret.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { arn, envOf, only, ref, statementsOf, synthStacks, template, type Statement, type Synth } from './helpers.ts';

let s: Synth;
let t: Template;
let f: Template;
beforeAll(async () => {
  s = await synthStacks();
  t = template(s.minimal);
  f = template(s.full);
});

const actionsOf = (st: Statement) => [st.Action].flat();
const dynamoOf = (tpl: Template, fnPrefix: string) => statementsOf(tpl, fnPrefix).filter((st) => actionsOf(st).some((a) => a.startsWith('dynamodb:')));

describe('alerts', () => {
  it('links each alert to the site\'s inbox: the domain when set, else the CloudFront address', () => {
    expect(envOf(f, 'NotifierFunction').SITE_URL).toBe('https://www.ardenahouse.example');
    const cdn = only(t, 'AWS::CloudFront::Distribution').id;
    expect(envOf(t, 'NotifierFunction').SITE_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [cdn, 'DomainName'] }]] });
  });

  it('keeps the webhook token in an encrypted Secrets Manager secret: the function gets its ARN and may read it, the template holds no token', () => {
    const secret = only(f, 'AWS::SecretsManager::Secret', 'AlertsWebhookToken');
    expect(secret.props).toMatchObject({ KmsKeyId: arn(only(f, 'AWS::KMS::Key').id), GenerateSecretString: { PasswordLength: 48 } });
    expect(secret.props.SecretString).toBeUndefined();
    const env = envOf(f, 'NotifierFunction');
    expect(env.NOTIFY_WEBHOOK_TOKEN_SECRET).toEqual(ref(secret.id));
    expect(Object.keys(env)).not.toContain('NOTIFY_WEBHOOK_TOKEN');
    expect(env.NOTIFY_WEBHOOK_FULL_LEAD).toBeUndefined();
    expect(statementsOf(f, 'NotifierFunction')).toContainEqual(expect.objectContaining({ Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: ref(secret.id) }));
    expect(f.findOutputs('WebhookTokenSecretArn').WebhookTokenSecretArn!.Value).toEqual(ref(secret.id));
    expect(Object.keys(t.findResources('AWS::SecretsManager::Secret')).filter((id) => id.startsWith('AlertsWebhookToken'))).toEqual([]);
  });
});

describe('leads table', () => {
  it('has one index, by alert status and arrival time, holding whole leads', () => {
    expect(only(t, 'AWS::DynamoDB::Table', 'Leads').props.GlobalSecondaryIndexes).toEqual([{
      IndexName: 'byAlertStatus',
      KeySchema: [{ AttributeName: 'alertStatus', KeyType: 'HASH' }, { AttributeName: 'receivedAt', KeyType: 'RANGE' }],
      Projection: { ProjectionType: 'ALL' },
    }]);
  });

  it('grants each function only the DynamoDB calls it makes: items by id, queries on the index, never a Scan', () => {
    const table = arn(only(t, 'AWS::DynamoDB::Table', 'Leads').id);
    const index = { 'Fn::Join': ['', [table, '/index/byAlertStatus']] };
    const stream = { 'Fn::GetAtt': [only(t, 'AWS::DynamoDB::Table', 'Leads').id, 'StreamArn'] };
    expect(dynamoOf(t, 'FormsFunction')).toEqual([
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem'], Resource: table },
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: arn(only(t, 'AWS::DynamoDB::Table', 'Counts').id) },
    ]);
    expect(dynamoOf(t, 'NotifierFunction')).toEqual([
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: table },
      { Effect: 'Allow', Action: 'dynamodb:ListStreams', Resource: '*' },
      { Effect: 'Allow', Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'], Resource: stream },
    ]);
    expect(dynamoOf(t, 'AlertRetryFunction')).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:Query', Resource: index },
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: table },
    ]);
    const every = Object.values(t.findResources('AWS::IAM::Policy')).flatMap((p) => (p.Properties.PolicyDocument.Statement as Statement[]).flatMap(actionsOf));
    expect(every.filter((a) => /^dynamodb:(Scan|\*)|^dynamodb:Batch|^dynamodb:DeleteItem/.test(a))).toEqual([]);
  });
});

describe('alert retry schedule', () => {
  it('runs the retry Lambda every minute', () => {
    const rule = only(t, 'AWS::Events::Rule', 'AlertRetrySchedule').props;
    expect(rule).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(rule.Targets).toEqual([expect.objectContaining({ Arn: arn(only(t, 'AWS::Lambda::Function', 'AlertRetryFunction').id), RetryPolicy: { MaximumRetryAttempts: 0 } })]);
    t.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', SourceArn: arn(only(t, 'AWS::Events::Rule', 'AlertRetrySchedule').id) });
  });

  it('sends through the same channels as the notifier, and pages through the alarm topic', () => {
    const env = only(f, 'AWS::Lambda::Function', 'AlertRetryFunction').props.Environment.Variables;
    const notifierEnv = only(f, 'AWS::Lambda::Function', 'NotifierFunction').props.Environment.Variables;
    const topic = only(f, 'AWS::SNS::Topic').id;
    expect(env).toEqual({ ...notifierEnv, ALARM_TOPIC_ARN: ref(topic) });
    expect(statementsOf(f, 'AlertRetryFunction')).toContainEqual({ Effect: 'Allow', Action: 'sns:Publish', Resource: ref(topic) });
    expect(statementsOf(f, 'AlertRetryFunction').flatMap(actionsOf)).toEqual(expect.arrayContaining(['ses:SendEmail', 'secretsmanager:GetSecretValue']));
  });

  it('raises an alarm when a run fails', () => {
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const fn = only(t, 'AWS::Lambda::Function', 'AlertRetryFunction').id;
    expect(alarms).toContainEqual(expect.objectContaining({ MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: ref(fn) }] }));
  });

  it('names the dead-letter queue for `site leads redrive`', () => {
    expect(t.findOutputs('DeadLetterQueueUrl').DeadLetterQueueUrl!.Value).toEqual(ref(only(t, 'AWS::SQS::Queue', 'NotifierDeadLetters').id));
  });
});

describe('origin-verify secret', () => {
  it('is random, in Secrets Manager, encrypted with the data key, and not derived from the stack', () => {
    const secret = only(t, 'AWS::SecretsManager::Secret', 'OriginVerify');
    expect(secret.props).toMatchObject({ KmsKeyId: arn(only(t, 'AWS::KMS::Key').id), GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true } });
    expect(JSON.stringify(t.toJSON())).not.toContain('AWS::StackId');
  });

  it('rotates every 30 days through a Lambda that may update only this distribution', () => {
    const secret = only(t, 'AWS::SecretsManager::Secret', 'OriginVerify').id;
    const fn = only(t, 'AWS::Lambda::Function', 'OriginVerifyRotation');
    expect(only(t, 'AWS::SecretsManager::RotationSchedule').props).toEqual({
      SecretId: ref(secret), RotationLambdaARN: arn(fn.id), RotationRules: { ScheduleExpression: 'rate(30 days)' }, RotateImmediatelyOnUpdate: false,
    });
    const cdn = only(t, 'AWS::CloudFront::Distribution').id;
    expect(fn.props.Environment.Variables).toMatchObject({ DISTRIBUTION_ID: ref(cdn), ORIGIN_VERIFY_HEADER: 'x-origin-verify' });
    const statements = statementsOf(t, 'OriginVerifyRotation');
    const cloudfront = statements.filter((st) => actionsOf(st).some((a) => a.startsWith('cloudfront:')));
    expect(cloudfront).toEqual([expect.objectContaining({ Action: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'], Resource: expect.objectContaining({ 'Fn::Join': ['', expect.arrayContaining([':distribution/', ref(cdn)])] }) })]);
    expect(statements).toContainEqual(expect.objectContaining({ Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'], Resource: ref(secret) }));
  });

  it('is read by the authorizer, which may only read it', () => {
    const secret = only(t, 'AWS::SecretsManager::Secret', 'OriginVerify').id;
    const secretCalls = statementsOf(t, 'FormsOriginVerify').filter((st) => actionsOf(st).some((a) => a.startsWith('secretsmanager:')));
    expect(secretCalls).toEqual([{ Effect: 'Allow', Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: ref(secret) }]);
  });
});

describe('per-client rate rule', () => {
  it('answers one address flooding /api/* with 429 JSON at the edge, before the API throttle every visitor shares', () => {
    const acl = only(f, 'AWS::WAFv2::WebACL');
    expect(acl.props.Scope).toBe('CLOUDFRONT');
    expect(acl.props.Rules[2]).toMatchObject({
      Priority: 2,
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-requests' } } },
      Statement: { RateBasedStatement: { Limit: 60, AggregateKeyType: 'IP', EvaluationWindowSec: 300, ScopeDownStatement: { AndStatement: { Statements: [{ ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' } }, { NotStatement: { Statement: { ByteMatchStatement: { SearchString: '/api/admin/' } } } }, { NotStatement: { Statement: { ByteMatchStatement: { SearchString: '/api/count' } } } }] } } } },
    });
    const body = acl.props.CustomResponseBodies['too-many-requests'];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ error: expect.stringMatching(/call us/), issues: [] });
  });
});
