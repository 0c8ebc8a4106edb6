/**
 * Build speed at scale: `npm run bench` (or `npx tsx bench/build.ts 1000 5000`).
 * For each N, copies the shipped content into a temporary folder, adds N
 * synthetic treatment pages (a real page with a new title and slug, so they
 * pass the real schemas), then times a cold build, a rebuild with nothing
 * changed and a rebuild after one page changed, and reports pages/second and
 * the peak memory of the process. Loopback and local disk only.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../generator/build.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);

async function makeContent(n: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `site-bench-${n}-`));
  const content = join(dir, 'content');
  await cp(join(ROOT, 'content'), content, { recursive: true });
  const template = await readFile(join(content, 'treatment', 'alcohol-addiction.yaml'), 'utf8');
  await Promise.all(Array.from({ length: n }, (_, i) => writeFile(
    join(content, 'treatment', `synthetic-${i}.yaml`),
    template.replace(/^title: .*$/m, `title: Synthetic Treatment Page ${i}`).replace(/^( {2}title: ).*$/m, `$1Synthetic treatment ${i}`),
  )));
  return content;
}

let peak = 0;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;

for (const n of sizes.length ? sizes : [1000, 5000]) {
  const content = await makeContent(n);
  const out = join(content, '..', 'dist');
  peak = process.memoryUsage().rss;
  const cold = await build({ contentDir: content, outDir: out });
  if (!cold.ok) throw new Error(`synthetic content failed: ${JSON.stringify(cold.problems.slice(0, 2))}`);
  const coldPeak = peak;
  const warm = await build({ contentDir: content, outDir: out });
  const file = join(content, 'treatment', 'synthetic-0.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace('Synthetic treatment 0', 'Synthetic treatment zero'));
  const one = await build({ contentDir: content, outDir: out });
  const pages = cold.pages.length;
  console.log(`N=${n}: ${pages} pages`);
  console.log(`  cold build        ${(cold.timings.total / 1000).toFixed(2)} s  ${Math.round(pages / (cold.timings.total / 1000))} pages/s  peak RSS ${mib(coldPeak)}`);
  console.log(`    stages          load ${Math.round(cold.timings.load)} ms, validate ${Math.round(cold.timings.validate)} ms, assets ${Math.round(cold.timings.assets)} ms, render ${Math.round(cold.timings.render)} ms, write ${Math.round(cold.timings.emit)} ms`);
  console.log(`  rebuild, no edit  ${(warm.timings.total / 1000).toFixed(2)} s`);
  console.log(`  rebuild, 1 edit   ${(one.timings.total / 1000).toFixed(2)} s`);
  console.log(`  peak RSS overall  ${mib(peak)}`);
  await rm(join(content, '..'), { recursive: true, force: true });
}
clearInterval(sampler);
