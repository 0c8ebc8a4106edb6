/**
 * site dev's rebuild: with the last output still in place, the pages whose
 * keys changed are rendered here and replaced in the served folder, with any
 * other file whose bytes changed; nothing is written until they have rendered.
 * After the load and validate stages (in build.ts), the same order as a full
 * build: assets and keys, render, emit, report.
 */
import { rm } from 'node:fs/promises';
import { pageFile } from '../../contract/routes.ts';
import { cachedPageKey, pageCacheFile } from '../cache/pages.ts';
import { writeSchemas } from '../emit/json-schema.ts';
import { refusals } from '../emit/refusals.ts';
import { siteFiles, writtenAssets } from '../emit/site-files.ts';
import { removeFile, replaceFile } from '../emit/write.ts';
import type { Content, PageEntry } from '../pipeline.ts';
import { siteFigures } from '../report/figures.ts';
import { siteStandIns } from '../validate/stand-ins.ts';
import { failedBuild, prepareShared, type BuildOutcome, type BuildRun, type SharedInputs } from './run.ts';
import type { LastOutput } from './types.ts';

/**
 * The renderer (React and the templates), imported once per process and then held. Each import() of
 * a module already loaded still asks Node's module loader, and while module hooks are registered
 * (tsx's in site dev, which loads the generator from its sources; Tailwind's once a build has made the
 * CSS) that is a round trip to the hooks' own thread: asked on every save, the wait was about a
 * quarter of a save of a 5,000-page site of two languages on a busy machine. A failed import is not
 * held: the next save tries again.
 */
let renderer: Promise<typeof import('../render/index.ts')> | undefined;
export function loadRenderer(): Promise<typeof import('../render/index.ts')> {
  renderer ??= import('../render/index.ts').catch((err: unknown) => {
    renderer = undefined;
    throw err;
  });
  return renderer;
}

/** At most this many changed pages are replaced in place; more, and the build writes a fresh folder. */
export const IN_PLACE_MAX = 200;

interface PlannedPage { entry: PageEntry; file: string; key: string }

export interface InPlacePlan {
  content: Content;
  shared: SharedInputs;
  /** Every page of the site, in order. */
  pages: PlannedPage[];
  /** The pages whose key differs from the one the last output was rendered from. */
  changed: PlannedPage[];
  /** The stand-ins site.yaml still has, for the summary. */
  standIns: string[];
}

/**
 * Each page entry's output file and key, while what all pages share stays the same. site dev keeps the
 * entries of the files a save did not change, so a save works these out only for the pages it changed.
 */
const plans = new WeakMap<PageEntry, PlannedPage & { shared: string }>();

function planned(run: BuildRun, shared: string, entry: PageEntry): PlannedPage {
  const known = plans.get(entry);
  if (known?.shared === shared) return known;
  const plan = { entry, file: pageFile(entry.route, entry.prefix), key: cachedPageKey(run.state.keys, shared, entry), shared };
  plans.set(entry, plan);
  return plan;
}

/** Which pages changed since the last output. */
export async function planInPlace(run: BuildRun, content: Content, last: LastOutput): Promise<InPlacePlan> {
  const standIns = siteStandIns(content.site);
  const shared = await prepareShared(run, content);
  const pages = content.pages.map((entry) => planned(run, shared.key, entry));
  const changed = pages.filter((p) => last.pages.get(p.file)?.key !== p.key);
  run.stopwatch.lap('assets');
  return { content, shared, pages, changed, standIns };
}

export async function rebuildInPlace(run: BuildRun, plan: InPlacePlan, last: LastOutput): Promise<BuildOutcome> {
  const { content, shared, pages } = plan;
  // The page cache on disk is about to describe the output wrongly: drop it (it is written again by the next full build).
  if (last.cacheOnDisk) {
    await rm(pageCacheFile(run.cacheDir), { force: true });
    last.cacheOnDisk = false;
  }
  const { renderPage } = await loadRenderer();
  const fresh = new Map(plan.changed.map((p) => [p.file, renderPage(p.entry, shared.env)]));
  const records = pages.map((p) => {
    const page = fresh.get(p.file);
    if (!page) return last.pages.get(p.file)!.record;
    const { html, ...record } = page;
    return { ...record, bytes: Buffer.byteLength(html) };
  });
  run.stopwatch.lap('render');

  const refused = refusals(records);
  if (refused) return failedBuild(refused.problems, refused.overBudget);
  const assets = await writtenAssets(shared.assets);
  const site = siteFiles(content, records, assets, run.options.staging, run.state.siteFiles);
  const files = new Map(site.files.map((f) => [f.path, f.body]));
  const now = new Map(pages.map((p, i) => [p.file, { key: p.key, record: records[i]! }]));
  const { outDir } = run;
  await Promise.all([
    ...[...fresh].map(([file, page]) => replaceFile(outDir, file, page.html)),
    ...[...files].filter(([path, body]) => !sameBody(last.files.get(path), body)).map(([path, body]) => replaceFile(outDir, path, body)),
    ...[...last.pages.keys()].filter((file) => !now.has(file)).map((file) => removeFile(outDir, file)),
    ...[...last.files.keys()].filter((path) => !files.has(path)).map((path) => removeFile(outDir, path)),
  ]);
  await writeSchemas(run.options.schemasDir, shared.assets.schemas);
  run.state.last = { outDir, pages: now, files, cacheOnDisk: false };
  return { ok: true, problems: [], rendered: fresh.size, mode: 'incremental', ...siteFigures(records, assets, site, content.placeholders), standIns: plan.standIns };
}

const sameBody = (a: string | Buffer | undefined, b: string | Buffer) =>
  a === b || (a !== undefined && typeof a === typeof b && (typeof a === 'string' ? a === b : (a as Buffer).equals(b as Buffer)));
