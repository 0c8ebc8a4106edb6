/**
 * Earlier versions of a content file, from git: the English text a translation was made from,
 * to show beside the English text now. Nothing is asked of git until a translation is behind;
 * outside a git work tree (or without git) there is no history, and only the text now is shown.
 */
import { execFileSync } from 'node:child_process';
import type { DataFile, SourceHistory } from '../pipeline.ts';
import { parseMarkdownFile, parseYamlFile } from './parse.ts';

/** Versions looked at, newest first: a translation is rarely further behind than this. */
const MAX_VERSIONS = 200;

/** A file's text in a commit, which never changes: kept for the life of the process. */
const shown = new Map<string, string | null>();

const git = (dir: string, args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

export const noHistory: SourceHistory = () => [];

/** The committed versions of each file of `contentDir`, newest first (the last commit's before any uncommitted edit). */
export function gitHistory(contentDir: string): SourceHistory {
  return function* versions(path: string): Generator<DataFile> {
    let commits: string[];
    try {
      commits = git(contentDir, ['log', '--format=%H', `--max-count=${MAX_VERSIONS}`, '--', `./${path}`]).split('\n').filter(Boolean);
    } catch {
      return; // not a git work tree, or no git
    }
    for (const commit of commits) {
      const key = `${contentDir}\0${commit}\0${path}`;
      if (!shown.has(key)) {
        try {
          shown.set(key, git(contentDir, ['show', `${commit}:./${path}`]));
        } catch {
          shown.set(key, null); // the file did not exist in that commit under this name
        }
      }
      const text = shown.get(key);
      if (text != null) yield path.endsWith('.md') ? parseMarkdownFile(path, text) : parseYamlFile(path, text);
    }
  };
}
