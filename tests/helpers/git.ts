/**
 * git as a content editor runs it, in `cwd`: the tests that need a content folder's history (translations
 * behind, generator/load/history.ts) commit through it, with a name and address of their own so that
 * no machine's git configuration is needed.
 */
import { execFileSync } from 'node:child_process';

export function editorGit(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@harbor.example', ...args], { cwd, stdio: 'ignore' });
}

/** `dir` made a git repository with everything in it committed, as an editor's checkout is. */
export function commitEverything(dir: string): void {
  editorGit(dir, 'init', '-q');
  editorGit(dir, 'add', '.');
  editorGit(dir, 'commit', '-qm', 'content');
}
