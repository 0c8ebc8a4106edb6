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

/**
 * The function compiled last, with its source: site dev loads the edge files after every save, and
 * most saves leave the function as it was (a large site's function, a table of every route, takes
 * milliseconds to compile). It keeps no state between requests, so the same source may share it.
 */
let lastCompiled: { source: string; viewerRequest: ViewerRequest } | undefined;

export async function loadEdge(siteDir: string): Promise<{ viewerRequest: ViewerRequest; headers: HeadersManifest }> {
  const [source, headers] = await Promise.all([
    readFile(join(siteDir, EDGE_FUNCTION_PATH), 'utf8'),
    readFile(join(siteDir, EDGE_HEADERS_PATH), 'utf8'),
  ]);
  if (lastCompiled?.source !== source) lastCompiled = { source, viewerRequest: compileFunction(source) };
  return { viewerRequest: lastCompiled.viewerRequest, headers: JSON.parse(headers) as HeadersManifest };
}

/**
 * The path and query of a request line, still percent-encoded exactly as the
 * viewer sent them (CloudFront hands them to the function so). Null when the
 * target is neither a path nor an absolute http(s) URL.
 */
export function requestTarget(raw: string): { path: string; query: string } | null {
  let target = raw;
  if (!target.startsWith('/')) {
    const origin = /^https?:\/\/[^/?#]*/i.exec(target);
    if (!origin) return null;
    target = target.slice(origin[0].length);
    if (!target.startsWith('/')) target = `/${target}`;
  }
  target = target.split('#')[0]!;
  const q = target.indexOf('?');
  return q < 0 ? { path: target, query: '' } : { path: target.slice(0, q), query: target.slice(q + 1) };
}

/**
 * A raw query string in the shape CloudFront gives a function: names and
 * values undecoded, a repeated name as multiValue (value holds the first).
 * The object has no prototype, so a name such as __proto__ is just a name.
 */
export function toQuerystring(query: string): EdgeRequest['querystring'] {
  const qs = Object.create(null) as EdgeRequest['querystring'];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    const entry = qs[name];
    if (!entry) qs[name] = { value };
    else (entry.multiValue ??= [{ value: entry.value }]).push({ value });
  }
  return qs;
}

export function isResponse(r: EdgeRequest | EdgeResponse): r is EdgeResponse {
  return 'statusCode' in r;
}
