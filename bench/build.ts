/**
 * Build speed at scale: `npm run bench` (or `npx tsx bench/build.ts 1000 5000`).
 *
 * For each N, copies the shipped content (English only: one language, as before
 * content/es/ existed) into a temporary folder and adds N
 * synthetic treatment pages (a real page with a new title and slug, so they
 * pass the real schemas). Then it measures:
 *  - cold build: `site build` in a fresh process, with no output folder and no
 *    page cache (the image cache is primed first by an unmeasured build of the
 *    shipped site: the generators compared in bench/compare have no images);
 *  - rebuild, no edit / one edit: the same command again in a fresh process,
 *    which reuses the page cache and renders only what changed;
 *  - watch rebuild: what `site dev` does after a save, in one long-running
 *    process that keeps its build state and is told by its file watcher which
 *    file changed: one page changed, rebuilt and written (the first save a second
 *    after the first build; the first save is also printed on its own).
 * Wall time is measured around the child process, so it includes starting
 * Node and loading the generator. Peak memory is the process's max RSS.
 * Local disk only.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, createBuildState, type BuildResult } from '../generator/build.ts';
import { addSyntheticPages, copyEnglishContent } from './english-content.ts';
import { DEFAULTS } from '../contract/defaults.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const CHILD = join(ROOT, 'bench', 'build-child.mjs');
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);

async function makeContent(dir: string, n: number): Promise<string> {
  const content = join(dir, 'content');
  await copyEnglishContent(join(ROOT, 'content'), content);
  await addSyntheticPages(content, n);
  return content;
}

interface ChildRun { ok: boolean; problems: unknown[]; pages: number; rendered: number; htmlBytes: number; timings: Record<string, number>; firstPageAt?: number; maxRssBytes: number; wallMs: number }

/** `site build --json` in a fresh process, as an operator runs it. */
function runChild(content: string, out: string): ChildRun {
  const t = performance.now();
  const child = spawnSync(process.execPath, [CHILD, content, out, join(dirname(content), 'schemas')], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 28 });
  const wallMs = performance.now() - t;
  const result = child.stdout ? JSON.parse(child.stdout) as BuildResult : undefined;
  if (!result?.ok) throw new Error(`the synthetic content failed to build: ${result ? JSON.stringify(result.problems.slice(0, 3)) : child.stderr}`);
  const { maxRssBytes } = JSON.parse(child.stderr.trim().split('\n').pop()!) as { maxRssBytes: number };
  return {
    ok: true, problems: [], pages: result.pages.length, rendered: result.rendered, htmlBytes: result.bytes.html,
    timings: result.timings, firstPageAt: result.firstPageAt, maxRssBytes, wallMs,
  };
}

async function edit(content: string, i: number, from: string, to: string) {
  const file = join(content, 'treatment', `synthetic-${i}.yaml`);
  await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (b: number) => `${Math.round(b / 1024 / 1024)} MiB`;
const stages = (t: Record<string, number>) => ['load', 'validate', 'assets', 'render', 'emit'].map((k) => `${k === 'emit' ? 'write' : k} ${Math.round(t[k] ?? 0)} ms`).join(', ');

// Every folder goes at the very end, not after its N: on a journal-less ext4, files deleted in the last
// minute or more slow the creation of new ones (bench/compare/README.md, "Nothing deleted while
// measuring"), and the next N's builds would pay for the last one's deletion.
const made: string[] = [];
try {
  for (const n of sizes.length ? sizes : [1000, 5000]) {
    const dir = await mkdtemp(join(tmpdir(), `site-bench-${n}-`));
    made.push(dir);
    const content = await makeContent(dir, n);
    const out = join(dir, 'dist');
    // Prime the image cache with a build of the shipped site alone (not measured).
    const shipped = join(dir, 'shipped');
    await copyEnglishContent(join(ROOT, 'content'), join(shipped, 'content'));
    runChild(join(shipped, 'content'), join(shipped, 'dist'));
    await mkdir(join(dir, DEFAULTS.cacheDir), { recursive: true });
    await rename(join(shipped, DEFAULTS.cacheDir, 'images'), join(dir, DEFAULTS.cacheDir, 'images'));
    // The primer's files stay until the end too (above).

    const cold = runChild(content, out);
    const again = runChild(content, out);
    await edit(content, 0, 'Synthetic treatment 0', 'Synthetic treatment zero');
    const one = runChild(content, out);

    // site dev's path: one process, state kept between builds.
    const state = createBuildState();
    const first = await build({ contentDir: content, outDir: out }, state);
    if (!first.ok) throw new Error('watch build failed');
    // A person saves a while after site dev has started, not the same instant: a second here.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const watch: number[] = [];
    let last = first;
    for (let k = 1; k <= 5; k++) {
      await edit(content, k, `Synthetic treatment ${k}\n`, `Synthetic treatment ${k}, edited\n`);
      last = await build({ contentDir: content, outDir: out, changed: [`treatment/synthetic-${k}.yaml`] }, state);
      if (!last.ok || last.rendered !== 1) throw new Error(`watch rebuild ${k}: ok=${last.ok}, rendered ${last.rendered}`);
      watch.push(last.timings.total);
    }
    const firstSave = watch[0]!;
    watch.sort((a, b) => a - b);

    console.log(`N=${n}: ${cold.pages} pages, ${(cold.htmlBytes / cold.pages / 1024).toFixed(1)} KB of HTML each`);
    console.log(`  cold build          ${s(cold.wallMs)} wall (build ${s(cold.timings.total!)})  ${Math.round(cold.pages / (cold.wallMs / 1000))} pages/s  peak RSS ${mib(cold.maxRssBytes)}`);
    console.log(`    stages            ${stages(cold.timings)}; first page rendered ${Math.round(cold.firstPageAt ?? 0)} ms after the process started`);
    console.log(`  rebuild, no edit    ${s(again.wallMs)} wall, ${again.rendered} pages rendered, peak RSS ${mib(again.maxRssBytes)}`);
    console.log(`  rebuild, 1 edit     ${s(one.wallMs)} wall, ${one.rendered} page rendered`);
    console.log(`  watch, 1 edit       ${Math.round(watch[2]!)} ms median of 5 (min ${Math.round(watch[0]!)}, max ${Math.round(watch[4]!)}; the first save ${Math.round(firstSave)} ms), ${last.mode}: ${stages(last.timings)}`);
  }
} finally {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
}
