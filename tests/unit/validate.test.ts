/**
 * Content validation: the shipped content is valid, and each kind of editor
 * mistake is reported with its code, file, line, column and field path.
 * Each case edits one real content file in memory, so positions are real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { parseMarkdownFile, parseYamlFile } from '../../generator/load/parse.ts';
import type { SourceFile } from '../../generator/load/source.ts';
import { CATALOG, type ProblemCode } from '../../generator/validate/catalog.ts';
import { validate } from '../../generator/validate/index.ts';
import type { Problem } from '../../generator/validate/problem.ts';
import { isScriptLink } from '../../contract/content/common.ts';
import { CONTENT } from '../helpers/site.ts';
import { englishOnly, withSpanish } from '../helpers/languages.ts';

let shipped: SourceFile[];
beforeAll(async () => { shipped = englishOnly(await load(CONTENT)); });

function textOf(path: string): string {
  const f = shipped.find((s) => s.path === path);
  if (!f || f.type !== 'data') throw new Error(`no content file ${path}`);
  return f.text;
}

const parse = (path: string, text: string) => (path.endsWith('.md') ? parseMarkdownFile(path, text) : parseYamlFile(path, text));

/** Validate the shipped content with some files' text changed. */
function withEdits(edits: Record<string, (text: string) => string>): Problem[] {
  return validate(shipped.map((f) => (edits[f.path] ? parse(f.path, edits[f.path]!(textOf(f.path))) : f))).problems;
}

/** Validate the shipped content with one file's text changed. */
const withEdit = (path: string, edit: (text: string) => string): Problem[] => withEdits({ [path]: edit });

/** One key indented by one space more than its siblings, so that the file no longer parses. */
const indentSlip = (key: string) => (text: string) => text.replace(new RegExp(`^${key}`, 'm'), ` ${key}`);

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
    expect(result.ok && result.content.pages.length).toBe(36);
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

  it('YAML syntax error: reports the line once and nothing else about the file', () => {
    const problems = withEdit('not-found.yaml', (t) => t.replace('message: Oops! Page not found', 'message: Oops! Page: not found\n  - stray'));
    expect(problems).toEqual([expect.objectContaining({ code: 'yaml-syntax', file: 'not-found.yaml', line: lineOf(textOf('not-found.yaml'), 'message:') })]);
    expect(problems[0]!.got).toBe('a second ": " on one line, or a line indented further than the one above');
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
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: guide, field: '(body)', got: '"/services/detox-now", and no page has the route /services/detox-now' })]);
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

describe('links that would run code', () => {
  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', '&#0106avascript:alert(1)', 'javascript&colon;alert(1)', 'jav&#x09;ascript:alert(1)', 'java&Tab;script:alert(1)',
    '%6Aavascript:alert(1)', 'javascript%3Aalert(1)', 'DATA:text/html;base64,PHNjcmlwdD4=', ' data:image/svg+xml,<svg onload=alert(1)>', 'VBScript:msgbox(1)',
  ])('refuses %j', (link) => {
    expect(isScriptLink(link)).toBe(true);
  });

  it.each([
    '/services/medical-detox', '/#team', '#contact', 'tel:crisis', 'https://www.samhsa.gov/find-help', 'mailto:help@example.org',
    '/resources/javascript-and-the-brain', 'https://example.org/?q=javascript:alert(1)', 'database.html', '/data:old',
  ])('lets %j through', (link) => {
    expect(isScriptLink(link)).toBe(false);
  });

  it.each(['JavaScript:alert(1)', ' javascript:alert(1)', 'java\\tscript:alert(1)', 'data:text/html,hi'])('a YAML href of %j is a problem at its line, saying why', (link) => {
    const nav = textOf('navigation.yaml');
    const problems = withEdit('navigation.yaml', (t) => t.replace('"/#team"', `"${link}"`));
    expect(problems).toEqual([expect.objectContaining({
      code: 'invalid-format', file: 'navigation.yaml', field: 'sections[2].href', line: lineOf(nav, '/#team'),
      expected: expect.stringContaining('never a javascript: or data: link'),
    })]);
  });

  it('a Markdown link in the guide that would run code is a problem at its line, however it is written', () => {
    const guide = 'resources/addiction-guide.md';
    const added = [
      'Call [us](JavaScript:alert(1)) today.',
      'Or [write]( java&#x09;script:alert(2)).',
      '<data:text/html;base64,PHNjcmlwdD4=>',
      'A [reference][x] link.',
      '',
      '[x]: &#106;avascript:alert(3)',
    ].join('\n');
    const text = `${textOf(guide)}\n${added}\n`;
    const problems = withEdit(guide, () => text);
    expect(problems.map((p) => [p.code, p.file, p.field, p.line, p.got])).toEqual([
      ['invalid-format', guide, '(body)', lineOf(text, 'Call [us]'), '"JavaScript:alert(1)"'],
      ['invalid-format', guide, '(body)', lineOf(text, 'Or [write]'), '"java&#x09;script:alert(2)"'],
      ['invalid-format', guide, '(body)', lineOf(text, '<data:'), '"data:text/html;base64,PHNjcmlwdD4="'],
      ['invalid-format', guide, '(body)', lineOf(text, '[x]:'), '"&#106;avascript:alert(3)"'],
    ]);
    expect(problems[0]!.expected).toContain('never a javascript: or data: link');
  });
});

describe('one mistake, one problem', () => {
  const detox = 'services/medical-detox.yaml';

  it('an indentation slip in a page that twenty pages link to is one yaml-syntax problem, at the slip', () => {
    const line = lineOf(textOf(detox), 'signs:');
    const problems = withEdit(detox, indentSlip('signs:'));
    expect(problems).toEqual([expect.objectContaining({ code: 'yaml-syntax', file: detox, line, column: 1, got: 'a line indented differently from the lines around it' })]);
  });

  it('links to an anchor of a page that does not parse are not reported either', () => {
    // navigation.yaml links to /#team, /#faq and more: the home page's anchors cannot be known while it does not parse.
    const problems = withEdit('home.yaml', indentSlip('faq:'));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual(['home.yaml yaml-syntax']);
  });

  it('a page that fails its schema still claims its route: links to it stand', () => {
    const problems = withEdit(detox, (t) => t.replace(/^ {2}title: Medical Detox\n/m, ''));
    expect(problems).toEqual([expect.objectContaining({ code: 'missing-field', file: detox, field: 'hero.title' })]);
  });

  it('lists root causes first: a file that does not parse, then fields, then links; by file within each', () => {
    const problems = withEdits({
      'treatment/meth-addiction.yaml': indentSlip('signs:'),
      'not-found.yaml': (t) => t.replace(/^heading:.*\n/m, ''),
      'navigation.yaml': (t) => t.replace('"/#team"', '"/#staff"'),
      'faq/treatment.yaml': (t) => t.replace(/^title:/m, 'titel:'),
    });
    expect(problems.map((p) => `${p.code} ${p.file}`)).toEqual([
      'yaml-syntax treatment/meth-addiction.yaml',
      'missing-field faq/treatment.yaml',
      'unknown-field faq/treatment.yaml',
      'missing-field not-found.yaml',
      'broken-link navigation.yaml',
    ]);
  });
});

describe('the catalog', () => {
  /** One editor mistake for each code the content checks produce. */
  const MISTAKES: Record<Exclude<ProblemCode, 'structured-data'>, () => Problem[]> = {
    'yaml-syntax': () => withEdit('thank-you.yaml', indentSlip('message:')),
    'missing-file': () => validate(shipped.filter((f) => f.path !== 'verification.yaml')).problems,
    'unknown-file': () => validate([...shipped, parseYamlFile('blog/first-post.yaml', 'title: Hello\n')]).problems,
    'missing-field': () => withEdit('not-found.yaml', (t) => t.replace(/^heading:.*\n/m, '')),
    'unknown-field': () => withEdit('site.yaml', (t) => t.replace(/^city:/m, 'citty: Los Angeles\ncity:')),
    'invalid-type': () => withEdit('site.yaml', (t) => t.replace('copyrightYear: 2024', 'copyrightYear: "2024"')),
    'wrong-count': () => withEdit('treatment/alcohol-addiction.yaml', (t) => t.replace(/^ {2}- question:[\s\S]*?(?=^ {2}- question:)/m, '')),
    'too-short': () => withEdit('treatment/alcohol-addiction.yaml', (t) => t.replace(/^description: >-\n(?: {2}.*\n)+/m, 'description: Alcohol rehab.\n')),
    'too-long': () => withEdit('site.yaml', (t) => t.replace('copyrightYear: 2024', 'copyrightYear: 2400')),
    'invalid-value': () => withEdit('home.yaml', (t) => t.replace('gradient: violet', 'gradient: purple')),
    'invalid-format': () => withEdit('redirects.yaml', (t) => t.replace('from: [/cocaine]', 'from: [/Cocaine/]')),
    'unknown-placeholder': () => withEdit('not-found.yaml', (t) => t.replace('call our crisis line', 'call {crisisPhone}')),
    'broken-link': () => withEdit('navigation.yaml', (t) => t.replace('"/#team"', '"/#staff"')),
    'missing-image': () => withEdit('landing/crisis-help.yaml', (t) => t.replace('src: images/facility/bedroom.jpg', 'src: images/facility/attic.jpg')),
    'undeclared-language': () => validate([...shipped, parseYamlFile('es/home.yaml', textOf('home.yaml'))]).problems,
    'missing-translation': () => validate(withSpanish(shipped, ['faq/treatment.yaml'])).problems,
    'redirect-conflict': () => withEdit('redirects.yaml', (t) => t.replace('from: [/cocaine]', 'from: [/cocaine, /faq/treatment]')),
  };

  it.each(Object.entries(MISTAKES))('%s: one mistake gives exactly that problem, worded with its catalog hint', (code, mistake) => {
    const problems = mistake();
    expect(problems.map((p) => p.code)).toEqual([code]);
    expect(problems[0]!.hint).toBe(CATALOG[code as ProblemCode].hint);
    expect(`${problems[0]!.expected} ${problems[0]!.got}`).not.toMatch(/zod|Invalid input|\n\s+at /i);
  });

  it('has a case for every code but structured-data (found in built pages): no code is listed that nothing produces', () => {
    const codes = Object.keys(CATALOG).filter((c) => CATALOG[c as ProblemCode].stage !== 'output');
    expect(Object.keys(MISTAKES).sort()).toEqual(codes.sort());
  });
});
