/**
 * The five builds compared, each in its own folder of the run's temporary directory, and the reference
 * build: our generator's output for the same N pages, made once before the measured builds. The other
 * layouts read the hashed asset URLs and the menus' island props from it, and every tool's pages are
 * compared with it byte for byte.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { addSyntheticPages, copyEnglishContent } from '../english-content.ts';
import { setAside } from '../set-aside.ts';
import type { Command } from './measure.ts';
import { layoutData, ourAssets } from './layout-data.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

export type ToolName = 'hugo' | 'eleventy' | 'astro' | 'ours' | 'ours-encoding' | 'ours-warm';
export const ALL_TOOLS: ToolName[] = ['hugo', 'eleventy', 'astro', 'ours', 'ours-encoding', 'ours-warm'];

const HERE = new URL('./', import.meta.url).pathname;
const ROOT = new URL('../../', import.meta.url).pathname;
const MODULES = join(HERE, 'node_modules');

export type PageFile = (i: number) => string;

export interface Tool {
  name: ToolName;
  label: string;
  version: string;
  out: string;
  pageFile: PageFile;
  /** Deletes the output and the caches this variant must not reuse. */
  clean: () => Promise<void>;
  command: () => Command;
  /** Our CLI's stage timings (--json), from a finished build's stdout. */
  details?: (stdout: string) => Record<string, number> | undefined;
}

const pkgVersion = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version as string;
const slug = (i: number) => `synthetic-${i}`;
const treatmentPage = (out: string): PageFile => (i) => join(out, 'treatment', `${slug(i)}.html`);

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
  delete e.NODE_OPTIONS; // tsx runs this script; the builds must not inherit its loader
  return e;
}

async function writeMany(n: number, write: (i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < n; start += 500) {
    await Promise.all(Array.from({ length: Math.min(500, n - start) }, (_, k) => write(start + k)));
  }
}

/** `site build` of one content folder; the cache folder is .cache beside it. */
const siteBuild = (content: string, out: string, schemas: string): Command => ({
  cmd: process.execPath,
  args: [join(ROOT, 'bin', 'site.js'), 'build', '--content', content, '--out', out, '--schemas', schemas, '--json'],
  env: env(),
  cwd: ROOT,
});

const stages = (stdout: string) => {
  try {
    const r = JSON.parse(stdout) as { timings: Record<string, number>; pages: unknown[] };
    return { ...r.timings, pages: r.pages.length };
  } catch { return undefined; }
};

export interface Setup { tools: Tool[]; reference: PageFile; referenceFiles: string }

export async function setUp(work: string, n: number, names: ToolName[]): Promise<Setup> {
  const rmrf = (...paths: string[]) => setAside(join(work, 'trash'), ...paths);
  // Our content: the shipped English site plus N synthetic pages. ours-warm's copy also feeds the reference build.
  const warmDir = join(work, 'ours-warm');
  const content = join(warmDir, 'content');
  await copyEnglishContent(join(ROOT, 'content'), content);
  await addSyntheticPages(content, n);
  // The pictures' committed encodings, which a clone of the project has beside its content.
  const encodings = join(ROOT, DEFAULTS.encodedImagesDir);
  await cp(encodings, join(warmDir, DEFAULTS.encodedImagesDir), { recursive: true });
  const pageYaml = (i: number) => readFile(join(content, 'treatment', `${slug(i)}.yaml`), 'utf8');

  const referenceOut = join(work, 'reference');
  const ref = siteBuild(content, referenceOut, join(work, 'reference-schemas'));
  execFileSync(ref.cmd, ref.args, { env: ref.env, cwd: ref.cwd, stdio: 'ignore' });
  const reference = treatmentPage(referenceOut);
  const data = JSON.stringify(await layoutData(content, ourAssets(readFileSync(reference(0), 'utf8'))));
  const tools: Tool[] = [];

  if (names.includes('hugo')) {
    const dir = join(work, 'hugo');
    await cp(join(HERE, 'sites', 'hugo'), dir, { recursive: true });
    await mkdir(join(dir, 'content', 'treatment'), { recursive: true });
    await mkdir(join(dir, 'data'), { recursive: true });
    await writeFile(join(dir, 'data', 'layoutData.json'), data);
    await writeMany(n, async (i) => writeFile(join(dir, 'content', 'treatment', `${slug(i)}.md`), `---\n${await pageYaml(i)}\n---\n`));
    const out = join(dir, 'public');
    const cache = join(dir, '.hugo-cache');
    tools.push({
      name: 'hugo', label: 'Hugo', out, pageFile: treatmentPage(out),
      version: execFileSync('hugo', ['version'], { encoding: 'utf8' }).match(/v[\d.]+/)?.[0] ?? 'unknown',
      clean: async () => { await rmrf(out, cache, join(dir, 'resources'), join(dir, '.hugo_build.lock')); },
      command: () => ({ cmd: 'hugo', args: ['--quiet', '--source', dir, '--destination', out, '--cacheDir', cache, '--ignoreCache'], env: env(), cwd: dir }),
    });
  }

  /** A JavaScript tool's project: its site, the layout code it shares with the other, node_modules, the layout data and the N pages. */
  const jsProject = async (name: string, dataFile: string, pagesDir: string): Promise<string> => {
    const dir = join(work, name);
    await cp(join(HERE, 'sites', name), dir, { recursive: true });
    await cp(join(HERE, 'sites', 'shared'), join(dir, 'shared'), { recursive: true });
    await symlink(MODULES, join(dir, 'node_modules'), 'dir');
    await mkdir(dirname(join(dir, dataFile)), { recursive: true });
    await mkdir(join(dir, pagesDir), { recursive: true });
    await writeFile(join(dir, dataFile), data);
    await writeMany(n, async (i) => writeFile(join(dir, pagesDir, `${slug(i)}.yaml`), await pageYaml(i)));
    return dir;
  };

  if (names.includes('eleventy')) {
    const dir = await jsProject('eleventy', 'src/_data/layoutData.json', 'src/treatment');
    const out = join(dir, '_site');
    const pkg = join(MODULES, '@11ty', 'eleventy');
    tools.push({
      name: 'eleventy', label: 'Eleventy', out, pageFile: treatmentPage(out), version: pkgVersion(pkg),
      clean: async () => { await rmrf(out, join(dir, DEFAULTS.cacheDir)); },
      // The same as `npx @11ty/eleventy --quiet`, without npx's own start-up.
      command: () => ({ cmd: process.execPath, args: [join(pkg, 'cmd.cjs'), '--quiet'], env: env(), cwd: dir }),
    });
  }

  if (names.includes('astro')) {
    const dir = await jsProject('astro', 'src/data/layoutData.json', 'content/treatment');
    const out = join(dir, 'dist');
    const pkg = join(MODULES, 'astro');
    tools.push({
      name: 'astro', label: 'Astro', out, pageFile: treatmentPage(out), version: pkgVersion(pkg),
      clean: async () => {
        await rmrf(out, join(dir, '.astro'), join(dir, '.astro-cache'), join(dir, '.vite-cache'),
          // Defaults, in case a future Astro ignores cacheDir: they would land in bench/compare/node_modules.
          join(MODULES, '.astro'), join(MODULES, '.vite'));
      },
      command: () => ({ cmd: process.execPath, args: [join(pkg, 'astro.js'), 'build', '--silent'], env: env(), cwd: dir }),
    });
  }

  /**
   * Ours, fully cold: no output, no .cache (CSS and island bundles, page cache, kept checks) and no
   * compiled CLI (.build/), so the command compiles itself first, as on a fresh clone, which has the
   * pictures' committed encodings beside its content (`withEncodings`); without them, every picture
   * is encoded again (into .cache/images).
   */
  const cold = async (name: ToolName, label: string, withEncodings: boolean) => {
    const dir = join(work, name);
    await cp(content, join(dir, 'content'), { recursive: true });
    if (withEncodings) await cp(encodings, join(dir, DEFAULTS.encodedImagesDir), { recursive: true });
    const out = join(dir, 'dist');
    tools.push({
      name, label, out, pageFile: treatmentPage(out), version: pkgVersion(ROOT),
      clean: async () => { await rmrf(out, join(dir, DEFAULTS.cacheDir), join(dir, 'schemas'), join(ROOT, '.build')); },
      command: () => siteBuild(join(dir, 'content'), out, join(dir, 'schemas')),
      details: stages,
    });
  };
  if (names.includes('ours')) await cold('ours', 'Ours, cold', true);
  if (names.includes('ours-encoding')) await cold('ours-encoding', 'Ours, cold, encoding', false);

  // Ours with the compile caches primed (by the reference build): the CSS and island bundles and the
  // compiled CLI are kept (and the committed encodings, as for a cold build); the output, the page cache and the kept page
  // checks are deleted, so every page is read, checked, rendered and written. This is the work the other three do.
  if (names.includes('ours-warm')) {
    const out = join(warmDir, 'dist');
    tools.push({
      name: 'ours-warm', label: 'Ours, caches primed', out, pageFile: treatmentPage(out), version: pkgVersion(ROOT),
      clean: async () => {
        await rmrf(out, join(warmDir, DEFAULTS.cacheDir, 'pages.json'), join(warmDir, DEFAULTS.cacheDir, 'checks.ndjson'), join(warmDir, 'schemas'));
        // A cold build of ours may have deleted the compiled CLI since: compile it again, unmeasured.
        execFileSync(process.execPath, [join(ROOT, 'bin', 'compiled.mjs')], { stdio: 'ignore' });
      },
      command: () => siteBuild(content, out, join(warmDir, 'schemas')),
      details: stages,
    });
  }
  return { tools, reference, referenceFiles: referenceOut };
}
