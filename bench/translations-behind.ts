/**
 * `site dev` saves on a site of two languages with translations behind their English pages:
 *   npx tsx bench/translations-behind.ts [--pages 500] [--behind 50] [--saves 20]
 *
 * The shipped content (English and Spanish) and `--pages` synthetic pages in each language (copies of
 * the alcohol page and its translation, recorded current), committed to a fresh git repository in a
 * temporary folder; then `--behind` English pages are edited and left uncommitted, so that as many
 * translations are behind and each build reads the English they were made from out of git
 * (generator/load/history.ts). One long-running build state, as `site dev` keeps: a first build, then
 * `--saves` saves a second after it, each editing another English page's title (one more translation
 * behind each time).
 * Printed: the first build's time and each save's, with the median, fastest and slowest.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

process.env.NODE_ENV ??= 'production';
const { build, createBuildState } = await import('../generator/build.ts');

const ROOT = new URL('../', import.meta.url).pathname;
const { values } = parseArgs({ options: { pages: { type: 'string', default: '500' }, behind: { type: 'string', default: '50' }, saves: { type: 'string', default: '20' } } });
const pages = Number(values.pages);
const behind = Number(values.behind);
const saves = Number(values.saves);
if (![pages, behind, saves].every(Number.isInteger) || !(pages > 0 && behind >= 0 && saves > 0 && behind + saves <= pages)) {
  throw new Error('--pages, --behind and --saves: whole numbers, --pages and --saves at least 1, and --behind plus --saves at most --pages');
}

const dir = await mkdtemp(join(tmpdir(), 'translations-behind-'));
try {
  const content = join(dir, 'content');
  await cp(join(ROOT, 'content'), content, { recursive: true });
  const english = await readFile(join(content, 'treatment', 'alcohol-addiction.yaml'), 'utf8');
  const spanish = await readFile(join(content, 'es', 'treatment', 'alcohol-addiction.yaml'), 'utf8');
  const page = (i: number) => join(content, 'treatment', `synthetic-${i}.yaml`);
  for (let i = 0; i < pages; i++) {
    await writeFile(page(i), english);
    await writeFile(join(content, 'es', 'treatment', `synthetic-${i}.yaml`), spanish);
  }
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@harbor.example', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'content');

  const retitle = async (i: number, title: string) => writeFile(page(i), (await readFile(page(i), 'utf8')).replace(/^title: .*$/m, `title: ${title}`));
  for (let i = 0; i < behind; i++) await retitle(i, `Alcohol Addiction Treatment, edited ${i}`);

  const state = createBuildState();
  const options = { contentDir: content, outDir: join(dir, 'dist'), cacheDir: join(dir, '.cache') };
  let t = performance.now();
  const first = await build(options, state);
  if (!first.ok) throw new Error(`the first build failed: ${JSON.stringify(first.problems.slice(0, 3))}`);
  console.log(`${first.pages.length} pages, ${new Set(first.staleTranslations?.map((p) => p.file)).size} translations behind: first build ${(performance.now() - t).toFixed(0)} ms`);

  // A person saves some time after the first build, by when the render code it loads afterwards is in (as bench/build.ts waits).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  for (let k = 0; k < saves; k++) {
    const i = behind + k;
    await retitle(i, `Alcohol Addiction Treatment, saved ${k}`);
    t = performance.now();
    const r = await build({ ...options, changed: [`treatment/synthetic-${i}.yaml`] }, state);
    times.push(performance.now() - t);
    if (!r.ok || r.rendered !== 1) throw new Error(`save ${k + 1} did not rebuild one page`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`saves (ms): ${times.map((x) => x.toFixed(0)).join(' ')}`);
  console.log(`median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, fastest ${sorted[0]!.toFixed(0)}, slowest ${sorted.at(-1)!.toFixed(0)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
