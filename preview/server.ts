/**
 * `site preview`: serve a built site with the CDN's semantics. Each request
 * first goes through the build's own CloudFront Function (redirects, clean
 * URLs), then to the file; missing files get 404.html with status 404; every
 * response carries the headers of _edge/headers.json. /api/* goes to the
 * forms API when one is attached. A request addressed to another host (DNS
 * rebinding) is refused with 421.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, posix, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { isNotFoundPage } from '../contract/output.ts';
import { cacheControlOf, contentTypeOf, isHostOnly, kindOf } from '../contract/serving.ts';
import { isResponse, loadEdge, requestTarget, toQuerystring } from './edge.ts';
import { isOwnHost, misdirected } from './host.ts';

const PLAIN = 'text/plain; charset=utf-8';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface PreviewOptions {
  dir: string;
  api?: ApiHandler;
  /** Change HTML before it is sent (site dev adds its reload script). */
  transformHtml?: (html: string) => string;
  /** Headers of a page's route set over the build's own (the inbox's CSP when it signs in elsewhere). */
  pageHeaders?: Record<string, Record<string, string>>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A built file a request may read: its absolute path and its path in the site folder. */
interface SiteFile { abs: string; rel: string }

/**
 * The one place that decides which file a request URI names: the URI is
 * percent-decoded and normalised first (so /%5Fedge/, //_edge/ and
 * /assets/../_edge/ are all /_edge/), then host-only files are refused.
 */
function locate(root: string, uri: string): SiteFile | 'malformed' | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    return 'malformed';
  }
  if (decoded.includes('\0')) return 'malformed';
  const rel = posix.normalize(`/${decoded}`).slice(1);
  if (rel === '' || isHostOnly(rel)) return null;
  const abs = join(root, rel);
  return abs.startsWith(root + sep) ? { abs, rel } : null;
}

/** The request handler of the preview: the build's edge function, then its files. */
export async function createPreviewHandler(opts: PreviewOptions): Promise<Handler> {
  const root = resolve(opts.dir);
  const edge = await loadEdge(root);

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number, route: string): Promise<boolean> {
    const info = await stat(file.abs).catch(() => null);
    if (!info?.isFile()) return false;
    res.statusCode = status;
    // site dev adds its reload script, so the page's length is that of the changed text.
    const html = opts.transformHtml && file.rel.endsWith('.html') ? opts.transformHtml(await readFile(file.abs, 'utf8')) : null;
    const size = html === null ? info.size : Buffer.byteLength(html);
    const type = contentTypeOf(file.rel);
    res.setHeader('Content-Type', type);
    const encoding = compression(req, type, size);
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    } else {
      res.setHeader('Content-Length', size);
    }
    res.setHeader('Cache-Control', cacheControlOf(kindOf(file.rel), edge.headers.cache));
    if (edge.headers.noindex.includes(route)) res.setHeader('X-Robots-Tag', 'noindex');
    for (const [name, value] of Object.entries({ ...edge.headers.pages?.[route], ...opts.pageHeaders?.[route] })) res.setHeader(name, value);
    if (req.method === 'HEAD') { res.end(); return true; }
    const body: Readable = html === null ? createReadStream(file.abs) : Readable.from([html]);
    await pipeline(encoding ? [body, encoder(encoding), res] : [body, res]);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Every answer carries the security headers, a type and a cache rule; the branches below set their own.
    for (const [k, v] of Object.entries(edge.headers.security)) res.setHeader(k, v);
    res.setHeader('Content-Type', PLAIN);
    res.setHeader('Cache-Control', 'no-store');
    // Only requests addressed to this server: the inbox's sign-in and API are served here too.
    const port = req.socket.localPort ?? 0;
    if (!isOwnHost(req.headers.host, port, req.socket.localAddress ?? '')) {
      const refusal = misdirected(port, 'site preview');
      return void res.writeHead(refusal.status, refusal.headers).end(refusal.body);
    }
    const target = requestTarget(req.url ?? '/');
    if (!target) return void res.writeHead(400).end('Bad Request\n');
    if (target.path.startsWith('/api/')) {
      if (opts.api) return opts.api(req, res);
      res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'The forms API is not running in this preview.' }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method Not Allowed\n');
    const result = edge.viewerRequest({
      request: { method: req.method, uri: target.path, querystring: toQuerystring(target.query), headers: {} },
    });
    if (isResponse(result)) {
      res.statusCode = result.statusCode;
      for (const [k, v] of Object.entries(result.headers)) res.setHeader(k, v.value);
      res.end();
      return;
    }
    const file = locate(root, result.uri);
    if (file === 'malformed') return void res.writeHead(400).end('Bad Request: the address has a broken %-escape.\n');
    // A not-found page is answered 404 however it was reached (the CDN marks it so, see NOT_FOUND_METADATA).
    if (file && (await sendFile(req, res, file, isNotFoundPage(file.rel) ? 404 : 200, target.path))) return;
    const notFound = { abs: join(root, '404.html'), rel: '404.html' };
    if (!(await sendFile(req, res, notFound, 404, target.path))) res.writeHead(404).end('Not Found\n');
  }

  return handle;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Like CloudFront with compression on: brotli or gzip for text types of 1,000 bytes or more. */
function compression(req: IncomingMessage, type: string, size: number): 'br' | 'gzip' | null {
  if (size < 1000 || !COMPRESSIBLE.test(type)) return null;
  const accept = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
}

function encoder(encoding: 'br' | 'gzip') {
  return encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
}

export async function createPreviewServer(opts: PreviewOptions): Promise<Server> {
  return serve(await createPreviewHandler(opts));
}

/** An http server around a handler; a handler error answers 500 and never stops the server. */
export function serve(handle: Handler): Server {
  return createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      // The visitor went away mid-response (closed the tab, cancelled a download): nothing to report.
      if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return void res.destroy();
      process.stderr.write(`preview: ${err instanceof Error ? err.message : String(err)}\n`);
      if (res.headersSent) return void res.destroy();
      // Headers a half-sent file set no longer describe this answer.
      for (const name of ['Content-Length', 'Content-Encoding', 'Vary']) res.removeHeader(name);
      res.writeHead(500, { 'Content-Type': PLAIN, 'Cache-Control': 'no-store' }).end('Internal Server Error\n');
    });
  });
}

/**
 * Stop taking connections and close the server once its connections are gone: the idle ones at once,
 * and any still open after `graceMs`. A page left open keeps its connection alive (the inbox reads
 * every few seconds), and would otherwise keep the server running for as long as it stays open.
 */
export function closeServer(server: Server, graceMs = 2_000): Promise<void> {
  return new Promise((done) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(cut);
      done();
    });
    server.closeIdleConnections();
  });
}

export function listen(server: Server, port: number, host: string): Promise<{ url: string; port: number }> {
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const addr = server.address();
      const actual = typeof addr === 'object' && addr ? addr.port : port;
      ok({ url: `http://${host}:${actual}`, port: actual });
    });
  });
}
