/**
 * Page checks kept between builds (generator/cache/checks.ts): a new
 * process takes an unchanged page's check from the cache folder instead of
 * parsing and checking the file again, and still reports every problem the
 * page has with the rest of the site, at the right line. Each test edits its
 * own copy of tests/fixtures/minimal-site.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { build, type BuildOptions } from '../../generator/build.ts';
import { checkCacheFile } from '../../generator/cache/checks.ts';
import { editFile, fixtureSite } from '../helpers/fixtures.ts';
import { snapshotOf } from '../helpers/snapshot.ts';

let opts: BuildOptions;
const ALCOHOL = 'treatment/alcohol-addiction.yaml';
/** The content pages of the fixture; the shared files (site.yaml, navigation.yaml and the rest) are kept with their data. */
const PAGE_FILES = 11;

type Kept = [string, { entry: { file: string }; facts: { hrefs: { path: (string | number)[]; value: string }[] } }];
/** The kept checks file: a header line, then a check a line. */
async function readChecks(): Promise<{ header: string; checks: Kept[] }> {
  const [header, ...lines] = (await readFile(checkCacheFile(opts.cacheDir!), 'utf8')).trimEnd().split('\n');
  return { header: header!, checks: lines.map((line) => JSON.parse(line) as Kept) };
}
const writeChecks = (kept: { header: string; checks: Kept[] }) => writeFile(checkCacheFile(opts.cacheDir!), [kept.header, ...kept.checks.map((c) => JSON.stringify(c))].join('\n') + '\n');

/** A link to a page that does not exist, added to the alcohol page's kept check (its file stays as it is). */
async function plantBrokenLink(): Promise<void> {
  const kept = await readChecks();
  kept.checks.find(([, c]) => 'entry' in c && c.entry.file === ALCOHOL)![1].facts.hrefs.push({ path: ['hero', 'title'], value: '/treatment/no-such-page' });
  await writeChecks(kept);
}

beforeEach(async () => {
  const site = await fixtureSite('minimal-site');
  opts = { contentDir: site.contentDir, outDir: site.outDir, cacheDir: site.cacheDir };
});

describe('page checks kept between builds', () => {
  it('a build that fails on one page keeps the checks of all the others', async () => {
    await editFile(opts.contentDir, ALCOHOL, '  subtitle: Safe, supervised care for Alcohol use.\n', '');
    const failed = await build(opts);
    expect(failed.problems.map((p) => `${p.code} ${p.file}`)).toEqual([`missing-field ${ALCOHOL}`]);
    const kept = (await readChecks()).checks.flatMap(([, c]) => ('entry' in c ? [c.entry.file] : []));
    expect(kept).toHaveLength(PAGE_FILES - 1);
    expect(kept).not.toContain(ALCOHOL);

    await editFile(opts.contentDir, ALCOHOL, '  title: Alcohol Treatment\n', '  title: Alcohol Treatment\n  subtitle: Safe, supervised care for Alcohol use.\n');
    expect((await build(opts)).ok).toBe(true);
    expect((await readChecks()).checks.flatMap(([, c]) => ('entry' in c ? [c.entry.file] : []))).toHaveLength(PAGE_FILES);
  });

  it('keeps one check per page, and a new process uses them: a planted link to nowhere is reported until the page changes', async () => {
    const first = await build(opts);
    expect(first.ok).toBe(true);
    const kept = await readChecks();
    const pages = kept.checks.flatMap(([, c]) => ('entry' in c ? [c.entry.file] : []));
    expect(pages).toHaveLength(PAGE_FILES);
    expect(pages).toContain(ALCOHOL);

    // The kept facts, not the file, are what the next build checks links with.
    await plantBrokenLink();
    const planted = await build(opts);
    expect(planted.ok).toBe(false);
    expect(planted.problems.map((p) => `${p.code} ${p.file}`)).toEqual([`broken-link ${ALCOHOL}`]);
    expect(planted.problems[0]!.got).toContain('"/treatment/no-such-page"');

    // Once the page's text changes, its check is made again from the file.
    await editFile(opts.contentDir, ALCOHOL, '  title: Alcohol Treatment\n', '  title: Alcohol Treatment Today\n');
    const edited = await build(opts);
    expect(edited.ok).toBe(true);
    expect(await readFile(join(opts.outDir, 'treatment/alcohol-addiction.html'), 'utf8')).toContain('Alcohol Treatment Today');
  });

  it('takes a shared file\'s data from its kept check too, until the file changes', async () => {
    expect((await build(opts)).ok).toBe(true);
    const kept = await readChecks();
    const navigation = kept.checks.map(([, c]) => c as unknown as { data?: { cta?: { label: string } } }).find((c) => c.data?.cta);
    expect(navigation?.data?.cta?.label).toBe('Get Help Now');
    navigation!.data!.cta!.label = 'A Label Only The Kept Check Has';
    await writeChecks(kept);
    expect((await build(opts)).ok).toBe(true);
    expect(await readFile(join(opts.outDir, 'index.html'), 'utf8')).toContain('A Label Only The Kept Check Has');

    await editFile(opts.contentDir, 'navigation.yaml', 'label: Get Help Now', 'label: Call Us Now');
    expect((await build(opts)).ok).toBe(true);
    const home = await readFile(join(opts.outDir, 'index.html'), 'utf8');
    expect(home).toContain('Call Us Now');
    expect(home).not.toContain('A Label Only The Kept Check Has');
  });

  it('reports the links of unchanged pages to a deleted page, at their lines', async () => {
    expect((await build(opts)).ok).toBe(true);
    await rm(join(opts.contentDir, 'services/medical-detox.yaml'));
    const result = await build(opts);
    expect(result.ok).toBe(false);
    const broken = result.problems.filter((p) => p.code === 'broken-link' && p.file.startsWith('treatment/'));
    expect(broken.map((p) => `${p.file}:${p.line}`).sort()).toEqual(['treatment/alcohol-addiction.yaml:40', 'treatment/heroin-addiction.yaml:40']);
  });

  it('renders a page from its file when its check was kept but its output is gone, the same bytes as before', async () => {
    expect((await build(opts)).ok).toBe(true);
    const before = await snapshotOf(opts.outDir);
    await rm(join(opts.outDir, 'treatment/alcohol-addiction.html'));
    const again = await build(opts);
    expect(again.ok).toBe(true);
    expect(again.rendered).toBe(1);
    expect(await snapshotOf(opts.outDir)).toEqual(before);
  });

  it('checks every page again when a word their {tokens} are filled with changes in site.yaml', async () => {
    expect((await build(opts)).ok).toBe(true);
    await plantBrokenLink();
    await editFile(opts.contentDir, 'site.yaml', 'city: Springfield\n', 'city: Pasadena\n');
    const result = await build(opts);
    expect(result.problems).toEqual([]);
    expect(result.rendered).toBe(result.pages.length);
  });
});
