/**
 * The forms API: the forms Lambda behind an HTTP API, reached only through CloudFront's /api/*
 * behaviour. An HTTP API rather than a Function URL with Origin Access Control because CloudFront
 * does not sign request bodies: a Function URL behind OAC rejects a POST unless the browser sends
 * the body's SHA-256, which a plain HTML form cannot. CloudFront instead adds a secret header that
 * a cached Lambda authorizer checks, and the stage is throttled and access-logged.
 */
import { readFileSync } from 'node:fs';
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { LeadsTable } from './leads-table.ts';
import type { CountsTable } from './counts-table.ts';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { logGroupFor } from './log-group.ts';
import type { OriginSecret } from './origin-secret.ts';
import { acknowledgeLambdaPlacement, LAMBDA_RUNTIME, nodeFunction, roleWritingTo } from './node-function.ts';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import { SITE_LANGUAGES_ENV } from '../../contract/promises.ts';
import { timeZoneEnvironment } from '../site-promises.ts';

const AUTHORIZER_SOURCE = new URL('../../lambdas/leads/origin-verify.cjs', import.meta.url);

export interface FormApiProps {
  leads: LeadsTable;
  key: IKey;
  logRetention: RetentionDays;
  leadRetentionDays: number;
  /** Requests a second across the whole API; bursts may reach twice this. */
  rateLimit: number;
  /** The value CloudFront sends and the authorizer expects. */
  origin: OriginSecret;
  /** The site's language codes (content/site.yaml), which a form's `language` must be one of. */
  languages: readonly string[];
  /** The page-view and call-tap counters (POST /api/count). */
  counts: CountsTable;
  /** The center's IANA time zone (content/site.yaml): counters are labelled with its days. */
  timeZone: string;
  /** The site bucket: a page is counted only when its file is there (lambdas/forms/site-pages.ts). */
  siteBucket: IBucket;
}

export class FormApi extends Construct {
  readonly fn: IFunction;
  readonly authorizerFn: IFunction;
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The execute-api host name, the origin of CloudFront's /api/* behaviour. */
  readonly originDomain: string;
  /** The header value CloudFront sends and the authorizer expects (a Secrets Manager reference). */
  readonly originToken: string;
  /** The authorizer that lets only CloudFront's requests through (for other public routes on this API). */
  readonly originAuthorizer: HttpLambdaAuthorizer;

  constructor(scope: Construct, id: string, props: FormApiProps) {
    super(scope, id);
    this.originToken = props.origin.headerValue;

    const fn = nodeFunction(this, 'Function', {
      entry: 'lambdas/forms/handler.ts',
      description: 'Forms API: validates and stores requests for help',
      timeout: Duration.seconds(10),
      logKey: props.key,
      logRetention: props.logRetention,
      environment: {
        TABLE_NAME: props.leads.table.tableName, RETENTION_DAYS: String(props.leadRetentionDays), [SITE_LANGUAGES_ENV]: JSON.stringify(props.languages),
        COUNTS_TABLE_NAME: props.counts.table.tableName, SITE_BUCKET: props.siteBucket.bucketName,
        ...timeZoneEnvironment(props.timeZone),
      },
    });
    props.leads.grantItems(fn, 'PutItem', 'GetItem');
    props.counts.grantCount(fn);
    // Whether a page's file is there: the bucket listed by that exact name, which reads no file.
    Grant.addToPrincipal({ grantee: fn, actions: ['s3:ListBucket'], resourceArns: [props.siteBucket.bucketArn] });
    this.fn = fn;

    const authorizerLogs = logGroupFor(this, 'OriginVerifyLogs', props.key, props.logRetention);
    this.authorizerFn = new LambdaFunction(this, 'OriginVerify', {
      code: Code.fromInline(readFileSync(AUTHORIZER_SOURCE, 'utf8')),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(5),
      description: 'Forms API authorizer: only requests that came through CloudFront',
      environment: { ORIGIN_VERIFY_SECRET: props.origin.secret.secretArn, ORIGIN_VERIFY_HEADER: HEADER_NAMES.originVerify },
      logGroup: authorizerLogs,
      role: roleWritingTo(this, 'OriginVerifyRole', authorizerLogs),
    });
    props.origin.secret.grantRead(this.authorizerFn);
    const authorizer = this.originAuthorizer = new HttpLambdaAuthorizer('FromCloudFront', this.authorizerFn, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [`$request.header.${HEADER_NAMES.originVerify}`],
      resultsCacheTtl: Duration.minutes(5),
    });

    this.api = new HttpApi(this, 'Api', {
      description: 'Forms API (reached through CloudFront /api/*)',
      createDefaultStage: false,
    });
    this.api.addRoutes({
      path: '/api/{proxy+}',
      methods: [HttpMethod.POST, HttpMethod.GET],
      integration: new HttpLambdaIntegration('Forms', fn),
      authorizer,
    });

    const accessLogs = logGroupFor(this, 'AccessLogs', props.key, props.logRetention);
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit, burstLimit: props.rateLimit * 2 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: AccessLogFormat.custom(ACCESS_LOG_FORMAT) },
    });
    this.originDomain = `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    acknowledgeLambdaPlacement(this);
    Validations.of(this).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason: 'These functions are invoked synchronously by API Gateway; a dead-letter queue applies only to asynchronous invocations. A failure is answered to the browser, which tells the visitor to call.',
    });
  }
}

/** JSON access log: no query string, no body, no headers (nothing a visitor typed). */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationStatus: '$context.integrationStatus',
  authorizerError: '$context.authorizer.error',
});
