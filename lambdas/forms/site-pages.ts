/**
 * Which addresses are pages of the site, for counting (lambdas/leads/counts.ts): a route, already
 * shaped like one (contract/routes.ts), is a page when `site deploy` has put its file in the site
 * bucket. One source, the deployed site itself, so a page added by the next deploy counts at once.
 * Answers are kept for a few minutes in the function's memory, so a page costs one HEAD request per
 * instance and period, not one per view.
 */
import { HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { fileForRoute } from '../../contract/routes.ts';

const KEEP_MS = 5 * 60_000;

export interface S3Like {
  send(command: HeadObjectCommand): Promise<unknown>;
}

export function bucketPages(bucket: string, s3: S3Like = new S3Client({}), now: () => number = Date.now): (route: string) => Promise<boolean> {
  const known = new Map<string, { page: boolean; until: number }>();
  return async (route) => {
    const kept = known.get(route);
    if (kept && kept.until > now()) return kept.page;
    let page: boolean;
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: fileForRoute(route) }));
      page = true;
    } catch (err) {
      if (!(err instanceof NotFound) && (err as { name?: string }).name !== 'NotFound') throw err;
      page = false;
    }
    known.set(route, { page, until: now() + KEEP_MS });
    return page;
  };
}
