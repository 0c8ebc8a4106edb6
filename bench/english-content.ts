/**
 * The benchmarks measure one language: the shipped content as the English-only site it was before
 * content/es/ existed, so figures stay comparable over time and across tools.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/** A language's folder: content/es/, content/pt-br/ (as generator/schema/registry.ts reads them). */
const LANGUAGE_FOLDER = /^[a-z]{2}(?:-[a-z]{2,4})?$/;

/** Copies `from` (a content folder) to `to` without the other languages' folders or site.yaml's language list. */
export async function copyEnglishContent(from: string, to: string): Promise<void> {
  await cp(from, to, {
    recursive: true,
    filter: (src) => {
      const rel = src.slice(from.length).replace(/^[\\/]/, '');
      return rel.includes('/') || !LANGUAGE_FOLDER.test(rel);
    },
  });
  const siteFile = join(to, 'site.yaml');
  const site = parseDocument(await readFile(siteFile, 'utf8'));
  site.delete('languages');
  await writeFile(siteFile, site.toString());
}

/**
 * Adds `n` treatment pages to a content folder: the real alcohol page with a new title and hero
 * title, saved as treatment/synthetic-<i>.yaml, so each passes the real schemas.
 */
export async function addSyntheticPages(content: string, n: number): Promise<void> {
  const template = await readFile(join(content, 'treatment', 'alcohol-addiction.yaml'), 'utf8');
  // A few hundred at a time: tens of thousands of files opened at once exceed the open-file limit.
  for (let start = 0; start < n; start += 500) {
    await Promise.all(Array.from({ length: Math.min(500, n - start) }, (_, k) => start + k).map((i) => writeFile(
      join(content, 'treatment', `synthetic-${i}.yaml`),
      template.replace(/^title: .*$/m, `title: Synthetic Treatment Page ${i}`).replace(/^( {2}title: ).*$/m, `$1Synthetic treatment ${i}`),
    )));
  }
}
