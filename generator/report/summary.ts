/** The one-screen build summary: pages by kind, redirects, sitemap URLs, bytes, time. */
import type { BuildResult, BuiltPage } from './result.ts';
import { JS_BUDGET_BYTES } from '../budget.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);

export function formatSummary(r: BuildResult, verbose = false): string {
  const byKind = new Map<string, number>();
  for (const p of r.pages) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
  const kinds = [...byKind].map(([k, n]) => `${n} ${k}`).join(', ');
  const lines = [
    `Built ${r.pages.length} pages (${kinds}) into ${r.outDir}/`,
    `  redirects     ${r.redirects} (each with and without a trailing slash)`,
    `  sitemap URLs  ${r.sitemapUrls}`,
    ...edgeLines(r.edgeKnows, r.pages.filter((p) => p.route === null).length > 1),
    `  HTML          ${kb(r.bytes.html)}`,
    `  CSS           ${kb(r.bytes.css)}`,
    `  JS            ${kb(r.bytes.js)} in all; gzipped per page, the largest of each kind (budget ${kb(JS_BUDGET_BYTES)}):`,
    ...jsByKind(r.pages).map(([kind, bytes]) => `                  ${kind.padEnd(10)} ${bytes === 0 ? 'none' : kb(bytes)}`),
    `  images        ${kb(r.bytes.assets)} (${r.images.sources} sources as AVIF, WebP and JPEG; ${r.images.encoded} encoded now, the rest ${r.images.committed ? `from ${r.images.committed.dir}/` : 'cached'})`,
    ...committedLines(r.images),
    ...(r.images.placeholders ? [`                ${r.images.placeholders} placeholder pictures are still in the content: replace them before launch`] : []),
    ...standInLines(r.standIns),
    ...behindLines(r.staleTranslations ?? []),
    `  rendered      ${r.rendered} of ${r.pages.length} pages${r.rendered < r.pages.length ? ' (the others were unchanged since the last build)' : ''}`,
    `  files         ${r.files}`,
    `  time          ${ms(r.timings.total)} (load ${ms(r.timings.load)}, validate ${ms(r.timings.validate)}, css+js ${ms(r.timings.assets)}, render ${ms(r.timings.render)}, images+write ${ms(r.timings.emit)}${overlapped(r) ? '; rendering overlapped loading' : ''})`,
  ];
  if (verbose) lines.push('', '  route                                        HTML      JS (gz)  islands', ...r.pages.map((p) => `  ${(p.route ?? '(404)').padEnd(40)} ${kb(p.bytes).padStart(9)} ${kb(p.jsGzipBytes).padStart(9)}  ${p.islands.join(', ')}`));
  return lines.join('\n');
}

/**
 * How the CloudFront Function knows the pages, where that is not from a table of them all.
 * `languages`: whether the site has more than one (more than one not-found page).
 */
function edgeLines(knows: BuildResult['edgeKnows'], languages: boolean): string[] {
  if (knows === 'translations') return [
    '  edge          too many pages to list in a CloudFront Function (10 KB): it knows the default language\'s pages',
    "                by their form and the other languages' from a table, so every language keeps its not-found page",
  ];
  if (knows === 'form' && !languages) return ['  edge          too many pages to list in a CloudFront Function (10 KB): it knows pages by their form'];
  if (knows === 'form') return [
    '  edge          too many pages to list in a CloudFront Function (10 KB), even the translations alone: it knows',
    "                pages by their form, so an unknown address below a language's prefix gets the default language's",
    '                not-found page',
  ];
  return [];
}

/** What changed in the committed encodings: to be committed with the pictures they come from (`shownDir`: the folder as the reader knows it). */
export function committedLines(images: BuildResult['images'], shownDir = images.committed?.dir): string[] {
  if (!images.committed) return [];
  const dir = `${shownDir}/`;
  return [
    ...(images.encoded ? [`                ${images.encoded} new encodings written to ${dir}: commit them with the pictures`] : []),
    ...(images.committed.removed ? [`                ${images.committed.removed} files no picture uses any more removed from ${dir}: commit that too`] : []),
  ];
}

/** The stand-ins in site.yaml, one a line, and the gate that refuses them. */
function standInLines(standIns: readonly string[]): string[] {
  if (!standIns.length) return [];
  return [
    `  stand-ins     ${standIns.length} in site.yaml, to replace before launch (\`site build --production\` refuses them):`,
    ...standIns.map((s) => `                - ${s}`),
  ];
}

/** Translations behind their English page: how many, and where to see them. */
function behindLines(stale: NonNullable<BuildResult['staleTranslations']>): string[] {
  const files = new Set(stale.map((p) => p.file)).size;
  if (!files) return [];
  return [`  translations  ${files} behind their English page (\`site translations\` lists them; \`site build --production\` refuses them)`];
}

const overlapped = (r: BuildResult) => {
  const t = r.timings;
  return t.load + t.validate + t.assets + t.render + t.emit > t.total * 1.05;
};

/** The largest gzipped JavaScript of any page of each kind. */
export function jsByKind(pages: readonly BuiltPage[]): [string, number][] {
  const max = new Map<string, number>();
  for (const p of pages) max.set(p.kind, Math.max(max.get(p.kind) ?? 0, p.jsGzipBytes));
  return [...max].sort((a, b) => b[1] - a[1]);
}

export function formatOverBudget(pages: readonly BuiltPage[]): string {
  return [
    `The JavaScript budget is ${kb(JS_BUDGET_BYTES)} gzipped per page. Over it:`,
    ...pages.map((p) => `  ${(p.route ?? '(404)').padEnd(40)} ${kb(p.jsGzipBytes)}  (${p.islands.join(', ')})`),
    'Nothing was written. Make an island smaller, or use fewer islands on these pages.',
  ].join('\n');
}
