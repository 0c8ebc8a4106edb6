/** `site preview` answers as the CDN will: routes, redirects, 404, content types, cache and security headers. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_HEADERS_PATH, type HeadersManifest } from '../../contract/output.ts';
import { rawRequest } from '../helpers/http.ts';
import { previewAddress } from '../helpers/preview-address.ts';
import { ROOT, shipped, startPreview } from '../helpers/site.ts';
import { SPEC_REDIRECTS, SPEC_ROUTES } from '../helpers/spec.ts';

/** One old address: the preview runs the build's CloudFront Function, which tests/unit/cloudfront-function.test.ts runs on every redirect. */
const [OLD, NEW] = Object.entries(SPEC_REDIRECTS)[0]!;

let base: string;
let close: () => Promise<void>;
let manifest: HeadersManifest;
beforeAll(async () => {
  ({ base, close } = await startPreview());
  manifest = JSON.parse(await readFile(join(shipped().dir, EDGE_HEADERS_PATH), 'utf8')) as HeadersManifest;
});
afterAll(() => close());

const get = (path: string, method = 'GET') => fetch(base + path, { redirect: 'manual', method });

describe('site preview', () => {
  it('answers only requests addressed to itself: a page whose domain was rebound to 127.0.0.1 gets 421, for pages and the inbox alike (issue #26)', async () => {
    const port = new URL(base).port;
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost:${Number(port) + 1}`]) {
      for (const path of ['/', '/admin', '/api/auth/config']) {
        const res = await rawRequest(base, path, { headers: { host } });
        expect(res.status, `${host} ${path}`).toBe(421);
        expect(res.body).toContain(`http://localhost:${port}/`);
      }
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(base, '/', { headers: { host } })).status, host).toBe(200);
    }
  });

  it.each(SPEC_ROUTES)('%s answers 200 with HTML', async (route) => {
    const res = await get(route);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it(`answers an old address (${OLD}) with 301 to its page, with and without a trailing slash`, async () => {
    for (const path of [OLD, `${OLD}/`]) {
      const res = await get(path);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(NEW);
    }
  });

  it('answers 301 from a page\'s trailing-slash form to the canonical form', async () => {
    const res = await get('/faq/treatment/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/faq/treatment');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/treatment/kratom-addiction/', '/_edge/viewer-request.js', '/_redirects']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Oops! Page not found');
    }
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/programs', '/nope', '/sitemap.xml']) {
      const h = (await get(path)).headers;
      expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(h.get('content-security-policy')).toContain("default-src 'self'");
      expect(h.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('caches hashed assets for a year, immutable, with the right type', async () => {
    const html = await (await get('/')).text();
    const css = html.match(/href="(\/assets\/site\.[0-9a-f]+\.css)"/)![1]!;
    const res = await get(css);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avif = html.match(/srcSet="(\/assets\/images\/[^" ]+\.avif)/)![1]!;
    expect((await get(avif)).headers.get('content-type')).toBe('image/avif');
  });

  it('serves sitemap, robots and the verification file with their types', async () => {
    expect((await get('/sitemap.xml')).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await get('/robots.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await (await get('/google7d4e1a9c3b2f6058.html')).text()).toContain('google-site-verification');
  });

  it('marks the crisis landing page noindex in a header too', async () => {
    expect((await get('/landing/crisis-help')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await get('/')).headers.get('x-robots-tag')).toBeNull();
  });

  it('answers HEAD without a body and refuses other methods on pages', async () => {
    const head = await get('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/', 'DELETE')).status).toBe(405);
  });
});

describe('compression, as the CDN does it', () => {
  it('sends brotli or gzip for text of 1,000 bytes or more when the browser accepts it', async () => {
    const br = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toContain('Recovery Starts With One Call');
    const plain = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(50_000);
    const robots = await fetch(`${base}/robots.txt`, { headers: { 'accept-encoding': 'gzip' } });
    expect(robots.headers.get('content-encoding')).toBeNull();
  });
});

describe('hardened edges', () => {
  it.each([
    '/_edge/viewer-request.js', '/_edge/headers.json', '/_headers', '/_redirects',
    '/%5Fedge/viewer-request.js', '/_%65dge/headers.json', '/%5F%65%64%67%65/viewer-request.js', '/%5Fheaders', '/_redirect%73',
    '//_edge/viewer-request.js', '/./_edge/headers.json', '/_edge//headers.json', '/_edge/./viewer-request.js',
    '/assets/..%2F_edge/viewer-request.js', '/%2F_edge/headers.json', '/%2E/_headers', '/_EDGE/viewer-request.js',
  ])('never serves the host-only file behind %s: the not-found page, 404', async (path) => {
    const res = await rawRequest(base, path);
    expect(res.status).toBe(404);
    expect(res.body).toContain('Oops! Page not found');
    expect(res.body).not.toContain('function handler');
  });

  it.each(['/%E0%A4%A', '/%zz', '/treatment/%', '/faq/%C3%28'])('answers the malformed escape in %s with a short 400, and keeps serving', async (path) => {
    const res = await rawRequest(base, path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.length).toBeLessThan(100);
    expect((await rawRequest(base, '/')).status).toBe(200);
  });

  it('passes the query string to the redirect target exactly as the visitor encoded it', async () => {
    const cases: [string, string][] = [
      ['/programs?utm_source=a%20b&x=%2F', '/services/medical-detox?utm_source=a%20b&x=%2F'],
      ['/cocaine/?q=%E5%AE%B6&q=2&plus=a+b&flag', '/treatment/cocaine-addiction?q=%E5%AE%B6&q=2&plus=a+b&flag'],
      ['/faq/treatment/?__proto__=x&constructor=%3Cb%3E', '/faq/treatment?__proto__=x&constructor=%3Cb%3E'],
    ];
    for (const [path, location] of cases) {
      const res = await rawRequest(base, path);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(location);
    }
  });
});

describe('headers on every answer, errors included', () => {
  // A stand-in forms API: a bare 303 like its no-JavaScript answer, and a crash.
  let apiBase: string;
  let closeApi: () => Promise<void>;
  beforeAll(async () => {
    ({ base: apiBase, close: closeApi } = await startPreview((req, res) => {
      if (req.url === '/api/crash') throw new Error('the forms API fell over');
      res.writeHead(303, { location: '/thank-you' }).end();
    }));
  });
  afterAll(() => closeApi());

  const sweep: [string, string, number, 'site' | 'api'][] = [
    ['GET', '/', 200, 'site'],
    ['HEAD', '/faq/treatment', 200, 'site'],
    ['GET', '/programs', 301, 'site'],
    ['GET', '/faq/treatment/', 301, 'site'],
    ['GET', '/faq/treatment.html', 301, 'site'],
    ['GET', '/no-such-page', 404, 'site'],
    ['GET', '/%5Fedge/headers.json', 404, 'site'],
    ['GET', '/%zz', 400, 'site'],
    ['DELETE', '/', 405, 'site'],
    ['POST', '/contact', 405, 'site'],
    ['POST', '/api/submit-insurance-form', 503, 'site'],
    ['POST', '/api/submit-insurance-form', 303, 'api'],
    ['GET', '/api/crash', 500, 'api'],
  ];

  it.each(sweep)('%s %s answers %i with a content type, a cache rule and the security headers', async (method, path, status, server) => {
    const res = await rawRequest(server === 'api' ? apiBase : base, path, { method });
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^[a-z]+\/[a-z+.-]+/);
    expect(res.headers['cache-control']).toMatch(/^(?:public|no-store)/);
    for (const [name, value] of Object.entries(manifest.security)) expect(res.headers[name.toLowerCase()], name).toBe(value);
  });
});

describe('site preview stopping', () => {
  it('stops on SIGTERM while a page keeps reading it over a kept-alive connection, as an open inbox does, and a browser holds a connection it opened ahead of need', async () => {
    const data = await mkdtemp(join(tmpdir(), 'preview-stop-'));
    const server = spawn(process.execPath, [join(ROOT, 'bin', 'site.js'), 'preview', '--dir', shipped().dir, '--data', data, '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    try {
      const url = await previewAddress(server);
      // One connection, kept alive, read every half second until the server is gone.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      let reads = 0;
      let reading = true;
      const read = () => httpGet(`${url}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          reads += 1;
          if (reading) setTimeout(read, 500);
        });
      }).on('error', () => { reading = false; });
      read();
      // A browser opens connections before it needs them, and may send nothing on one for a minute.
      const { port } = new URL(url);
      const silent = connect(Number(port), '127.0.0.1');
      silent.on('error', () => undefined);
      await new Promise((done) => setTimeout(done, 1_200));
      expect(reads).toBeGreaterThan(1);
      const asked = Date.now();
      server.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'running'>((done) => setTimeout(() => done('running'), 10_000))]);
      reading = false;
      agent.destroy();
      silent.destroy();
      expect(code, 'still running 10 s after SIGTERM').toBe(0);
      expect(Date.now() - asked).toBeLessThan(10_000);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await exited;
      await rm(data, { recursive: true, force: true });
    }
  }, 30_000);
});
