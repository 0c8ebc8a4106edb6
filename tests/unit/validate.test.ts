/**
 * Content validation: the shipped content is valid, and each kind of editor
 * mistake is reported with its code, file, line, column and field path.
 * Each case changes one file of a small fixture site (tests/fixtures/minimal-site
 * with guide-and-faq) in memory, so positions are real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { parseMarkdownFile, parseYamlFile } from '../../generator/load/parse.ts';
import type { SourceFile } from '../../generator/load/source.ts';
import { validate } from '../../generator/validate/index.ts';
import type { Problem } from '../../generator/validate/problem.ts';
import { fixtureSite, replaceOnce } from '../helpers/fixtures.ts';
import { CONTENT } from '../helpers/site.ts';

let site: SourceFile[];
beforeAll(async () => { site = await load((await fixtureSite('minimal-site', 'guide-and-faq')).contentDir); });

function textOf(path: string): string {
  const f = site.find((s) => s.path === path);
  if (!f || f.type !== 'data') throw new Error(`no content file ${path}`);
  return f.text;
}

const parse = (path: string, text: string) => (path.endsWith('.md') ? parseMarkdownFile(path, text) : parseYamlFile(path, text));

/** Validate the fixture site with one exact piece of one file's text replaced. */
function withEdit(path: string, from: string, to: string): Problem[] {
  const replaced = parse(path, replaceOnce(textOf(path), from, to));
  return validate(site.map((f) => (f.path === path ? replaced : f))).problems;
}

/** 1-based line of the first line containing `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`"${needle}" not in text`);
  return i + 1;
}

describe('valid content', () => {
  it('the shipped content validates with no problems and yields every page', async () => {
    const result = validate(await load(CONTENT));
    expect(result.problems).toEqual([]);
    expect(result.ok && result.content.pages.length).toBe(32);
  });

  it('the fixture site validates too (the cases below each add one mistake)', () => {
    expect(validate(site).problems).toEqual([]);
  });
});

describe('content problems', () => {
  const alcohol = 'treatment/alcohol-addiction.yaml';

  it('missing field: points at the parent with the field path', () => {
    const text = textOf(alcohol);
    const problems = withEdit(alcohol, '  subtitle: Safe, supervised care for Alcohol use.\n', '');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'missing-field', file: alcohol, field: 'hero.subtitle', got: '(missing)', line: lineOf(text, '  title: Alcohol Treatment') });
  });

  it('wrong type: a list where text belongs, at the value', () => {
    const line = lineOf(textOf(alcohol), '  title: Alcohol Treatment');
    const problems = withEdit(alcohol, '  title: Alcohol Treatment', '  title: [one, two]');
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-type', field: 'hero.title', line, column: 10, expected: 'text', got: 'a list of 2 items' })]);
  });

  it('unknown key: points at the key itself', () => {
    const line = lineOf(textOf('site.yaml'), 'city: Springfield');
    const problems = withEdit('site.yaml', 'city: Springfield\n', 'citty: Springfield\ncity: Springfield\n');
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-field', file: 'site.yaml', field: 'citty', line, column: 1 })]);
  });

  it('bad cross-reference: a related link to a page that does not exist', () => {
    const line = lineOf(textOf(alcohol), 'href: /treatment/heroin-addiction');
    const problems = withEdit(alcohol, 'href: /treatment/heroin-addiction', 'href: /treatment/kratom-addiction');
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', field: 'relatedTreatments[0].href', line, got: expect.stringContaining('/treatment/kratom-addiction') })]);
  });

  it('bad cross-reference: an anchor the target page does not have', () => {
    const problems = withEdit('navigation.yaml', '"/#team"', '"/#staff"');
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: 'navigation.yaml', field: 'sections[1].href', line: lineOf(textOf('navigation.yaml'), '/#team') })]);
  });

  it('YAML syntax error: reports the line and writes nothing else about the file', () => {
    const problems = withEdit('not-found.yaml', 'message: Oops! Page not found', 'message: Oops! Page: not found\n  - stray');
    expect(problems.length).toBeGreaterThanOrEqual(1);
    expect(problems.every((p) => p.code === 'yaml-syntax' && p.file === 'not-found.yaml')).toBe(true);
    expect(problems[0]!.line).toBe(lineOf(textOf('not-found.yaml'), 'message:'));
  });

  it('too few FAQs: a wrong count on the list', () => {
    const text = textOf(alcohol);
    const problems = withEdit(alcohol, '  - { question: Question one?, answer: Answer one. }\n', '');
    expect(problems).toEqual([expect.objectContaining({ code: 'wrong-count', field: 'faq', expected: 'exactly 5 items', got: '4 items', line: lineOf(text, 'faq:') + 1 })]);
  });

  it('collects every problem of a run, across files', () => {
    const files = site.map((f) => {
      if (f.path === 'not-found.yaml') return parseYamlFile(f.path, replaceOnce(textOf(f.path), 'heading: "404"\n', ''));
      if (f.path === 'site.yaml') return parseYamlFile(f.path, replaceOnce(textOf(f.path), 'copyrightYear: 2024', 'copyrightYear: "2024"'));
      return f;
    });
    const problems = validate(files).problems;
    expect(problems.map((p) => `${p.file} ${p.code} ${p.field}`)).toEqual(['not-found.yaml missing-field heading', 'site.yaml invalid-type copyrightYear']);
  });

  it('unknown {token} in copy is a problem at its line', () => {
    const problems = withEdit('not-found.yaml', 'call our crisis line', 'call {crisisPhone}');
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-placeholder', got: '{crisisPhone}', line: lineOf(textOf('not-found.yaml'), 'helpText') })]);
  });

  it('positions in Markdown front matter count the opening fence', () => {
    const guide = 'resources/family-guide.md';
    const problems = withEdit(guide, 'readTime: 5 min read', 'readTime: 12');
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-type', field: 'readTime', line: lineOf(textOf(guide), 'readTime:') })]);
  });

  it('a Markdown body link to a missing page is a broken link', () => {
    const guide = 'resources/family-guide.md';
    const problems = withEdit(guide, '(/services/medical-detox)', '(/services/detox-now)');
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: guide, got: '/services/detox-now' })]);
  });

  it('a FAQ follow-up question that is not a question on the page', () => {
    const faq = 'faq/questions.yaml';
    const problems = withEdit(faq, 'followUpQuestions: [Is detox safe?]', 'followUpQuestions: [Is there a pill that cures addiction?]');
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-format', field: 'items[0].followUpQuestions[0]', line: lineOf(textOf(faq), 'How fast can I start?'), expected: 'the exact text of another question on this page' })]);
  });

  it('a redirect that shadows a live page, or chains, is a conflict', () => {
    const problems = withEdit('redirects.yaml', 'from: [/contact]', 'from: [/contact, /treatment/heroin-addiction]');
    expect(problems).toEqual([expect.objectContaining({ code: 'redirect-conflict', file: 'redirects.yaml', got: '/treatment/heroin-addiction, which is a live page' })]);
  });
});
