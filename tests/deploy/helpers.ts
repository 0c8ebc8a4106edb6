/**
 * For the deploy tests: s3rver on loopback with a real S3 client, a recording stand-in for the
 * CloudFront client (replaced at the SDK boundary, these tests only), and tiny built sites.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { listBucket } from '../../deploy/s3.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface LocalS3 {
  s3: S3Client;
  /** Creates an empty bucket with a new name. */
  bucket(): Promise<string>;
  /** Keys in the order their PUT requests started and finished. */
  events: Array<{ at: 'start' | 'end'; op: string; key: string }>;
  close(): Promise<void>;
}

export async function startS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // s3rver stores aws-chunked framing as part of the object otherwise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const events: LocalS3['events'] = [];
  s3.middlewareStack.add((next, context) => async (args) => {
    const key = String((args.input as { Key?: string }).Key ?? '');
    events.push({ at: 'start', op: context.commandName ?? '', key });
    const out = await next(args);
    events.push({ at: 'end', op: context.commandName ?? '', key });
    return out;
  }, { step: 'initialize', name: 'recordOrder' });
  let made = 0;
  return {
    s3,
    async bucket() {
      const name = `site-${++made}`;
      await s3.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    events,
    async close() {
      s3.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The bucket as {key: etag}. */
export async function snapshot(s3: S3Client, bucket: string): Promise<Record<string, string>> {
  return Object.fromEntries((await listBucket(s3, bucket)).map((o) => [o.key, o.etag]));
}

export async function head(s3: S3Client, bucket: string, key: string) {
  return s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
}

export interface FakeCloudFront {
  send(command: unknown): Promise<unknown>;
  /** Every command sent: its class name and input. */
  calls: Array<{ name: string; input: Record<string, unknown> }>;
  live: string;
}

/** Answers the four CloudFront calls a deploy makes, keeping the LIVE function code. */
export function fakeCloudFront(liveCode: string): FakeCloudFront {
  let development = liveCode;
  let etag = 1;
  const fake: FakeCloudFront = {
    calls: [],
    live: liveCode,
    async send(command) {
      const name = (command as object).constructor.name;
      const input = (command as { input: Record<string, unknown> }).input;
      fake.calls.push({ name, input });
      switch (name) {
        case 'GetFunctionCommand':
          return { FunctionCode: new TextEncoder().encode(input.Stage === 'LIVE' ? fake.live : development), ETag: `E${etag}` };
        case 'DescribeFunctionCommand':
          return { ETag: `E${etag}`, FunctionSummary: { FunctionConfig: { Comment: 'Redirects and clean URLs', Runtime: 'cloudfront-js-2.0' } } };
        case 'UpdateFunctionCommand':
          if (input.IfMatch !== `E${etag}`) throw new Error('PreconditionFailed');
          development = Buffer.from(input.FunctionCode as Uint8Array).toString('utf8');
          return { ETag: `E${++etag}` };
        case 'PublishFunctionCommand':
          if (input.IfMatch !== `E${etag}`) throw new Error('PreconditionFailed');
          fake.live = development;
          return {};
        case 'CreateInvalidationCommand':
          return { Invalidation: { Id: `I${fake.calls.length}`, Status: 'InProgress' } };
        default:
          throw new Error(`unexpected CloudFront call ${name}`);
      }
    },
  };
  return fake;
}

export const names = (fake: FakeCloudFront) => fake.calls.map((c) => c.name);

export function invalidatedPaths(fake: FakeCloudFront): string[][] {
  return fake.calls
    .filter((c) => c.name === 'CreateInvalidationCommand')
    .map((c) => ((c.input.InvalidationBatch as { Paths: { Items: string[] } }).Paths.Items));
}

export const HEADERS = {
  security: { 'X-Content-Type-Options': 'nosniff' },
  cache: { hashedAssets: 'public, max-age=31536000, immutable', html: 'public, max-age=0, must-revalidate', other: 'public, max-age=3600' },
  noindex: [],
};

export const EDGE_FUNCTION = 'var PAGES = {};\nfunction handler(event) { return event.request; }\n';

/** A tiny built site: pages, a hashed stylesheet and image, sitemap, robots, and the files never uploaded. */
export function tinySite(): Record<string, string> {
  return {
    'index.html': '<!doctype html><link rel="stylesheet" href="/assets/site.0123456789.css"><h1>Home</h1>',
    '404.html': '<!doctype html><h1>Not found</h1>',
    'treatment/alcohol.html': '<!doctype html><h1>Alcohol</h1>',
    'treatment/opioids.html': '<!doctype html><h1>Opioids</h1>',
    'assets/site.0123456789.css': 'body{margin:0}',
    'assets/images/pool.abcdef0123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '_redirects': '/old /new 301\n',
    '_headers': '/*\n  X-Content-Type-Options: nosniff\n',
    '_edge/viewer-request.js': EDGE_FUNCTION,
    '_edge/headers.json': JSON.stringify(HEADERS),
  };
}

export async function writeSite(dir: string, files: Record<string, string>): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}
