/**
 * Content validation: the shipped content is valid, and each kind of editor
 * mistake is reported with its code, file, line, column and field path.
 * Each case edits one real content file in memory, so positions are real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { parseMarkdownFile, parseYamlFile } from '../../generator/load/parse.ts';
import type { SourceFile } from '../../generator/load/source.ts';
import { validate } from '../../generator/validate/index.ts';
import type { Problem } from '../../generator/validate/problem.ts';
import { CONTENT } from '../helpers/site.ts';

let shipped: SourceFile[];
beforeAll(async () => { shipped = await load(CONTENT); });

function textOf(path: string): string {
  const f = shipped.find((s) => s.path === path);
  if (!f || f.type !== 'data') throw new Error(`no content file ${path}`);
  return f.text;
}

/** Validate the shipped content with one file's text changed. */
function withEdit(path: string, edit: (text: string) => string): Problem[] {
  const text = edit(textOf(path));
  const replaced = path.endsWith('.md') ? parseMarkdownFile(path, text) : parseYamlFile(path, text);
  const result = validate(shipped.map((f) => (f.path === path ? replaced : f)));
  return result.problems;
}

/** 1-based line of the first line containing `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`"${needle}" not in text`);
  return i + 1;
}

describe('shipped content', () => {
  it('validates with no problems and yields every page', () => {
    const result = validate(shipped);
    expect(result.problems).toEqual([]);
    expect(result.ok && result.content.pages.length).toBe(35);
  });
});

describe('content problems', () => {
  const alcohol = 'treatment/alcohol-addiction.yaml';

  it('missing field: points at the parent with the field path', () => {
    const text = textOf(alcohol);
    const problems = withEdit(alcohol, (t) => t.replace(/^ {2}subtitle:.*(\n {4}.*)*\n/m, ''));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'missing-field', file: alcohol, field: 'hero.subtitle', got: '(missing)', line: lineOf(text, '  title:') });
  });

  it('wrong type: a list where text belongs, at the value', () => {
    const text = textOf(alcohol);
    const line = lineOf(text, 'hero:') + 1;
    const problems = withEdit(alcohol, (t) => t.replace(/^hero:\n {2}title: .*$/m, 'hero:\n  title: [one, two]'));
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-type', field: 'hero.title', line, column: 10, expected: 'text', got: 'a list of 2 items' })]);
  });

  it('unknown key: points at the key itself', () => {
    const text = textOf('site.yaml');
    const line = lineOf(text, 'city:');
    const problems = withEdit('site.yaml', (t) => t.replace(/^city:/m, 'citty: Los Angeles\ncity:'));
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-field', file: 'site.yaml', field: 'citty', line, column: 1 })]);
  });

  it('bad cross-reference: a related link to a page that does not exist', () => {
    const text = textOf(alcohol);
    const target = text.match(/^ {4}href: (\/\S+)$/m)![1]!;
    const line = lineOf(text, `href: ${target}`);
    const problems = withEdit(alcohol, (t) => t.replace(`href: ${target}`, 'href: /treatment/kratom-addiction'));
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', field: expect.stringMatching(/^relatedTreatments\[\d\]\.href$/), line, got: expect.stringContaining('/treatment/kratom-addiction') })]);
  });

  it('bad cross-reference: an anchor the target page does not have', () => {
    const problems = withEdit('navigation.yaml', (t) => t.replace('"/#team"', '"/#staff"'));
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: 'navigation.yaml', field: 'sections[2].href', line: lineOf(textOf('navigation.yaml'), '/#team') })]);
  });

  it('YAML syntax error: reports the line and writes nothing else about the file', () => {
    const problems = withEdit('not-found.yaml', (t) => t.replace('message: Oops! Page not found', 'message: Oops! Page: not found\n  - stray'));
    expect(problems.length).toBeGreaterThanOrEqual(1);
    expect(problems.every((p) => p.code === 'yaml-syntax' && p.file === 'not-found.yaml')).toBe(true);
    expect(problems[0]!.line).toBe(lineOf(textOf('not-found.yaml'), 'message:'));
  });

  it('too few FAQs: a wrong count on the list', () => {
    const text = textOf(alcohol);
    const problems = withEdit(alcohol, (t) => t.replace(/^ {2}- question:[\s\S]*?(?=^ {2}- question:)/m, ''));
    expect(problems).toEqual([expect.objectContaining({ code: 'wrong-count', field: 'faq', expected: 'exactly 5 items', got: '4 items', line: lineOf(text, 'faq:') + 1 })]);
  });

  it('collects every problem of a run, across files', () => {
    const files = shipped.map((f) => {
      if (f.path === 'not-found.yaml') return parseYamlFile(f.path, (f as { text: string }).text.replace(/^heading:.*\n/m, ''));
      if (f.path === 'site.yaml') return parseYamlFile(f.path, (f as { text: string }).text.replace('copyrightYear: 2024', 'copyrightYear: "2024"'));
      return f;
    });
    const problems = validate(files).problems;
    expect(problems.map((p) => `${p.file} ${p.code} ${p.field}`)).toEqual(['not-found.yaml missing-field heading', 'site.yaml invalid-type copyrightYear']);
  });

  it('unknown {token} in copy is a problem at its line', () => {
    const problems = withEdit('not-found.yaml', (t) => t.replace('call our crisis line', 'call {crisisPhone}'));
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-placeholder', got: '{crisisPhone}', line: lineOf(textOf('not-found.yaml'), 'helpText') })]);
  });

  it('positions in Markdown front matter count the opening fence', () => {
    const guide = 'resources/addiction-guide.md';
    const text = textOf(guide);
    const problems = withEdit(guide, (t) => t.replace(/^readTime: .*$/m, 'readTime: 12'));
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-type', field: 'readTime', line: lineOf(text, 'readTime:') })]);
  });

  it('a Markdown body link to a missing page is a broken link', () => {
    const guide = 'resources/addiction-guide.md';
    const problems = withEdit(guide, (t) => `${t}\nSee [our detox page](/services/detox-now).\n`);
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: guide, got: '/services/detox-now' })]);
  });

  it('a FAQ follow-up question that is not a question on the page', () => {
    const faq = 'faq/treatment.yaml';
    const text = textOf(faq);
    const first = text.match(/followUpQuestions:\n( {6}- .+)$/m)!.slice(1) as [string];
    const problems = withEdit(faq, (t) => t.replace(first[0], '      - Is there a pill that cures addiction?'));
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-format', field: expect.stringMatching(/^items\[\d+\]\.followUpQuestions\[0\]$/), line: lineOf(text, first[0]), expected: 'the exact text of another question on this page' })]);
  });

  it('a redirect that shadows a live page, or chains, is a conflict', () => {
    const problems = withEdit('redirects.yaml', (t) => t.replace('from: [/cocaine]', 'from: [/cocaine, /faq/treatment]'));
    expect(problems).toEqual([expect.objectContaining({ code: 'redirect-conflict', file: 'redirects.yaml', got: '/faq/treatment, which is a live page' })]);
  });
});
