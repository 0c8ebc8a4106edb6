/**
 * Where `site leads export --out` may write. A lead is health information about someone's addiction:
 * a file of leads inside a built site folder would be published by `site deploy`, and one inside the
 * site's repository that git does not ignore (the content folder among them) is one `git add` away
 * from the site's history. Both are refused before anything is read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REPO_ROOT } from '../../contract/inputs.ts';
import { EDGE_FUNCTION_PATH } from '../../contract/output.ts';
import { within } from '../../generator/build/folders.ts';

/** The built site folder `path` lies in (one holding the edge function a build writes), if any. */
function siteFolderAbove(path: string): string | undefined {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (existsSync(join(dir, EDGE_FUNCTION_PATH))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether git ignores `path` in the repository at `repo` (false when git cannot say). */
function ignoredByGit(path: string, repo: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: repo, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the leads may not be written to `file`, or undefined when they may. */
export function exportRefusal(file: string, repo = REPO_ROOT): string | undefined {
  const path = resolve(file);
  const site = siteFolderAbove(path);
  if (site) return `${file} is inside ${site}, a built site folder: \`site deploy\` would publish the leads with the site. Write them outside it.`;
  const root = resolve(repo);
  if (within(path, root) && existsSync(join(root, '.git')) && !ignoredByGit(path, root)) {
    return `${file} is inside the site's repository (${root}), where git would commit the leads with the site. Write them outside it (or to a path .gitignore lists), or leave out --out to print them.`;
  }
  return undefined;
}
