/** The bucket side of a deploy: list, upload (with Content-MD5, so S3 checks the bytes), delete. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { LocalFile } from './files.ts';
import type { RemoteObject } from './plan.ts';

export async function listBucket(s3: S3Client, bucket: string): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const o of page.Contents ?? []) {
      if (o.Key) objects.push({ key: o.Key, etag: (o.ETag ?? '').replace(/"/g, ''), size: o.Size ?? 0 });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

export async function uploadFile(s3: S3Client, bucket: string, dir: string, file: LocalFile): Promise<void> {
  // A Buffer body, not a stream: a stream may be sent with aws-chunked framing.
  const body = await readFile(join(dir, file.key));
  await s3.send(new PutObjectCommand({
    Bucket: bucket,
    Key: file.key,
    Body: body,
    ContentType: file.contentType,
    CacheControl: file.cacheControl,
    Metadata: file.metadata,
    ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
  }));
}

export async function deleteObject(s3: S3Client, bucket: string, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** Runs fn over items with at most `limit` in flight; rejects on the first failure. */
export async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
