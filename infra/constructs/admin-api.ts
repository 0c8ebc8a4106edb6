/**
 * The admissions inbox's API on the forms API's HTTP API: the admin Lambda behind a JWT authorizer
 * (the Cognito pool's ID tokens for the inbox's app client) on every /api/admin/* route, and the
 * public /api/auth/* route behind the same CloudFront-only authorizer as the forms. A route has one
 * authorizer, so on /api/admin/* the function itself refuses a request without CloudFront's
 * origin-verify header (the same check, lambdas/leads/origin-verify.cjs). The function reads and
 * updates leads by id and queries the status index: never a Scan.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer, type HttpLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AdmissionsUsers } from './admissions-users.ts';
import type { OriginSecret } from './origin-secret.ts';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import type { LeadsTable } from './leads-table.ts';
import type { CountsTable } from './counts-table.ts';
import { ADMIN_API_PREFIX, AUTH_API_PREFIX } from '../../contract/inbox.ts';
import type { ResponseMinutes } from '../../contract/promises.ts';
import { responseMinutesEnvironment } from '../site-promises.ts';
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
}

export class AdminApi extends Construct {
  readonly fn: IFunction;

  constructor(scope: Construct, id: string, props: AdminApiProps) {
    super(scope, id);
    const { users } = props;
    const signIn = users.signInOrigin;
    this.fn = nodeFunction(this, 'Function', {
      entry: 'lambdas/admin/handler.ts',
      description: 'Admissions inbox API: the leads, claims, outcomes, notes and the response-time report',
      timeout: Duration.seconds(10),
      logKey: props.key,
      logRetention: props.logRetention,
      environment: {
        TABLE_NAME: props.leads.table.tableName,
        COUNTS_TABLE_NAME: props.counts.table.tableName,
        COGNITO_ISSUER: users.issuer,
        COGNITO_CLIENT_ID: users.client.userPoolClientId,
        AUTH_AUTHORIZE_URL: `${signIn}/oauth2/authorize`,
        AUTH_TOKEN_URL: `${signIn}/oauth2/token`,
        AUTH_LOGOUT_URL: `${signIn}/logout`,
        ORIGIN_VERIFY_SECRET: props.origin.secret.secretArn,
        ORIGIN_VERIFY_HEADER: HEADER_NAMES.originVerify,
        ...responseMinutesEnvironment(props.responseMinutes),
      },
    });
    props.origin.secret.grantRead(this.fn);
    // PutItem: a logged phone call is a new lead.
    props.leads.grantItems(this.fn, 'GetItem', 'PutItem', 'UpdateItem');
    props.leads.grantStatusQuery(this.fn);
    props.counts.grantRead(this.fn);

    const integration = new HttpLambdaIntegration('Inbox', this.fn);
    const jwt = new HttpJwtAuthorizer('AdmissionsUsers', users.issuer, {
      jwtAudience: [users.client.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
    props.api.addRoutes({ path: `${ADMIN_API_PREFIX}{proxy+}`, methods: [HttpMethod.GET, HttpMethod.POST], integration, authorizer: jwt });
    props.api.addRoutes({ path: `${AUTH_API_PREFIX}{proxy+}`, methods: [HttpMethod.GET], integration, authorizer: props.originAuthorizer });
    acknowledgeLambdaPlacement(this);
    Validations.of(this).acknowledge({
      id: 'HIPAA.Security-LambdaDLQ',
      reason: 'API Gateway invokes this function synchronously; a dead-letter queue applies only to asynchronous invocations. A failure is answered to the inbox, which shows it.',
    });
  }
}
