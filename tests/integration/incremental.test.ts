/**
 * Rebuilds redo only what changed, and never serve a stale page: the page
 * cache across processes, the in-place path of a long-running process
 * (site dev), and rendering in worker threads. Each test edits its own copy
 * of tests/fixtures/minimal-site.
 */
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { build, createBuildState, type BuildOptions } from '../../generator/build.ts';
import { bundleIslands } from '../../generator/assets/islands.ts';
import { codeFingerprint, codeVersion, TEMPLATES_DIR } from '../../generator/cache/fingerprint.ts';
import { startRenderPool } from '../../generator/render/pool.ts';
import { CODE_INPUTS } from '../../contract/inputs.ts';
import { load } from '../../generator/load/index.ts';
import { validate } from '../../generator/validate/index.ts';
import { editFile, fixtureSite, replaceOnce } from '../helpers/fixtures.ts';
import { ROOT } from '../helpers/site.ts';
import { snapshotOf } from '../helpers/snapshot.ts';
import type { Content, PageEntry, RenderEnv } from '../../generator/pipeline.ts';

let work: string;
let opts: BuildOptions;
const read = (path: string) => readFile(join(opts.outDir, path), 'utf8');
const edit = (path: string, from: string, to: string) => editFile(opts.contentDir, path, from, to);
const ALCOHOL = 'treatment/alcohol-addiction.yaml';
const HERO_TITLE = '  title: Alcohol Treatment\n';

beforeEach(async () => {
  const site = await fixtureSite('minimal-site');
  work = site.dir;
  opts = { contentDir: site.contentDir, outDir: site.outDir, cacheDir: site.cacheDir };
});

describe('a rebuild in a new process (the page cache)', () => {
  it('renders nothing when nothing changed, and writes the same site', async () => {
    const first = await build(opts);
    expect(first.ok).toBe(true);
    expect(first.rendered).toBe(first.pages.length);
    const before = await snapshotOf(opts.outDir);

    const again = await build(opts); // a fresh state, as a new `site build` has
    expect(again.ok).toBe(true);
    expect(again.rendered).toBe(0);
    expect(await snapshotOf(opts.outDir)).toEqual(before);
  });

  it('renders only the page whose file changed', async () => {
    await build(opts);
    const other = await read('treatment/heroin-addiction.html');
    await edit(ALCOHOL, HERO_TITLE, '  title: Alcohol Treatment That Starts Today\n');
    const result = await build(opts);
    expect(result.rendered).toBe(1);
    expect(await read('treatment/alcohol-addiction.html')).toContain('Alcohol Treatment That Starts Today');
    expect(await read('treatment/heroin-addiction.html')).toBe(other);
  });

  it('renders every page again when a fact they all show changes in site.yaml', async () => {
    const first = await build(opts);
    await edit('site.yaml', '(555) 010-0100', '(555) 010-0199');
    const result = await build(opts);
    expect(result.ok).toBe(true);
    expect(result.rendered).toBe(first.pages.length);
    // Every page the visitors read shows it (the admissions inbox, the team's page, shows no number).
    for (const p of result.pages.filter((page) => page.kind !== 'inbox')) {
      const html = await read(p.file);
      expect(html, p.file).toContain('(555) 010-0199');
      expect(html, p.file).not.toContain('(555) 010-0100');
    }
  });

  it('renders every page again when the output folder was emptied by hand', async () => {
    const first = await build(opts);
    await rm(join(opts.outDir, 'treatment'), { recursive: true });
    const result = await build(opts);
    expect(result.rendered).toBe(first.pages.filter((p) => p.kind === 'treatment').length);
    await expect(read('treatment/alcohol-addiction.html')).resolves.toContain('<h1');
  });
});

describe('the CSS and island bundles kept between commands', () => {
  it('are read back by a later build with the same code, and made again when the code differs', async () => {
    await build(opts);
    const [stored] = await readdir(join(opts.cacheDir!, 'code-assets'));
    expect(stored).toBe(`${await codeFingerprint(TEMPLATES_DIR)}.json`);
    // A later command finds them under its code's fingerprint: what is stored there is what it ships.
    const file = join(opts.cacheDir!, 'code-assets', stored!);
    const kept = JSON.parse(await readFile(file, 'utf8')) as { css: string };
    await writeFile(file, JSON.stringify({ ...kept, css: `${kept.css}\n/* kept */` }));
    await rm(opts.outDir, { recursive: true });
    await rm(join(opts.cacheDir!, 'pages.json'));
    const again = await build(opts);
    expect(again.ok).toBe(true);
    const cssFile = (await readdir(join(opts.outDir, 'assets'))).find((f) => f.endsWith('.css'))!;
    expect(await read(`assets/${cssFile}`)).toMatch(/\/\* kept \*\/$/);
    // Assets kept for other code (an older version of the templates) are not used, and are replaced.
    await rename(file, join(opts.cacheDir!, 'code-assets', 'older-code.json'));
    await rm(opts.outDir, { recursive: true });
    await rm(join(opts.cacheDir!, 'pages.json'));
    expect((await build(opts)).ok).toBe(true);
    expect(await readdir(join(opts.cacheDir!, 'code-assets'))).toEqual([stored]);
    const madeCss = (await readdir(join(opts.outDir, 'assets'))).find((f) => f.endsWith('.css'))!;
    expect(await read(`assets/${madeCss}`)).not.toContain('/* kept */');
  });
});

describe('a build that streams pages to the renderers', () => {
  it('points at the line of a broken link found after the page left memory, and keeps the previous site', async () => {
    await build(opts);
    const before = await snapshotOf(opts.outDir);
    const line = (await readFile(join(opts.contentDir, ALCOHOL), 'utf8')).split('\n').findIndex((l) => l.includes('href: /treatment/heroin-addiction')) + 1;
    await edit(ALCOHOL, 'href: /treatment/heroin-addiction', 'href: /treatment/opium-addiction');
    const result = await build({ ...opts, workers: 2 });
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => `${p.code} ${p.file}:${p.line} ${p.field}`)).toEqual([`broken-link ${ALCOHOL}:${line} relatedTreatments[0].href`]);
    expect(result.problems[0]!.source).toContain('/treatment/opium-addiction');
    expect(await snapshotOf(opts.outDir)).toEqual(before);
    expect((await readdir(work)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });
});

describe('a rebuild in the same process (site dev)', () => {
  it('replaces the changed page in place and leaves every other file alone', async () => {
    const state = createBuildState();
    expect((await build(opts, state)).mode).toBe('full');
    const before = await snapshotOf(opts.outDir);
    const untouched = await stat(join(opts.outDir, 'treatment/heroin-addiction.html'));

    await edit(ALCOHOL, HERO_TITLE, '  title: Alcohol Treatment That Starts Today\n');
    const result = await build(opts, state);
    expect(result).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    const after = await snapshotOf(opts.outDir);
    const changed = [...after].filter(([path, body]) => before.get(path) !== body).map(([path]) => path);
    expect(changed).toEqual(['treatment/alcohol-addiction.html']);
    expect((await stat(join(opts.outDir, 'treatment/heroin-addiction.html'))).mtimeMs).toBe(untouched.mtimeMs);
  });

  it('never lets a later build reuse a page that was replaced in place: an edit undone shows the original again', async () => {
    await build(opts);
    const original = await read('treatment/alcohol-addiction.html');
    const file = join(opts.contentDir, ALCOHOL);
    const source = await readFile(file, 'utf8');
    const state = createBuildState();
    await build(opts, state);
    await writeFile(file, replaceOnce(source, HERO_TITLE, '  title: Edited While site dev Ran\n'));
    expect(await build(opts, state)).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    expect(await read('treatment/alcohol-addiction.html')).toContain('Edited While site dev Ran');

    await writeFile(file, source); // undone after site dev stopped
    const next = await build(opts); // a new site build
    expect(next.ok).toBe(true);
    expect(await read('treatment/alcohol-addiction.html')).toBe(original);
  });

  it('given the watcher\'s list of changed files, reads those alone; without it, checks every file', async () => {
    const state = createBuildState();
    await build(opts, state);
    await edit(ALCOHOL, HERO_TITLE, '  title: Alcohol, Edited\n');
    await edit('treatment/heroin-addiction.yaml', '  title: Heroin Treatment\n', '  title: Heroin, Edited\n');
    const hinted = await build({ ...opts, changed: ['treatment/alcohol-addiction.yaml', 'treatment/gone.yaml'] }, state);
    expect(hinted).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    expect(await read('treatment/alcohol-addiction.html')).toContain('Alcohol, Edited');
    expect(await read('treatment/heroin-addiction.html')).not.toContain('Heroin, Edited');

    const full = await build(opts, state);
    expect(full).toMatchObject({ ok: true, rendered: 1 });
    expect(await read('treatment/heroin-addiction.html')).toContain('Heroin, Edited');
  });

  it('adds a new page to the site and the sitemap, and removes both when its file is deleted', async () => {
    const state = createBuildState();
    const first = await build(opts, state);
    const source = await readFile(join(opts.contentDir, ALCOHOL), 'utf8');
    await writeFile(join(opts.contentDir, 'treatment/kratom-addiction.yaml'), replaceOnce(source, 'title: Alcohol Addiction Treatment', 'title: Kratom Addiction Treatment'));

    const added = await build(opts, state);
    expect(added).toMatchObject({ ok: true, mode: 'incremental', rendered: 1 });
    expect(added.pages).toHaveLength(first.pages.length + 1);
    expect(await read('treatment/kratom-addiction.html')).toContain('Kratom Addiction Treatment');
    expect(await read('sitemap.xml')).toContain('/treatment/kratom-addiction</loc>');

    await rm(join(opts.contentDir, 'treatment/kratom-addiction.yaml'));
    const removed = await build(opts, state);
    expect(removed).toMatchObject({ ok: true, mode: 'incremental', rendered: 0 });
    await expect(read('treatment/kratom-addiction.html')).rejects.toThrow(/ENOENT/);
    expect(await read('sitemap.xml')).not.toContain('kratom');
  });

  it('writes nothing while a file has a problem, and catches up once it is fixed', async () => {
    const state = createBuildState();
    await build(opts, state);
    const before = await snapshotOf(opts.outDir);
    await edit(ALCOHOL, 'title: Alcohol Addiction Treatment\n', 'title:\n');
    const broken = await build(opts, state);
    expect(broken.ok).toBe(false);
    expect(broken.problems.map((p) => `${p.file}:${p.line}:${p.field}`)).toEqual([`${ALCOHOL}:1:title`]);
    expect(await snapshotOf(opts.outDir)).toEqual(before);

    await edit(ALCOHOL, 'title:\n', 'title: Alcohol Rehab in Springfield\n');
    const fixed = await build(opts, state);
    expect(fixed).toMatchObject({ ok: true, rendered: 1 });
    expect(await read('treatment/alcohol-addiction.html')).toContain('<title>Alcohol Rehab in Springfield');
  });
});

describe('rendering in worker threads', () => {
  it('writes the same bytes as rendering on the main thread, and reports progress up to every page', async () => {
    const main = await build({ ...opts, outDir: join(work, 'main'), workers: 0 });
    const seen: number[] = [];
    const threaded = await build({ ...opts, outDir: join(work, 'threads'), workers: 2, onProgress: (done, total) => { seen.push(done); expect(total).toBe(main.pages.length); } });
    expect(threaded.ok).toBe(true);
    expect(threaded.rendered).toBe(main.pages.length);
    expect(seen.at(-1)).toBe(main.pages.length);
    expect(await snapshotOf(join(work, 'threads'))).toEqual(await snapshotOf(join(work, 'main')));
  });
});

describe('the code fingerprint', () => {
  it('changes when the forms schemas, which the form islands bundle, change', async () => {
    const root = join(work, 'repository');
    for (const path of CODE_INPUTS) await cp(join(ROOT, path), join(root, path), { recursive: true });
    const templates = join(root, 'templates');
    const before = await codeFingerprint(templates, undefined, root);
    expect(await codeFingerprint(templates, undefined, root)).toBe(before);
    const schemas = join(root, 'contract', 'forms.ts');
    await writeFile(schemas, (await readFile(schemas, 'utf8')) + '\n// changed\n');
    expect(await codeFingerprint(templates, undefined, root)).not.toBe(before);
  });

  it('changes when any file of the generator or templates changes', async () => {
    const dir = join(work, 'code');
    await cp(join(ROOT, 'templates'), dir, { recursive: true });
    const before = await codeVersion([dir]);
    expect(await codeVersion([dir])).toBe(before);
    const file = join(dir, 'partials', 'Footer.tsx');
    await writeFile(file, (await readFile(file, 'utf8')) + '\n// changed\n');
    expect(await codeVersion([dir])).not.toBe(before);
  });
});

describe('the render pool', () => {
  /** The fixture site's pages, and what rendering them takes. */
  async function fixturePages(): Promise<{ content: Content; env: RenderEnv }> {
    const checked = validate(await load(opts.contentDir));
    if (!checked.ok) throw new Error('the fixture site is invalid');
    const islands = await bundleIslands(join(ROOT, 'templates'));
    const env: RenderEnv = { languages: checked.content.languages, cssHref: '/site.css', islands: { graph: islands.graph, gzipBytes: islands.gzipBytes }, images: new Map() };
    return { content: checked.content, env };
  }

  it('serves one build after another, and names the page when a render fails', async () => {
    const { content, env: good } = await fixturePages();
    // No island is known to this one, and every page with the site's header uses two.
    const bad: RenderEnv = { ...good, islands: { graph: new Map(), gzipBytes: new Map() } };
    const treatment = content.pages.filter((p) => p.kind === 'treatment');
    const pool = startRenderPool(2);
    const render = async (entries: PageEntry[], env: RenderEnv, dir: string) => {
      const sink = pool.begin(env, dir, entries.length);
      sink.submit(entries.slice(0, 1));
      sink.submit(entries.slice(1));
      return [...(await sink.done()).values()];
    };
    try {
      const first = await render(treatment, good, join(work, 'a'));
      expect(first.map((r) => r.file).sort()).toEqual(treatment.map((p) => `${p.route!.slice(1)}.html`).sort());
      // The render error crosses from the worker with its cause: the template's own error.
      const failure = await render(treatment, bad, join(work, 'b')).then(() => undefined, (err: unknown) => err as Error);
      expect(failure?.message).toMatch(/^rendering treatment\/[a-z-]+\.yaml failed$/);
      expect((failure?.cause as Error | undefined)?.message).toMatch(/island/);
      const renamed = good.languages.map((l) => ({ ...l, site: { ...l.site, name: 'Renamed Recovery' } }));
      const again = await render(treatment, { ...good, languages: renamed }, join(work, 'c'));
      expect(again).toHaveLength(treatment.length);
      for (const r of again) expect(await readFile(join(work, 'c', r.file), 'utf8')).toContain('Renamed Recovery');
    } finally {
      await pool.close();
    }
  });

  it('keeps the checking waiting while many checked pages wait for a worker, then renders every one', async () => {
    const { content, env } = await fixturePages();
    const page = content.pages.find((p) => p.kind === 'treatment')!;
    // 500 pages, 20 batches of 25: more than one worker's batches in flight and its queue hold.
    const pages = Array.from({ length: 500 }, (_, i) => ({ ...page, route: `/treatment/copy-${i}`, baseRoute: `/treatment/copy-${i}` }));
    const pool = startRenderPool(1);
    try {
      let rendered = 0;
      const sink = pool.begin(env, join(work, 'queued'), pages.length, (done) => { rendered = done; });
      sink.submit(pages);
      // Nothing can have been rendered yet: the worker answers only between turns of the event loop.
      expect(rendered).toBe(0);
      await sink.room!();
      // The room came from the worker's answers: pages were rendered meanwhile, and some still wait.
      expect(rendered).toBeGreaterThan(0);
      expect(rendered).toBeLessThan(pages.length);
      const records = await sink.done();
      expect(records.size).toBe(pages.length);
      expect(await readFile(join(work, 'queued', 'treatment', 'copy-499.html'), 'utf8')).toContain(page.data.title as string);
    } finally {
      await pool.close();
    }
  });
});
