/**
 * The CLI and its render workers run as JavaScript that esbuild compiles from the TypeScript
 * sources, so no TypeScript is compiled while a command runs. The sources stay the truth: the
 * compiled copy lives in .build/cli-<fingerprint>/, where the fingerprint covers every source
 * file's path, size and modification time, so an edit means a new copy (about 0.2 s, once).
 *
 * Plain JavaScript: it runs before anything can load TypeScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BUILD_DIR = join(ROOT, '.build');
/** What the CLI is made of: its code folders (all of them: commands load each other's modules) and settings. */
const SOURCES = ['bin', 'contract', 'generator', 'templates', 'preview', 'deploy', 'infra', 'lambdas', 'tsconfig.json', 'package-lock.json'];
/** The entry points: the CLI, and the render worker it starts in threads. */
const ENTRIES = { site: 'bin/site.ts', 'page-worker': 'generator/render/page-worker.ts' };
/**
 * Copies of earlier sources are removed once a day old and not among the few newest: a command still
 * running from one (a `site preview` left open) may yet load a part of it it has not needed so far.
 */
const STALE_MS = 24 * 60 * 60 * 1000;
const KEEP = 5;

/** Every source file under `path` with its size and modification time, in a stable order. */
function listSources(path, root, out) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return out;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) if (name !== 'node_modules') listSources(join(path, name), root, out);
  } else {
    out.push(`${path.slice(root.length)}\0${stat.size}\0${stat.mtimeMs}`);
  }
  return out;
}

/** The sources as they are now, in a few bytes; `root` is the checkout (another one in tests). */
export function fingerprint(root = ROOT) {
  const hash = createHash('sha256').update(process.version);
  for (const source of SOURCES) for (const line of listSources(join(root, source), root, [])) hash.update(line).update('\n');
  return hash.digest('hex').slice(0, 16);
}

export const SOURCE_PATHS = SOURCES;

/**
 * esbuild would give every module the URL of the bundle's file; each keeps its source's own URL
 * instead, so paths it finds relative to itself (templates, tsconfig, infra functions) are the same
 * as when it runs from source.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/**
 * Pure-JavaScript libraries that every build loads at start, bundled into the compiled copy with
 * what they import: Node then reads and compiles a few files instead of the hundreds these
 * libraries are made of (zod alone took 0.1 s to load). Everything else, native code (sharp,
 * esbuild, Tailwind's engine), React and what only some commands use (the AWS SDK, Lighthouse),
 * is loaded from node_modules as before.
 */
const BUNDLED = new Set(['zod', 'yaml', 'js-yaml', '@11ty/gray-matter', 'marked', 'commander']);

const packageName = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

const dependencies = {
  name: 'dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      // A bundled library's own imports are bundled with it: left outside, they would be looked up
      // from .build/, where a library's own nested version of a package would resolve to the top-level one.
      if (args.importer.includes('/node_modules/') && !args.path.startsWith('node:')) return undefined;
      if (BUNDLED.has(packageName(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Lets the CommonJS libraries bundled into these ES modules require Node's own modules. */
const REQUIRE_BANNER = "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);";

async function compile(dir) {
  const { build } = await import('esbuild');
  const temp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(ROOT, path)])),
    outdir: temp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: join(ROOT, 'tsconfig.json'),
    banner: { js: REQUIRE_BANNER },
    // bin/compiled-from.ts: the copy knows the fingerprint of the sources it was made from.
    define: { __COMPILED_FROM__: JSON.stringify(basename(dir)) },
    plugins: [dependencies, sourceUrls],
    logLevel: 'silent',
  });
  try {
    renameSync(temp, dir);
  } catch (err) {
    // Another command compiled the same sources at the same time: its copy is as good.
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(dir)) throw err;
  }
}

/** Copies made from earlier sources, once old enough that no command can still be loading from them. */
function removeStale(keep) {
  const copies = readdirSync(BUILD_DIR).map((name) => join(BUILD_DIR, name)).filter((path) => path !== keep)
    .map((path) => ({ path, age: Date.now() - statSync(path).mtimeMs }))
    .sort((a, b) => a.age - b.age);
  for (const { path, age } of copies.slice(KEEP - 1)) if (age > STALE_MS) rmSync(path, { recursive: true, force: true });
}

/**
 * The folder holding the compiled CLI for the sources as they are now, compiling it first when
 * needed; undefined when it cannot be compiled (the caller then runs the sources through tsx,
 * which reports the mistake in its own words).
 */
export async function compiledCli() {
  const dir = join(BUILD_DIR, `cli-${fingerprint()}`);
  if (existsSync(join(dir, 'site.mjs'))) return dir;
  try {
    await compile(dir);
    removeStale(dir);
    return dir;
  } catch {
    return undefined;
  }
}

// `node bin/compiled.mjs` (npm's prepare step) compiles ahead of the first command.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!(await compiledCli())) process.exitCode = 1;
}
