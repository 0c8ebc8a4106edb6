/**
 * Load the build's edge files: the CloudFront Function (run in a sandbox, as
 * CloudFront would) and the headers manifest. Preview and tests share this.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { EDGE_FUNCTION_PATH, EDGE_HEADERS_PATH, type HeadersManifest } from '../contract/output.ts';

export interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
}

export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

export type ViewerRequest = (event: { request: EdgeRequest }) => EdgeRequest | EdgeResponse;

/** Compile a CloudFront Function's source into a callable handler. */
export function compileFunction(source: string): ViewerRequest {
  return runInNewContext(`${source}\n;handler`, {}, { filename: EDGE_FUNCTION_PATH }) as ViewerRequest;
}

export async function loadEdge(siteDir: string): Promise<{ viewerRequest: ViewerRequest; headers: HeadersManifest }> {
  const [source, headers] = await Promise.all([
    readFile(join(siteDir, EDGE_FUNCTION_PATH), 'utf8'),
    readFile(join(siteDir, EDGE_HEADERS_PATH), 'utf8'),
  ]);
  return { viewerRequest: compileFunction(source), headers: JSON.parse(headers) as HeadersManifest };
}

/** A URL's search params in the shape CloudFront gives a function. */
export function toQuerystring(params: URLSearchParams): EdgeRequest['querystring'] {
  const qs: EdgeRequest['querystring'] = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).map((value) => ({ value }));
    qs[key] = values.length > 1 ? { value: values[0]!.value, multiValue: values } : values[0]!;
  }
  return qs;
}

export function isResponse(r: EdgeRequest | EdgeResponse): r is EdgeResponse {
  return 'statusCode' in r;
}
