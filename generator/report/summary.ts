/** The one-screen build summary: pages by kind, redirects, sitemap URLs, bytes, time. */
import type { BuildResult } from '../build.ts';

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
    `  HTML          ${kb(r.bytes.html)}`,
    `  CSS           ${kb(r.bytes.css)}`,
    `  JS            ${kb(r.bytes.js)}`,
    `  images        ${kb(r.bytes.assets)}`,
    `  files         ${r.files}`,
    `  time          ${ms(r.timings.total)} (load ${ms(r.timings.load)}, validate ${ms(r.timings.validate)}, css ${ms(r.timings.css)}, render ${ms(r.timings.render)}, write ${ms(r.timings.emit)})`,
  ];
  if (verbose) lines.push('', ...r.pages.map((p) => `  ${(p.route ?? '(404)').padEnd(44)} ${kb(p.bytes).padStart(9)}  ${p.file}`));
  return lines.join('\n');
}
