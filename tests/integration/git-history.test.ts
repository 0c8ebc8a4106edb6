/**
 * The earlier versions of a content file, read from git (generator/load/history.ts): every committed
 * version, newest first, for names with spaces and accents too; none outside a git work tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchAnswers } from '../../generator/load/git-batch.ts';
import { commitsByFile, gitHistory } from '../../generator/load/history.ts';
import { editorGit } from '../helpers/git.ts';
import { temporaryFolder } from '../helpers/temp.ts';

async function repo(): Promise<{ dir: string; content: string; commit: (path: string, text: string | null) => Promise<void> }> {
  const dir = await temporaryFolder('history-');
  const content = join(dir, 'content');
  await mkdir(content);
  editorGit(dir, 'init', '-q');
  return {
    dir, content,
    commit: async (path, text) => {
      const file = join(content, path);
      if (text === null) await rm(file);
      else {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
      }
      editorGit(dir, 'add', '-A');
      editorGit(dir, 'commit', '-qm', `${path}: ${text ?? 'deleted'}`);
    },
  };
}

/** The git processes this one started that are still running (Linux's /proc). */
function childGits(): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      // "<pid> (<command>) <state> <parent pid> ..."
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [, command, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      return command === 'git' && Number(rest?.split(' ')[1]) === process.pid ? [Number(pid)] : [];
    } catch {
      return []; // ended meanwhile
    }
  });
}

const titles = (versions: Iterable<{ data: unknown; body?: string }>) => [...versions].map((v) => (v.data as { title: string }).title);

describe('a content file\'s history from git', () => {
  it('lists every committed version of the file, newest first, with a name that has spaces and accents', async () => {
    const { content, commit } = await repo();
    const path = 'es/tratamiento/adicción al alcohol.yaml';
    await commit(path, 'title: uno\n');
    await commit('site.yaml', 'title: site\n');
    await commit(path, 'title: dos\n');
    await commit(path, null);
    await commit(path, 'title: tres\n');
    for (let i = 4; i <= 9; i++) await commit(path, `title: v${i}\n`);
    // Uncommitted: not a version in the history.
    await writeFile(join(content, path), 'title: not committed\n');
    expect(titles(gitHistory(content)(path))).toEqual(['v9', 'v8', 'v7', 'v6', 'v5', 'v4', 'tres', 'dos', 'uno']);
    expect(titles(gitHistory(content)('site.yaml'))).toEqual(['site']);
    expect([...gitHistory(content)('never-there.yaml')]).toEqual([]);
  });

  it('reads the newest versions of several files together, a file deleted in its newest commit among them, to the same versions', async () => {
    const { content, commit } = await repo();
    await commit('a.yaml', 'title: a1\n');
    await commit('gone.yaml', 'title: g1\n');
    await commit('b c.md', '---\ntitle: b1\n---\nBody one.\n');
    await commit('a.yaml', 'title: a2\n');
    await commit('gone.yaml', null);
    await commit('b c.md', '---\ntitle: b2\n---\nBody two.\n');
    const history = gitHistory(content);
    history.prefetch?.(['gone.yaml', 'a.yaml', 'never-there.yaml', 'b c.md']);
    expect(titles(history('a.yaml'))).toEqual(['a2', 'a1']);
    expect(titles(history('gone.yaml'))).toEqual(['g1']);
    const md = [...history('b c.md')];
    expect(titles(md)).toEqual(['b2', 'b1']);
    expect(md.map((v) => v.body?.trim())).toEqual(['Body two.', 'Body one.']);
  });

  it('reads ahead, from one git kept running, where HEAD is and the newest versions of a file a save changed: read then without starting git', async () => {
    const { content, commit } = await repo();
    for (let i = 1; i <= 6; i++) await commit('a.yaml', `title: a${i}\n`);
    await commit('b.yaml', 'title: b1\n');
    // The folder's history listed by an earlier build, as site dev has it before a save.
    expect(titles(gitHistory(content)('b.yaml'))).toEqual(['b1']);
    const history = gitHistory(content);
    await history.readAhead?.(['a.yaml', 'never-there.yaml']);
    const path = process.env.PATH;
    process.env.PATH = ''; // no git can be started from here on
    try {
      const versions = history('a.yaml')[Symbol.iterator]();
      expect([0, 1, 2, 3].map(() => (versions.next().value?.data as { title: string } | undefined)?.title)).toEqual(['a6', 'a5', 'a4', 'a3']);
      // Read past the listed commits (as for a translation of an English text never committed): HEAD has not moved.
      expect(titles(history('b.yaml'))).toEqual(['b1']);
    } finally {
      process.env.PATH = path;
    }
    // The older ones are read as before, when they are asked for.
    expect(titles(history('a.yaml'))).toEqual(['a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
  });

  it('starts git again for the next save when the one kept running has stopped', async () => {
    const { content, commit } = await repo();
    for (let i = 1; i <= 3; i++) await commit('a.yaml', `title: a${i}\n`);
    await commit('b.yaml', 'title: b1\n');
    expect(titles(gitHistory(content)('b.yaml'))).toEqual(['b1']);
    await gitHistory(content).readAhead?.(['b.yaml']);
    // The git this process keeps is stopped (by a person, or by the system running short of memory).
    const kept = childGits();
    expect(kept.length).toBeGreaterThan(0);
    kept.forEach((pid) => process.kill(pid));
    for (let waited = 0; childGits().length && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const history = gitHistory(content);
    await history.readAhead?.(['a.yaml']);
    const path = process.env.PATH;
    process.env.PATH = ''; // read ahead, or not at all
    try {
      expect(titles(history('a.yaml'))).toEqual(['a3', 'a2', 'a1']);
    } finally {
      process.env.PATH = path;
    }
  });

  it('finds the versions of a new work tree once its first commit is made, in the same process', async () => {
    const { content, commit } = await repo();
    await writeFile(join(content, 'a.yaml'), 'title: a1\n');
    expect([...gitHistory(content)('a.yaml')]).toEqual([]);
    await commit('a.yaml', 'title: a1\n');
    expect(titles(gitHistory(content)('a.yaml'))).toEqual(['a1']);
  });

  it('has no versions outside a git work tree', async () => {
    const dir = await temporaryFolder('no-history-');
    await writeFile(join(dir, 'site.yaml'), 'title: site\n');
    expect([...gitHistory(dir)('site.yaml')]).toEqual([]);
  });

  it('reads the answers of git cat-file --batch only once each is whole, however the output is cut', () => {
    // A version with an accent, a name missing in its commit, a commit (HEAD), a version with a line break in it.
    const [first, commit, second] = ['title: mañana\n', 'tree 3\nparent 4\n\nA message\n', 'a: 1\nb: 2\n'];
    const header = (id: string, type: string, body: string) => `${id.repeat(40)} ${type} ${Buffer.byteLength(body)}\n`;
    const out = Buffer.from(`${header('1', 'blob', first)}${first}\nc:./x.yaml missing\n${header('5', 'commit', commit)}${commit}\n${header('2', 'blob', second)}${second}\n`);
    const whole = {
      answers: [{ id: '1'.repeat(40), type: 'blob', body: first }, null, { id: '5'.repeat(40), type: 'commit', body: commit }, { id: '2'.repeat(40), type: 'blob', body: second }],
      complete: true,
    };
    expect(batchAnswers(out, 4)).toEqual(whole);
    for (let cut = 0; cut < out.length; cut++) {
      const part = batchAnswers(out.subarray(0, cut), 4);
      expect(part.complete, `cut at ${cut}`).toBe(false);
      expect(whole.answers.slice(0, part.answers.length), `cut at ${cut}`).toEqual(part.answers);
    }
  });

  it('reads the log of every file at once, keeping at most 200 commits a file', () => {
    const commits = Array.from({ length: 230 }, (_, i) => `${String(i).padStart(40, '0')}`);
    // `git log -z -M --format=%x01%H --name-status`: each commit's line, then each file's status and name, each ended by a NUL.
    const log = commits.map((c, i) => `\x01${c}\0\n${i % 2 ? 'M\0a b.yaml\0' : ''}M\0mañana.yaml\0`).join('');
    const byFile = commitsByFile(log);
    expect(byFile.get('mañana.yaml')).toHaveLength(200);
    expect(byFile.get('mañana.yaml')?.[0]).toEqual({ commit: commits[0], path: 'mañana.yaml' });
    expect(byFile.get('a b.yaml')).toEqual(commits.filter((_, i) => i % 2).slice(0, 200).map((commit) => ({ commit, path: 'a b.yaml' })));
  });

  it('follows a file through its renames, and gives a new file under its old name only its own versions', async () => {
    const { dir, content, commit } = await repo();
    await commit('treatment/alcohol.yaml', 'title: one\n');
    await commit('treatment/alcohol.yaml', 'title: two\n');
    editorGit(dir, 'mv', 'content/treatment/alcohol.yaml', 'content/treatment/alcohol-addiction.yaml');
    editorGit(dir, 'commit', '-qm', 'renamed');
    await commit('treatment/alcohol-addiction.yaml', 'title: three\n');
    editorGit(dir, 'mv', 'content/treatment/alcohol-addiction.yaml', 'content/alcohol-rehab.yaml');
    editorGit(dir, 'commit', '-qm', 'moved');
    await commit('treatment/alcohol.yaml', 'title: another page\n');
    await commit('alcohol-rehab.yaml', 'title: four\n');
    const history = gitHistory(content);
    // The rename commits themselves are versions too (the same text under the new name).
    expect(titles(history('alcohol-rehab.yaml'))).toEqual(['four', 'three', 'three', 'two', 'two', 'one']);
    expect(titles(history('treatment/alcohol.yaml'))).toEqual(['another page']);
  });
});
