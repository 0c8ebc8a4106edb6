/**
 * Where the CLI may keep health information and what guards it: the local lead store and the inbox
 * accounts beside it (`--data` of site preview, site dev and site inbox) and exported leads (`site
 * leads export --out`). A lead is health information about someone's
 * addiction: inside a built site folder it would be published by `site deploy`, and inside the site's
 * repository where git does not ignore it (the content folder among them) it is one `git add` away
 * from the site's history. Both are refused before anything is read or written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REPO_ROOT } from '../contract/inputs.ts';
import { isBuiltSite, within } from '../generator/build/folders.ts';

/** The built site folder `path` is or lies in, if any. */
function siteFolderAt(path: string): string | undefined {
  for (let dir = path; ; dir = dirname(dir)) {
    if (isBuiltSite(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Whether git would leave `path` out of a commit in the repository at `repo`: it ignores it (exit 0),
 * or git cannot be run here at all, and so cannot commit it either. Exit 1: git would take it.
 */
function ignoredByGit(path: string, repo: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: repo, stdio: 'ignore' });
    return true;
  } catch (err) {
    return (err as { status?: number | null }).status !== 1;
  }
}

/**
 * Why `what` (the leads, the lead store) may not be kept at `place`, or undefined when it may. A
 * folder (`folder`) is judged by a file in it: .gitignore's `.data/` names folders only.
 */
export function privatePlaceRefusal(place: string, what: string, { folder = false, repo = REPO_ROOT } = {}): string | undefined {
  const path = resolve(place);
  const site = siteFolderAt(path);
  if (site) return `${place} is inside ${site}, a built site folder: \`site deploy\` would publish ${what} with the site. Choose a place outside it.`;
  const root = resolve(repo);
  if (within(path, root) && existsSync(join(root, '.git')) && !ignoredByGit(folder ? join(path, 'file') : path, root)) {
    return `${place} is inside the site's repository (${root}), where git would commit ${what} with the site. Choose a place outside it, or one .gitignore lists (such as .data).`;
  }
  return undefined;
}
