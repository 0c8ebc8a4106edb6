/**
 * The admissions inbox's API on the forms API's HTTP API: the admin Lambda behind a JWT authorizer
 * (the Cognito pool's ID tokens for the inbox's app client) on every /api/admin/* route, and the
 * public /api/auth/* route behind the same CloudFront-only authorizer as the forms. A route has one
 * authorizer, so on /api/admin/* the function itself refuses a request without CloudFront's
 * origin-verify header (the same check, lambdas/leads/origin-verify.cjs). The desk board's read
 * (GET /api/admin/board) carries a board pass, not a Cognito token: its route has the CloudFront-only
 * authorizer and the function checks the pass, signed with a key kept in Secrets Manager. The function reads and
 * updates leads by id and queries the status index: never a Scan.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer, type HttpLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { AdmissionsUsers } from './admissions-users.ts';
import type { OriginSecret } from './origin-secret.ts';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import type { LeadsTable } from './leads-table.ts';
import type { CountsTable } from './counts-table.ts';
import { encryptedTable } from './encrypted-table.ts';
import { ADMIN_API, ADMIN_API_PREFIX, AUTH_API_PREFIX, BOARD_HOURS } from '../../contract/inbox.ts';
import { ENDED_SESSIONS_TABLE } from '../../contract/inbox-sign-in.ts';
import type { ResponseMinutes } from '../../contract/promises.ts';
import { responseMinutesEnvironment, timeZoneEnvironment } from '../site-promises.ts';
import { acknowledgeLambdaPlacement, nodeFunction } from './node-function.ts';

export interface AdminApiProps {
  api: HttpApi;
  originAuthorizer: HttpLambdaAuthorizer;
  /** The value CloudFront adds to every /api/* request, which the function checks on /api/admin/*. */
  origin: OriginSecret;
  users: AdmissionsUsers;
  leads: LeadsTable;
  /** The page-view and call-tap counters, for the report of where help came from. */
  counts: CountsTable;
  key: IKey;
  logRetention: RetentionDays;
  /** The promised answer times (content/site.yaml), for each lead's deadline and the report. */
  responseMinutes: ResponseMinutes;
  /** The center's IANA time zone (content/site.yaml): the report's days are its days. */
  timeZone: string;
}

export class AdminApi extends Construct {
  readonly fn: IFunction;
  /** The hosted sign-in's sessions ended before their ID tokens expired (lambdas/admin/ended-sessions.ts). */
  readonly endedSessions: Table;

  constructor(scope: Construct, id: string, props: AdminApiProps) {
    super(scope, id);
    const { users } = props;
    // Each entry is a session's id and when its last token expires (15 minutes at most): no person's details.
    this.endedSessions = encryptedTable(this, 'EndedSessions', {
      key: props.key,
      partitionKey: ENDED_SESSIONS_TABLE.partitionKey,
      ttlAttribute: ENDED_SESSIONS_TABLE.ttlAttribute,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.endedSessions).acknowledge({
      id: 'HIPAA.Security-DynamoDBInBackupPlan',
      reason: 'Its entries are ids of ended sign-in sessions, each useless once its refresh token has run out (12 hours) and its last ID token expired; a backup would restore nothing worth having.',
    });
    const boardKey = new Secret(this, 'BoardKey', {
      description: `Signs the admissions inbox's desk-board passes (${BOARD_HOURS} hours each; they read no personal detail)`,
      encryptionKey: props.key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.fn = nodeFunction(this, 'Function', {
      entry: 'lambdas/admin/handler.ts',
      description: 'Admissions inbox API: the leads, claims, outcomes, notes and the response-time report',
      timeout: Duration.seconds(10),
      logKey: props.key,
      logRetention: props.logRetention,
      environment: {
        TABLE_NAME: props.leads.table.tableName,
        ENDED_SESSIONS_TABLE: this.endedSessions.tableName,
        COUNTS_TABLE_NAME: props.counts.table.tableName,
        COGNITO_ISSUER: users.issuer,
        COGNITO_CLIENT_ID: users.client.userPoolClientId,
        AUTH_SIGN_IN_ORIGIN: users.signInOrigin,
        ORIGIN_VERIFY_SECRET: props.origin.secret.secretArn,
        ORIGIN_VERIFY_HEADER: HEADER_NAMES.originVerify,
        BOARD_KEY_SECRET: boardKey.secretArn,
        ...responseMinutesEnvironment(props.responseMinutes),
        ...timeZoneEnvironment(props.timeZone),
      },
    });
    props.origin.secret.grantRead(this.fn);
    boardKey.grantRead(this.fn);
    // PutItem: a logged phone call is a new lead.
    props.leads.grantItems(this.fn, 'GetItem', 'PutItem', 'UpdateItem');
    props.leads.grantStatusQuery(this.fn);
    // Signing out and ending the desk boards record it (PutItem); each request looks its session or the boards' end up (GetItem). The key's grant is the leads table's.
    this.endedSessions.grant(this.fn, 'dynamodb:GetItem', 'dynamodb:PutItem');
    props.counts.grantRead(this.fn);

    const integration = new HttpLambdaIntegration('Inbox', this.fn);
    const jwt = new HttpJwtAuthorizer('AdmissionsUsers', users.issuer, {
      jwtAudience: [users.client.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
    // DELETE: ending every open desk board.
    props.api.addRoutes({ path: `${ADMIN_API_PREFIX}{proxy+}`, methods: [HttpMethod.GET, HttpMethod.POST, HttpMethod.DELETE], integration, authorizer: jwt });
    // More specific than the {proxy+} route, so it takes GET /api/admin/board; POST (opening a board) and DELETE (ending them all) stay behind the JWT.
    props.api.addRoutes({ path: ADMIN_API.board, methods: [HttpMethod.GET], integration, authorizer: props.originAuthorizer });
    // GET the sign-in's settings; DELETE the session, on signing out and at the idle lock.
    props.api.addRoutes({ path: `${AUTH_API_PREFIX}{proxy+}`, methods: [HttpMethod.GET, HttpMethod.DELETE], integration, authorizer: props.originAuthorizer });
    acknowledgeLambdaPlacement(this);
    for (const id of ['AwsSolutions-SMG4', 'HIPAA.Security-SecretsManagerRotationEnabled']) {
      Validations.of(boardKey).acknowledge({
        id,
        reason: `The board key signs passes that read only the desk board (kind, language, deadline, status and holder of open leads, no personal detail) and expire after ${BOARD_HOURS} hours. A signed-in member of the team ends every open board from the inbox; replacing the secret's value does so too.`,
      });
    }
    Validations.of(this).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason: 'API Gateway invokes this function synchronously; a dead-letter queue applies only to asynchronous invocations. A failure is answered to the inbox, which shows it.',
    });
  }
}
