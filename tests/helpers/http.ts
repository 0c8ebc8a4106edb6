/**
 * Raw HTTP requests for tests: the path goes out exactly as written (fetch
 * would normalise it) and any Host header can be sent.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse { status: number; headers: IncomingHttpHeaders; body: string }

export function rawRequest(base: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((ok, fail) => {
    const req = request({ hostname, port, path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end(opts.body);
  });
}
