/**
 * Issue 28: `site deploy` runs the going-live gate before any AWS call. Against s3rver on loopback
 * (the SDK's endpoint set to it), a production stack's deploy of the shipped content is refused and
 * the server sees no request; a staging stack passes the gate; a folder built for the other stage
 * is refused with --no-build.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployCommand, type DeployFlags } from '../../bin/commands/deploy.ts';
import { outcomeOf, type Outcome } from '../../bin/exit.ts';
import { CONTENT } from '../helpers/paths.ts';
import { STAGING_ROBOTS_TXT } from '../../generator/emit/sitemap.ts';

let root: string;
let server: S3rver;
const requests: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'deploy-gate-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: join(root, 's3'), silent: true });
  const { port } = await server.run();
  (server as unknown as { httpServer: import('node:http').Server }).httpServer.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_EC2_METADATA_DISABLED: 'true', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
});
afterAll(async () => {
  process.env = { ...saved };
  await server.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  requests.length = 0;
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  return () => vi.restoreAllMocks();
});

async function config(stage: 'production' | 'staging'): Promise<string> {
  const file = join(root, `${stage}.json`);
  await writeFile(file, JSON.stringify({ stage, notify: { emailFrom: 'alerts@ardenahouse.org', emailTo: ['admissions@ardenahouse.org'] } }));
  return file;
}

async function site(robots: string): Promise<string> {
  const dir = await mkdtemp(join(root, 'site-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(dir, 'robots.txt'), robots);
  return dir;
}

const deploy = (flags: Partial<DeployFlags>): Promise<Outcome> => deployCommand({
  dir: 'dist', content: CONTENT, maxDeletes: '256', build: false, stack: 'Site', region: 'us-east-1', dryRun: true, ...flags,
}).then(() => ({ code: 0, text: '' }), (err: unknown) => outcomeOf(err));

describe('site deploy runs the going-live gate', () => {
  it('refuses the shipped content for a production stack, naming the crisis line first, before any request', async () => {
    const { code, text } = await deploy({ config: await config('production'), dir: await site('User-agent: *\nAllow: /\n') });
    expect(code).toBe(1);
    expect(text).toMatch(/^Not ready to go live: \d+ things in the content must be replaced first\.\n\n\S+\/site\.yaml:\d+:\d+ {2}crisisLine\.tel\n/);
    expect(requests).toEqual([]);
  });

  it('lets a staging stack past the gate (the deploy goes on to AWS)', async () => {
    const { text } = await deploy({ config: await config('staging'), dir: await site(STAGING_ROBOTS_TXT) });
    expect(text).not.toMatch(/Not ready to go live/);
    expect(requests.length).toBeGreaterThan(0);
  });

  it('refuses, with --no-build, a folder built for the other stage', async () => {
    const { code, text } = await deploy({ config: await config('staging'), dir: await site('User-agent: *\nAllow: /\n') });
    expect(code).toBe(1);
    expect(text).toMatch(/was built for production, but the stack is staging: build it again with --staging/);
    expect(requests).toEqual([]);
  });
});
