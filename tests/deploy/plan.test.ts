/** The deploy plan and its printing: pure functions, no bucket. */
import { mkdtemp, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalFile } from '../../deploy/files.ts';
import { cacheControlOf, contentTypeOf, kindOf } from '../../contract/serving.ts';
import { planDeploy, refusal } from '../../deploy/plan.ts';
import { formatPlan, formatSummary } from '../../deploy/report.ts';
import type { DeployResult } from '../../deploy/run.ts';
import { isStale } from '../../deploy/stale.ts';
import { targetFromOutputs } from '../../deploy/target.ts';
import { HEADERS } from './helpers.ts';

function file(key: string, md5 = 'a'.repeat(32), size = 10): LocalFile {
  const kind = kindOf(key);
  return { key, md5, size, kind, contentType: contentTypeOf(key), cacheControl: cacheControlOf(kind, HEADERS.cache) };
}
const remote = (key: string, etag = 'a'.repeat(32), size = 10) => ({ key, etag, size });

describe('planDeploy', () => {
  it('orders uploads: assets, then other files, then pages', () => {
    const plan = planDeploy([file('index.html'), file('sitemap.xml'), file('assets/site.0123456789.css'), file('a/b.html'), file('assets/islands/Nav.AB12CD34.js')], []);
    expect(plan.uploads.map((u) => u.key)).toEqual(['assets/islands/Nav.AB12CD34.js', 'assets/site.0123456789.css', 'sitemap.xml', 'a/b.html', 'index.html']);
  });

  it('treats a file as unchanged only when both MD5 and size match the bucket', () => {
    const plan = planDeploy([file('a.html', 'b'.repeat(32)), file('b.html'), file('c.html', 'a'.repeat(32), 11)], [remote('a.html'), remote('b.html'), remote('c.html')]);
    expect(plan.uploads.map((u) => [u.key, u.reason])).toEqual([['a.html', 'changed'], ['c.html', 'changed']]);
    expect(plan.unchanged.map((f) => f.key)).toEqual(['b.html']);
  });

  it('never invalidates new or deleted hashed assets, only changed ones', () => {
    const plan = planDeploy(
      [file('assets/site.1111111111.css'), file('assets/logo.2222222222.svg', 'c'.repeat(32))],
      [remote('assets/site.0000000000.css'), remote('assets/logo.2222222222.svg')],
    );
    expect(plan.invalidations).toEqual(['/assets/logo.2222222222.svg']);
  });

  it('collapses to /* above the threshold', () => {
    const pages = Array.from({ length: 4 }, (_, i) => file(`p${i}.html`));
    expect(planDeploy(pages, [], { invalidationThreshold: 4 }).invalidations).toHaveLength(4);
    expect(planDeploy(pages, [], { invalidationThreshold: 3 }).invalidations).toEqual(['/*']);
  });

  it('refuses more deletions than the limit and says how to allow them', () => {
    const plan = planDeploy([file('index.html')], [remote('index.html'), remote('a.html'), remote('b.html')]);
    expect(refusal(plan, 2)).toBeUndefined();
    expect(refusal(plan, 1)).toMatch(/would delete 2 objects.*limit of 1.*--max-deletes 2/s);
  });
});

describe('kinds of file', () => {
  it.each([
    ['index.html', 'page', 'text/html; charset=utf-8', HEADERS.cache.html],
    ['assets/site.0123456789.css', 'asset', 'text/css; charset=utf-8', HEADERS.cache.hashedAssets],
    ['assets/islands/Gallery.REYSFSWU.js', 'asset', 'text/javascript; charset=utf-8', HEADERS.cache.hashedAssets],
    ['sitemap.xml', 'other', 'application/xml; charset=utf-8', HEADERS.cache.other],
    ['robots.txt', 'other', 'text/plain; charset=utf-8', HEADERS.cache.other],
    ['download.bin', 'other', 'application/octet-stream', HEADERS.cache.other],
  ])('%s is a %s, %s, %s', (key, kind, type, cache) => {
    const f = file(key);
    expect([f.kind, f.contentType, f.cacheControl]).toEqual([kind, type, cache]);
  });
});

describe('deploy output', () => {
  const plan = planDeploy([file('index.html', 'b'.repeat(32), 2048), file('assets/site.0123456789.css', 'a'.repeat(32), 1500)], [remote('index.html'), remote('old.html')]);
  const result: DeployResult = { dryRun: true, target: { bucket: 'site-bucket', distributionId: 'E2EXAMPLE', functionName: 'fn' }, plan, functionChanged: false, ms: 1234 };

  it('prints the dry-run plan', () => {
    expect(formatPlan(result)).toBe([
      'Plan for s3://site-bucket and distribution E2EXAMPLE (dry run: nothing was changed)',
      '  upload  new      assets/site.0123456789.css  1.5 kB',
      '  upload  changed  index.html                  2.0 kB',
      '  delete           old.html',
      '  invalidate       /index.html',
      '  invalidate       /old.html',
      '2 files to upload (3.5 kB), 0 unchanged, 1 object to delete, 2 paths to invalidate.',
      '',
    ].join('\n'));
  });

  it('prints the summary: uploaded, unchanged, deleted, invalidated, bytes, time', () => {
    expect(formatSummary({ ...result, dryRun: false })).toBe([
      'Deployed to s3://site-bucket (distribution E2EXAMPLE)',
      '  uploaded    2 files  3.5 kB',
      '  unchanged   0 files',
      '  deleted     1 object',
      '  invalidated 2 paths  /index.html, /old.html',
      '  function    unchanged',
      '  time        1.2 s',
      '',
    ].join('\n'));
  });
});

describe('deploy target', () => {
  it('reads the bucket, distribution and function from the stack outputs', () => {
    expect(targetFromOutputs({ BucketName: 'b', DistributionId: 'E1', ViewerRequestFunctionName: 'f', TableName: 't' }, 'S')).toEqual({ bucket: 'b', distributionId: 'E1', functionName: 'f' });
  });

  it('names the missing output and the fix', () => {
    expect(() => targetFromOutputs({ BucketName: 'b' }, 'Site')).toThrow('Stack Site has no output DistributionId. Was it created by `site infra deploy`');
  });
});

describe('isStale', () => {
  /** A repository with one file of each build input, all older than the build. */
  async function repository(): Promise<{ root: string; site: string; content: string }> {
    const root = await mkdtemp(join(tmpdir(), 'stale-'));
    const inputs = ['content/home.yaml', 'generator/build.ts', 'templates/partials/Footer.tsx', 'contract/forms.ts', 'package-lock.json'];
    for (const path of inputs) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), 'a: 1\n');
      await utimes(join(root, path), 1000, 1000);
    }
    return { root, site: join(root, 'dist'), content: join(root, 'content') };
  }

  async function buildAt(site: string, seconds: number) {
    await mkdir(join(site, '_edge'), { recursive: true });
    await writeFile(join(site, '_edge/headers.json'), '{}');
    await utimes(join(site, '_edge/headers.json'), seconds, seconds);
  }

  it('is stale without a build, fresh after one, stale again when content changes', async () => {
    const { root, site, content } = await repository();
    try {
      expect(await isStale(site, content, root)).toBe(true);
      await buildAt(site, 2000);
      expect(await isStale(site, content, root)).toBe(false);
      await utimes(join(content, 'home.yaml'), 3000, 3000);
      expect(await isStale(site, content, root)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it.each(['contract/forms.ts', 'package-lock.json', 'templates/partials/Footer.tsx', 'generator/build.ts'])('is stale once %s changed after the build', async (path) => {
    const { root, site, content } = await repository();
    try {
      await buildAt(site, 2000);
      await utimes(join(root, path), 3000, 3000);
      expect(await isStale(site, content, root)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
