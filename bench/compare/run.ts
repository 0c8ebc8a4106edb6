/**
 * Side-by-side cold builds: Hugo, Eleventy 3, Astro 5 and our generator on the
 * same N synthetic treatment pages (default 5,000), each built R times (default 3).
 *
 *   tsx bench/compare/run.ts [N] [--repeats R] [--tools hugo,eleventy,astro,ours] [--keep]
 *
 * Each build runs as a child process under GNU time, after its output folder
 * and every cache of that tool have been deleted. We record the wall time from
 * spawn to exit, GNU time's max RSS (largest single process) and the peak total
 * RSS of the whole process tree, sampled from /proc every 50 ms. Prints a
 * markdown table and writes the same to bench/compare/results.json.
 * See README.md beside this file for what is and is not comparable.
 */
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copyEnglishContent } from '../english-content.ts';

const HERE = new URL('./', import.meta.url).pathname;
const ROOT = new URL('../../', import.meta.url).pathname;
const MODULES = join(HERE, 'node_modules');

// ---------------------------------------------------------------- arguments

interface Options { sizes: number[]; repeats: number; tools: ToolName[]; keep: boolean }
type ToolName = 'hugo' | 'eleventy' | 'astro' | 'ours' | 'ours-warm';
const ALL_TOOLS: ToolName[] = ['hugo', 'eleventy', 'astro', 'ours', 'ours-warm'];
const USAGE = `usage: tsx bench/compare/run.ts [N ...=5000] [--repeats R=3] [--tools ${ALL_TOOLS.join(',')}] [--keep]`;

function parseArgs(argv: string[]): Options {
  const opts: Options = { sizes: [], repeats: 3, tools: ALL_TOOLS, keep: false };
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
    else if (a.startsWith('--tools')) {
      opts.tools = value().split(',').map((s) => s.trim()) as ToolName[];
      const bad = opts.tools.filter((t) => !ALL_TOOLS.includes(t));
      if (bad.length) throw new Error(`unknown tool(s): ${bad.join(', ')}; known: ${ALL_TOOLS.join(', ')}`);
    } else if (/^\d+$/.test(a)) opts.sizes.push(Number(a));
    else throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  if (!opts.sizes.length) opts.sizes.push(5000);
  if (!opts.sizes.every((n) => n > 0) || !(opts.repeats > 0)) throw new Error('N and --repeats must be positive integers');
  return opts;
}

// ---------------------------------------------------------------- input data

interface SiteYaml {
  name: string; subtitle: string; description: string; url: string; city: string;
  crisisLine: { display: string; tel: string }; poisonControl: { display: string; tel: string };
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  promises: Record<string, number>; descriptionSuffix: string; licensing: string; copyrightYear: number;
}

/** The site facts every tool's templates need, and the fixed token map ({city} -> Los Angeles, ...). */
function siteData(site: SiteYaml) {
  const values: Record<string, string> = {
    name: site.name,
    city: site.city,
    crisisLine: site.crisisLine.display,
    poisonControl: site.poisonControl.display,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    ...Object.fromEntries(Object.entries(site.promises).map(([k, v]) => [k, String(v)])),
  };
  return {
    name: site.name, subtitle: site.subtitle, description: site.description, url: site.url, city: site.city,
    crisisLine: site.crisisLine, address: site.address, promises: site.promises,
    descriptionSuffix: site.descriptionSuffix, licensing: site.licensing, copyrightYear: site.copyrightYear,
    tokens: Object.entries(values).map(([k, v]) => ({ from: `{${k}}`, to: v })),
  };
}

/** Page i: the real alcohol page with a new title and hero title, as bench/build.ts makes them. */
function syntheticPage(template: string, i: number): string {
  return template
    .replace(/^title: .*$/m, `title: Synthetic Treatment Page ${i}`)
    .replace(/^( {2}title: ).*$/m, `$1Synthetic treatment ${i}`);
}

const slug = (i: number) => `synthetic-${i}`;

async function writeMany(n: number, file: (i: number) => string, body: (i: number) => string): Promise<void> {
  const batch = 500;
  for (let start = 0; start < n; start += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, n - start) }, (_, k) => writeFile(file(start + k), body(start + k))));
  }
}

// ---------------------------------------------------------------- tools

interface Tool {
  name: ToolName;
  label: string;
  version: string;
  dir: string;
  out: string;
  /** Path of page i's HTML file in the output. */
  pageFile: (i: number) => string;
  /** Deletes the output and every cache, so the next build is cold. */
  clean: () => Promise<void>;
  command: () => { cmd: string; args: string[]; env: NodeJS.ProcessEnv };
  /** Extra facts read from a finished build (our CLI's stage timings). */
  details?: (stdout: string) => Record<string, number> | undefined;
}

const rmrf = (...paths: string[]) => Promise.all(paths.map((p) => rm(p, { recursive: true, force: true })));
const pkgVersion = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version as string;

function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
  delete env.NODE_OPTIONS; // tsx runs this script; the builds must not inherit its loader
  return env;
}

async function setUpTools(work: string, n: number, names: ToolName[]): Promise<Tool[]> {
  const template = await readFile(join(ROOT, 'content', 'treatment', 'alcohol-addiction.yaml'), 'utf8');
  const site = siteData(parse(await readFile(join(ROOT, 'content', 'site.yaml'), 'utf8')) as SiteYaml);
  const navigationYaml = await readFile(join(ROOT, 'content', 'navigation.yaml'), 'utf8');
  const navigation = parse(navigationYaml);
  const frontMatter = (i: number) => `---\n${syntheticPage(template, i)}\n---\n`;
  const tools: Tool[] = [];

  if (names.includes('hugo')) {
    const dir = join(work, 'hugo');
    await cp(join(HERE, 'sites', 'hugo'), dir, { recursive: true });
    await mkdir(join(dir, 'content', 'treatment'), { recursive: true });
    await writeFile(join(dir, 'data', 'site.json'), JSON.stringify(site));
    await writeFile(join(dir, 'data', 'navigation.yaml'), navigationYaml);
    await writeMany(n, (i) => join(dir, 'content', 'treatment', `${slug(i)}.md`), frontMatter);
    const out = join(dir, 'public');
    const cache = join(dir, '.hugo-cache');
    tools.push({
      name: 'hugo', label: 'Hugo', dir, out,
      version: execFileSync('hugo', ['version'], { encoding: 'utf8' }).match(/v[\d.]+\S*/)?.[0] ?? 'unknown',
      pageFile: (i) => join(out, 'treatment', slug(i), 'index.html'),
      clean: async () => { await rmrf(out, cache, join(dir, 'resources'), join(dir, '.hugo_build.lock')); },
      command: () => ({ cmd: 'hugo', args: ['--quiet', '--source', dir, '--destination', out, '--cacheDir', cache, '--ignoreCache'], env: baseEnv() }),
    });
  }

  if (names.includes('eleventy')) {
    const dir = join(work, 'eleventy');
    await cp(join(HERE, 'sites', 'eleventy'), dir, { recursive: true });
    await mkdir(join(dir, 'src', '_data'), { recursive: true });
    await writeFile(join(dir, 'src', '_data', 'site.json'), JSON.stringify(site));
    await writeFile(join(dir, 'src', '_data', 'navigation.json'), JSON.stringify(navigation));
    await writeMany(n, (i) => join(dir, 'src', 'treatment', `${slug(i)}.md`), frontMatter);
    const out = join(dir, '_site');
    const pkg = join(MODULES, '@11ty', 'eleventy');
    tools.push({
      name: 'eleventy', label: 'Eleventy', dir, out, version: pkgVersion(pkg),
      pageFile: (i) => join(out, 'treatment', slug(i), 'index.html'),
      clean: async () => { await rmrf(out, join(dir, '.cache')); },
      // The same as `npx @11ty/eleventy --quiet`, without npx's own start-up.
      command: () => ({ cmd: process.execPath, args: [join(pkg, 'cmd.cjs'), '--quiet', '--config=eleventy.config.mjs'], env: baseEnv() }),
    });
  }

  if (names.includes('astro')) {
    const dir = join(work, 'astro');
    await cp(join(HERE, 'sites', 'astro'), dir, { recursive: true });
    await symlink(MODULES, join(dir, 'node_modules'), 'dir');
    await mkdir(join(dir, 'src', 'data'), { recursive: true });
    await mkdir(join(dir, 'content', 'treatment'), { recursive: true });
    await writeFile(join(dir, 'src', 'data', 'site.json'), JSON.stringify(site));
    await writeFile(join(dir, 'src', 'data', 'navigation.json'), JSON.stringify(navigation));
    await writeMany(n, (i) => join(dir, 'content', 'treatment', `${slug(i)}.yaml`), (i) => syntheticPage(template, i));
    const out = join(dir, 'dist');
    const pkg = join(MODULES, 'astro');
    tools.push({
      name: 'astro', label: 'Astro', dir, out, version: pkgVersion(pkg),
      pageFile: (i) => join(out, 'treatment', slug(i), 'index.html'),
      clean: async () => {
        await rmrf(out, join(dir, '.astro'), join(dir, '.astro-cache'), join(dir, '.vite-cache'),
          // Defaults, in case a future Astro ignores cacheDir: they would land in bench/compare/node_modules.
          join(MODULES, '.astro'), join(MODULES, '.vite'));
      },
      command: () => ({ cmd: process.execPath, args: [join(pkg, 'astro.js'), 'build', '--silent'], env: baseEnv() }),
    });
  }

  // Ours twice: everything cold (image encodings and the TypeScript compile cache too), and with those two
  // caches primed by an unmeasured build, which is the same work the other three do (they have no images).
  for (const variant of ['ours', 'ours-warm'] as const) {
    if (!names.includes(variant)) continue;
    const warm = variant === 'ours-warm';
    const dir = join(work, variant);
    const content = join(dir, 'content');
    await copyEnglishContent(join(ROOT, 'content'), content);
    await writeMany(n, (i) => join(content, 'treatment', `${slug(i)}.yaml`), (i) => syntheticPage(template, i));
    const out = join(dir, 'dist');
    const tsxTmp = join(dir, 'tmp'); // tsx keeps its transform cache in $TMPDIR/tsx-<uid>
    const command = () => ({
      cmd: process.execPath,
      args: [join(ROOT, 'bin', 'site.js'), 'build', '--content', content, '--out', out, '--schemas', join(dir, 'schemas'), '--json'],
      env: { ...baseEnv(), TMPDIR: tsxTmp },
    });
    let primed = false;
    tools.push({
      name: variant, label: warm ? 'Ours, image + compile caches warm' : 'Ours (site build)', dir, out, version: pkgVersion(ROOT),
      pageFile: (i) => join(out, 'treatment', `${slug(i)}.html`),
      clean: async () => {
        if (!warm) {
          await rmrf(out, join(dir, '.cache'), join(dir, 'schemas'), tsxTmp);
          await mkdir(tsxTmp);
          return;
        }
        if (!primed) {
          await mkdir(tsxTmp, { recursive: true });
          const c = command();
          execFileSync(c.cmd, c.args, { env: c.env, stdio: 'ignore', maxBuffer: 1 << 26 });
          primed = true;
        }
        // No output folder and no page cache: every page is rendered and written.
        await rmrf(out, join(dir, '.cache', 'pages.json'), join(dir, 'schemas'));
      },
      command,
      details: (stdout) => {
        try {
          const r = JSON.parse(stdout) as { timings: Record<string, number>; pages: unknown[]; rendered: number };
          return { ...r.timings, pages: r.pages.length, rendered: r.rendered };
        } catch { return undefined; }
      },
    });
  }
  return tools;
}

// ---------------------------------------------------------------- measuring

const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

/** Total resident memory (bytes) of `root` and all its descendants, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try { stat = readFileSync(`/proc/${entry}/stat`, 'utf8'); } catch { continue; }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_SIZE);
    const list = children.get(ppid);
    if (list) list.push(pid); else children.set(ppid, [pid]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface Run { wallMs: number; maxRssKiB: number; treePeakBytes: number; details?: Record<string, number> }

async function measure(tool: Tool, logDir: string, attempt: number): Promise<Run> {
  const { cmd, args, env } = tool.command();
  const base = join(logDir, `${tool.name}-${attempt}`);
  const timeFile = `${base}.time`;
  const stdout = openSync(`${base}.out`, 'w');
  const stderr = openSync(`${base}.err`, 'w');
  let peak = 0;
  const t0 = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '%M', '-o', timeFile, cmd, ...args], { cwd: tool.dir, env, stdio: ['ignore', stdout, stderr] });
  const sample = () => { if (child.pid) peak = Math.max(peak, treeRss(child.pid)); };
  const sampler = setInterval(sample, 50);
  sample();
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  closeSync(stdout);
  closeSync(stderr);
  if (code !== 0) {
    const tail = (f: string) => readFileSync(f, 'utf8').split('\n').slice(-25).join('\n');
    throw new Error(`${tool.label} build failed (exit ${code}): ${cmd} ${args.join(' ')}\n--- stderr ---\n${tail(`${base}.err`)}\n--- stdout ---\n${tail(`${base}.out`)}`);
  }
  const timeLines = readFileSync(timeFile, 'utf8').trim().split('\n');
  const maxRssKiB = Number(timeLines[timeLines.length - 1]);
  const details = tool.details?.(readFileSync(`${base}.out`, 'utf8'));
  // What the wall time holds beyond build() itself: process start-up, module loading and compiling, exit.
  if (details?.total !== undefined) details.outsideBuild = wallMs - details.total;
  return { wallMs, maxRssKiB, treePeakBytes: peak, details };
}

function countHtml(dir: string): number {
  let count = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) count += countHtml(join(dir, e.name));
    else if (e.name.endsWith('.html')) count++;
  }
  return count;
}

const TOKEN_LEFT = /\{(name|city|crisisLine|poisonControl|address|insuranceMinutes|consultationMinutes|crisisCheckMinutes|answerSeconds|assessmentMinutes)\}/;

/** Every synthetic page exists; two sample pages have their own title, filled tokens, the sections and valid JSON-LD. */
function verify(tool: Tool, n: number): { pages: number; htmlFiles: number; avgBytes: number } {
  let pages = 0;
  let bytes = 0;
  const missing: string[] = [];
  for (let i = 0; i < n; i++) {
    try { bytes += statSync(tool.pageFile(i)).size; pages++; } catch { if (missing.length < 3) missing.push(tool.pageFile(i)); }
  }
  const htmlFiles = countHtml(tool.out);
  if (pages !== n) throw new Error(`${tool.label}: expected ${n} synthetic pages, found ${pages} (${htmlFiles} HTML files in all); missing e.g. ${missing.join(', ')}`);
  for (const i of new Set([0, n - 1])) {
    const html = readFileSync(tool.pageFile(i), 'utf8');
    const fail = (why: string) => { throw new Error(`${tool.label}: ${tool.pageFile(i)}: ${why}`); };
    if (!html.includes(`Synthetic treatment ${i}<`)) fail(`hero title "Synthetic treatment ${i}" not found`);
    if (TOKEN_LEFT.test(html)) fail(`token ${html.match(TOKEN_LEFT)![0]} left unreplaced`);
    if (!html.includes('Los Angeles')) fail('{city} was not filled in');
    for (const s of ['aria-label="Mobile"', 'id="overview"', 'id="signs"', 'id="approach"', 'id="insurance"', 'id="faq"', 'id="related"', '<footer']) {
      if (!html.includes(s)) fail(`${s} not found`);
    }
    const faqItems = html.match(/<details[^>]*name="faq"/g)?.length ?? 0;
    if (faqItems !== 5) fail(`${faqItems} FAQ <details>, expected 5`);
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    if (!ld) fail('no JSON-LD script');
    const types = (JSON.parse(ld!)['@graph'] as { '@type': string }[]).map((node) => node['@type']);
    if (!types.includes('MedicalWebPage') || !types.includes('FAQPage')) fail(`JSON-LD graph has ${types.join(', ')}`);
  }
  return { pages, htmlFiles, avgBytes: Math.round(bytes / n) };
}

/** The tools whose pages must be byte for byte the same: their layouts write the same HTML the same way. */
const IDENTICAL: ToolName[] = ['hugo', 'eleventy'];

/** Every synthetic page of each of those tools equals the first one's, byte for byte; names the first difference. */
function compareEveryPage(tools: Tool[], n: number): string | undefined {
  const same = tools.filter((t) => IDENTICAL.includes(t.name));
  if (same.length < 2) return undefined;
  const [first, ...others] = same;
  for (let i = 0; i < n; i++) {
    const reference = readFileSync(first!.pageFile(i));
    for (const tool of others) {
      const page = readFileSync(tool.pageFile(i));
      if (!page.equals(reference)) {
        let at = 0;
        while (at < page.length && page[at] === reference[at]) at++;
        throw new Error(`${tool.label} and ${first!.label} differ on ${slug(i)} at byte ${at}: ${JSON.stringify(reference.subarray(at, at + 40).toString())} against ${JSON.stringify(page.subarray(at, at + 40).toString())}`);
      }
    }
  }
  return `${same.map((t) => t.label).join(' and ')}: all ${n} pages byte for byte the same`;
}

// ---------------------------------------------------------------- report

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

async function compareAt(n: number, opts: Options): Promise<{ lines: string[]; rows: unknown[] }> {
  const work = await mkdtemp(join(tmpdir(), `site-compare-${n}-`));
  const logDir = join(work, 'logs');
  await mkdir(logDir);
  console.error(`Setting up ${n} synthetic pages for ${opts.tools.join(', ')} in ${work}`);
  try {
    const tools = await setUpTools(work, n, opts.tools);
    const runs = new Map<ToolName, Run[]>(tools.map((t) => [t.name, []]));
    const checked = new Map<ToolName, ReturnType<typeof verify>>();
    // Round-robin, so slow drift on a shared machine spreads over all tools.
    for (let r = 0; r < opts.repeats; r++) {
      for (const tool of tools) {
        await tool.clean();
        const run = await measure(tool, logDir, r);
        checked.set(tool.name, verify(tool, n));
        if (r === 0 && tool === tools.at(-1)) {
          const same = compareEveryPage(tools, n);
          if (same) console.error(`  checked: ${same}`);
        }
        runs.get(tool.name)!.push(run);
        console.error(`  run ${r + 1}/${opts.repeats}  ${tool.label.padEnd(18)} ${sec(run.wallMs).padStart(9)}  tree ${mib(run.treePeakBytes)}`);
      }
    }

    const rows = tools.map((tool) => {
      const rs = runs.get(tool.name)!;
      const c = checked.get(tool.name)!;
      const detailKeys = rs[0]?.details ? Object.keys(rs[0].details) : [];
      return {
        tool: tool.label,
        version: tool.version,
        pagesBuilt: c.pages,
        htmlFilesInOutput: c.htmlFiles,
        medianMs: Math.round(median(rs.map((x) => x.wallMs))),
        minMs: Math.round(Math.min(...rs.map((x) => x.wallMs))),
        maxMs: Math.round(Math.max(...rs.map((x) => x.wallMs))),
        peakRssTreeBytes: Math.round(median(rs.map((x) => x.treePeakBytes))),
        maxRssLargestProcessBytes: Math.round(median(rs.map((x) => x.maxRssKiB * 1024))),
        avgBytesPerPage: c.avgBytes,
        runs: rs.map((x) => ({ wallMs: Math.round(x.wallMs), treePeakBytes: x.treePeakBytes, maxRssKiB: x.maxRssKiB, ...(x.details ? { stagesMs: x.details } : {}) })),
        ...(detailKeys.length ? { medianStagesMs: Object.fromEntries(detailKeys.map((k) => [k, Math.round(median(rs.map((x) => x.details?.[k] ?? NaN)))])) } : {}),
      };
    });

    const hugo = rows.find((r) => r.tool === 'Hugo');
    const lines = [
      `N = ${n} synthetic treatment pages, ${opts.repeats} cold build(s) per tool; Node ${process.version}, ${cpus().length} cores.`,
      '',
      '| Tool | Version | Pages built | Median wall | Min-max wall | Against Hugo | Peak RSS (tree) | Max RSS (largest process) | Avg bytes/page |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.tool} | ${r.version} | ${r.pagesBuilt}${r.htmlFilesInOutput !== r.pagesBuilt ? ` (+${r.htmlFilesInOutput - r.pagesBuilt} other)` : ''} | ${sec(r.medianMs)} | ${sec(r.minMs)}-${sec(r.maxMs)} | ${hugo ? `${(r.medianMs / hugo.medianMs).toFixed(2)}x` : ''} | ${mib(r.peakRssTreeBytes)} | ${mib(r.maxRssLargestProcessBytes)} | ${r.avgBytesPerPage.toLocaleString('en-US')} |`),
    ];
    for (const r of rows) {
      if (r.medianStagesMs) lines.push('', `${r.tool} stages (median ms, from --json): ${Object.entries(r.medianStagesMs).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    }
    console.log(lines.join('\n'));
    return { lines, rows };
  } finally {
    if (opts.keep) console.error(`Kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const sizes: { n: number; table: string; tools: unknown[] }[] = [];
  for (const n of opts.sizes) {
    const { lines, rows } = await compareAt(n, opts);
    sizes.push({ n, table: lines.join('\n'), tools: rows });
  }
  const results = {
    date: new Date().toISOString(),
    repeats: opts.repeats,
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model },
    sizes,
  };
  await writeFile(join(HERE, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  console.error(`Wrote ${join(HERE, 'results.json')}`);
}

try {
  await main();
} catch (err) {
  // A failed or wrong build is the answer here, not a crash: print it and exit non-zero.
  console.error(`\ncompare: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
