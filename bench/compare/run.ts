/**
 * Side-by-side builds of the same N synthetic treatment pages: Hugo, Eleventy 3, Astro 5 and our
 * generator (fully cold, and with its image and compile caches primed), at each N given
 * (default 1,000, 5,000 and 20,000), each built R times (default 3) in turns.
 *
 *   tsx bench/compare/run.ts [N ...] [--repeats R] [--tools hugo,eleventy,astro,ours,ours-encoding,ours-warm]
 *                            [--astro-max N] [--keep]
 *
 * Before the measured builds, our generator builds the same pages once (the reference). After each
 * tool's first build, every one of its pages must equal the reference's byte for byte, or the run fails
 * naming the first page and byte that differ. Prints one table per N and writes all of them to
 * bench/compare/results.json. See README.md beside this file for what is and is not comparable.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagesPresent, referenceLooksRight, sameBytes } from './check.ts';
import { countHtml, measure, type Run } from './measure.ts';
import { ALL_TOOLS, setUp, type Tool, type ToolName } from './tools.ts';

const HERE = new URL('./', import.meta.url).pathname;

interface Options { sizes: number[]; repeats: number; tools: ToolName[]; astroMax: number; keep: boolean }
const USAGE = `usage: tsx bench/compare/run.ts [N ...=1000 5000 20000] [--repeats R=3] [--tools ${ALL_TOOLS.join(',')}] [--astro-max N] [--keep]`;

function parseArgs(argv: string[]): Options {
  const opts: Options = { sizes: [], repeats: 3, tools: ALL_TOOLS, astroMax: Infinity, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--help' || a === '-h') { console.log(USAGE); process.exit(0); }
    if (a === '--keep') opts.keep = true;
    else if (a.startsWith('--repeats') || a === '-r') opts.repeats = Number(value());
    else if (a.startsWith('--astro-max')) opts.astroMax = Number(value());
    else if (a.startsWith('--tools')) {
      const names = value().split(',').map((s) => s.trim());
      const bad = names.filter((t) => !ALL_TOOLS.includes(t as ToolName));
      if (bad.length) throw new Error(`unknown tool(s): ${bad.join(', ')}; known: ${ALL_TOOLS.join(', ')}`);
      opts.tools = ALL_TOOLS.filter((t) => names.includes(t)); // always in this order: a cold build of ours comes before the warm one
    } else if (/^\d+$/.test(a)) opts.sizes.push(Number(a));
    else throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  if (!opts.sizes.length) opts.sizes = [1000, 5000, 20000];
  if (!opts.sizes.every((n) => n > 0) || !(opts.repeats > 0)) throw new Error('N and --repeats must be positive integers');
  return opts;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MiB`;

interface Row {
  tool: string; version: string; pages: number; otherHtml: number; avgBytes: number;
  medianMs: number; minMs: number; maxMs: number; medianCpuMs: number; treePeakBytes: number; maxRssBytes: number;
  runs: { wallMs: number; cpuMs: number; treePeakBytes: number; maxRssBytes: number; stagesMs?: Record<string, number> }[];
  medianStagesMs?: Record<string, number>;
}

/**
 * Has the system write out the files changed so far (the set-up's copies, the last build's output),
 * unmeasured: left in memory, the kernel writes them out some seconds later, on the same two cores,
 * during whichever build is running then, and no build should pay for another's files.
 */
function settle(): void {
  execFileSync('sync');
}

/**
 * Sets up N pages for every tool, builds them in turns and checks each tool's pages. Its folder is
 * added to `done`, deleted once every size has run (see setAside in tools.ts for why not sooner).
 */
async function runSize(n: number, opts: Options, done: string[]): Promise<{ rows: Row[]; skipped: string[] }> {
  const work = await mkdtemp(join(tmpdir(), `site-compare-${n}-`));
  const skipped = opts.tools.includes('astro') && n > opts.astroMax ? [`Astro (not run above ${opts.astroMax.toLocaleString('en-US')} pages, --astro-max)`] : [];
  const names = opts.tools.filter((t) => !(t === 'astro' && n > opts.astroMax));
  console.error(`\nN = ${n}: setting up ${names.join(', ')} and our reference build in ${work}`);
  try {
    const { tools, reference, referenceFiles } = await setUp(work, n, names);
    referenceLooksRight(reference, n);
    const logDir = join(work, 'logs');
    await mkdir(logDir);
    const runs = new Map<ToolName, Run[]>(tools.map((t) => [t.name, []]));
    const facts = new Map<ToolName, { avgBytes: number; htmlFiles: number }>();
    /** Another tool whose build failed (Eleventy out of memory at 20,000 pages): it leaves this size, the run goes on. */
    const failed = new Map<ToolName, string>();
    // Round-robin, so slow drift on a shared machine spreads over all tools.
    for (let r = 0; r < opts.repeats; r++) {
      for (const tool of tools) {
        if (failed.has(tool.name)) continue;
        await tool.clean();
        settle();
        let run: Run;
        try {
          run = await measure(tool.label, tool.command(), join(logDir, `${tool.name}-${r}`));
        } catch (err) {
          // A failed build of ours is a defect to see at once; another tool's is a figure of this size.
          if (tool.name.startsWith('ours')) throw err;
          const message = err instanceof Error ? err.message : String(err);
          failed.set(tool.name, /heap out of memory/i.test(message) ? 'out of memory under Node\'s default heap' : message.split('\n')[0]!);
          console.error(`  run ${r + 1}/${opts.repeats}  ${tool.label.padEnd(20)} failed: ${failed.get(tool.name)}`);
          continue;
        }
        const avgBytes = pagesPresent(tool.label, tool.pageFile, n);
        if (r === 0) {
          sameBytes(tool.label, tool.pageFile, reference, n);
          facts.set(tool.name, { avgBytes, htmlFiles: countHtml(tool.out) });
        }
        runs.get(tool.name)!.push(run);
        console.error(`  run ${r + 1}/${opts.repeats}  ${tool.label.padEnd(20)} ${sec(run.wallMs).padStart(9)}  tree ${mib(run.treePeakBytes)}${r === 0 ? `  all ${n} pages byte for byte as ours` : ''}`);
      }
    }
    console.error(`  (reference: ${countHtml(referenceFiles)} HTML files)`);
    const measured = tools.filter((tool) => !failed.has(tool.name));
    return {
      rows: measured.map((tool) => row(tool, runs.get(tool.name)!, facts.get(tool.name)!, n)),
      skipped: [...skipped, ...[...failed].map(([name, why]) => `${tools.find((t) => t.name === name)!.label} (failed: ${why})`)],
    };
  } finally {
    if (opts.keep) console.error(`Kept ${work}`);
    else done.push(work);
  }
}

function row(tool: Tool, rs: Run[], facts: { avgBytes: number; htmlFiles: number }, n: number): Row {
  const walls = rs.map((x) => x.wallMs);
  const stages = rs.map((x) => tool.details?.(x.stdout));
  const keys = stages[0] ? Object.keys(stages[0]) : [];
  return {
    tool: tool.label, version: tool.version, pages: n, otherHtml: facts.htmlFiles - n, avgBytes: facts.avgBytes,
    medianMs: Math.round(median(walls)), minMs: Math.round(Math.min(...walls)), maxMs: Math.round(Math.max(...walls)),
    medianCpuMs: Math.round(median(rs.map((x) => x.cpuMs))),
    treePeakBytes: Math.max(...rs.map((x) => x.treePeakBytes)),
    maxRssBytes: Math.max(...rs.map((x) => x.maxRssBytes)),
    runs: rs.map((x, i) => ({ wallMs: Math.round(x.wallMs), cpuMs: Math.round(x.cpuMs), treePeakBytes: x.treePeakBytes, maxRssBytes: x.maxRssBytes, ...(stages[i] ? { stagesMs: stages[i] } : {}) })),
    ...(keys.length ? { medianStagesMs: Object.fromEntries(keys.map((k) => [k, Math.round(median(stages.map((s) => s?.[k] ?? NaN)))])) } : {}),
  };
}

function table(n: number, repeats: number, rows: Row[], skipped: string[]): string {
  const hugo = rows.find((r) => r.tool === 'Hugo');
  const vsHugo = (r: Row) => (hugo ? `${(r.medianMs / hugo.medianMs).toFixed(2)}x` : 'n/a');
  const lines = [
    `N = ${n.toLocaleString('en-US')} synthetic treatment pages, ${repeats} build(s) per tool in turns; every page of every tool byte for byte the same as ours.`,
    '',
    '| Tool | Version | Median wall | Min-max wall | Time vs Hugo | Median CPU | Peak RSS, tree (largest process) | Other HTML files |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.tool} | ${r.version} | ${sec(r.medianMs)} | ${sec(r.minMs)}-${sec(r.maxMs)} | ${vsHugo(r)} | ${sec(r.medianCpuMs)} | ${mib(r.treePeakBytes)} (${mib(r.maxRssBytes)}) | ${r.otherHtml} |`),
    ...skipped.map((s) => `| ${s} | | | | | | | |`),
  ];
  for (const r of rows) {
    if (r.medianStagesMs) lines.push('', `${r.tool}, stages (median ms, from --json): ${Object.entries(r.medianStagesMs).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const sizes = [];
  const tables = [];
  const done: string[] = [];
  try {
    for (const n of opts.sizes) {
      const { rows, skipped } = await runSize(n, opts, done);
      const text = table(n, opts.repeats, rows, skipped);
      console.log(`\n${text}`);
      tables.push(text);
      sizes.push({ n, rows, skipped });
    }
  } finally {
    await Promise.all(done.map((work) => rm(work, { recursive: true, force: true })));
  }
  const results = {
    date: new Date().toISOString(),
    command: `tsx bench/compare/run.ts ${process.argv.slice(2).join(' ')}`.trim(),
    repeats: opts.repeats,
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model },
    tables,
    sizes,
  };
  await writeFile(join(HERE, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  console.error(`Wrote ${join(HERE, 'results.json')}`);
}

try {
  await main();
} catch (err) {
  // A failed or different build is the answer here, not a crash: print it and exit non-zero.
  console.error(`\ncompare: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
