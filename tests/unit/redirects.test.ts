/** The redirect table as each kind of host reads it (generator/emit/redirects.ts). */
import { describe, expect, it } from 'vitest';
import { netlifyRedirects, redirectArtifacts, redirectPage, redirectPairs } from '../../generator/emit/redirects.ts';

const SITE = 'https://www.ardenahouse.example';
const TABLE = { redirects: [{ from: ['/alcohol-rehab', '/alcohol'], to: '/treatment/alcohol-addiction' }, { from: ['/detox'], to: '/services/medical-detox' }] };

describe('redirectPairs', () => {
  it('gives one pair for every old address, in the order of the table', () => {
    expect(redirectPairs(TABLE)).toEqual([
      { from: '/alcohol-rehab', to: '/treatment/alcohol-addiction' },
      { from: '/alcohol', to: '/treatment/alcohol-addiction' },
      { from: '/detox', to: '/services/medical-detox' },
    ]);
  });
});

describe('netlifyRedirects', () => {
  it('answers 301 for each old address with and without its trailing slash', () => {
    const lines = netlifyRedirects([{ from: '/detox', to: '/services/medical-detox' }]).split('\n');
    expect(lines).toEqual(['# Generated from content/redirects.yaml by site build.', '/detox  /services/medical-detox  301', '/detox/  /services/medical-detox  301', '']);
  });
});

describe('redirectPage', () => {
  const html = redirectPage('/services/medical-detox', SITE);

  it('sends the browser on at once and tells search engines where the page lives now', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services/medical-detox">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/services/medical-detox">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves a link for a reader whose browser does not follow the refresh', () => {
    expect(html).toContain(`<a href="/services/medical-detox">${SITE}/services/medical-detox</a>`);
  });

  it('escapes quotes and ampersands in the address', () => {
    expect(redirectPage('/a"b&c', SITE)).toContain('url=/a&quot;b&amp;c"');
  });
});

describe('redirectArtifacts', () => {
  it('writes _redirects and an HTML page at each old address', () => {
    const files = redirectArtifacts(redirectPairs(TABLE), SITE);
    expect(files.map((f) => f.path)).toEqual(['_redirects', 'alcohol-rehab.html', 'alcohol.html', 'detox.html']);
    expect(files[3]!.body).toBe(redirectPage('/services/medical-detox', SITE));
  });
});
