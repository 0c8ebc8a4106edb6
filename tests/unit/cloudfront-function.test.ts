/**
 * The CloudFront Function exactly as the build emitted it (the file the CDK
 * stack deploys), run in a sandbox on every redirect and every page route.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_FUNCTION_PATH } from '../../contract/output.ts';
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

function expectMoved(result: EdgeRequest | EdgeResponse, location: string) {
  expect(isResponse(result)).toBe(true);
  const r = result as EdgeResponse;
  expect(r.statusCode).toBe(301);
  expect(r.headers.location?.value).toBe(location);
}

describe('CloudFront viewer-request function', () => {
  it('uses only syntax of the cloudfront-js-2.0 runtime (no import/export, a handler function)', () => {
    expect(source).toMatch(/^function handler\(event\)/m);
    expect(source).not.toMatch(/\b(import|export|require)\b/);
  });

  it.each(Object.entries(SPEC_REDIRECTS))('%s answers 301 to %s, with and without a trailing slash', (from, to) => {
    expectMoved(run(from), to);
    expectMoved(run(`${from}/`), to);
  });

  it.each(SPEC_ROUTES)('%s is served from its HTML file', (route) => {
    const result = run(route);
    expect(isResponse(result)).toBe(false);
    expect((result as EdgeRequest).uri).toBe(route === '/' ? '/index.html' : `${route}.html`);
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
