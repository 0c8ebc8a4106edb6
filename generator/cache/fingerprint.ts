/**
 * Fingerprints of the code that turns content into HTML: every cache is keyed by one, so that
 * changed code never meets a page, a check or a bundle made by other code.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { codeInputs, REPO_ROOT } from '../../contract/inputs.ts';

export const TEMPLATES_DIR = join(REPO_ROOT, 'templates');

/**
 * The fingerprint of the code inputs (contract/inputs.ts), and of the templates folder the build was
 * given. A command run from its compiled copy (bin/site.js) has one already, taken over every source
 * file (the code inputs among them) before it started (`compiledFrom`): it stands in when the
 * templates are the project's.
 */
export function codeFingerprint(templatesDir: string, compiledFrom?: string, root = REPO_ROOT): Promise<string> {
  if (compiledFrom && root === REPO_ROOT && resolve(templatesDir) === TEMPLATES_DIR) return Promise.resolve(compiledFrom);
  return codeVersion([...new Set([...codeInputs(root), resolve(templatesDir)])]);
}

/**
 * A fingerprint of the code that turns content into HTML (the code inputs of
 * contract/inputs.ts): every source file below the given folders and any
 * single file given, by path and bytes.
 */
export async function codeVersion(paths: readonly string[]): Promise<string> {
  const h = createHash('sha256');
  for (const path of paths) {
    const isDir = (await stat(path).catch(() => null))?.isDirectory();
    const files = isDir
      ? (await readdir(path, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && /\.(?:tsx?|mjs|css|json)$/.test(e.name))
        .map((e) => join(e.parentPath, e.name))
        .sort()
      : [path];
    const bodies = await Promise.all(files.map((f) => readFile(f).catch(() => Buffer.alloc(0))));
    files.forEach((f, i) => h.update(f).update('\0').update(bodies[i]!).update('\0'));
  }
  return h.digest('base64url');
}
