/**
 * The admissions inbox in the synthesised stack: who may sign in (the Cognito user pool and the
 * inbox's app client), the JWT authorizer on every admin route and on no public one, the inbox
 * Lambda's grants and settings, how CloudFront serves the inbox page and forwards its bearer token
 * to /api/*, and the outputs an operator needs. `t`: the minimal configuration, `f`: every option.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { INBOX_ROUTE } from '../../contract/inbox.ts';
import { inboxCsp } from '../../contract/inbox-sign-in.ts';
import type { HeadersManifest } from '../../contract/output.ts';
import { readResponseMinutes, responseMinutesEnvironment } from '../../infra/site-promises.ts';
import { CONTENT } from '../helpers/paths.ts';
import { arn, behaviour, distribution, envOf, headersPolicy, only, ref, statementsOf, synthStacks, template, type Synth } from './helpers.ts';

let s: Synth;
let t: Template;
let f: Template;
let manifest: HeadersManifest;

beforeAll(async () => {
  s = await synthStacks();
  t = template(s.minimal);
  f = template(s.full);
  manifest = JSON.parse(await readFile(join(s.siteDir, '_edge/headers.json'), 'utf8')) as HeadersManifest;
});

/** The default inboxSignInPrefix, in the default region. */
const SIGN_IN = 'https://ardena-admissions.auth.us-east-1.amazoncognito.com';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const pool = (tpl: Template) => only(tpl, 'AWS::Cognito::UserPool');
const client = (tpl: Template) => only(tpl, 'AWS::Cognito::UserPoolClient');
const issuer = (tpl: Template) => ({ 'Fn::Join': ['', ['https://cognito-idp.us-east-1.amazonaws.com/', ref(pool(tpl).id)]] });
interface Route { RouteKey: string; AuthorizationType: string; AuthorizerId: unknown; Target: { 'Fn::Join': [string, unknown[]] } }
const routes = (tpl: Template) => Object.values(tpl.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as Route);
const isAdmin = (route: Route) => / \/api\/admin\//.test(route.RouteKey);
/** The Lambda function a route's integration invokes. */
function functionOf(tpl: Template, route: Route): unknown {
  const integration = (route.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
  return tpl.findResources('AWS::ApiGatewayV2::Integration')[integration]!.Properties.IntegrationUri;
}

describe('who may sign in', () => {
  it('only an operator creates users: no self sign-up, the e-mail as user name, recovery by e-mail only, kept if the stack goes', () => {
    const resource = t.findResources('AWS::Cognito::UserPool')[pool(t).id]!;
    expect(resource).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    expect(pool(t).props).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('requires an authenticator app and a password of 12 or more characters of every kind, with threat protection enforced', () => {
    expect(pool(t).props).toMatchObject({
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: { PasswordPolicy: { MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true, TemporaryPasswordValidityDays: 3 } },
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('refuses a password known from a breach, for every client and every kind of event', () => {
    expect(only(t, 'AWS::Cognito::UserPoolRiskConfigurationAttachment').props).toEqual({
      UserPoolId: ref(pool(t).id),
      ClientId: 'ALL',
      CompromisedCredentialsRiskConfiguration: { Actions: { EventAction: 'BLOCK' } },
    });
  });

  it('the inbox\'s app client: the code flow only, no secret, tokens of 15 minutes like the idle lock, revocable, no hint of who exists', () => {
    expect(client(t).props).toMatchObject({
      UserPoolId: ref(pool(t).id),
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      SupportedIdentityProviders: ['COGNITO'],
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      IdTokenValidity: 15,
      AccessTokenValidity: 15,
      RefreshTokenValidity: 720,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });

  it('lets a signed-in person read their name but never change it: the name is set by an operator (issue #26)', () => {
    expect(client(t).props.ReadAttributes).toEqual(['email', 'email_verified', 'name']);
    expect(client(t).props.WriteAttributes).toEqual(['email']);
    // Cognito refuses a client that cannot write a required attribute: the name is optional at the pool.
    const schema = pool(t).props.Schema as { Name: string; Required: boolean }[];
    expect(schema.find((a) => a.Name === 'name')).toMatchObject({ Required: false, Mutable: true });
    expect(schema.filter((a) => a.Required).map((a) => a.Name)).toEqual(['email']);
  });

  it('signs in and out back to /admin/: on the domain when set, else on the CloudFront address', () => {
    expect(client(f).props).toMatchObject({ CallbackURLs: ['https://www.ardenahouse.example/admin/'], LogoutURLs: ['https://www.ardenahouse.example/admin/'] });
    const cdn = only(t, 'AWS::CloudFront::Distribution').id;
    const inbox = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [cdn, 'DomainName'] }, '/admin/']] };
    expect(client(t).props).toMatchObject({ CallbackURLs: [inbox], LogoutURLs: [inbox] });
  });

  it('the inbox page sends the redirect_uri and logout_uri the client registered, from the page\'s own address /admin (issue #26)', async () => {
    const { redirectUri } = await import('../../templates/islands/inbox/cognito.ts');
    const site = 'https://www.ardenahouse.example';
    const page = Object.assign(globalThis, { location: { origin: site, pathname: INBOX_ROUTE } });
    try {
      expect(client(f).props.CallbackURLs).toEqual([redirectUri()]);
      expect(client(f).props.LogoutURLs).toEqual([redirectUri()]);
    } finally {
      delete (page as { location?: unknown }).location;
    }
  });

  it('has its hosted sign-in at the configured prefix', () => {
    expect(only(t, 'AWS::Cognito::UserPoolDomain').props).toEqual({ Domain: 'ardena-admissions', UserPoolId: ref(pool(t).id) });
  });
});

describe('admin API', () => {
  it('every /api/admin/* route needs an ID token of the pool for the inbox\'s client but the desk board\'s read; no other route takes that authorizer', () => {
    const jwt = only(t, 'AWS::ApiGatewayV2::Authorizer', 'FormsApiAdmissionsUsers');
    expect(jwt.props).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [ref(client(t).id)], Issuer: issuer(t) },
    });
    // GET /api/admin/board carries a board pass, which the function checks (tests/lambdas/admin): it has the CloudFront-only authorizer below.
    const admin = routes(t).filter((r) => isAdmin(r) && r.RouteKey !== 'GET /api/admin/board');
    expect(admin.map((r) => r.RouteKey).sort()).toEqual(['DELETE /api/admin/{proxy+}', 'GET /api/admin/{proxy+}', 'POST /api/admin/{proxy+}']);
    for (const route of admin) expect(route, route.RouteKey).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: ref(jwt.id) });
    const origin = only(t, 'AWS::ApiGatewayV2::Authorizer', 'FormsApiFromCloudFront').id;
    const others = routes(t).filter((r) => !admin.includes(r));
    expect(others.map((r) => r.RouteKey)).toEqual(expect.arrayContaining(['GET /api/auth/{proxy+}', 'DELETE /api/auth/{proxy+}', 'GET /api/admin/board']));
    for (const route of others) expect(route, route.RouteKey).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: ref(origin) });
  });

  it('/api/admin/* and /api/auth/* reach the inbox Lambda; the rest of /api/* the forms Lambda', () => {
    const inbox = arn(only(t, 'AWS::Lambda::Function', 'InboxFunction').id);
    const forms = arn(only(t, 'AWS::Lambda::Function', 'FormsFunction').id);
    for (const route of routes(t)) {
      expect(functionOf(t, route), route.RouteKey).toEqual(/ \/api\/(admin|auth)\//.test(route.RouteKey) ? inbox : forms);
    }
  });

  it('the inbox Lambda may get, put (a logged call) and update leads by id, query the status index and the counters, and get and put ended sessions, nothing else: never a Scan', () => {
    const table = arn(only(t, 'AWS::DynamoDB::Table', 'Leads').id);
    const ended = arn(only(t, 'AWS::DynamoDB::Table', 'InboxEndedSessions').id);
    const dynamo = statementsOf(t, 'InboxFunction').filter((st) => [st.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], Resource: table },
      // The status index, and the page-view and call-tap counters for the report: Query alone.
      { Effect: 'Allow', Action: 'dynamodb:Query', Resource: [arn(only(t, 'AWS::DynamoDB::Table', 'Counts').id), { 'Fn::Join': ['', [table, '/index/byAlertStatus']] }] },
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem'], Resource: ended },
    ]);
    const kms = statementsOf(t, 'InboxFunction').filter((st) => [st.Action].flat().some((a) => a.startsWith('kms:')));
    expect(kms.length).toBeGreaterThan(0);
    for (const st of kms) expect(st.Resource).toEqual(arn(only(t, 'AWS::KMS::Key').id));
  });

  it('tells the inbox Lambda the table, the pool\'s issuer and client, the hosted sign-in\'s addresses, the promised answer times and the center\'s time zone', () => {
    expect(envOf(t, 'InboxFunction')).toEqual({
      TABLE_NAME: ref(only(t, 'AWS::DynamoDB::Table', 'Leads').id),
      ENDED_SESSIONS_TABLE: ref(only(t, 'AWS::DynamoDB::Table', 'InboxEndedSessions').id),
      COUNTS_TABLE_NAME: ref(only(t, 'AWS::DynamoDB::Table', 'Counts').id),
      COGNITO_ISSUER: issuer(t),
      COGNITO_CLIENT_ID: ref(client(t).id),
      AUTH_SIGN_IN_ORIGIN: SIGN_IN,
      ORIGIN_VERIFY_SECRET: ref(only(t, 'AWS::SecretsManager::Secret', 'OriginVerify').id),
      ORIGIN_VERIFY_HEADER: 'x-origin-verify',
      BOARD_KEY_SECRET: ref(only(t, 'AWS::SecretsManager::Secret', 'InboxBoardKey').id),
      ...responseMinutesEnvironment(readResponseMinutes(CONTENT)),
      SITE_TIME_ZONE: 'America/Los_Angeles',
    });
  });

  it('keeps ended sign-in sessions in a table of their own, deleted by TTL once their tokens expire, encrypted with the site\'s key (issue #26)', () => {
    const ended = only(t, 'AWS::DynamoDB::Table', 'InboxEndedSessions').props;
    expect(ended).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: arn(only(t, 'AWS::KMS::Key').id) },
    });
    expect(ended.StreamSpecification).toBeUndefined();
  });

  it('lets the inbox Lambda read the origin-verify secret (so /api/admin/* refuses what did not come through CloudFront) and the board key, and no other secret (issue #26)', () => {
    const reads = statementsOf(t, 'InboxFunction').filter((st) => [st.Action].flat().some((a) => a.startsWith('secretsmanager:')));
    expect(reads.map((st) => [st.Effect, st.Action])).toEqual([['Allow', ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']]]);
    expect([reads[0]!.Resource].flat()).toEqual(['InboxBoardKey', 'OriginVerify'].map((name) => ref(only(t, 'AWS::SecretsManager::Secret', name).id)));
  });

  it('keeps the desk board\'s key in Secrets Manager, encrypted with the data key, 64 random characters (issue #26)', () => {
    const key = only(t, 'AWS::SecretsManager::Secret', 'InboxBoardKey');
    expect(key.props).toMatchObject({ GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true }, KmsKeyId: expect.anything() });
  });
});

describe('CloudFront', () => {
  it('never caches /api/* and forwards every viewer header but Host, the inbox\'s Authorization included', () => {
    // With caching disabled, CloudFront's managed AllViewerExceptHostHeader policy forwards Authorization.
    expect(behaviour(t, '/api/*')).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST });
    expect(Object.keys(t.findResources('AWS::CloudFront::CachePolicy')).filter((id) => /api/i.test(id))).toEqual([]);
  });

  it('serves the inbox (/admin, and /admin/ and below) never cached, not indexed, with the inbox\'s CSP that allows the hosted sign-in', () => {
    const viewerRequest = distribution(t).DefaultCacheBehavior.FunctionAssociations;
    for (const pattern of ['/admin', '/admin/*']) {
      const inbox = behaviour(t, pattern);
      expect(inbox, pattern).toMatchObject({ CachePolicyId: CACHING_DISABLED, FunctionAssociations: viewerRequest });
      const config = headersPolicy(t, inbox.ResponseHeadersPolicyId);
      expect(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy, pattern).toBe(inboxCsp(SIGN_IN));
      expect(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toContain(`connect-src 'self' ${SIGN_IN};`);
      expect(config.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, Override: true });
      expect(config.CustomHeadersConfig.Items, pattern).toEqual(expect.arrayContaining([
        { Header: 'Cache-Control', Value: 'no-store', Override: true },
        { Header: 'X-Robots-Tag', Value: 'noindex', Override: true },
      ]));
    }
  });

  it('sends every header the build gives the inbox page, its CSP widened by the hosted sign-in only', () => {
    const own = manifest.pages['/admin']!;
    expect(own['Content-Security-Policy']).toBe(inboxCsp());
    const config = headersPolicy(t, behaviour(t, '/admin').ResponseHeadersPolicyId);
    for (const [header, value] of Object.entries(own).filter(([h]) => h !== 'Content-Security-Policy')) {
      expect(config.CustomHeadersConfig.Items, header).toContainEqual({ Header: header, Value: value, Override: true });
    }
  });

  it('keeps every other page as it was: the site\'s CSP, cached at the edge, no Cache-Control of the inbox', () => {
    const config = headersPolicy(t, distribution(t).DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(manifest.security['Content-Security-Policy']);
    expect(config.CustomHeadersConfig.Items.map((h: { Header: string }) => h.Header)).toEqual(['Permissions-Policy']);
    expect(distribution(t).DefaultCacheBehavior.CachePolicyId).not.toBe(CACHING_DISABLED);
    const landing = headersPolicy(t, behaviour(t, '/landing/crisis-help').ResponseHeadersPolicyId);
    expect(landing.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(manifest.security['Content-Security-Policy']);
  });
});

describe('outputs', () => {
  it('name the user pool, the app client, the hosted sign-in and the inbox\'s address', () => {
    const outputs = f.findOutputs('*');
    expect(outputs.AdmissionsUserPoolId!.Value).toEqual(ref(pool(f).id));
    expect(outputs.InboxClientId!.Value).toEqual(ref(client(f).id));
    expect(outputs.InboxSignInUrl!.Value).toBe(SIGN_IN);
    expect(outputs.InboxUrl!.Value).toBe('https://www.ardenahouse.example/admin/');
  });
});
