/** What the build summary tells an operator about how the CloudFront Function knows the site's pages. */
import { describe, expect, it } from 'vitest';
import type { BuildResult, BuiltPage } from '../../generator/report/result.ts';
import { formatSummary } from '../../generator/report/summary.ts';

const page = (route: string | null, file: string): BuiltPage => ({ route, file, kind: route === null ? 'not-found' : 'treatment', bytes: 1000, islands: [], jsGzipBytes: 0 });

/** A written site's result; `spanish` adds the Spanish not-found page (a second language). */
function result(edgeKnows: BuildResult['edgeKnows'], spanish: boolean): BuildResult {
  const pages = [page('/', 'index.html'), page(null, '404.html'), ...(spanish ? [page(null, 'es/404.html')] : [])];
  return {
    ok: true, problems: [], outDir: 'dist', pages, rendered: pages.length, mode: 'full', redirects: 17, sitemapUrls: 1,
    ...(edgeKnows ? { edgeKnows } : {}),
    bytes: { html: 3000, css: 100, js: 0, assets: 0 }, files: 5,
    timings: { load: 1, validate: 1, assets: 1, render: 1, emit: 1, total: 5 },
    images: { sources: 0, encoded: 0, placeholders: 0 }, standIns: [],
  };
}

/** The summary's edge line and the lines that continue it (indented under its text). */
function edge(r: BuildResult): string[] {
  const lines = formatSummary(r).split('\n');
  const at = lines.findIndex((line) => line.startsWith('  edge '));
  if (at < 0) return [];
  const end = lines.findIndex((line, i) => i > at && !line.startsWith(' '.repeat(16)));
  return lines.slice(at, end < 0 ? undefined : end);
}

describe('the summary on the CloudFront Function', () => {
  it('says nothing when a table holds every page', () => {
    expect(edge(result('table', true))).toEqual([]);
  });

  it('says the default language is known by form and every language keeps its not-found page', () => {
    const lines = edge(result('translations', true)).join(' ');
    expect(lines).toContain("knows the default language's pages");
    expect(lines).toContain('every language keeps its not-found page');
  });

  it("warns a bilingual site known only by form that unknown Spanish addresses get the default language's not-found page", () => {
    const lines = edge(result('form', true));
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).toContain('even the translations alone');
    expect(lines.join(' ')).toContain("gets the default language's");
  });

  it('speaks of no other language for a site of one language known by form', () => {
    const lines = edge(result('form', false));
    expect(lines).toEqual(['  edge          too many pages to list in a CloudFront Function (10 KB): it knows pages by their form']);
  });
});
