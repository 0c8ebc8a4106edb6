/**
 * The two files of a built site that configure the CDN rather than being served from the bucket:
 * the viewer-request CloudFront Function and the headers manifest. Read from the build output
 * folder only; infra never imports the generator, only the shared contract of the output layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDGE_FUNCTION_MAX_BYTES, EDGE_FUNCTION_PATH, EDGE_HEADERS_PATH, type HeadersManifest } from '../contract/output.ts';

export interface SiteEdge {
  /** The function source exactly as the build wrote it (deployed byte for byte). */
  functionPath: string;
  functionSource: string;
  headers: HeadersManifest;
}

export class SiteOutputError extends Error {
  override name = 'SiteOutputError';
}

export function readSiteEdge(siteDir: string): SiteEdge {
  const functionPath = join(siteDir, EDGE_FUNCTION_PATH);
  const functionSource = readOrExplain(functionPath, siteDir);
  const size = Buffer.byteLength(functionSource);
  if (size > EDGE_FUNCTION_MAX_BYTES) {
    throw new SiteOutputError(`${functionPath} is ${size} bytes, more than the ${EDGE_FUNCTION_MAX_BYTES} CloudFront takes for a function. A build of this version keeps it within them: rebuild with \`site build --out ${siteDir}\`.`);
  }
  const headers = JSON.parse(readOrExplain(join(siteDir, EDGE_HEADERS_PATH), siteDir)) as HeadersManifest;
  if (!headers.security || !headers.cache || !Array.isArray(headers.noindex)) {
    throw new SiteOutputError(`${join(siteDir, EDGE_HEADERS_PATH)} is not a headers manifest (security, cache, noindex). Rebuild with \`site build\`.`);
  }
  return { functionPath, functionSource, headers };
}

function readOrExplain(path: string, siteDir: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new SiteOutputError(`${path} is missing: the stack is configured from the built site. Run \`site build --out ${siteDir}\` first.`);
  }
}
