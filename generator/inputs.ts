/**
 * What a build's output depends on: the content folder and the code that
 * turns it into HTML. The one list behind the page cache's code fingerprint,
 * the staleness checks of `site deploy` and `site infra`, and what `site dev`
 * watches.
 */
import { join, resolve } from 'node:path';

/** The repository this generator belongs to. */
export const REPO_ROOT = new URL('../', import.meta.url).pathname;

/**
 * The code inputs, below the repository: the generator, the templates, the
 * forms schemas (the form islands bundle them) and the lockfile (the versions
 * of React, esbuild, Tailwind and the rest).
 */
export const CODE_INPUTS = ['generator', 'templates', 'lambdas/forms/schemas.ts', 'package-lock.json'] as const;

/** The code inputs as absolute paths: folders and single files. */
export const codeInputs = (root = REPO_ROOT): string[] => CODE_INPUTS.map((path) => join(root, path));

/** Everything a build of `contentDir` depends on. */
export const buildInputs = (contentDir: string, root = REPO_ROOT): string[] => [resolve(contentDir), ...codeInputs(root)];
