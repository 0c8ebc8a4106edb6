/**
 * What a build's output depends on besides the content folder: the code that
 * turns content into HTML. The one list behind the page cache's code
 * fingerprint, the staleness checks of `site deploy` and `site infra`, and
 * what `site dev` watches.
 */

/** The repository this generator belongs to, with a trailing slash. */
export const REPO_ROOT = new URL('../', import.meta.url).pathname;

/**
 * The code inputs, below the repository: the shared contract (content model,
 * forms schemas the form islands bundle), the generator, the templates, and
 * the lockfile (the versions of React, esbuild, Tailwind and the rest).
 */
export const CODE_INPUTS = ['contract', 'generator', 'templates', 'package-lock.json'] as const;

/** The code inputs as absolute paths: folders and single files. */
export const codeInputs = (root = REPO_ROOT): string[] => CODE_INPUTS.map((path) => `${root.replace(/\/$/, '')}/${path}`);
