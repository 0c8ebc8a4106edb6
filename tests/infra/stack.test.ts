/**
 * The site stack, synthesised from the run's build of the shipped content: one behaviour per test.
 * `minimal` is the template of the minimal configuration (no domain, the WAF turned off), `full` the
 * template with every option set.
 */
import { runInNewContext } from 'node:vm';
import { NOT_FOUND_METADATA } from '../../contract/output.ts';
import { INBOX_POLL_MS } from '../../contract/inbox.ts';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { load as loadHtml } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HeadersManifest } from '../../contract/output.ts';
import { compileFunction, isResponse, type EdgeResponse } from '../../preview/edge.ts';
import { arn, behaviour, CERTIFICATE, distribution, envOf, headersPolicy, only, ref, statementsOf, synthStacks, template, type Synth } from './helpers.ts';
import { CDN_LOG_FIELDS, VISITOR_FIELDS } from '../../infra/constructs/access-logs.ts';
import { ENDPOINTS } from '../../contract/forms.ts';
import { insurance, serveApp, submitLikeABrowser } from '../lambdas/helpers.ts';

let stacks: Synth;
let minimal: Template;
let full: Template;
/** The response headers the build wrote (_edge/headers.json). */
let builtHeaders: HeadersManifest;
/** The viewer-request function the build wrote (_edge/viewer-request.js), byte for byte. */
let builtViewerRequest: Buffer;

beforeAll(async () => {
  stacks = await synthStacks();
  minimal = template(stacks.minimal);
  full = template(stacks.full);
  builtHeaders = JSON.parse(await readFile(join(stacks.siteDir, '_edge/headers.json'), 'utf8')) as HeadersManifest;
  builtViewerRequest = await readFile(join(stacks.siteDir, '_edge/viewer-request.js'));
});

describe('site bucket', () => {
  it('is private: every public access block on, ACLs disabled', () => {
    expect(only(minimal, 'AWS::S3::Bucket', 'SiteBucket').props).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
  });

  it('is encrypted and versioned, and old versions expire', () => {
    expect(only(minimal, 'AWS::S3::Bucket', 'SiteBucket').props).toMatchObject({
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 30 } })] },
    });
  });

  it('refuses requests without TLS 1.2', () => {
    const statements = only(minimal, 'AWS::S3::BucketPolicy', 'SiteBucket').props.PolicyDocument.Statement;
    expect(statements).toEqual(expect.arrayContaining([
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
    ]));
  });

  it('writes server access logs to the log bucket, whose logs expire', () => {
    const logs = only(minimal, 'AWS::S3::Bucket', 'LogsBucket');
    expect(only(minimal, 'AWS::S3::Bucket', 'SiteBucket').props.LoggingConfiguration).toEqual({ DestinationBucketName: ref(logs.id), LogFilePrefix: 's3/site/' });
    expect(logs.props.LifecycleConfiguration.Rules[0]).toMatchObject({ ExpirationInDays: 90 });
    expect(logs.props.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, RestrictPublicBuckets: true });
  });
});

describe('CloudFront distribution', () => {
  it('reads the bucket through Origin Access Control, and only CloudFront may read it', () => {
    const oac = only(minimal, 'AWS::CloudFront::OriginAccessControl');
    expect(oac.props.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    const s3Origin = distribution(minimal).Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oac.id, 'Id'] });
    const allow = only(minimal, 'AWS::S3::BucketPolicy', 'SiteBucket').props.PolicyDocument.Statement.filter((st: { Effect: string }) => st.Effect === 'Allow');
    expect(allow).toEqual([expect.objectContaining({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' }, Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } } })]);
  });

  it('serves HTTP/2 and HTTP/3 over IPv4 and IPv6', () => {
    expect(distribution(minimal)).toMatchObject({ HttpVersion: 'http2and3', IPV6Enabled: true });
  });

  it('without a domain, serves on the CloudFront domain; with one, on the domain with TLS 1.2 or newer', () => {
    expect(distribution(minimal).Aliases).toBeUndefined();
    expect(distribution(minimal).ViewerCertificate).toBeUndefined();
    expect(distribution(full)).toMatchObject({
      Aliases: ['www.ardenahouse.example'],
      ViewerCertificate: { AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
  });

  it('redirects plain HTTP to HTTPS for pages and assets', () => {
    expect(distribution(minimal).DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behaviour(minimal, '/assets/*').ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('runs the generated viewer-request function (cloudfront-js-2.0) on every page request', () => {
    const fn = only(minimal, 'AWS::CloudFront::Function', 'CdnViewerRequest');
    expect(fn.props.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.props.AutoPublish).toBe(true);
    const status = only(minimal, 'AWS::CloudFront::Function', 'CdnNotFoundStatus');
    const association = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn.id, 'FunctionARN'] } },
      { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [status.id, 'FunctionARN'] } },
    ];
    expect(distribution(minimal).DefaultCacheBehavior.FunctionAssociations).toEqual(association);
    for (const route of builtHeaders.noindex) expect(behaviour(minimal, route).FunctionAssociations).toEqual(association);
  });

  it('deploys the CloudFront Function byte for byte as the generator emitted it', () => {
    const code = only(minimal, 'AWS::CloudFront::Function', 'CdnViewerRequest').props.FunctionCode as string;
    expect(Buffer.from(code, 'utf8').equals(builtViewerRequest)).toBe(true);
    expect(code.length).toBeLessThan(10 * 1024); // CloudFront Functions' size limit
  });

  it('deploys the function the generator tests: the same redirects and clean URLs', () => {
    const fn = compileFunction(only(minimal, 'AWS::CloudFront::Function', 'CdnViewerRequest').props.FunctionCode);
    const moved = fn({ request: { method: 'GET', uri: '/programs/', querystring: {}, headers: {} } }) as EdgeResponse;
    expect(isResponse(moved) && [moved.statusCode, moved.headers.location?.value]).toEqual([301, '/services/medical-detox']);
    expect(fn({ request: { method: 'GET', uri: '/treatment/alcohol-addiction', querystring: {}, headers: {} } })).toMatchObject({ uri: '/treatment/alcohol-addiction.html' });
  });

  it('answers a not-found page stored with its marker with status 404, and drops the marker', () => {
    const code = only(minimal, 'AWS::CloudFront::Function', 'CdnNotFoundStatus').props.FunctionCode as string;
    const handler = runInNewContext(`${code}\n;handler`, {}) as (event: unknown) => { statusCode: number; headers: Record<string, unknown> };
    const respond = (headers: Record<string, { value: string }>, statusCode = 200) => handler({ request: { uri: '/es/no-existe' }, response: { statusCode, headers } });
    const marked = respond({ [NOT_FOUND_METADATA.header]: { value: NOT_FOUND_METADATA.value }, 'content-type': { value: 'text/html' } });
    expect(marked.statusCode).toBe(404);
    expect(Object.keys(marked.headers)).toEqual(['content-type']);
    expect(respond({ 'content-type': { value: 'text/html' } }).statusCode).toBe(200);
    expect(respond({ [NOT_FOUND_METADATA.header]: { value: 'true' } }, 304).statusCode).toBe(304);
  });

  it('passes on the forms API\'s refusal of a form posted from another site as it is: its status is none the distribution replaces with a page (issue #26)', async () => {
    const replaced = distribution(minimal).CustomErrorResponses.map((r: { ErrorCode: number }) => r.ErrorCode);
    const app = await serveApp();
    const elsewhere = { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' };
    try {
      // A script reads the JSON; a person's form is sent on to the page that says why.
      const script = await fetch(app.url + ENDPOINTS.insurance, { method: 'POST', headers: { 'content-type': 'application/json', ...elsewhere }, body: JSON.stringify(insurance) });
      expect(replaced).not.toContain(script.status);
      expect(((await script.json()) as { error: string }).error).toMatch(/only be sent from our website/);
      const person = await submitLikeABrowser(app.url + ENDPOINTS.insurance, new URLSearchParams(insurance).toString(), elsewhere);
      expect(replaced).not.toContain(person.status);
      expect(person.location).toBe('/not-sent#other-site');
    } finally {
      await app.close();
    }
  });

  it('answers a missing page with /404.html and status 404, and lets the API\'s own 404 answers (JSON) through (issue #26)', () => {
    // CloudFront may only get objects, not list the bucket, so S3 answers 403 for a key it lacks: that
    // is the one status replaced by the not-found page. An origin's 404 is the API's, passed on as sent.
    expect(distribution(minimal).CustomErrorResponses).toEqual([{ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 60 }]);
    const allowed = only(minimal, 'AWS::S3::BucketPolicy', 'SiteBucket').props.PolicyDocument.Statement.filter((st: { Effect: string }) => st.Effect === 'Allow');
    expect(allowed.flatMap((st: { Action: string | string[] }) => [st.Action].flat())).toEqual(['s3:GetObject']);
  });

  it('caches hashed assets for a year', () => {
    const policy = behaviour(minimal, '/assets/*').CachePolicyId;
    const config = minimal.findResources('AWS::CloudFront::CachePolicy')[policy.Ref]!.Properties.CachePolicyConfig;
    expect(config).toMatchObject({ MinTTL: 31536000, DefaultTTL: 31536000, MaxTTL: 31536000 });
    expect(builtHeaders.cache.hashedAssets).toBe('public, max-age=31536000, immutable');
  });

  it('keeps pages at the edge until a deploy invalidates them, while browsers revalidate', () => {
    const policy = distribution(minimal).DefaultCacheBehavior.CachePolicyId;
    const config = minimal.findResources('AWS::CloudFront::CachePolicy')[policy.Ref]!.Properties.CachePolicyConfig;
    expect(config).toMatchObject({ MinTTL: 86400, ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: { QueryStringBehavior: 'none' }, CookiesConfig: { CookieBehavior: 'none' } } });
    expect(builtHeaders.cache.html).toMatch(/max-age=0, must-revalidate/);
  });

  it('sends the build\'s security headers: HSTS, CSP, nosniff, referrer and permissions policy, frame-ancestors none', () => {
    const config = headersPolicy(minimal, distribution(minimal).DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(config.SecurityHeadersConfig).toEqual({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true },
      ContentSecurityPolicy: { ContentSecurityPolicy: builtHeaders.security['Content-Security-Policy'], Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: builtHeaders.security['Referrer-Policy'], Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: builtHeaders.security['Permissions-Policy'], Override: true }]);
  });

  it('sends X-Robots-Tag: noindex on the crisis landing page and no other page', () => {
    expect(builtHeaders.noindex).toContain('/landing/crisis-help');
    const noindex = { Header: 'X-Robots-Tag', Value: 'noindex', Override: true };
    expect(headersPolicy(minimal, behaviour(minimal, '/landing/crisis-help').ResponseHeadersPolicyId).CustomHeadersConfig.Items).toContainEqual(noindex);
    expect(headersPolicy(minimal, distribution(minimal).DefaultCacheBehavior.ResponseHeadersPolicyId).CustomHeadersConfig.Items).not.toContainEqual(noindex);
  });

  it('logs each request to the log bucket with no field that names, locates or tracks a visitor', () => {
    expect(distribution(minimal).Logging).toBeUndefined(); // the legacy logs hold every field, IP address included
    const logBucket = only(minimal, 'AWS::S3::Bucket', 'LogsBucket').id;
    expect(only(minimal, 'AWS::Logs::DeliverySource').props).toMatchObject({ LogType: 'ACCESS_LOGS' });
    expect(JSON.stringify(only(minimal, 'AWS::Logs::DeliverySource').props.ResourceArn)).toContain(only(minimal, 'AWS::CloudFront::Distribution').id);
    expect(JSON.stringify(only(minimal, 'AWS::Logs::DeliveryDestination').props.DestinationResourceArn)).toContain(logBucket);
    // The delivery is made once its source and destination exist.
    const [delivery] = Object.values(minimal.findResources('AWS::Logs::Delivery'));
    expect(delivery!.DependsOn).toEqual(expect.arrayContaining([only(minimal, 'AWS::Logs::DeliverySource').id, only(minimal, 'AWS::Logs::DeliveryDestination').id]));
    const fields: string[] = only(minimal, 'AWS::Logs::Delivery').props.RecordFields;
    expect(fields).toEqual([...CDN_LOG_FIELDS]);
    expect(fields.filter((f) => (VISITOR_FIELDS as readonly string[]).includes(f) || /c-ip|user-agent|cookie|referer|query|forwarded|country|asn/i.test(f))).toEqual([]);
  });

  it('lets only this account\'s log deliveries write to the bucket, and keeps the logs with addresses 7 days, the others 90', () => {
    const bucket = only(minimal, 'AWS::S3::Bucket', 'LogsBucket');
    const rules = bucket.props.LifecycleConfiguration.Rules as { Id: string; Prefix?: string; ExpirationInDays: number }[];
    expect(rules.map((r) => [r.Id, r.Prefix ?? '', r.ExpirationInDays])).toEqual([['expire-logs', '', 90], ['expire-address-logs', 's3/', 7]]);
    const policy = Object.values(minimal.findResources('AWS::S3::BucketPolicy')).find((p) => JSON.stringify(p.Properties.Bucket).includes(bucket.id))!;
    const delivery = (policy.Properties.PolicyDocument.Statement as { Principal?: { Service?: string }; Condition?: Record<string, Record<string, unknown>> }[])
      .find((s) => s.Principal?.Service === 'delivery.logs.amazonaws.com')!;
    expect(delivery.Condition!.StringEquals!['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
  });
});

describe('the CSP allows exactly what the pages use', () => {
  it('allows only the site itself (and data: images) when no ad pixel is configured', () => {
    const csp = builtHeaders.security['Content-Security-Policy']!;
    const sources = csp.split(';').flatMap((d) => d.trim().split(/\s+/).slice(1));
    expect(new Set(sources)).toEqual(new Set(["'self'", 'data:', "'none'"]));
  });

  it('every page loads scripts, styles and images from the site only, with no inline code', async () => {
    const files = (await readdir(stacks.siteDir, { recursive: true })).filter((p) => p.endsWith('.html'));
    const offending: string[] = [];
    for (const file of files) {
      const $ = loadHtml(await readFile(join(stacks.siteDir, file), 'utf8'));
      $('script').each((_, el) => {
        const src = $(el).attr('src');
        if (src ? !src.startsWith('/') : $(el).attr('type') !== 'application/ld+json') offending.push(`${file}: <script ${src ?? 'inline'}>`);
      });
      $('link[rel=stylesheet], link[rel=preload], link[rel=modulepreload]').each((_, el) => { if (!$(el).attr('href')?.startsWith('/')) offending.push(`${file}: <link ${$(el).attr('href')}>`); });
      $('img, source').each((_, el) => {
        const src = $(el).attr('src') ?? $(el).attr('srcset') ?? '';
        if (!src.startsWith('/') && !src.startsWith('data:')) offending.push(`${file}: <img ${src}>`);
      });
      $('[style]').each(() => { offending.push(`${file}: style attribute`); });
      $('*').each((_, el) => { for (const name of Object.keys((el as { attribs?: object }).attribs ?? {})) if (/^on/i.test(name)) offending.push(`${file}: ${name}=`); });
      $('form[action]').each((_, el) => { if (!$(el).attr('action')!.startsWith('/')) offending.push(`${file}: <form action=${$(el).attr('action')}>`); });
    }
    expect(offending).toEqual([]);
  });
});

describe('forms API', () => {
  it('routes /api/* to the API, never cached, all viewer headers but Host forwarded', () => {
    const api = behaviour(minimal, '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distribution(minimal).Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('lets only POST and GET through, and DELETE of the inbox\'s session and desk boards: the API has no other route, the edge answers 405', () => {
    const routes = Object.values(minimal.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey).sort();
    expect(routes).toEqual(['DELETE /api/admin/{proxy+}', 'DELETE /api/auth/{proxy+}', 'GET /api/admin/board', 'GET /api/admin/{proxy+}', 'GET /api/auth/{proxy+}', 'GET /api/{proxy+}', 'POST /api/admin/{proxy+}', 'POST /api/{proxy+}']);
    const methods = only(minimal, 'AWS::CloudFront::Function', 'CdnApiMethods');
    expect(behaviour(minimal, '/api/*').FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [methods.id, 'FunctionARN'] } }]);
  });

  it('accepts only requests that came through CloudFront: the origin header is what the authorizer expects', () => {
    const authorizers = Object.entries(minimal.findResources('AWS::ApiGatewayV2::Authorizer'));
    const [originId, origin] = authorizers.find(([, a]) => a.Properties.AuthorizerType === 'REQUEST')!;
    expect(origin.Properties).toMatchObject({ AuthorizerType: 'REQUEST', EnableSimpleResponses: true, IdentitySource: ['$request.header.x-origin-verify'], AuthorizerResultTtlInSeconds: 300 });
    for (const route of Object.values(minimal.findResources('AWS::ApiGatewayV2::Route')).filter((r) => !r.Properties.RouteKey.includes('/api/admin/'))) {
      expect(route.Properties, route.Properties.RouteKey).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: ref(originId) });
    }
    const header = distribution(minimal).Origins.flatMap((o: { OriginCustomHeaders?: unknown[] }) => o.OriginCustomHeaders ?? []);
    const secret = only(minimal, 'AWS::SecretsManager::Secret', 'OriginVerify').id;
    expect(header).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', ref(secret), ':SecretString:::}}']] } }]);
    expect(envOf(minimal, 'FormsOriginVerify')).toEqual({ ORIGIN_VERIFY_SECRET: ref(secret), ORIGIN_VERIFY_HEADER: 'x-origin-verify' });
  });

  it('throttles the stage and writes access logs to an encrypted log group', () => {
    const stage = only(minimal, 'AWS::ApiGatewayV2::Stage').props;
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true, DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 } });
    const group = minimal.findResources('AWS::Logs::LogGroup')[stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0]]!.Properties;
    expect(group.KmsKeyId).toEqual(arn(only(minimal, 'AWS::KMS::Key').id));
  });
});

describe('Lambda functions', () => {
  it('forms Lambda: Node 22 or newer, arm64, the table, retention, the site\'s languages (from content/site.yaml, issue #26) and the center\'s time zone in its environment', () => {
    const fn = only(minimal, 'AWS::Lambda::Function', 'FormsFunction').props;
    expect(Number(/^nodejs(\d+)\.x$/.exec(fn.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
    expect(fn).toMatchObject({ Architectures: ['arm64'], Handler: 'index.handler', MemorySize: 256, Timeout: 10 });
    expect(fn.Environment.Variables).toEqual({
      TABLE_NAME: ref(only(minimal, 'AWS::DynamoDB::Table', 'Leads').id), RETENTION_DAYS: '90', SITE_LANGUAGES: '["en","es"]',
      COUNTS_TABLE_NAME: ref(only(minimal, 'AWS::DynamoDB::Table', 'Counts').id), SITE_BUCKET: ref(only(minimal, 'AWS::S3::Bucket', 'SiteBucket').id),
      SITE_TIME_ZONE: 'America/Los_Angeles',
    });
  });

  it('every function runs on Node 22 or newer, on arm64, logging to an encrypted group with a retention', () => {
    const key = arn(only(minimal, 'AWS::KMS::Key').id);
    const groups = minimal.findResources('AWS::Logs::LogGroup');
    const fns = Object.values(minimal.findResources('AWS::Lambda::Function')).map((r) => r.Properties);
    expect(fns).toHaveLength(6);
    for (const fn of fns) {
      expect(Number(/^nodejs(\d+)\.x$/.exec(fn.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
      expect(fn.Architectures).toEqual(['arm64']);
      expect(groups[fn.LoggingConfig.LogGroup.Ref]!.Properties).toMatchObject({ KmsKeyId: key, RetentionInDays: 90 });
    }
  });

  it('bundles the forms and notifier code with esbuild into small files, leaving the AWS SDK to the runtime', async () => {
    for (const prefix of ['FormsFunction', 'NotifierFunction', 'AlertRetryFunction']) {
      const hash = (only(minimal, 'AWS::Lambda::Function', prefix).props.Code.S3Key as string).replace(/\.zip$/, '');
      const bundle = join(stacks.outdir, `asset.${hash}`, 'index.js');
      expect((await stat(bundle)).size).toBeLessThan(150_000);
      const code = await readFile(bundle, 'utf8');
      expect(code).toMatch(/require\("@aws-sdk\/client-dynamodb"\)/);
      expect(code).not.toMatch(/@libsql|better-sqlite3/);
      expect(code).not.toMatch(/\bimport\(/); // the runtime's SDK is reachable by require() only
    }
  });

  it('gives the forms Lambda only PutItem and GetItem on the leads table, and UpdateItem on the counters', () => {
    const dynamo = statementsOf(minimal, 'FormsFunction').filter((st) => [st.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem'], Resource: arn(only(minimal, 'AWS::DynamoDB::Table', 'Leads').id) },
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: arn(only(minimal, 'AWS::DynamoDB::Table', 'Counts').id) },
    ]);
  });
});

describe('leads table', () => {
  it('is on demand, with point-in-time recovery, TTL on expiresAt, a KEYS_ONLY stream, kept on stack deletion', () => {
    const resource = minimal.findResources('AWS::DynamoDB::Table')[only(minimal, 'AWS::DynamoDB::Table', 'Leads').id];
    expect(resource).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    expect(resource!.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'KEYS_ONLY' },
      DeletionProtectionEnabled: true,
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    });
  });

  it('is encrypted with the customer-managed key, which rotates', () => {
    const key = only(minimal, 'AWS::KMS::Key');
    expect(key.props.EnableKeyRotation).toBe(true);
    expect(only(minimal, 'AWS::DynamoDB::Table', 'Leads').props.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: arn(key.id) });
  });
});

describe('notifier', () => {
  it('is fed new items from the stream, with retries, bisection and an SQS dead-letter queue', () => {
    const queue = only(minimal, 'AWS::SQS::Queue', 'NotifierDeadLetters');
    expect(only(minimal, 'AWS::Lambda::EventSourceMapping').props).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [only(minimal, 'AWS::DynamoDB::Table', 'Leads').id, 'StreamArn'] },
      FunctionName: ref(only(minimal, 'AWS::Lambda::Function', 'NotifierFunction').id),
      StartingPosition: 'TRIM_HORIZON',
      FilterCriteria: { Filters: [{ Pattern: '{"eventName":["INSERT"]}' }] },
      MaximumRetryAttempts: 8,
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: arn(queue.id) } },
    });
    expect(queue.props.KmsMasterKeyId).toEqual(arn(only(minimal, 'AWS::KMS::Key').id));
  });

  it('sends email through SES with the configured addresses, allowed only for those identities', () => {
    expect(envOf(minimal, 'NotifierFunction')).toMatchObject({ NOTIFY_EMAIL_FROM: 'alerts@ardenahouse.example', NOTIFY_EMAIL_TO: 'admissions@ardenahouse.example' });
    const ses = statementsOf(minimal, 'NotifierFunction').find((st) => st.Action === 'ses:SendEmail')!;
    const identities = (ses.Resource as { 'Fn::Join': [string, unknown[]] }[]).map((r) => r['Fn::Join'][1].at(-1));
    expect(identities).toEqual([':identity/admissions@ardenahouse.example', ':identity/alerts@ardenahouse.example', ':identity/ardenahouse.example']);
  });

  it('also posts to the CRM webhook when one is configured', () => {
    expect(envOf(full, 'NotifierFunction')).toMatchObject({ NOTIFY_WEBHOOK_URL: 'https://crm.example.com/hooks/leads', NOTIFY_EMAIL_TO: 'admissions@ardenahouse.example,night@ardenahouse.example' });
  });
});

describe('alarms', () => {
  it('alarm on API 5xx, each Lambda\'s errors and dead-letter depth, to the encrypted SNS topic', () => {
    const topic = only(minimal, 'AWS::SNS::Topic');
    expect(topic.props.KmsMasterKeyId).toEqual(arn(only(minimal, 'AWS::KMS::Key').id));
    const alarms = Object.values(minimal.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.map((a) => `${a.Namespace} ${a.MetricName}`).sort()).toEqual([
      'AWS/ApiGateway 5xx', 'AWS/Lambda Errors', 'AWS/Lambda Errors', 'AWS/Lambda Errors', 'AWS/Lambda Errors', 'AWS/Lambda Errors', 'AWS/SQS ApproximateNumberOfMessagesVisible',
    ]);
    for (const alarm of alarms) expect(alarm).toMatchObject({ AlarmActions: [ref(topic.id)], Threshold: 1, TreatMissingData: 'notBreaching' });
  });

  it('emails the alarm address when one is configured', () => {
    minimal.resourceCountIs('AWS::SNS::Subscription', 0);
    full.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@ardenahouse.example' });
  });
});

describe('the data key', () => {
  it('lets the two AWS services it names use it only for this account (aws:SourceAccount, issue #26)', () => {
    const statements = only(full, 'AWS::KMS::Key').props.KeyPolicy.Statement as Array<{ Sid?: string; Principal: { Service?: unknown }; Condition?: Record<string, Record<string, unknown>> }>;
    const services = statements.filter((st) => st.Principal.Service);
    expect(services.map((st) => st.Sid)).toEqual(['CloudWatchLogsOfThisAccount', 'CloudWatchAlarmsToTopic']);
    for (const st of services) expect(st.Condition?.StringEquals?.['aws:SourceAccount'], st.Sid).toBe('123456789012');
  });
});

describe('WAF', () => {
  it('is absent when the config turns it off', () => {
    minimal.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distribution(minimal).WebACLId).toBeUndefined();
  });

  it('blocks an address above the whole-site limit, uses the IP reputation list, and is attached to the distribution', () => {
    const acl = only(full, 'AWS::WAFv2::WebACL');
    expect(acl.props.Rules.slice(3)).toMatchObject([
      { Name: 'rate-limit-per-ip', Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: 500, AggregateKeyType: 'IP', ScopeDownStatement: { NotStatement: { Statement: ADMIN_ROUTES } } } } },
      { Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesAmazonIpReputationList' } } },
    ]);
    expect(distribution(full).WebACLId).toEqual(arn(acl.id));
    full.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', { ResourceArn: arn(acl.id) });
  });

  it('counts the signed-in admin routes by a rule of their own, so the office\'s open inboxes neither use up the forms\' limit nor the whole site\'s (issue #26)', () => {
    const rules = only(full, 'AWS::WAFv2::WebACL').props.Rules as Array<Record<string, any>>;
    expect(rules.map((r) => [r.Name, r.Priority])).toEqual([['admin-rate-limit-per-ip', 0], ['count-rate-limit-per-ip', 1], ['api-rate-limit-per-ip', 2], ['rate-limit-per-ip', 3], ['aws-ip-reputation', 4]]);
    expect(rules[0]).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-requests' } } },
      Statement: { RateBasedStatement: { Limit: 2000, AggregateKeyType: 'IP', EvaluationWindowSec: 300, ScopeDownStatement: ADMIN_ROUTES } },
    });
    expect(rules[2]!.Statement.RateBasedStatement.ScopeDownStatement).toEqual({ AndStatement: { Statements: [API_ROUTES, { NotStatement: { Statement: ADMIN_ROUTES } }, { NotStatement: { Statement: COUNT_ROUTE } }] } });
    // docs/operators.md: one open inbox polls 300 / 3 = 100 times in 5 minutes, ten 1,000, half the admin limit.
    const polls = (inboxes: number) => inboxes * (300_000 / INBOX_POLL_MS);
    expect(polls(1)).toBe(100);
    expect(polls(10)).toBeLessThanOrEqual(rules[0]!.Statement.RateBasedStatement.Limit / 2);
  });

  it('keeps its logs, which hold client IP addresses, only addressLogDays (7)', () => {
    const group = Object.values(full.findResources('AWS::Logs::LogGroup')).find((g) => String(g.Properties.LogGroupName ?? '').startsWith('aws-waf-logs-'));
    expect(group?.Properties.RetentionInDays).toBe(7);
  });

  it('keeps staff tokens and cookies out of its logs (issue #26)', () => {
    full.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
    });
  });
});

const routes = (prefix: string) => ({ ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: prefix, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } });
const ADMIN_ROUTES = routes('/api/admin/');
const API_ROUTES = routes('/api/');
const COUNT_ROUTE = { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: '/api/count', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } };

describe('outputs', () => {
  it('name the bucket, distribution id and domain, API URL and table', () => {
    const outputs = minimal.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['BucketName', 'DistributionId', 'DistributionDomainName', 'ApiUrl', 'TableName', 'ViewerRequestFunctionName']));
    expect(outputs.BucketName!.Value).toEqual(ref(only(minimal, 'AWS::S3::Bucket', 'SiteBucket').id));
    expect(outputs.TableName!.Value).toEqual(ref(only(minimal, 'AWS::DynamoDB::Table', 'Leads').id));
    expect(full.findOutputs('ApiUrl').ApiUrl!.Value).toBe('https://www.ardenahouse.example/api/');
  });
});
