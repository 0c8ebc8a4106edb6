/**
 * The local side of a deploy: every file of the built site that belongs in the bucket, with its
 * MD5 (compared with the S3 ETag), content type and Cache-Control. The _edge/ files configure the
 * CDN and _headers/_redirects serve other hosts; none of them is uploaded.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isNotFoundPage, NOT_FOUND_METADATA } from '../contract/output.ts';
import { fileForRoute } from '../contract/routes.ts';
import { cacheControlOf, contentTypeOf, isHostOnly, isServedKind, kindOf, type FileKind } from '../contract/serving.ts';
import { readSiteEdge, SiteOutputError, type SiteEdge } from '../infra/site-output.ts';

export interface LocalFile {
  key: string;
  size: number;
  md5: string;
  kind: FileKind;
  contentType: string;
  cacheControl: string;
  /** S3 object metadata: the not-found pages' marker (contract/output.ts NOT_FOUND_METADATA). */
  metadata?: Record<string, string>;
}

export interface LocalSite {
  dir: string;
  files: LocalFile[];
  /** The CloudFront Function source the build emitted. */
  edgeFunction: string;
}

export class SiteFolderError extends Error {
  override name = 'SiteFolderError';
}

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

export async function scanSite(dir: string): Promise<LocalSite> {
  // The same reading and checking of the edge files as the stack's: a missing or malformed manifest is the operator's to fix.
  let edge: SiteEdge;
  try {
    edge = readSiteEdge(dir);
  } catch (err) {
    if (err instanceof SiteOutputError) throw new SiteFolderError(err.message);
    throw err;
  }
  const { headers, functionSource: edgeFunction } = edge;
  const pageHeaders = new Map(Object.entries(headers.pages ?? {}).map(([route, h]) => [fileForRoute(route), h]));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: LocalFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(dir, path).split(sep).join('/');
    if (isHostOnly(key)) continue;
    // A file no build writes (leads exported as CSV, a database) would be published with the site.
    if (!isServedKind(key)) {
      throw new SiteFolderError(`${join(dir, key)} is no kind of file the site serves: refusing to publish it. Move it out of ${dir}/ (a build replaces the folder whole), then deploy again.`);
    }
    const body = await readFile(path);
    const kind = kindOf(key);
    const own = pageHeaders.get(key)?.['Cache-Control'];
    const metadata = isNotFoundPage(key) ? { [NOT_FOUND_METADATA.name]: NOT_FOUND_METADATA.value } : undefined;
    files.push({ key, size: body.length, md5: md5Hex(body), kind, contentType: contentTypeOf(key), cacheControl: own ?? cacheControlOf(kind, headers.cache), ...(metadata && { metadata }) });
  }
  files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (!files.some((f) => f.key === 'index.html')) {
    throw new SiteFolderError(`${dir}/ has no index.html: refusing to deploy what does not look like the site.`);
  }
  return { dir, files, edgeFunction };
}
