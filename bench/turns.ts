/**
 * A change against the code before it, in turns:
 *   npx tsx bench/turns.ts --base <revision> [--pages 1000] [--runs 12] [--dir /dev/shm] [--json]
 *
 * How docs/performance.md compares two versions of the generator. The revision is checked out beside
 * this checkout (a git worktree, removed at the end) and built from its own sources; this checkout
 * runs as it is, uncommitted edits included. Each version builds its own copy of the same content
 * (the shipped English site and N synthetic pages, as bench/compare builds): a build keeps the CSS
 * and island bundles of one version of the code only, so two versions sharing a folder would each make
 * them again in every build. After one unmeasured build each, the two build in turns, caches primed
 * as in bench/compare ("ours, caches primed": the output, the page cache and the kept checks set
 * aside, so every page is read, checked, rendered and written; the compiled command, the bundles and
 * the pictures' encodings kept). Printed: each version's median wall time (fastest and slowest), its
 * median processor time and peak memory (all threads, usage-at-exit.mjs), and whether the last builds
 * of the two wrote the same files, byte for byte. Run it on a quiet machine, and on a disk some
 * minutes clear of large deletions (its own, at its end, included: bench/compare/README.md, "Running
 * it"); `--dir /dev/shm` leaves the disk out.
 *
 * The revision's packages are this checkout's, hard-linked (nothing writes to node_modules while
 * building), when it was made from the same lock file and the two folders share a file system; else
 * it gets its own `npm ci`. Not a symbolic link: esbuild names the island bundles' chunks after the
 * packages' real paths, so a linked node_modules gave the same code other file names.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statfsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULTS } from '../contract/defaults.ts';
import { addSyntheticPages, copyEnglishContent } from './english-content.ts';
import { differences } from './folder-diff.ts';
import { setAside } from './set-aside.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const USAGE = join(ROOT, 'bench', 'usage-at-exit.mjs');

interface Version { name: string; root: string; folder: string }
interface Sample { wallMs: number; cpuMs: number; maxRssBytes: number }

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '12' },
    dir: { type: 'string', default: tmpdir() },
    json: { type: 'boolean', default: false },
  },
});
if (!values.base) throw new Error('usage: tsx bench/turns.ts --base <revision> [--pages N] [--runs R] [--dir folder] [--json]');
const pages = Number(values.pages);
const runs = Number(values.runs);
if (!(pages >= 0 && runs >= 1)) throw new Error('--pages must be 0 or more and --runs 1 or more');

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const revision = git('rev-parse', '--short', `${values.base}^{commit}`);
const work = await mkdtemp(join(values.dir, 'site-turns-'));
const say = (line: string) => { if (!values.json) console.log(line); };

/** One build of `version`'s content with its own code; throws with the build's words when it fails. */
function build(version: Version): Sample {
  const { folder } = version;
  const args = ['--import', USAGE, join(version.root, 'bin', 'site.js'), 'build',
    '--content', join(folder, 'content'), '--out', join(folder, 'dist'), '--schemas', join(folder, 'schemas')];
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.NODE_OPTIONS; // tsx runs this script; the builds must not inherit its loader
  const t0 = performance.now();
  const child = spawnSync(process.execPath, args, { cwd: folder, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - t0;
  if (child.status !== 0) throw new Error(`the ${version.name} build failed (exit ${child.status}):\n${child.stderr.slice(-3000)}${child.stdout.slice(-3000)}`);
  const usage = JSON.parse(child.stderr.trim().split('\n').pop()!) as { cpuMs: number; maxRssBytes: number };
  return { wallMs, ...usage };
}

/** Linux's number for a file system in memory (statfs(2)): there, deleting costs the next build nothing. */
const TMPFS = 0x01021994;
const inMemory = statfsSync(work).type === TMPFS;

/**
 * What a primed build must find missing: the output, the page cache, the kept checks and the schemas.
 * Set aside on a disk (set-aside.ts says why); deleted in memory, where a trash of every run's output
 * would take gigabytes of it.
 */
function clear(v: Version): Promise<unknown> {
  const paths = [join(v.folder, 'dist'), join(v.folder, DEFAULTS.cacheDir, 'pages.json'), join(v.folder, DEFAULTS.cacheDir, 'checks.ndjson'), join(v.folder, 'schemas')];
  return inMemory ? Promise.all(paths.map((p) => rm(p, { recursive: true, force: true }))) : setAside(join(work, 'trash'), ...paths);
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;

/** The revision's packages, as the comment at the top says. */
function installPackages(root: string): void {
  const sameLock = git('show', `${revision}:package-lock.json`) === readFileSync(join(ROOT, 'package-lock.json'), 'utf8').trim();
  if (sameLock) {
    try {
      execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(root, 'node_modules')], { stdio: 'ignore' });
      return;
    } catch {
      rmSync(join(root, 'node_modules'), { recursive: true, force: true });
    }
  }
  say(`Installing the packages of ${revision} (npm ci)...`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root, stdio: 'ignore', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

// Beside this checkout (the same file system, for the hard links); the content may be elsewhere.
const baseRoot = join(await mkdtemp(join(tmpdir(), 'site-turns-checkout-')), 'site');
git('worktree', 'add', '--detach', baseRoot, revision);
try {
  installPackages(baseRoot);
  const versions: Version[] = [
    { name: `base (${revision})`, root: baseRoot, folder: join(work, 'base') },
    { name: 'this checkout', root: ROOT, folder: join(work, 'this') },
  ];
  for (const v of versions) {
    await copyEnglishContent(join(ROOT, 'content'), join(v.folder, 'content'));
    await addSyntheticPages(join(v.folder, 'content'), pages);
    await cp(join(ROOT, DEFAULTS.encodedImagesDir), join(v.folder, DEFAULTS.encodedImagesDir), { recursive: true });
    // Compiled ahead, unmeasured, as `npm install` does.
    execFileSync(process.execPath, [join(v.root, 'bin', 'compiled.mjs')], { stdio: 'ignore' });
    build(v);
  }
  say(`${pages} synthetic pages and the shipped English site, ${runs} primed builds each in turns, in ${work}`);
  const samples = new Map<Version, Sample[]>(versions.map((v) => [v, []]));
  for (let run = 1; run <= runs; run++) {
    // Each goes first every other run, so that the order cannot favour either: with the base always
    // first, the same code against itself came out 2.07 s against 1.98 s for the one built second.
    for (const v of run % 2 ? versions : [...versions].reverse()) {
      await clear(v);
      const s = build(v);
      samples.get(v)!.push(s);
      say(`  run ${run}/${runs}  ${v.name.padEnd(24)} ${seconds(s.wallMs)}  CPU ${seconds(s.cpuMs)}`);
    }
  }
  const same = await differences(join(versions[0]!.folder, 'dist'), join(versions[1]!.folder, 'dist'));
  const summary = versions.map((v) => {
    const s = samples.get(v)!;
    const wall = s.map((x) => x.wallMs);
    return { version: v.name, medianWallMs: median(wall), fastestMs: Math.min(...wall), slowestMs: Math.max(...wall), medianCpuMs: median(s.map((x) => x.cpuMs)), medianPeakBytes: median(s.map((x) => x.maxRssBytes)) };
  });
  if (values.json) console.log(JSON.stringify({ pages, runs, revision, versions: summary, output: same }));
  else {
    for (const r of summary) say(`${r.version.padEnd(24)} wall ${seconds(r.medianWallMs)} (${seconds(r.fastestMs)}-${seconds(r.slowestMs)})  CPU ${seconds(r.medianCpuMs)}  peak ${(r.medianPeakBytes / 2 ** 20).toFixed(0)} MiB`);
    const [base, mine] = versions.map((v) => samples.get(v)!);
    const pairs = base!.map((b, i) => ({ wall: b.wallMs - mine![i]!.wallMs, cpu: b.cpuMs - mine![i]!.cpuMs }));
    say(`This checkout faster in ${pairs.filter((p) => p.wall > 0).length} of ${runs} runs (median difference ${seconds(median(pairs.map((p) => p.wall)))}), with less CPU in ${pairs.filter((p) => p.cpu > 0).length} (${seconds(median(pairs.map((p) => p.cpu)))}).`);
    say(same.differ.length ? `The outputs differ in ${same.differ.length} of ${same.files} files: ${same.differ.slice(0, 10).join(', ')}` : `The outputs are the same: ${same.files} files, byte for byte.`);
  }
  if (same.differ.length) process.exitCode = 1;
} finally {
  git('worktree', 'remove', '--force', baseRoot);
  await rm(dirname(baseRoot), { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
}
