/**
 * Content for scenarios the shipped content does not show: small sites under
 * tests/fixtures/<behaviour>/, copied into a temporary folder so that a test may
 * change them and a build's cache lands beside them, never in the checkout.
 * The folders go when the test file ends.
 */
import { cp, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from '../../generator/load/index.ts';
import type { SourceFile } from '../../generator/pipeline.ts';
import { FIXTURES, ROOT } from './paths.ts';
import { temporaryFolder } from './temp.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

export interface Work {
  /** The temporary folder: content/, and the dist/ and .cache/ a build makes. */
  dir: string;
  contentDir: string;
  outDir: string;
  cacheDir: string;
}

/**
 * A temporary site made of the named fixtures' content folders, each copied
 * over the one before (a scenario names the base site, then its own files).
 */
export async function fixtureSite(...names: string[]): Promise<Work> {
  const dir = await temporaryFolder(`site-${names.at(-1)}-`);
  const contentDir = join(dir, 'content');
  for (const name of names) await cp(join(FIXTURES, name, 'content'), contentDir, { recursive: true });
  return { dir, contentDir, outDir: join(dir, 'dist'), cacheDir: join(dir, DEFAULTS.cacheDir) };
}

/**
 * The content files of the named fixtures, each over the one before, loaded in place (read only):
 * for checks that validate content in memory and build nothing.
 */
export async function fixtureContent(...names: string[]): Promise<SourceFile[]> {
  const layers = await Promise.all(names.map((name) => load(join(FIXTURES, name, 'content'))));
  const byPath = new Map<string, SourceFile>();
  for (const file of layers.flat()) byPath.set(file.path, file);
  return [...byPath.values()];
}

/** Replace one exact piece of a fixture's text; fails when the piece is not there exactly once. */
export function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`"${from}" is not in the text exactly once`);
  return text.replace(from, () => to);
}

/** An editor's change as a function of the text: one exact piece replaced (fails when it is not there exactly once). */
export const replacing = (from: string, to: string) => (text: string): string => replaceOnce(text, from, to);

/** Change a content file of a temporary site as an editor would: one exact piece replaced. */
export async function editFile(contentDir: string, path: string, from: string, to: string): Promise<void> {
  const file = join(contentDir, path);
  await writeFile(file, replaceOnce(await readFile(file, 'utf8'), from, to));
}

/**
 * A templates folder made of the project's templates with a fixture's files
 * over them (tests/fixtures/<name>/templates), for the build's templatesDir.
 * It sits in a temporary copy of the project's layout (every other file and
 * folder linked: node_modules, tsconfig.json...), so it bundles as the real one does.
 */
export async function fixtureTemplates(name: string): Promise<string> {
  const root = await temporaryFolder(`site-${name}-templates-`);
  for (const entry of await readdir(ROOT, { withFileTypes: true })) {
    if (entry.name === 'templates' || entry.name.startsWith('.')) continue;
    await symlink(join(ROOT, entry.name), join(root, entry.name));
  }
  const templates = join(root, 'templates');
  await cp(join(ROOT, 'templates'), templates, { recursive: true });
  await cp(join(FIXTURES, name, 'templates'), templates, { recursive: true });
  return templates;
}
