/**
 * Which addresses are pages of the site, for counting (lambdas/leads/counts.ts): a route, already
 * shaped like one (contract/routes.ts), is a page when `site deploy` has put its file in the site
 * bucket. One source, the deployed site itself, so a page added by the next deploy counts at once.
 * The bucket is listed by the file's exact name (s3:ListBucket, which reads no file), and answers
 * are kept for an hour in the function's memory: one request per page, instance and hour.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { fileForRoute } from '../../contract/routes.ts';

const KEEP_MS = 60 * 60_000;

export interface S3Like {
  send(command: ListObjectsV2Command): Promise<{ Contents?: { Key?: string }[] }>;
}

export function bucketPages(bucket: string, s3: S3Like = new S3Client({}), now: () => number = Date.now): (route: string) => Promise<boolean> {
  const known = new Map<string, { page: boolean; until: number }>();
  return async (route) => {
    const kept = known.get(route);
    if (kept && kept.until > now()) return kept.page;
    const file = fileForRoute(route);
    const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: file, MaxKeys: 1 }));
    const page = Contents?.[0]?.Key === file;
    known.set(route, { page, until: now() + KEEP_MS });
    return page;
  };
}
