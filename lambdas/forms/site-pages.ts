/**
 * Which addresses are pages of the site, for counting (lambdas/leads/counts.ts): a route, already
 * shaped like one (contract/routes.ts), is a page when `site deploy` has put its file in the site
 * bucket. One source, the deployed site itself. The bucket is listed by the file's exact name
 * (s3:ListBucket, which reads no file), and the answers are kept in the function's memory: a page for
 * an hour, an address that is not one for a minute (so a page added by the next deploy counts within
 * a minute), and only the most recently asked few thousand, so made-up addresses sent by the
 * thousand cannot fill the function's memory.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { LRUCache } from 'lru-cache';
import { fileForRoute } from '../../contract/routes.ts';

export const PAGE_KEPT_MS = 60 * 60_000;
export const NOT_PAGE_KEPT_MS = 60_000;
/** Many times the site's pages in every language. */
export const ROUTES_KEPT = 2_000;

export interface S3Like {
  send(command: ListObjectsV2Command): Promise<{ Contents?: { Key?: string }[] }>;
}

export function bucketPages(bucket: string, s3: S3Like = new S3Client({}), now: () => number = Date.now): (route: string) => Promise<boolean> {
  // ttlResolution 0: each read asks the clock, instead of reusing its last answer for a millisecond.
  const known = new LRUCache<string, boolean>({ max: ROUTES_KEPT, ttlResolution: 0, perf: { now } });
  return async (route) => {
    const kept = known.get(route);
    if (kept !== undefined) return kept;
    const file = fileForRoute(route);
    const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: file, MaxKeys: 1 }));
    const page = Contents?.[0]?.Key === file;
    known.set(route, page, { ttl: page ? PAGE_KEPT_MS : NOT_PAGE_KEPT_MS });
    return page;
  };
}
