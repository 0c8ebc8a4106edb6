/**
 * `site deploy` against s3rver on loopback (real S3 client and requests); CloudFront is replaced
 * at the SDK boundary by a recording stand-in. Each test deploys into a bucket of its own.
 */
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteFolderError } from '../../deploy/files.ts';
import { DeployRefused, runDeploy, type DeployOptions } from '../../deploy/run.ts';
import { shipped } from '../helpers/site.ts';
import {
  EDGE_FUNCTION, fakeCloudFront, head, HEADERS, invalidatedPaths, names, snapshot, startS3, tinySite, writeSite,
  type FakeCloudFront, type LocalS3,
} from './helpers.ts';

let local: LocalS3;
let root: string;
let sites = 0;

beforeAll(async () => {
  local = await startS3();
  root = await mkdtemp(join(tmpdir(), 'deploy-test-'));
});
afterAll(async () => {
  await local?.close();
  await rm(root, { recursive: true, force: true });
});

/** A fresh bucket, a tiny site in its own folder, and a CloudFront stand-in whose LIVE function is the site's. */
async function setup(files = tinySite()) {
  const bucket = await local.bucket();
  const dir = join(root, `site-${++sites}`);
  await writeSite(dir, files);
  const cloudfront = fakeCloudFront(EDGE_FUNCTION);
  const deploy = (extra: Partial<DeployOptions> = {}, cf: FakeCloudFront = cloudfront) => runDeploy({
    dir, s3: local.s3, cloudfront: cf, target: { bucket, distributionId: 'E2EXAMPLE', functionName: 'viewer-request' }, ...extra,
  });
  return { bucket, dir, cloudfront, deploy };
}

const UPLOADED = ['404.html', 'assets/images/pool.abcdef0123.svg', 'assets/site.0123456789.css', 'index.html', 'robots.txt', 'sitemap.xml', 'treatment/alcohol.html', 'treatment/opioids.html'];

describe('site deploy', () => {
  it('uploads every file of the site on the first deploy, and never _edge/, _headers or _redirects', async () => {
    const { bucket, deploy, cloudfront } = await setup();
    const result = await deploy();
    expect(result.plan.uploads.map((u) => u.key).sort()).toEqual(UPLOADED);
    expect(result.plan.uploads.every((u) => u.reason === 'new')).toBe(true);
    expect(Object.keys(await snapshot(local.s3, bucket)).sort()).toEqual(UPLOADED);
    expect(invalidatedPaths(cloudfront)).toEqual([['/404.html', '/index.html', '/robots.txt', '/sitemap.xml', '/treatment/alcohol.html', '/treatment/opioids.html']]);
  });

  it('stores each object with the MD5 of the file as its ETag', async () => {
    const { bucket, deploy } = await setup();
    const result = await deploy();
    const etags = await snapshot(local.s3, bucket);
    for (const file of result.plan.uploads) expect(etags[file.key]).toBe(file.md5);
  });

  it('sets content type and cache control by kind of file', async () => {
    const { bucket, deploy } = await setup();
    await deploy();
    const page = await head(local.s3, bucket, 'treatment/alcohol.html');
    expect([page.ContentType, page.CacheControl]).toEqual(['text/html; charset=utf-8', HEADERS.cache.html]);
    const css = await head(local.s3, bucket, 'assets/site.0123456789.css');
    expect([css.ContentType, css.CacheControl]).toEqual(['text/css; charset=utf-8', HEADERS.cache.hashedAssets]);
    const svg = await head(local.s3, bucket, 'assets/images/pool.abcdef0123.svg');
    expect([svg.ContentType, svg.CacheControl]).toEqual(['image/svg+xml', HEADERS.cache.hashedAssets]);
    const sitemap = await head(local.s3, bucket, 'sitemap.xml');
    expect([sitemap.ContentType, sitemap.CacheControl]).toEqual(['application/xml; charset=utf-8', HEADERS.cache.other]);
    const robots = await head(local.s3, bucket, 'robots.txt');
    expect([robots.ContentType, robots.CacheControl]).toEqual(['text/plain; charset=utf-8', HEADERS.cache.other]);
  });

  it('finishes uploading every asset before the first page upload starts', async () => {
    const { deploy } = await setup();
    const from = local.events.length;
    await deploy();
    const puts = local.events.slice(from).filter((e) => e.op === 'PutObjectCommand');
    const firstPageStart = puts.findIndex((e) => e.at === 'start' && e.key.endsWith('.html'));
    const lastOtherEnd = puts.findLastIndex((e) => e.at === 'end' && !e.key.endsWith('.html'));
    expect(firstPageStart).toBeGreaterThan(lastOtherEnd);
  });

  it('uploads nothing, deletes nothing and invalidates nothing the second time', async () => {
    const { deploy, cloudfront } = await setup();
    await deploy();
    cloudfront.calls.length = 0;
    const second = await deploy();
    expect(second.plan.uploads).toEqual([]);
    expect(second.plan.unchanged).toHaveLength(UPLOADED.length);
    expect(second.plan.deletes).toEqual([]);
    expect(names(cloudfront)).toEqual(['GetFunctionCommand']);
  });

  it('uploads one object and invalidates one path when one page changed', async () => {
    const { bucket, dir, deploy, cloudfront } = await setup();
    await deploy();
    const before = await snapshot(local.s3, bucket);
    await writeFile(join(dir, 'treatment/alcohol.html'), '<!doctype html><h1>Alcohol, revised</h1>');
    cloudfront.calls.length = 0;
    const result = await deploy();
    expect(result.plan.uploads.map((u) => [u.key, u.reason])).toEqual([['treatment/alcohol.html', 'changed']]);
    expect(invalidatedPaths(cloudfront)).toEqual([['/treatment/alcohol.html']]);
    const after = await snapshot(local.s3, bucket);
    expect(Object.keys(after).filter((k) => after[k] !== before[k])).toEqual(['treatment/alcohol.html']);
  });

  it('deletes a removed page after the upload and invalidates its path', async () => {
    const { bucket, dir, deploy, cloudfront } = await setup();
    await deploy();
    await unlink(join(dir, 'treatment/opioids.html'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><h1>Home without opioids</h1>');
    cloudfront.calls.length = 0;
    const from = local.events.length;
    const result = await deploy();
    expect(result.plan.deletes.map((d) => d.key)).toEqual(['treatment/opioids.html']);
    expect(Object.keys(await snapshot(local.s3, bucket))).not.toContain('treatment/opioids.html');
    const ops = local.events.slice(from).filter((e) => e.at === 'start' && e.op !== 'ListObjectsV2Command').map((e) => e.op);
    expect(ops).toEqual(['PutObjectCommand', 'DeleteObjectCommand']);
    expect(invalidatedPaths(cloudfront)).toEqual([['/index.html', '/treatment/opioids.html']]);
  });

  it('--dry-run reports the plan and changes nothing in the bucket or CloudFront', async () => {
    const { bucket, dir, deploy, cloudfront } = await setup();
    await deploy();
    const before = await snapshot(local.s3, bucket);
    await writeFile(join(dir, 'treatment/alcohol.html'), '<!doctype html><h1>Changed</h1>');
    await unlink(join(dir, 'treatment/opioids.html'));
    await writeFile(join(dir, '_edge/viewer-request.js'), `${EDGE_FUNCTION}// new redirect\n`);
    cloudfront.calls.length = 0;
    const result = await deploy({ dryRun: true });
    expect(result.dryRun).toBe(true);
    expect(result.plan.uploads.map((u) => u.key)).toEqual(['treatment/alcohol.html']);
    expect(result.plan.deletes.map((d) => d.key)).toEqual(['treatment/opioids.html']);
    expect(result.plan.invalidations).toEqual(['/treatment/alcohol.html', '/treatment/opioids.html']);
    expect(result.functionChanged).toBe(true);
    expect(await snapshot(local.s3, bucket)).toEqual(before);
    expect(names(cloudfront)).toEqual(['GetFunctionCommand']);
    expect(cloudfront.live).toBe(EDGE_FUNCTION);
  });

  it('refuses a deploy that would delete more objects than --max-deletes, before changing anything', async () => {
    const { bucket, dir, deploy, cloudfront } = await setup();
    await deploy();
    const before = await snapshot(local.s3, bucket);
    // A wrong folder: only a home page is left.
    await writeSite(dir, { 'index.html': '<h1>?</h1>', '_edge/viewer-request.js': EDGE_FUNCTION, '_edge/headers.json': JSON.stringify(HEADERS) });
    cloudfront.calls.length = 0;
    await expect(deploy({ maxDeletes: 3 })).rejects.toThrow(DeployRefused);
    await expect(deploy({ maxDeletes: 3 })).rejects.toThrow('would delete 7 objects from the bucket, more than the limit of 3');
    expect(await snapshot(local.s3, bucket)).toEqual(before);
    expect(names(cloudfront)).toEqual([]);
    const allowed = await deploy({ maxDeletes: 7 });
    expect(allowed.plan.deletes).toHaveLength(7);
  });

  it('refuses a folder whose headers manifest is not one, with the message to rebuild', async () => {
    const { deploy } = await setup({ 'index.html': '<h1>Home</h1>', '_edge/viewer-request.js': EDGE_FUNCTION, '_edge/headers.json': '{"cache": {}}' });
    await expect(deploy()).rejects.toThrow(SiteFolderError);
    await expect(deploy()).rejects.toThrow(/is not a headers manifest \(security, cache, noindex\)\. Rebuild with `site build`/);
  });

  it('refuses a folder holding a file no build writes (leads exported as CSV), uploading nothing', async () => {
    const { bucket, dir, deploy } = await setup({ 'index.html': '<h1>Home</h1>', 'reports/leads.csv': 'name,phone\n', '_edge/viewer-request.js': EDGE_FUNCTION, '_edge/headers.json': JSON.stringify(HEADERS) });
    await expect(deploy()).rejects.toThrow(new SiteFolderError(`${join(dir, 'reports/leads.csv')} is no kind of file the site serves: refusing to publish it. Move it out of ${dir}/ (a build replaces the folder whole), then deploy again.`));
    expect(await snapshot(local.s3, bucket)).toEqual({});
  });

  it('refuses a folder without index.html (an empty or wrong folder)', async () => {
    const { deploy } = await setup({ '_edge/viewer-request.js': EDGE_FUNCTION, '_edge/headers.json': JSON.stringify(HEADERS) });
    await expect(deploy()).rejects.toThrow(SiteFolderError);
  });

  it('publishes the CloudFront Function when the build changed it, after the uploads', async () => {
    const { dir, deploy, cloudfront } = await setup();
    await deploy();
    const changed = `${EDGE_FUNCTION}// a new page route\n`;
    await writeFile(join(dir, '_edge/viewer-request.js'), changed);
    await writeFile(join(dir, 'treatment/new.html'), '<h1>New</h1>');
    cloudfront.calls.length = 0;
    const result = await deploy();
    expect(result.functionChanged).toBe(true);
    expect(names(cloudfront)).toEqual(['GetFunctionCommand', 'DescribeFunctionCommand', 'UpdateFunctionCommand', 'PublishFunctionCommand', 'CreateInvalidationCommand']);
    expect(cloudfront.live).toBe(changed);
    expect(invalidatedPaths(cloudfront)).toEqual([['/treatment/new.html']]);
  });

  it('deploys the real build, invalidating /* when more paths changed than the threshold', async () => {
    const built = shipped().dir;
    const bucket = await local.bucket();
    const cloudfront = fakeCloudFront('');
    const result = await runDeploy({ dir: built, s3: local.s3, cloudfront, target: { bucket, distributionId: 'E2EXAMPLE' } });
    expect(result.plan.uploads.length).toBeGreaterThan(60);
    expect(result.plan.uploads.some((u) => u.key.startsWith('_edge/'))).toBe(false);
    expect(invalidatedPaths(cloudfront)).toEqual([['/*']]);
    expect(names(cloudfront)).not.toContain('GetFunctionCommand');
  });
});
