/**
 * The deploy plan, a pure function of the local files and the bucket listing: what to upload
 * (assets first, pages last, so no page is ever live before the files it points at), what is
 * unchanged (MD5 equals the ETag), what to delete afterwards, and which paths CloudFront must
 * forget. Hashed assets never need invalidating: a new content is a new name.
 */
import { kindOf } from '../contract/serving.ts';
import type { LocalFile } from './files.ts';

export interface RemoteObject {
  key: string;
  /** The S3 ETag without quotes: the MD5 of the body for a single-part SSE-S3 upload. */
  etag: string;
  size: number;
}

export interface Upload extends LocalFile {
  reason: 'new' | 'changed';
}

export interface DeployPlan {
  /** In upload order: assets, then other files, then pages. */
  uploads: Upload[];
  unchanged: LocalFile[];
  deletes: RemoteObject[];
  /** Paths to invalidate, or ['/*'] when there are more than the threshold. */
  invalidations: string[];
  uploadBytes: number;
}

export interface PlanOptions {
  /** Above this many paths one '/*' invalidation is used instead (CloudFront counts it as one path). */
  invalidationThreshold?: number;
}

export const DEFAULT_INVALIDATION_THRESHOLD = 25;
export const DEFAULT_MAX_DELETES = 256;

const ORDER = { asset: 0, other: 1, page: 2 } as const;

export function planDeploy(local: readonly LocalFile[], remote: readonly RemoteObject[], opts: PlanOptions = {}): DeployPlan {
  const remoteByKey = new Map(remote.map((o) => [o.key, o]));
  const localKeys = new Set(local.map((f) => f.key));
  const uploads: Upload[] = [];
  const unchanged: LocalFile[] = [];
  for (const file of local) {
    const existing = remoteByKey.get(file.key);
    if (!existing) uploads.push({ ...file, reason: 'new' });
    else if (existing.etag !== file.md5 || existing.size !== file.size) uploads.push({ ...file, reason: 'changed' });
    else unchanged.push(file);
  }
  uploads.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.key < b.key ? -1 : 1));
  const deletes = remote.filter((o) => !localKeys.has(o.key)).sort((a, b) => (a.key < b.key ? -1 : 1));

  const paths = [
    ...uploads.filter((u) => u.reason === 'changed' || u.kind !== 'asset').map((u) => u.key),
    ...deletes.filter((d) => kindOf(d.key) !== 'asset').map((d) => d.key),
  ].map((key) => encodeURI(`/${key}`));
  const threshold = opts.invalidationThreshold ?? DEFAULT_INVALIDATION_THRESHOLD;
  const invalidations = paths.length > threshold ? ['/*'] : paths.sort();

  return { uploads, unchanged, deletes, invalidations, uploadBytes: uploads.reduce((n, u) => n + u.size, 0) };
}

/** Why the plan must not run, or undefined. Checked before anything is changed. */
export function refusal(plan: DeployPlan, maxDeletes: number): string | undefined {
  if (plan.deletes.length > maxDeletes) {
    return `This deploy would delete ${plan.deletes.length} objects from the bucket, more than the limit of ${maxDeletes}. `
      + 'Check that you are deploying the right folder; if the deletions are intended, run again with --max-deletes '
      + `${plan.deletes.length}.`;
  }
  return undefined;
}
