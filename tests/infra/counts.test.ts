/**
 * The counters of page views and call taps in AWS (issue #23, part 2): their table (KMS, TTL of 25
 * months, nothing but Query and UpdateItem granted, each to the one function that needs it), the
 * forms function's read of the site's pages, and the firewall sized so that a visitor reading 50
 * pages, tapping the crisis line and sending a form is never blocked (docs/operators.md).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load as loadHtml } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, DEFAULT_CONFIG_FILE } from '../../infra/config.ts';
import { COUNT_RETENTION_DAYS } from '../../contract/counts.ts';
import { arn, only, statementsOf, synthStacks, template, type Synth } from './helpers.ts';
import { ROOT } from '../helpers/paths.ts';

let s: Synth;
let minimal: ReturnType<typeof template>;
let full: ReturnType<typeof template>;
beforeAll(async () => {
  s = await synthStacks();
  minimal = template(s.minimal);
  full = template(s.full);
});

describe('the counters table', () => {
  it('is on demand, keyed by day and labels, encrypted with the stack\'s key, deleted by TTL, kept on stack deletion', () => {
    const table = only(minimal, 'AWS::DynamoDB::Table', 'Counts');
    expect(table.props).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'day', KeyType: 'HASH' }, { AttributeName: 'labels', KeyType: 'RANGE' }],
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: arn(only(minimal, 'AWS::KMS::Key').id) },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(table.props.StreamSpecification).toBeUndefined();
    expect(minimal.findResources('AWS::DynamoDB::Table')[table.id]).toMatchObject({ DeletionPolicy: 'Retain' });
    // 25 months: 761 days (two years and a month of 31 days).
    expect(COUNT_RETENTION_DAYS).toBe(2 * 365 + 31);
  });

  it('may be added to by the forms function only (UpdateItem) and read by the inbox only (Query): nothing else anywhere names it', () => {
    const counts = arn(only(minimal, 'AWS::DynamoDB::Table', 'Counts').id);
    const naming = Object.values(minimal.findResources('AWS::IAM::Policy')).flatMap((p) => (p.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>)
      .filter((st) => JSON.stringify(st.Resource).includes(counts['Fn::GetAtt'][0]!))
      .map((st) => ({ roles: p.Properties.Roles, action: st.Action })));
    expect(naming.map((n) => n.action).sort()).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem']);
    const naming2 = (fn: string) => statementsOf(minimal, fn).filter((st) => JSON.stringify(st.Resource).includes(counts['Fn::GetAtt'][0]!)).map((st) => st.Action);
    expect(naming2('FormsFunction')).toEqual(['dynamodb:UpdateItem']);
    expect(naming2('InboxFunction')).toEqual(['dynamodb:Query']);
  });

  it('lets the forms function list the site bucket, to count only pages the site has, and read none of its files', () => {
    const bucket = only(minimal, 'AWS::S3::Bucket', 'SiteBucket').id;
    const s3 = statementsOf(minimal, 'FormsFunction').filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3).toEqual([{ Effect: 'Allow', Action: 's3:ListBucket', Resource: arn(bucket) }]);
  });

  it('is named in the stack outputs, for site leads report --stack', () => {
    expect(minimal.findOutputs('CountsTableName')).toBeDefined();
    expect(Object.keys(minimal.findOutputs('CountsTableName'))).toHaveLength(1);
  });
});

/** Requests one uncached view of a built page makes to the site: the page, its scripts and preloads, style sheets and images, and the count. */
async function requestsOfPage(file: string): Promise<number> {
  const $ = loadHtml(await readFile(file, 'utf8'));
  const urls = new Set<string>();
  $('script[src], link[rel="modulepreload"], link[rel="stylesheet"]').each((_, el) => void urls.add($(el).attr('src') ?? $(el).attr('href')!));
  const images = $('img').length;
  const counts = $('[data-island]').length > 0 ? 1 : 0;
  return 1 + urls.size + images + counts;
}

describe('the firewall, as infra/config.json sets it', () => {
  it('never blocks a visitor who reads 50 pages without a cache, taps the crisis line and sends a form', async () => {
    const { $comment: _, ...shipped } = JSON.parse(await readFile(join(ROOT, DEFAULT_CONFIG_FILE), 'utf8')) as Record<string, unknown>;
    const config = parseConfig(shipped);
    const files = (await readdir(s.siteDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    const perPage = Math.max(...(await Promise.all(files.map((f) => requestsOfPage(join(s.siteDir, f))))));
    // docs/operators.md: an uncached page view is at most 33 requests on the shipped site.
    expect(perPage).toBeLessThanOrEqual(33);
    const pages = 50;
    expect(pages * perPage + 1 + 1).toBeLessThanOrEqual(config.waf.requestsPer5Minutes);
    expect(pages + 1).toBeLessThanOrEqual(config.waf.countRequestsPer5Minutes);
    // The form's own rule counts the form alone (and a retry), never the fifty counts.
    expect(2).toBeLessThanOrEqual(config.waf.apiRequestsPer5Minutes);
    expect(pages + 1 + 2).toBeGreaterThan(config.waf.apiRequestsPer5Minutes / 2);
  });

  it('counts the beacon by a rule of its own, answered 429, which the forms\' rule leaves out', () => {
    const rules = only(full, 'AWS::WAFv2::WebACL').props.Rules as Array<Record<string, any>>;
    const count = { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: '/api/count', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } };
    const rule = rules.find((r) => r.Name === 'count-rate-limit-per-ip')!;
    expect(rule).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: { RateBasedStatement: { Limit: 300, AggregateKeyType: 'IP', EvaluationWindowSec: 300, ScopeDownStatement: count } },
    });
    const api = rules.find((r) => r.Name === 'api-rate-limit-per-ip')!;
    expect(api.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements).toContainEqual({ NotStatement: { Statement: count } });
  });
});
