/**
 * One deploy: scan the built site, list the bucket, plan, refuse a plan that deletes too much,
 * then upload assets and other files, then pages, publish the CloudFront Function if its code
 * changed, delete what the site no longer has, and invalidate the changed paths. With dryRun
 * it stops after planning (reads only).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { functionNeedsUpdate, invalidate, publishFunction, type CloudFrontLike } from './cloudfront.ts';
import { scanSite } from './files.ts';
import { DEFAULT_MAX_DELETES, planDeploy, refusal, type DeployPlan } from './plan.ts';
import { deleteObject, eachLimit, listBucket, uploadFile } from './s3.ts';

export interface DeployTarget {
  bucket: string;
  distributionId: string;
  /** The viewer-request CloudFront Function; when set, its code is kept equal to the build's. */
  functionName?: string;
}

export interface Progress {
  phase: 'upload' | 'delete';
  done: number;
  total: number;
  bytes: number;
}

export interface DeployOptions {
  dir: string;
  target: DeployTarget;
  s3: S3Client;
  cloudfront: CloudFrontLike;
  dryRun?: boolean;
  maxDeletes?: number;
  invalidationThreshold?: number;
  concurrency?: number;
  onProgress?: (p: Progress) => void;
  now?: () => number;
}

export interface DeployResult {
  dryRun: boolean;
  target: DeployTarget;
  plan: DeployPlan;
  /** The function's code differs from the build's (and was published, unless a dry run). */
  functionChanged: boolean;
  invalidationId?: string;
  ms: number;
}

export class DeployRefused extends Error {
  override name = 'DeployRefused';
}

export async function runDeploy(opts: DeployOptions): Promise<DeployResult> {
  const now = opts.now ?? (() => performance.now());
  const started = now();
  const { target, s3, cloudfront } = opts;
  const concurrency = opts.concurrency ?? 8;

  const site = await scanSite(opts.dir);
  const plan = planDeploy(site.files, await listBucket(s3, target.bucket), { invalidationThreshold: opts.invalidationThreshold });
  const refused = refusal(plan, opts.maxDeletes ?? DEFAULT_MAX_DELETES);
  if (refused) throw new DeployRefused(refused);
  const functionChanged = target.functionName ? await functionNeedsUpdate(cloudfront, target.functionName, site.edgeFunction) : false;
  const result: DeployResult = { dryRun: Boolean(opts.dryRun), target, plan, functionChanged, ms: 0 };
  if (opts.dryRun) return { ...result, ms: now() - started };

  let done = 0;
  let bytes = 0;
  const report = (phase: Progress['phase'], total: number) => opts.onProgress?.({ phase, done, total, bytes });
  const upload = async (files: DeployPlan['uploads']) => eachLimit(files, concurrency, async (file) => {
    await uploadFile(s3, target.bucket, opts.dir, file);
    done += 1;
    bytes += file.size;
    report('upload', plan.uploads.length);
  });
  report('upload', plan.uploads.length);
  // Everything a page may point at is in the bucket before the first page changes.
  await upload(plan.uploads.filter((u) => u.kind !== 'page'));
  await upload(plan.uploads.filter((u) => u.kind === 'page'));

  if (functionChanged) await publishFunction(cloudfront, target.functionName!, site.edgeFunction);

  done = 0;
  if (plan.deletes.length > 0) report('delete', plan.deletes.length);
  await eachLimit(plan.deletes, concurrency, async (object) => {
    await deleteObject(s3, target.bucket, object.key);
    done += 1;
    report('delete', plan.deletes.length);
  });

  const invalidationId = plan.invalidations.length > 0
    ? await invalidate(cloudfront, target.distributionId, plan.invalidations, `site-deploy-${Date.now()}`)
    : undefined;
  return { ...result, invalidationId, ms: now() - started };
}
