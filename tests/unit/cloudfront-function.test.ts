/**
 * The CloudFront Function exactly as the build emitted it (the file the CDK
 * stack deploys), run in a sandbox on every redirect and every page route.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_FUNCTION_MAX_BYTES, EDGE_FUNCTION_PATH } from '../../contract/output.ts';
import { fileForRoute } from '../../contract/routes.ts';
import { cloudFrontFunction, knowsPages, routeHash } from '../../generator/emit/cloudfront-function.ts';
import { compileFunction, isResponse, type EdgeRequest, type EdgeResponse, type ViewerRequest } from '../../preview/edge.ts';
import { shipped } from '../helpers/site.ts';
import { SPEC_REDIRECTS, SPEC_ROUTES } from '../helpers/spec.ts';

let fn: ViewerRequest;
let source: string;
beforeAll(async () => {
  source = await readFile(join(shipped().dir, EDGE_FUNCTION_PATH), 'utf8');
  fn = compileFunction(source);
});

const request = (uri: string, querystring: EdgeRequest['querystring'] = {}): EdgeRequest => ({ method: 'GET', uri, querystring, headers: {} });
const run = (uri: string, qs?: EdgeRequest['querystring']) => fn({ request: request(uri, qs) });
/** A page's file as the build writes it (contract/routes.ts): the function's own rule must agree. */
const fileOf = (route: string) => `/${fileForRoute(route)}`;

function expectMoved(result: EdgeRequest | EdgeResponse, location: string) {
  expect(isResponse(result)).toBe(true);
  const r = result as EdgeResponse;
  expect(r.statusCode).toBe(301);
  expect(r.headers.location?.value).toBe(location);
}

describe('CloudFront viewer-request function', () => {
  it('is a handler in the cloudfront-js-2.0 runtime\'s syntax (no import/export), within CloudFront\'s 10 KB', () => {
    expectDeployable(source);
  });

  it('knows the shipped site\'s pages from its table', () => {
    expect(knowsPages(source)).toBe('table');
  });

  it.each(Object.entries(SPEC_REDIRECTS))('%s answers 301 to %s, with and without a trailing slash', (from, to) => {
    expectMoved(run(from), to);
    expectMoved(run(`${from}/`), to);
  });

  it.each(SPEC_ROUTES)('%s is served from its HTML file', (route) => {
    const result = run(route);
    expect(isResponse(result)).toBe(false);
    expect((result as EdgeRequest).uri).toBe(fileOf(route));
  });

  it.each(SPEC_ROUTES.filter((r) => r !== '/'))('%s/ answers 301 to the canonical form', (route) => {
    expectMoved(run(`${route}/`), route);
  });

  it('sends the .html form of a page to its clean URL', () => {
    expectMoved(run('/faq/treatment.html'), '/faq/treatment');
    expectMoved(run('/index.html'), '/');
  });

  it('keeps the query string on a redirect (ad campaign parameters)', () => {
    expectMoved(run('/cocaine', { utm_source: { value: 'ads' }, gclid: { value: 'x1' } }), '/treatment/cocaine-addiction?utm_source=ads&gclid=x1');
  });

  it('joins the query string back as CloudFront hands it over: still encoded, repeated names kept', () => {
    const qs = { utm_source: { value: 'a%20b' }, x: { value: '%2F' }, q: { value: '%E5%AE%B6', multiValue: [{ value: '%E5%AE%B6' }, { value: '2' }] }, flag: { value: '' } };
    expectMoved(run('/programs', qs), '/services/medical-detox?utm_source=a%20b&x=%2F&q=%E5%AE%B6&q=2&flag');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('finds nothing inherited for the path %s, with or without a slash', (name) => {
    for (const uri of [name, `${name}/`, `/${name}`, `/${name}/`, `/${name}.html`]) {
      const result = run(uri, { [name]: { value: '1' } });
      expect(isResponse(result), uri).toBe(false);
      expect((result as EdgeRequest).uri, uri).toBe(uri);
    }
  });

  it('sends an address typed with capitals to its page or redirect, keeping the query string', () => {
    expectMoved(run('/TREATMENT/Alcohol-Addiction'), '/treatment/alcohol-addiction');
    expectMoved(run('/Treatment/Alcohol-Addiction/'), '/treatment/alcohol-addiction');
    expectMoved(run('/Crisis/Emergency-Help', { utm_source: { value: 'flyer' } }), '/crisis/emergency-help?utm_source=flyer');
    expectMoved(run('/ES/Treatment/Alcohol-Addiction'), '/es/treatment/alcohol-addiction');
    expectMoved(run('/Cocaine'), '/treatment/cocaine-addiction');
    expectMoved(run('/FAQ/Treatment.html'), '/faq/treatment');
  });

  it('passes an address with capitals that is no page through untouched: assets keep their case', () => {
    expect((run('/Treatment/No-Such-Page') as EdgeRequest).uri).toBe('/Treatment/No-Such-Page');
    expect((run('/assets/islands/DesktopNav.ABCD1234.js') as EdgeRequest).uri).toBe('/assets/islands/DesktopNav.ABCD1234.js');
  });

  it('passes unknown paths and assets through untouched, for the origin to answer', () => {
    expect((run('/no-such-page') as EdgeRequest).uri).toBe('/no-such-page');
    expect((run('/assets/site.abc.css') as EdgeRequest).uri).toBe('/assets/site.abc.css');
    expect((run('/sitemap.xml') as EdgeRequest).uri).toBe('/sitemap.xml');
  });
});

/** What CloudFront takes: a handler in the cloudfront-js-2.0 runtime's syntax, within its 10 KB. */
function expectDeployable(source: string) {
  expect(Buffer.byteLength(source)).toBeLessThanOrEqual(EDGE_FUNCTION_MAX_BYTES);
  expect(source).toMatch(/^function handler\(event\)/m);
  expect(source).not.toMatch(/\b(import|export|require)\b/);
}

/** A site of more pages than a table of them fits into CloudFront's 10 KB. */
const synthetic = Array.from({ length: 1500 }, (_, i) => `/treatment/synthetic-treatment-page-${i}`);
const kept = ['/google7d4e1a9c3b2f6058.html', '/404.html', '/es/404.html'];
const pairs = Object.entries(SPEC_REDIRECTS).map(([from, to]) => ({ from, to }));
const SPANISH = ['/es', '/es/treatment/alcohol-addiction', '/es/faq/treatment'];

function largeSite(spanish: readonly string[]) {
  const made = cloudFrontFunction({ pairs, routes: [...SPEC_ROUTES, ...synthetic, ...spanish], languages: ['/es'], kept });
  const compiled = compileFunction(made.source);
  const go = (uri: string, qs: EdgeRequest['querystring'] = {}) => compiled({ request: request(uri, qs) });
  return { made, go, servedFrom: (uri: string) => (go(uri) as EdgeRequest).uri };
}

/** What both forms of a large site's function answer alike: every page, redirect and kept file. */
function answersEveryPage({ go, servedFrom }: ReturnType<typeof largeSite>, spanish: readonly string[]) {
  for (const route of [...SPEC_ROUTES, synthetic[1499]!, ...spanish]) {
    expect(servedFrom(route), route).toBe(fileOf(route));
    if (route !== '/') expectMoved(go(`${route}/`), route);
    expectMoved(go(fileOf(route)), route);
  }
  for (const [from, to] of Object.entries(SPEC_REDIRECTS)) {
    expectMoved(go(from), to);
    expectMoved(go(`${from}/`), to);
  }
  expectMoved(go('/cocaine', { utm_source: { value: 'ads' } }), '/treatment/cocaine-addiction?utm_source=ads');
  expectMoved(go('/TREATMENT/Alcohol-Addiction'), '/treatment/alcohol-addiction');
  expectMoved(go('/Cocaine'), '/treatment/cocaine-addiction');
  expectMoved(go('/FAQ/Treatment.html'), '/faq/treatment');
  for (const uri of [...kept, '/assets/islands/DesktopNav.ABCD1234.js', '/sitemap.xml', '/robots.txt']) expect(servedFrom(uri), uri).toBe(uri);
}

describe('CloudFront viewer-request function of a site too large for a table of its pages', () => {
  const site = largeSite(SPANISH);
  const { made, go, servedFrom } = site;

  it('knows the default language\'s pages by their form and the Spanish ones from a table, within 10 KB, in the runtime\'s syntax', () => {
    expect([made.knows, knowsPages(made.source)]).toEqual(['translations', 'translations']);
    expectDeployable(made.source);
  });

  it('answers every page, redirect and kept file as the table does', () => answersEveryPage(site, SPANISH));

  it('gives an unknown Spanish address the Spanish not-found page, and sends the others on for the CDN\'s', () => {
    expect(servedFrom('/es/no-such-page')).toBe('/es/404.html');
    expect(servedFrom('/es/treatment/no-such-treatment/')).toBe('/es/404.html');
    expect(servedFrom('/es/404.html')).toBe('/es/404.html');
    expectMoved(go('/es/Treatment/Alcohol-Addiction'), '/es/treatment/alcohol-addiction');
    expectMoved(go('/es/faq/treatment.html'), '/es/faq/treatment');
    expect(servedFrom('/no-such-page')).toBe('/no-such-page.html');
    for (const name of ['constructor', '__proto__', 'valueof']) {
      expect(servedFrom(`/${name}`)).toBe(`/${name}.html`);
      expect(servedFrom(`/es/${name}`)).toBe('/es/404.html');
    }
  });
});

describe('CloudFront viewer-request function of a site whose translations are too many for a table of their routes', () => {
  const spanish = ['/es', ...Array.from({ length: 800 }, (_, i) => `/es/treatment/pagina-sintetica-de-tratamiento-${i}`)];
  const site = largeSite(spanish);
  const { made, go, servedFrom } = site;

  it('knows the Spanish pages by their routes\' hashes, within 10 KB, in the runtime\'s syntax', () => {
    expect([made.knows, knowsPages(made.source)]).toEqual(['translations', 'translations']);
    expect(made.source).toContain('var HASHES = ');
    expect(made.source).not.toContain('pagina-sintetica');
    expectDeployable(made.source);
  });

  it('answers every page, redirect and kept file as the table does, and every Spanish page from its file', () => {
    answersEveryPage(site, [spanish[0]!, spanish[800]!]);
    for (const route of spanish) expect(servedFrom(route), route).toBe(fileOf(route));
    expectMoved(go('/es/Treatment/Pagina-Sintetica-De-Tratamiento-7'), '/es/treatment/pagina-sintetica-de-tratamiento-7');
    expectMoved(go('/es/treatment/pagina-sintetica-de-tratamiento-7/'), '/es/treatment/pagina-sintetica-de-tratamiento-7');
  });

  it('gives a thousand unknown Spanish addresses the Spanish not-found page', () => {
    const unknown = Array.from({ length: 1000 }, (_, i) => `/es/treatment/pagina-sintetica-de-tratamiento-${800 + i}`);
    expect(unknown.filter((uri) => servedFrom(uri) !== '/es/404.html')).toEqual([]);
    expect(servedFrom('/es/no-such-page/')).toBe('/es/404.html');
    expect(servedFrom('/no-such-page')).toBe('/no-such-page.html');
  });

  it('hashes a route with 32-bit FNV-1a, its top 24 bits in base64url', () => {
    // The published test vectors: FNV-1a of "" is its offset basis 0x811c9dc5, of "a" 0xe40c292c.
    expect(routeHash('')).toBe('gRyd');
    expect(routeHash('a')).toBe('5Awp');
    // The function's shifts and adds against FNV-1a's multiplication, written out with BigInt.
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const byTheBook = (route: string) => {
      let h = 0x811c9dc5n;
      for (let i = 0; i < route.length; i++) h = ((h ^ BigInt(route.charCodeAt(i))) * 0x01000193n) & 0xffffffffn;
      const top = Number(h >> 8n);
      return [18, 12, 6, 0].map((shift) => digits[(top >> shift) & 63]).join('');
    };
    for (const route of spanish) expect(routeHash(route), route).toBe(byTheBook(route));
    expect(new Set(spanish.map(routeHash)).size).toBe(spanish.length);
  });
});

describe('CloudFront viewer-request function of a site whose translations alone are too many for a table', () => {
  const spanish = ['/es', ...Array.from({ length: 1500 }, (_, i) => `/es/treatment/pagina-sintetica-de-tratamiento-${i}`)];
  const site = largeSite(spanish);
  const { made, servedFrom } = site;

  it('knows every page by its form, within CloudFront\'s 10 KB, in the runtime\'s syntax', () => {
    expect([made.knows, knowsPages(made.source)]).toEqual(['form', 'form']);
    expectDeployable(made.source);
  });

  it('answers every page, redirect and kept file as the table does', () => answersEveryPage(site, spanish.slice(0, 2)));

  it('sends an unknown address on as a page\'s file, for the CDN\'s not-found page, and finds nothing inherited', () => {
    expect(servedFrom('/no-such-page')).toBe('/no-such-page.html');
    expect(servedFrom('/es/no-such-page')).toBe('/es/no-such-page.html');
    for (const name of ['constructor', '__proto__', 'valueof']) expect(servedFrom(`/${name}`)).toBe(`/${name}.html`);
  });
});
