/**
 * A Node.js Lambda built from this repository's TypeScript with the local esbuild (no Docker):
 * the latest Node runtime Lambda offers (22 or newer), arm64, minified, the AWS SDK left to the
 * runtime, and its own KMS-encrypted log group with a retention period.
 */
import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { logGroupFor } from './log-group.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

export interface NodeFunctionProps {
  /** Entry file, relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  timeout: Duration;
  memorySize?: number;
  logKey: IKey;
  logRetention: RetentionDays;
}

/**
 * A role that may write only to the function's own log group (instead of the AWS managed
 * AWSLambdaBasicExecutionRole, which allows creating and writing any log group).
 */
export function roleWritingTo(scope: Construct, id: string, logGroup: LogGroup): Role {
  const role = new Role(scope, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  Validations.of(role).acknowledge({
    id: 'HIPAA.Security-IAMNoInlinePolicy',
    reason: 'The role\'s policy is generated from CDK grants, belongs to this one role and names each table, key, queue, log group and SES identity; a separate customer-managed policy would hold the same statements and could be attached elsewhere by mistake.',
  });
  return role;
}

/** Why every Lambda here runs outside a VPC and without reserved concurrency. */
export function acknowledgeLambdaPlacement(scope: Construct): void {
  Validations.of(scope).acknowledge(
    { id: 'HIPAA.Security-LambdaConcurrency', reason: 'A new AWS account may run only 10 Lambda executions at once and Lambda must keep 10 unreserved, so reserved concurrency cannot be set there. The per-client WAF rate rule on /api/* and the API stage throttle bound the load instead.' },
    { id: 'HIPAA.Security-LambdaInsideVPC', reason: 'The functions call only AWS APIs (DynamoDB, SES, SNS, Secrets Manager, CloudFront) and the CRM webhook over public, IAM-authorised TLS endpoints; a VPC would need NAT or interface endpoints (about $15-30 a month) and adds no protection to a function that has no listening port.' },
  );
}

export function nodeFunction(scope: Construct, id: string, props: NodeFunctionProps): NodejsFunction {
  const logGroup = logGroupFor(scope, `${id}Logs`, props.logKey, props.logRetention);
  return new NodejsFunction(scope, id, {
    entry: `${REPO_ROOT}${props.entry}`,
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: `${REPO_ROOT}package-lock.json`,
    runtime: LAMBDA_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 256,
    timeout: props.timeout,
    description: props.description,
    environment: props.environment,
    logGroup,
    role: roleWritingTo(scope, `${id}Role`, logGroup),
    bundling: {
      forceDockerBundling: false,
      format: OutputFormat.CJS,
      target: 'node22',
      minify: true,
      keepNames: true,
      sourceMap: false,
      // The Lambda Node.js runtime ships AWS SDK v3; bundling it would multiply the package size.
      externalModules: ['@aws-sdk/*', '@smithy/*'],
      // import('@aws-sdk/...') becomes require(): ES module resolution ignores NODE_PATH, where the
      // runtime keeps its SDK, so a dynamic import of it would fail in Lambda.
      esbuildArgs: { '--supported:dynamic-import': 'false' },
      logLevel: LogLevel.ERROR,
    },
  });
}
