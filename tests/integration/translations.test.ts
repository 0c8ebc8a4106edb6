/**
 * Translations that cannot silently fall behind (issue #28, part 3): each Spanish page records the
 * English text it was translated from; an English edit makes `site check` and `site translations`
 * name the changed text at the translation, with the English then and now; `mark-current` clears it,
 * rewriting only the record; `site build --production` refuses a translation behind; and a build
 * that keeps its checks between runs still compares an unchanged translation with its edited source.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build, checkContent, createBuildState, type BuildResult } from '../../generator/build.ts';
import { startDev } from '../../preview/dev.ts';
import { listContent } from '../../generator/load/index.ts';
import { historyListing } from '../../generator/load/history.ts';
import { collectionFor } from '../../generator/schema/registry.ts';
import { editFile, fixtureSite, type Work } from '../helpers/fixtures.ts';
import { LANGUAGES_YAML, SPANISH_SITE_TEXT } from '../helpers/languages.ts';
import { ROOT } from '../helpers/site.ts';
import { commitEverything, editorGit } from '../helpers/git.ts';
import { temporaryFolder } from '../helpers/temp.ts';

const exec = promisify(execFile);

async function site(args: string[], cwd = ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [join(ROOT, 'bin', 'site.js'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const DETOX = 'services/medical-detox.yaml';

/** The minimal site in English and Spanish, each Spanish page, navigation and messages a copy and the words of site.yaml in Spanish, all recorded current with `site translations mark-current`. */
async function recordedTwoLanguageSite(): Promise<Work> {
  const work = await fixtureSite('minimal-site');
  const copies: string[] = [];
  for (const path of await listContent(work.contentDir)) {
    const c = collectionFor(path);
    if ((!c?.isPage || c.kind === 'inbox') && path !== 'navigation.yaml' && path !== 'messages.yaml') continue;
    await mkdir(dirname(join(work.contentDir, 'es', path)), { recursive: true });
    await cp(join(work.contentDir, path), join(work.contentDir, 'es', path));
    copies.push(join(work.contentDir, 'es', path));
  }
  await writeFile(join(work.contentDir, 'es', 'site.yaml'), SPANISH_SITE_TEXT);
  copies.push(join(work.contentDir, 'es', 'site.yaml'));
  await editFile(work.contentDir, 'site.yaml', 'name: Harbor Test Recovery\n', `name: Harbor Test Recovery\n${LANGUAGES_YAML}\n`);
  const marked = await site(['translations', 'mark-current', '--content', work.contentDir, ...copies]);
  expect(marked.code, marked.stderr).toBe(0);
  return work;
}

/** The same, committed to a git repository of its own (in the fixture's folder). */
async function committedTwoLanguageSite(): Promise<Work> {
  const work = await recordedTwoLanguageSite();
  commitEverything(work.dir);
  return work;
}

describe('translation records', () => {
  it('an English edit is listed at the translation with the English then and now; mark-current clears it, rewriting only the record', async () => {
    const work = await recordedTwoLanguageSite();
    const spanish = join(work.contentDir, 'es', DETOX);
    const recorded = await readFile(spanish, 'utf8');
    expect(recorded).toMatch(/\ntranslatedFrom:\n {2}title: [a-z]{7}\n {2}description: [a-z]{7}\n/);
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);

    // The English then is read from git, where the editor's last commit has it.
    commitEverything(work.dir);
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    const checked = await checkContent(work.contentDir);
    expect(checked.problems).toEqual([]); // behind is not broken: the English edit still builds
    expect(checked.translations.stale).toHaveLength(1);
    expect(checked.translations.stale[0]).toMatchObject({
      code: 'stale-translation', file: `es/${DETOX}`, line: 5, field: 'hero.title',
      expected: 'a translation of the English now (content/services/medical-detox.yaml:5): "Detox Treatment, Day and Night"',
      got: 'a translation of the English as it was: "Detox Treatment"',
    });

    const cli = await site(['check', '--content', work.contentDir]);
    expect(cli.code).toBe(0);
    expect(cli.stderr).toContain(`1 translation is behind the English page (1 text)`);
    expect(cli.stderr).toMatch(/content\/es\/services\/medical-detox\.yaml:5:10 {2}stale-translation {2}hero, title \(hero\.title\)$/m);

    const listed = await site(['translations', '--content', work.contentDir]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^Español \(.*\/content\/es\/\): 1 behind, 12 up to date\n/);
    expect(listed.stdout).toMatch(/ {2}behind {7}.*\/content\/es\/services\/medical-detox\.yaml {2}hero\.title\n/);
    expect(listed.stdout).toMatch(/ {2}up to date {3}.*\/content\/es\/treatment\/alcohol-addiction\.yaml\n/);

    // Reviewed: recorded as current. Only the record's line for hero changes.
    const marked = await site(['translations', 'mark-current', '--content', work.contentDir, spanish]);
    expect(marked.code).toBe(0);
    const after = await readFile(spanish, 'utf8');
    const changed = after.split('\n').filter((line, i) => line !== recorded.split('\n')[i]);
    expect(changed).toEqual([expect.stringMatching(/^ {2}hero: [a-z]{7}$/)]);
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);
  }, 60_000);

  it('a process that listed the history once finds a version committed since: the English a translation was recorded from, committed after the first check', async () => {
    const work = await committedTwoLanguageSite();
    // Behind the first commit's English: found in the history this process lists now.
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    expect((await checkContent(work.contentDir)).translations.stale[0]).toMatchObject({ field: 'hero.title', got: 'a translation of the English as it was: "Detox Treatment"' });
    // Translated from the edited English before it was committed; the editor commits it, then edits again.
    const spanish = join(work.contentDir, 'es', DETOX);
    expect((await site(['translations', 'mark-current', '--content', work.contentDir, spanish])).code).toBe(0);
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);
    editorGit(work.dir, 'commit', '-qam', 'day and night');
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment, Day and Night\n', '  title: Detox Treatment, Any Hour\n');
    const [stale] = (await checkContent(work.contentDir)).translations.stale;
    expect(stale).toMatchObject({ field: 'hero.title', got: 'a translation of the English as it was: "Detox Treatment, Day and Night"' });
    expect(stale!.expected).toContain('"Detox Treatment, Any Hour"');
  }, 60_000);

  it('finds the English a translation was made from under the name the English page had then, before it was renamed', async () => {
    const work = await recordedTwoLanguageSite();
    // Committed under an earlier name; renamed to its name now in the commit that also edits it.
    const english = join(work.contentDir, DETOX);
    const earlier = join(work.contentDir, 'services', 'detox.yaml');
    await cp(english, earlier);
    await rm(english);
    commitEverything(work.dir);
    editorGit(work.dir, 'mv', earlier, english);
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    editorGit(work.dir, 'commit', '-qam', 'detox.yaml renamed and its title edited');
    const [stale] = (await checkContent(work.contentDir)).translations.stale;
    expect(stale).toMatchObject({ file: `es/${DETOX}`, field: 'hero.title', got: 'a translation of the English as it was: "Detox Treatment"' });
    expect(stale!.expected).toContain('"Detox Treatment, Day and Night"');
  }, 60_000);

  it('asks git nothing while no translation is behind; with two behind, three questions in all; in the same process again, none', async () => {
    const work = await committedTwoLanguageSite();
    // Every question to git, by its command, through a git that writes it down first.
    const spy = await temporaryFolder('git-spy-');
    const calls = join(spy, 'calls');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(join(spy, 'git'), `#!/bin/sh\necho "$3" >> '${calls}'\nexec '${real}' "$@"\n`, { mode: 0o755 });
    const asked = async () => (await readFile(calls, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const path = process.env.PATH;
    process.env.PATH = `${spy}:${path}`;
    try {
      expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);
      expect(await asked()).toEqual([]);
      await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
      await editFile(work.contentDir, 'treatment/alcohol-addiction.yaml', 'title: Alcohol Addiction Treatment\n', 'title: Alcohol Addiction Care\n');
      const stale = (await checkContent(work.contentDir)).translations.stale;
      expect(stale.map((p) => p.got)).toEqual(expect.arrayContaining(['a translation of the English as it was: "Detox Treatment"', 'a translation of the English as it was: "Alcohol Addiction Treatment"']));
      expect(await asked()).toEqual(['rev-parse', 'log', 'cat-file']);
      await rm(calls);
      expect((await checkContent(work.contentDir)).translations.stale).toEqual(stale);
      expect(await asked()).toEqual([]);
    } finally {
      process.env.PATH = path;
    }
  }, 60_000);

  it('without git history, the changed field and the English now are still named', async () => {
    const work = await recordedTwoLanguageSite();
    await editFile(work.contentDir, DETOX, 'description: What it is and how we help.', 'description: What it is, and how we help you through it.');
    const [stale] = (await checkContent(work.contentDir)).translations.stale;
    expect(stale).toMatchObject({ file: `es/${DETOX}`, field: 'overview', got: 'a translation of an earlier English text (not in git history, so it cannot be shown)' });
    expect(stale!.expected).toContain('What it is, and how we help you through it.');
  }, 60_000);

  it('a missing translation and one without a record are listed as such', async () => {
    const work = await recordedTwoLanguageSite();
    await writeFile(join(work.contentDir, 'es', 'treatment', 'heroin-addiction.yaml'), (await readFile(join(work.contentDir, 'treatment', 'heroin-addiction.yaml'), 'utf8')));
    await rm(join(work.contentDir, 'es', 'policies', 'privacy.yaml'));
    const listed = await site(['translations', '--content', work.contentDir]);
    expect(listed.stdout).toMatch(/ {2}missing {6}.*\/content\/es\/policies\/privacy\.yaml {2}\(the English page: .*\/content\/policies\/privacy\.yaml\)/);
    expect(listed.stdout).toMatch(/ {2}no record {4}.*\/content\/es\/treatment\/heroin-addiction\.yaml/);
    const json = JSON.parse((await site(['translations', '--json', '--content', work.contentDir])).stdout) as { statuses: { file: string; state: string }[] };
    expect(json.statuses.find((s) => s.file === 'es/treatment/heroin-addiction.yaml')?.state).toBe('unrecorded');
  }, 60_000);

  it('site build --production refuses a translation behind its English page, at its record', async () => {
    const work = await recordedTwoLanguageSite();
    const before = await site(['build', '--production', '--content', work.contentDir, '--out', work.outDir]);
    expect(before.stderr).not.toContain('translatedFrom');
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    const after = await site(['build', '--production', '--content', work.contentDir, '--out', work.outDir]);
    expect(after.code).toBe(1);
    expect(after.stderr).toMatch(/content\/es\/services\/medical-detox\.yaml:\d+:\d+ {2}translatedFrom\n {2}the translation is behind content\/services\/medical-detox\.yaml, whose hero changed since it was translated/);
  }, 90_000);

  it('a language\'s messages record their English file: an edited emergency warning is listed at the Spanish one, the gate refuses it, and mark-current clears it; the record changes no page', async () => {
    const work = await recordedTwoLanguageSite();
    const spanish = join(work.contentDir, 'es', 'messages.yaml');
    expect(await readFile(spanish, 'utf8')).toMatch(/\ntranslatedFrom:\n(?: {2}[a-zA-Z0-9]+: [a-z]{7}\n)+$/);
    const built = await build(work);
    expect(built.ok).toBe(true);
    expect(built.staleTranslations).toEqual([]);
    const page = await readFile(join(work.outDir, 'es.html'), 'utf8');
    expect(page).not.toContain('translatedFrom');

    await editFile(work.contentDir, 'messages.yaml', 'having a seizure or in danger', 'having a seizure, turning blue or in danger');
    const checked = await checkContent(work.contentDir);
    expect(checked.translations.statuses.find((s) => s.file === 'es/messages.yaml')).toMatchObject({ state: 'stale', fields: ['emergency'] });
    const [stale, ...others] = checked.translations.stale;
    expect(others).toEqual([]);
    // Outside git the English then is unknown: the field is named at its place in the Spanish file, with the English now.
    expect(stale).toMatchObject({ file: 'es/messages.yaml', field: 'emergency' });
    expect(stale!.expected).toContain('turning blue');
    const lines = (await readFile(spanish, 'utf8')).split('\n');
    const block = lines.findIndex((l) => l.startsWith('emergency:')) + 1;
    expect(stale!.line).toBeGreaterThanOrEqual(block);
    expect(lines.slice(block - 1, stale!.line).every((l, i) => i === 0 || l.startsWith('  '))).toBe(true);
    const listed = await site(['translations', '--content', work.contentDir]);
    expect(listed.stdout).toMatch(/ {2}behind {7}.*\/content\/es\/messages\.yaml {2}emergency/);
    const gate = await site(['build', '--production', '--content', work.contentDir, '--out', work.outDir]);
    expect(gate.code).toBe(1);
    expect(gate.stderr).toMatch(/content\/es\/messages\.yaml:\d+:\d+ {2}translatedFrom\n {2}the translation is behind content\/messages\.yaml, whose emergency changed since it was translated/);

    const before = await readFile(spanish, 'utf8');
    const marked = await site(['translations', 'mark-current', '--content', work.contentDir, spanish]);
    expect(marked.code, marked.stderr).toBe(0);
    const after = await readFile(spanish, 'utf8');
    expect(after.slice(0, after.indexOf('translatedFrom:'))).toBe(before.slice(0, before.indexOf('translatedFrom:')));
    expect(after).not.toBe(before);
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);
    // The Spanish page is made from the messages without their record: marking them current re-renders nothing.
    const again = await build(work);
    expect(again.ok).toBe(true);
    expect(await readFile(join(work.outDir, 'es.html'), 'utf8')).toBe(page);
  }, 90_000);

  it('the words of a language\'s site.yaml record the English words they translate: an edited description or staff role is listed with its English line; a changed fact puts nothing behind', async () => {
    const work = await committedTwoLanguageSite();
    expect(await readFile(join(work.contentDir, 'es', 'site.yaml'), 'utf8')).toMatch(/\ntranslatedFrom:\n {2}subtitle: [a-z]{7}\n/);

    // A fact written once in English (the crisis line's number) is no word of the translation.
    await editFile(work.contentDir, 'site.yaml', '(555) 010-0100, tel: "+15550100100"', '(555) 010-0199, tel: "+15550100199"');
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);

    await editFile(work.contentDir, 'site.yaml', 'with a crisis line answered 24/7.', 'with a crisis line answered 24/7 by our own staff.');
    await editFile(work.contentDir, 'site.yaml', 'role: Psychiatrist,', 'role: Consulting Psychiatrist,');
    const checked = await checkContent(work.contentDir);
    expect(checked.translations.statuses.find((s) => s.file === 'es/site.yaml')).toMatchObject({ state: 'stale', fields: ['description', 'staff'] });
    const english = (await readFile(join(work.contentDir, 'site.yaml'), 'utf8')).split('\n');
    const lineOf = (text: string) => english.findIndex((l) => l.includes(text)) + 1;
    expect(checked.translations.stale.map((p) => ({ file: p.file, field: p.field, expected: p.expected, got: p.got }))).toEqual([
      {
        file: 'es/site.yaml', field: 'description',
        expected: `a translation of the English now (content/site.yaml:${lineOf('by our own staff')}): "Harbor Test Recovery is a residential treatment center used by the tests, with a crisis line answered 24/7 by our own staff."`,
        got: 'a translation of the English as it was: "Harbor Test Recovery is a residential treatment center used by the tests, with a crisis line answered 24/7."',
      },
      { file: 'es/site.yaml', field: 'staff.psychiatrist.role', expected: `a translation of the English now (content/site.yaml:${lineOf('Consulting Psychiatrist')}): "Consulting Psychiatrist"`, got: 'a translation of the English as it was: "Psychiatrist"' },
    ]);

    const marked = await site(['translations', 'mark-current', '--content', work.contentDir, join(work.contentDir, 'es', 'site.yaml')]);
    expect(marked.code, marked.stderr).toBe(0);
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);
  }, 60_000);

  it('mark-current takes a translation named as the content folder names it (es/...), from the site\'s folder', async () => {
    const work = await recordedTwoLanguageSite();
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    expect((await checkContent(work.contentDir)).translations.stale.map((s) => s.file)).toContain(`es/${DETOX}`);
    const marked = await site(['translations', 'mark-current', '--content', 'content', `es/${DETOX}`], work.dir);
    expect([marked.code, marked.stderr]).toEqual([0, `content/es/${DETOX}: recorded as translated from content/${DETOX} as it is now (10 fields).\n`]);
    expect((await checkContent(work.contentDir)).translations.stale).toEqual([]);
    const missing = await site(['translations', 'mark-current', '--content', 'content', 'es/treatment/no-such-page.yaml'], work.dir);
    expect([missing.code, missing.stderr]).toEqual([1, 'content/es/treatment/no-such-page.yaml does not exist\n']);
  }, 60_000);

  it('mark-current refuses a file that records no translation: an English file, or a language\'s glossary', async () => {
    const work = await recordedTwoLanguageSite();
    for (const file of [join(work.contentDir, 'messages.yaml'), join(work.contentDir, 'es', 'glossary.yaml')]) {
      const refused = await site(['translations', 'mark-current', '--content', work.contentDir, file]);
      expect(refused.code, file).toBe(2);
      expect(refused.stderr, file).toMatch(/is not a translation|records no translation/);
    }
  }, 60_000);

  it('a build that keeps its checks compares an unchanged translation with its edited English page again', async () => {
    const work = await recordedTwoLanguageSite();
    const first = await build(work);
    expect(first.ok).toBe(true);
    expect(first.staleTranslations).toEqual([]);
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    // A fresh process's build: the Spanish page's check comes from the cache folder, its text unchanged.
    const second = await build(work);
    expect(second.ok).toBe(true);
    expect(second.staleTranslations?.map((p) => `${p.file} ${p.field}`)).toEqual([`es/${DETOX} hero`]);
  }, 90_000);

  it('between saves, a translation behind keeps its problems until its file or its English page changes, and one whose English then was not in git finds it once committed', async () => {
    const work = await committedTwoLanguageSite();
    const state = createBuildState();
    const save = async (...changed: string[]) => {
      const r = await build({ contentDir: work.contentDir, outDir: work.outDir, cacheDir: join(work.dir, '.cache'), changed }, state);
      expect(r.ok).toBe(true);
      return (r.staleTranslations ?? []).map((p) => ({ line: p.line, got: p.got, expected: p.expected }));
    };
    expect((await build({ contentDir: work.contentDir, outDir: work.outDir, cacheDir: join(work.dir, '.cache') }, state)).staleTranslations).toEqual([]);
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    const behind = await save(DETOX);
    expect(behind).toEqual([{ line: 5, got: 'a translation of the English as it was: "Detox Treatment"', expected: expect.stringContaining('"Detox Treatment, Day and Night"') }]);
    // A save of another page: the same.
    await editFile(work.contentDir, 'es/treatment/alcohol-addiction.yaml', 'title: Alcohol Addiction Treatment\n', 'title: Tratamiento del alcohol\n');
    expect(await save('es/treatment/alcohol-addiction.yaml')).toEqual(behind);
    // The English edited again: the English now follows.
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment, Day and Night\n', '  title: Detox Treatment, Any Hour\n');
    const again = await save(DETOX);
    expect(again).toEqual([{ ...behind[0], expected: expect.stringContaining('"Detox Treatment, Any Hour"') }]);
    // The translation edited: its place follows.
    await editFile(work.contentDir, `es/${DETOX}`, 'title: Medical Detox\n', '# Reviewed.\ntitle: Medical Detox\n');
    expect(await save(`es/${DETOX}`)).toEqual([{ ...again[0], line: 6 }]);
    // Recorded from an English text not committed: not found, and found at a later save once it is
    // committed, though neither file changed since.
    const spanish = join(work.contentDir, 'es', DETOX);
    expect((await site(['translations', 'mark-current', '--content', work.contentDir, spanish])).code).toBe(0);
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment, Any Hour\n', '  title: Detox Treatment, Every Hour\n');
    expect((await save(DETOX, `es/${DETOX}`)).map((p) => p.got)).toEqual(['a translation of an earlier English text (not in git history, so it cannot be shown)']);
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment, Every Hour\n', '  title: Detox Treatment, Any Hour\n');
    editorGit(work.dir, 'commit', '-qam', 'any hour');
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment, Any Hour\n', '  title: Detox Treatment, Every Hour\n');
    await editFile(work.contentDir, 'es/treatment/alcohol-addiction.yaml', 'title: Tratamiento del alcohol\n', 'title: Tratamiento por el alcohol\n');
    expect((await save('es/treatment/alcohol-addiction.yaml')).map((p) => p.got)).toEqual(['a translation of the English as it was: "Detox Treatment, Any Hour"']);
  }, 90_000);

  it('site dev lists the history once its first build is done: its first save that puts a translation behind shows the English then without starting git', async () => {
    const work = await committedTwoLanguageSite();
    const state = createBuildState();
    const options = { contentDir: work.contentDir, outDir: work.outDir, cacheDir: join(work.dir, '.cache') };
    expect((await build(options, state)).staleTranslations).toEqual([]);
    // Started by the first build, which did not wait for it.
    const listing = historyListing(work.contentDir);
    expect(listing).toBeDefined();
    await listing;
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    const path = process.env.PATH;
    process.env.PATH = ''; // no git can be started from here on
    try {
      const saved = await build({ ...options, changed: [DETOX] }, state);
      expect(saved.ok).toBe(true);
      expect((saved.staleTranslations ?? []).map((p) => p.got)).toEqual(['a translation of the English as it was: "Detox Treatment"']);
    } finally {
      process.env.PATH = path;
    }
  }, 60_000);

  it('between saves, a translation that loses its record is listed until it has one again, whatever else is saved meanwhile', async () => {
    const work = await recordedTwoLanguageSite();
    const state = createBuildState();
    const run = async (changed?: string[]) => {
      const r = await build({ contentDir: work.contentDir, outDir: work.outDir, cacheDir: join(work.dir, '.cache'), ...(changed ? { changed } : {}) }, state);
      expect(r.ok).toBe(true);
      return (r.staleTranslations ?? []).map((p) => `${p.file}: ${p.got}`);
    };
    expect(await run()).toEqual([]);
    const spanish = join(work.contentDir, 'es', DETOX);
    const recorded = await readFile(spanish, 'utf8');
    await writeFile(spanish, recorded.slice(0, recorded.indexOf('translatedFrom:')));
    expect(await run([`es/${DETOX}`])).toEqual([`es/${DETOX}: no record`]);
    await editFile(work.contentDir, 'es/treatment/alcohol-addiction.yaml', 'title: Alcohol Addiction Treatment\n', 'title: Tratamiento del alcohol\n');
    expect(await run(['es/treatment/alcohol-addiction.yaml'])).toEqual([`es/${DETOX}: no record`]);
    await writeFile(spanish, recorded);
    expect(await run([`es/${DETOX}`])).toEqual([]);
    // Its English page edited: behind in the field that changed, as a fresh build finds it.
    await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
    const behind = await run([DETOX]);
    expect(behind).toEqual([`es/${DETOX}: a translation of an earlier English text (not in git history, so it cannot be shown)`]);
    const fresh = await build({ contentDir: work.contentDir, outDir: join(work.dir, 'fresh'), cacheDir: join(work.dir, 'fresh-cache') });
    expect(fresh.staleTranslations?.map((p) => `${p.file}: ${p.got}`)).toEqual(behind);
  }, 90_000);

  it('site dev lists a translation put behind by an English edit without stopping the build, and tells the open page', async () => {
    const work = await recordedTwoLanguageSite();
    const reports: BuildResult[] = [];
    const dev = await startDev({
      contentDir: work.contentDir, templatesDir: join(ROOT, 'templates'), outDir: work.outDir, port: 0, host: '127.0.0.1', contentLabel: 'content',
      report: (r) => { if ('ok' in r) reports.push(r); }, code: [join(ROOT, 'templates')],
    });
    try {
      expect(reports.at(-1)?.staleTranslations).toEqual([]);
      const built = dev.nextBuild();
      await editFile(work.contentDir, DETOX, '  title: Detox Treatment\n', '  title: Detox Treatment, Day and Night\n');
      const result = await built;
      expect(result.ok).toBe(true);
      expect(result.staleTranslations?.map((p) => `${p.code} ${p.file} ${p.field}`)).toEqual([`stale-translation es/${DETOX} hero`]);
      // A page opened now hears of it, with the paths the terminal shows.
      const controller = new AbortController();
      const events = await fetch(`${dev.url}/__dev/events`, { signal: controller.signal });
      const reader = events.body!.getReader();
      let text = '';
      while (!text.includes('event: notes')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      expect(text).toContain('"dir":"content"');
      expect(text).toContain(`"file":"es/${DETOX}"`);
    } finally {
      await dev.close();
    }
  }, 90_000);
});
