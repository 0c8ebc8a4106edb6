/**
 * Earlier versions of a content file, from git: the English text a translation was made from,
 * to show beside the English text now. Nothing is asked of git until a translation is behind;
 * outside a git work tree (or without git) there is no history, and only the text now is shown.
 *
 * A build asks for the versions of every English page whose translation is behind, so git is asked
 * once for all of them: one `git log` lists the commits of every file of the content folder, a renamed
 * file's under its earlier names too (kept for the process, and listed again only once HEAD has
 * moved), and a file's versions are read a few at a time by one `git cat-file --batch`, each version
 * once per process (a commit's text never changes).
 * Each question to git costs a process (tens of milliseconds beside a large site in memory): two or
 * more for each English page behind made a save in `site dev` take about a second on a site of 1,000
 * pages in each of two languages with 50 translations behind, against about 70 ms now
 * (docs/performance.md). A save in `site dev` once the folder's commits are listed starts none: while
 * it loads, where HEAD is and the newest versions of the files it changed are read from one
 * `git cat-file --batch` kept running beside it (readAhead).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { DataFile, SourceHistory } from '../pipeline.ts';
import { batchOnce, GIT_OUTPUT_MAX, keptBatch, type BatchAnswer } from './git-batch.ts';
import { parseDataFile } from './parse.ts';

/** Versions looked at, newest first: a translation is rarely further behind than this. */
const MAX_VERSIONS = 200;

/** A file's versions read from git at once: the one a translation records is most often among the newest. */
const READ_AT_ONCE = 4;

/** Files a save may change for their versions to be read ahead (a checkout changes more: they are read when asked for). */
const READ_AHEAD_MAX = 20;

/** Versions of different files read at once (SourceHistory.prefetch): a few MB of text at most. */
const PREFETCH_AT_ONCE = 500;

/** A file as it was in a commit: the commit, and the file's name then (another before a rename). */
interface Version { commit: string; path: string }

/** By content folder: the commit HEAD was at, and each file's versions then (newest first, at most MAX_VERSIONS). */
const logs = new Map<string, { head: string; commits: ReadonlyMap<string, readonly Version[]> }>();

/**
 * Folders found outside any git work tree, or where there is no git: not asked again by this process
 * (a content folder put under git while `site dev` runs has its history from its next start).
 */
const outside = new Set<string>();

/** A file's version in a commit, parsed (null: no such file there): kept for the life of the process. */
const shown = new Map<string, DataFile | null>();

const shownKey = (dir: string, commit: string, path: string) => `${dir}\0${commit}\0${path}`;

const execFileAsync = promisify(execFile);

const git = (dir: string, args: string[]): string =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: GIT_OUTPUT_MAX });

/**
 * The committed versions of each file of `contentDir`, newest first (the last commit's before any
 * uncommitted edit). The commits an earlier build of this process listed come first, without asking
 * git again: a version found among them is the one looked for, whatever was committed since (the
 * record a translation keeps is a hash of the text, and a commit's text never changes). Only when the
 * consumer reads past them is git asked where HEAD is now, at most once a build (unless a save read it
 * ahead), and the commits it has that were not listed follow (site dev: one committed since the last save).
 */
export function gitHistory(contentDir: string): SourceHistory {
  let asked = false;
  /** Where HEAD is, as a save read it ahead. */
  let head: string | undefined;
  const now = () => {
    if (!asked) {
      asked = true;
      readLog(contentDir, head);
    }
    return logs.get(contentDir);
  };
  /** The listing an earlier build of this process made, or the one made now. */
  const listing = () => logs.get(contentDir) ?? now();
  const unread = (versions: readonly Version[]) => versions.filter((v) => readable(v.path) && !shown.has(shownKey(contentDir, v.commit, v.path)));
  /** Of each file's `count` newest versions in a listing, those not read yet. */
  const newestUnread = (log: { commits: ReadonlyMap<string, readonly Version[]> } | undefined, paths: readonly string[], count: number) =>
    paths.flatMap((path) => unread((log?.commits.get(path) ?? []).slice(0, count)));
  function* versions(path: string): Generator<DataFile> {
    const listed = new Set<string>();
    for (const log of [listing, now]) {
      const found = (log()?.commits.get(path) ?? []).filter((v) => !listed.has(v.commit) && readable(v.path));
      for (const [i, { commit, path: then }] of found.entries()) {
        listed.add(commit);
        const key = shownKey(contentDir, commit, then);
        if (!shown.has(key)) readVersions(contentDir, unread(found.slice(i, i + READ_AT_ONCE)));
        const version = shown.get(key);
        if (version) yield version;
      }
    }
  }
  /** The newest version of each file not read yet, all in one `git cat-file --batch` (a few hundred at a time). */
  const prefetch = (paths: readonly string[]) => {
    if (!paths.length) return;
    const log = listing();
    const wanted = newestUnread(log, paths, 1);
    for (let i = 0; i < wanted.length; i += PREFETCH_AT_ONCE) readVersions(contentDir, wanted.slice(i, i + PREFETCH_AT_ONCE));
  };
  /**
   * site dev, while a save loads: where HEAD is and the newest versions of the files it changed, from a
   * git kept running, so that a translation the save puts behind finds the English it was made from,
   * and one whose English then was never committed is looked for again, without starting a process.
   * Only for a folder whose history an earlier build listed (a site with translations).
   */
  const readAhead = async (paths: readonly string[]) => {
    const log = logs.get(contentDir);
    if (!log) return;
    const wanted = paths.length > READ_AHEAD_MAX ? [] : newestUnread(log, paths, READ_AT_ONCE);
    const answers = await keptBatch(contentDir).ask(['HEAD', ...wanted.map(objectName)]);
    // Unanswered: asked as before, when the check needs them.
    if (!answers) return;
    const [top, ...versions] = answers;
    if (top?.type === 'commit') head = top.id;
    wanted.forEach((version, i) => keepVersion(contentDir, version, blobText(versions[i])));
  };
  return Object.assign(versions, { prefetch, readAhead });
}

/** site dev: each content folder's commits, listed in the background after its first build (listHistory). */
const listings = new Map<string, Promise<void>>();

/**
 * site dev, once the first build of a site with translations is done: the content folder's commits
 * listed in the background, asking the git kept for read-ahead where HEAD is (which starts it), so
 * that the first save that puts a translation behind reads the English it was made from ahead, as
 * every later save does, instead of waiting for `git log` (36 ms on this repository's 740 commits, more
 * on a longer history) and two more processes. Once per folder and process; outside a git work tree,
 * or without git, it lists nothing, and a build that needs the history finds that out as before.
 */
export function listHistory(contentDir: string): Promise<void> {
  let listing = listings.get(contentDir);
  if (!listing) listings.set(contentDir, (listing = listInBackground(contentDir)));
  return listing;
}

/** The background listing listHistory started for the folder, if it started one. */
export const historyListing = (contentDir: string): Promise<void> | undefined => listings.get(contentDir);

async function listInBackground(dir: string): Promise<void> {
  if (outside.has(dir) || logs.has(dir)) return;
  const [top] = (await keptBatch(dir).ask(['HEAD'])) ?? [];
  if (top?.type !== 'commit') return;
  try {
    const { stdout } = await execFileAsync('git', ['-C', dir, ...LOG_ARGS], { encoding: 'utf8', maxBuffer: GIT_OUTPUT_MAX });
    // A build that listed the folder meanwhile keeps its own listing.
    if (!logs.has(dir)) logs.set(dir, { head: top.id, commits: commitsByFile(stdout) });
  } catch {
    // No git any more, or no repository: a build that needs the history finds out as before.
  }
}

/** A name with a line break in it cannot be asked of `git cat-file --batch`, which reads a name a line. */
const readable = (path: string) => !path.includes('\n');

/**
 * Every commit of the folder's files, newest first, renames found (-M). -z: names as they are, each
 * ended by a NUL; each commit's line starts with \x01, then each file's status and name (a rename's
 * status, then its old name and its new).
 */
const LOG_ARGS = ['log', '-z', '-M', '--format=%x01%H', '--name-status', '--relative', '--', '.'];

/**
 * List every file of the folder and the commits that changed it, newest first, if HEAD moved since the
 * last listing (`known`: where HEAD is, read ahead); forget it outside a git work tree, or without git.
 */
function readLog(dir: string, known?: string): void {
  if (outside.has(dir)) return;
  let head: string;
  try {
    head = known ?? git(dir, ['rev-parse', '--verify', '--quiet', 'HEAD']).trim();
  } catch {
    // Not a git work tree, no commit yet, or no git: asked again next build only in a work tree (its first commit may come).
    logs.delete(dir);
    if (!insideWorkTree(dir)) outside.add(dir);
    return;
  }
  if (logs.get(dir)?.head === head) return;
  try {
    logs.set(dir, { head, commits: commitsByFile(git(dir, LOG_ARGS)) });
  } catch {
    logs.delete(dir);
  }
}

function insideWorkTree(dir: string): boolean {
  try {
    return git(dir, ['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * `git log -z -M --format=%x01%H --name-status`: the versions of each file, in the log's order (newest
 * first), under the file's name now. A file renamed keeps its history: the commits before the rename
 * are its versions under its old name (and a file later given that old name has its own).
 */
export function commitsByFile(log: string): Map<string, Version[]> {
  const byFile = new Map<string, Version[]>();
  /** A name in the commits read so far's past, and the name its file has now. */
  const nowNamed = new Map<string, string>();
  const add = (name: string, version: Version) => {
    let versions = byFile.get(name);
    if (!versions) byFile.set(name, (versions = []));
    if (versions.length < MAX_VERSIONS) versions.push(version);
  };
  const tokens = log.split('\0');
  let commit: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.startsWith('\n') ? tokens[i]!.slice(1) : tokens[i]!;
    if (token.startsWith('\x01')) {
      commit = token.slice(1);
      continue;
    }
    if (!token || !commit) continue;
    // A rename (R) or copy (C) names the file before and after; any other status names it once.
    const renamed = token[0] === 'R' || token[0] === 'C';
    const path = tokens[++i];
    if (path === undefined) break;
    if (!renamed) {
      add(nowNamed.get(path) ?? path, { commit, path });
      continue;
    }
    const to = tokens[++i];
    if (to === undefined) break;
    const name = nowNamed.get(to) ?? to;
    add(name, { commit, path: to });
    // Older commits of the old name are this file's; a copy's source keeps its own.
    if (token[0] === 'R') nowNamed.set(path, name);
  }
  return byFile;
}

/** Keep a file's version as read from its commit (null: no such file there), for the life of the process. */
function keepVersion(dir: string, { commit, path }: Version, text: string | null): void {
  shown.set(shownKey(dir, commit, path), text === null ? null : parseDataFile(path, text));
}

/** How `git cat-file --batch` is asked for a file as it was in a commit. */
const objectName = ({ commit, path }: Version) => `${commit}:./${path}`;

/** A file's text, or null for no file (not found in its commit, or a folder there). */
const blobText = (answer: BatchAnswer | undefined) => (answer?.type === 'blob' ? answer.body : null);

/** Read each file as it was in its commit (one `git cat-file --batch`), and keep each version. */
function readVersions(dir: string, wanted: readonly Version[]): void {
  if (!wanted.length) return;
  const answers = batchOnce(dir, wanted.map(objectName));
  wanted.forEach((version, i) => keepVersion(dir, version, blobText(answers[i])));
}
