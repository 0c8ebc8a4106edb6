/**
 * site dev's rebuild after a save gives what a fresh build of the same content gives: the same
 * bytes in the output folder when the content is valid, the same problems when it is not, even
 * when the saved file breaks a link in a file that was not touched. Each test edits its own copy
 * of tests/fixtures/minimal-site.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { build, checkContent, createBuildState, type BuildOptions, type BuildResult, type BuildState } from '../../generator/build.ts';
import { editFile, fixtureSite, replaceOnce } from '../helpers/fixtures.ts';
import { EDGE_FUNCTION_PATH } from '../../contract/output.ts';
import { snapshotOf } from '../helpers/snapshot.ts';
import { compileFunction, type EdgeRequest } from '../../preview/edge.ts';

let work: string;
let opts: BuildOptions;
let state: BuildState;
let fresh = 0;

beforeEach(async () => {
  const site = await fixtureSite('minimal-site');
  work = site.dir;
  opts = { contentDir: site.contentDir, outDir: site.outDir, cacheDir: site.cacheDir };
  state = createBuildState();
  expect((await build(opts, state)).ok).toBe(true);
});

/** Save one file as an editor would, and rebuild as site dev does, told by its watcher which file changed. */
async function save(path: string, from: string, to: string): Promise<BuildResult> {
  await editFile(opts.contentDir, path, from, to);
  return build({ ...opts, changed: [path] }, state);
}

async function remove(path: string): Promise<BuildResult> {
  await rm(join(opts.contentDir, path));
  return build({ ...opts, changed: [path] }, state);
}

/** The output folder of a build of the content as it is now, in a process of its own (no kept state, no page cache). */
async function freshBuild(): Promise<Map<string, string>> {
  const outDir = join(work, `fresh-${++fresh}`);
  const result = await build({ contentDir: opts.contentDir, outDir, cacheDir: join(work, 'fresh-cache') });
  expect(result.ok).toBe(true);
  return snapshotOf(outDir);
}

describe('a rebuild after one save (site dev)', () => {
  it('leaves the output folder byte for byte as a fresh build of the edited content', async () => {
    const edited = await save('treatment/alcohol-addiction.yaml', '  title: Alcohol Treatment\n', '  title: Alcohol Treatment Today\n');
    expect(edited).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    expect(await snapshotOf(opts.outDir)).toEqual(await freshBuild());

    const relinked = await save('treatment/alcohol-addiction.yaml', 'href: /treatment/heroin-addiction }', 'href: /policies/privacy }');
    expect(relinked).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    expect(await snapshotOf(opts.outDir)).toEqual(await freshBuild());
  });

  it('lists a page added or deleted in the sitemap and the edge function as a fresh build does', async () => {
    const source = await readFile(join(opts.contentDir, 'treatment/alcohol-addiction.yaml'), 'utf8');
    await writeFile(join(opts.contentDir, 'treatment/kratom-addiction.yaml'), replaceOnce(source, 'title: Alcohol Addiction Treatment', 'title: Kratom Addiction Treatment'));
    const added = await build({ ...opts, changed: ['treatment/kratom-addiction.yaml'] }, state);
    expect(added).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    const withPage = await snapshotOf(opts.outDir);
    const served = (snapshot: Map<string, string>) => (compileFunction(Buffer.from(snapshot.get(EDGE_FUNCTION_PATH)!, 'base64').toString())({ request: { method: 'GET', uri: '/treatment/kratom-addiction', querystring: {}, headers: {} } }) as EdgeRequest).uri;
    expect(served(withPage)).toBe('/treatment/kratom-addiction.html');
    expect(withPage).toEqual(await freshBuild());

    const removed = await remove('treatment/kratom-addiction.yaml');
    expect(removed).toMatchObject({ ok: true, mode: 'incremental', rendered: 0 });
    const withoutPage = await snapshotOf(opts.outDir);
    expect(served(withoutPage)).toBe('/treatment/kratom-addiction'); // no page: on to the not-found page
    expect(withoutPage).toEqual(await freshBuild());
  });

  it('renders every page again after a save of site.yaml, as a fresh build does', async () => {
    const result = await save('site.yaml', '(555) 010-0100', '(555) 010-0199');
    expect(result.ok).toBe(true);
    expect(result.rendered).toBe(result.pages.length);
    expect(await snapshotOf(opts.outDir)).toEqual(await freshBuild());
  });

  it('finds the link an unchanged page has to an anchor the saved page no longer has, and writes nothing', async () => {
    const before = await snapshotOf(opts.outDir);
    const result = await save('policies/nondiscrimination.yaml', '  - id: complaints\n', '  - id: grievances\n');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => `${p.code} ${p.file} ${p.field}`)).toEqual(['broken-link policies/accessibility.yaml sections[3].links[0].href']);
    expect(result.problems).toEqual((await checkContent(opts.contentDir)).problems);
    expect(await snapshotOf(opts.outDir)).toEqual(before);

    const undone = await save('policies/nondiscrimination.yaml', '  - id: grievances\n', '  - id: complaints\n');
    expect(undone).toMatchObject({ ok: true, problems: [] });
    expect(await snapshotOf(opts.outDir)).toEqual(await freshBuild());
  });

  it('finds the links unchanged pages have to a page whose file was deleted', async () => {
    const result = await remove('treatment/heroin-addiction.yaml');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => `${p.code} ${p.file}`)).toContain('broken-link treatment/alcohol-addiction.yaml');
    expect(result.problems).toEqual((await checkContent(opts.contentDir)).problems);
  });

  it('finds the pictures unchanged pages show when the picture\'s file was deleted', async () => {
    const result = await remove('images/photos/room.jpg');
    expect(result.ok).toBe(false);
    expect(new Set(result.problems.map((p) => `${p.code} ${p.file}`))).toEqual(new Set(['missing-image home.yaml']));
    expect(result.problems).toEqual((await checkContent(opts.contentDir)).problems);
  });
});
