/** load(dir): read every file below the content folder. The only disk reads of the pipeline's front half. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseMarkdownFile, parseYamlFile } from './parse.ts';
import type { SourceFile } from './source.ts';

const ASSET = /\.(?:svg|png|jpe?g|webp|avif|ico|txt)$/i;

export async function load(contentDir: string): Promise<SourceFile[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => relative(contentDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
  return Promise.all(
    files.map(async (path): Promise<SourceFile> => {
      const abs = join(contentDir, path);
      if (ASSET.test(path)) return { type: 'asset', path, bytes: await readFile(abs) };
      const text = await readFile(abs, 'utf8');
      return path.endsWith('.md') ? parseMarkdownFile(path, text) : parseYamlFile(path, text);
    }),
  );
}
