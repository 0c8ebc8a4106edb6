/**
 * Content validation: the shipped content is valid, and each kind of editor
 * mistake is reported with its code, file, line, column and field path.
 * The mistakes are made in the small test site (tests/fixtures/minimal-site, with the
 * guide and FAQ pages of tests/fixtures/guide-and-faq), each one exact piece of one
 * file's text changed in memory, so positions are real and the shipped copy is free to change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { parseYamlFile } from '../../generator/load/parse.ts';
import type { SourceFile } from '../../generator/pipeline.ts';
import { CATALOG, type ProblemCode } from '../../generator/validate/catalog.ts';
import { validate } from '../../generator/validate/index.ts';
import type { Problem } from '../../generator/validate/problem.ts';
import { isScriptLink } from '../../contract/content/common.ts';
import { fixtureContent, replacing } from '../helpers/fixtures.ts';
import { CONTENT } from '../helpers/paths.ts';
import { englishOnly, parseContent, withSpanish } from '../helpers/languages.ts';

/** The test site: minimal-site with the guide and FAQ pages over it. */
let site: SourceFile[];
let shipped: SourceFile[];
beforeAll(async () => {
  site = await fixtureContent('minimal-site', 'guide-and-faq');
  shipped = englishOnly(await load(CONTENT));
});

function textOf(path: string): string {
  const f = site.find((s) => s.path === path);
  if (!f || f.type !== 'data') throw new Error(`no content file ${path}`);
  return f.text;
}

type Edit = (text: string) => string;

/** Validate the test site with some files' text changed. */
function withEdits(edits: Record<string, Edit>): Problem[] {
  return validate(site.map((f) => (edits[f.path] ? parseContent(f.path, edits[f.path]!(textOf(f.path))) : f))).problems;
}

/** Validate the test site with one file's text changed. */
const withEdit = (path: string, edit: Edit): Problem[] => withEdits({ [path]: edit });

/** A top-level key indented by one space more than its siblings, so that the file no longer parses. */
const indentSlip = (key: string): Edit => replacing(`\n${key}:`, `\n ${key}:`);

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
    expect(result.ok && result.content.pages.length).toBe(38);
  });
});

describe('the test site', () => {
  it('validates with no problems, so each case below is its one mistake', () => {
    const result = validate(site);
    expect(result.problems).toEqual([]);
    expect(result.ok && result.content.pages.map((p) => p.route ?? '(the 404 page)').sort()).toEqual([
      '(the 404 page)', '/', '/admin', '/faq/questions', '/not-sent', '/policies/accessibility', '/policies/nondiscrimination', '/policies/privacy',
      '/resources/family-guide', '/services/medical-detox', '/thank-you', '/treatment/alcohol-addiction', '/treatment/heroin-addiction',
    ]);
  });
});

describe('content problems', () => {
  const alcohol = 'treatment/alcohol-addiction.yaml';
  const guide = 'resources/family-guide.md';
  const faq = 'faq/questions.yaml';

  it('missing field: points at the parent with the field path', () => {
    const text = textOf(alcohol);
    const problems = withEdit(alcohol, replacing('  subtitle: Safe, supervised care for Alcohol use.\n', ''));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'missing-field', file: alcohol, field: 'hero.subtitle', got: '(missing)', line: lineOf(text, '  title: Alcohol Treatment') });
  });

  it('wrong type: a list where text belongs, at the value', () => {
    const line = lineOf(textOf(alcohol), '  title: Alcohol Treatment');
    const problems = withEdit(alcohol, replacing('  title: Alcohol Treatment\n', '  title: [one, two]\n'));
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-type', field: 'hero.title', line, column: 10, expected: 'text', got: 'a list of 2 items' })]);
  });

  it('unknown key: points at the key itself', () => {
    const line = lineOf(textOf('site.yaml'), 'city: Springfield');
    const problems = withEdit('site.yaml', replacing('\ncity: Springfield\n', '\ncitty: Springfield\ncity: Springfield\n'));
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-field', file: 'site.yaml', field: 'citty', line, column: 1 })]);
  });

  it('a misspelt field is one problem, at its own line, naming the field it was meant to be (issue #28)', () => {
    const line = lineOf(textOf(alcohol), '  subtitle: Safe, supervised care');
    const problems = withEdit(alcohol, replacing('  subtitle: Safe, supervised care', '  subtitel: Safe, supervised care'));
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-field', field: 'hero.subtitel', line, column: 3, expected: 'a field this kind of file has: did you mean `subtitle`?', got: 'a field named "subtitel"' })]);
    // A name near an optional field the group does not have yet gets the suggestion too, and nothing is missing.
    const optional = withEdit(alcohol, replacing('description: Alcohol treatment with', 'singleLanguag: true\ndescription: Alcohol treatment with'));
    expect(optional).toEqual([expect.objectContaining({ code: 'unknown-field', field: 'singleLanguag', expected: 'a field this kind of file has: did you mean `singleLanguage`?' })]);
    // A name near nothing is only unknown.
    expect(withEdit(alcohol, replacing('  subtitle: Safe', '  colour: blue\n  subtitle: Safe'))).toEqual([expect.objectContaining({ code: 'unknown-field', expected: 'no field of this name here' })]);
  });

  it('a value not allowed names the nearest allowed one (issue #28)', () => {
    const problems = withEdit('home.yaml', replacing('gradient: violet', 'gradient: violett'));
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-value', got: '"violett": did you mean "violet"?' })]);
    expect(withEdit('home.yaml', replacing('gradient: violet', 'gradient: rainbow'))[0]!.got).toBe('"rainbow"');
  });

  it('a time zone there is not: one problem at the timeZone line, saying what a zone looks like', () => {
    const line = lineOf(textOf('site.yaml'), 'timeZone: America/Chicago');
    const problems = withEdit('site.yaml', replacing('timeZone: America/Chicago', 'timeZone: Central Time'));
    expect(problems).toEqual([expect.objectContaining({ file: 'site.yaml', field: 'timeZone', line, expected: expect.stringContaining('a time zone of the IANA database, such as America/Los_Angeles') })]);
    expect(withEdit('site.yaml', replacing('timeZone: America/Chicago', 'timeZone: America/Springfield'))).toHaveLength(1);
    expect(withEdit('site.yaml', replacing('timeZone: America/Chicago', 'timeZone: Europe/Madrid'))).toEqual([]);
    // Names the runtime knows besides the canonical ones: an alias, other capitals.
    expect(withEdit('site.yaml', replacing('timeZone: America/Chicago', 'timeZone: US/Central'))).toEqual([]);
    expect(withEdit('site.yaml', replacing('timeZone: America/Chicago', 'timeZone: america/chicago'))).toEqual([]);
    // Without it, site.yaml is missing a field.
    expect(withEdit('site.yaml', replacing('timeZone: America/Chicago\n', ''))).toEqual([expect.objectContaining({ file: 'site.yaml', field: 'timeZone' })]);
  });

  it('a link to no page names the nearest route (issue #28)', () => {
    const problems = withEdit(alcohol, replacing('href: /services/medical-detox }', 'href: /services/medical-detx }'));
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', field: 'relatedTreatments[1].href', got: '"/services/medical-detx", and no page has the route /services/medical-detx: did you mean "/services/medical-detox"?' })]);
  });

  it('names the field in words as well as by its path (issue #28)', () => {
    const [broken] = withEdit(alcohol, replacing('href: /treatment/heroin-addiction', 'href: /treatment/kratom-addiction'));
    expect(broken!.label).toBe('related treatments, item 1, link (relatedTreatments[0].href)');
    const [missing] = withEdit('not-found.yaml', replacing('heading: "404"\n', ''));
    expect(missing!.label).toBe('heading');
  });

  it('a meta description over 160 characters is too long: SPEC 9 limits it to 160, and nothing is cut silently (issue #28)', () => {
    const at = (n: number) => `description: ${'Alcohol treatment with medical detox and residential care. '.repeat(3).slice(0, n - 1)}.`;
    const edit = (n: number) => withEdit(alcohol, replacing('description: Alcohol treatment with medical detox and residential care, and a crisis line answered 24/7.', at(n)));
    expect(edit(160)).toEqual([]);
    expect(edit(161)).toEqual([expect.objectContaining({ code: 'too-long', field: 'description', expected: 'at most 160 characters', got: '161 characters' })]);
  });

  it('bad cross-reference: a related link to a page that does not exist', () => {
    const line = lineOf(textOf(alcohol), 'href: /treatment/heroin-addiction');
    const problems = withEdit(alcohol, replacing('href: /treatment/heroin-addiction', 'href: /treatment/kratom-addiction'));
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', field: 'relatedTreatments[0].href', line, got: expect.stringContaining('/treatment/kratom-addiction') })]);
  });

  it('bad cross-reference: an anchor the target page does not have', () => {
    const problems = withEdit('navigation.yaml', replacing('"/#team"', '"/#staff"'));
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: 'navigation.yaml', field: 'sections[1].href', line: lineOf(textOf('navigation.yaml'), '/#team') })]);
  });

  it('YAML syntax error: reports the line once and nothing else about the file', () => {
    const problems = withEdit('not-found.yaml', replacing('message: Oops! Page not found', 'message: Oops! Page: not found\n  - stray'));
    expect(problems).toEqual([expect.objectContaining({ code: 'yaml-syntax', file: 'not-found.yaml', line: lineOf(textOf('not-found.yaml'), 'message:') })]);
    expect(problems[0]!.got).toBe('a second ": " on one line, or a line indented further than the one above');
  });

  it('too few FAQs: a wrong count on the list', () => {
    const text = textOf(alcohol);
    const problems = withEdit(alcohol, replacing('  - { question: Question five?, answer: Answer five. }\n', ''));
    expect(problems).toEqual([expect.objectContaining({ code: 'wrong-count', field: 'faq', expected: 'exactly 5 items', got: '4 items', line: lineOf(text, 'faq:') + 1 })]);
  });

  it('collects every problem of a run, across files', () => {
    const problems = withEdits({
      'not-found.yaml': replacing('heading: "404"\n', ''),
      'site.yaml': replacing('copyrightYear: 2024', 'copyrightYear: "2024"'),
    });
    expect(problems.map((p) => `${p.file} ${p.code} ${p.field}`)).toEqual(['not-found.yaml missing-field heading', 'site.yaml invalid-type copyrightYear']);
  });

  it('unknown {token} in copy is a problem at its line', () => {
    const problems = withEdit('not-found.yaml', replacing('call our crisis line', 'call {crisisPhone}'));
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown-placeholder', got: '{crisisPhone}', line: lineOf(textOf('not-found.yaml'), 'helpText') })]);
  });

  it('positions in Markdown front matter count the opening fence', () => {
    const problems = withEdit(guide, replacing('readTime: 5 min read', 'readTime: 12'));
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid-type', field: 'readTime', line: lineOf(textOf(guide), 'readTime:') })]);
  });

  it('a Markdown body link to a missing page is a broken link', () => {
    const problems = withEdit(guide, (t) => `${t}\nSee [our detox page](/services/detox-now).\n`);
    expect(problems).toEqual([expect.objectContaining({ code: 'broken-link', file: guide, field: '(body)', got: '"/services/detox-now", and no page has the route /services/detox-now' })]);
  });

  it('a FAQ follow-up question that is not a question on the page', () => {
    const problems = withEdit(faq, replacing('followUpQuestions: [Is detox safe?]', 'followUpQuestions: [Is there a pill that cures addiction?]'));
    expect(problems).toEqual([expect.objectContaining({
      code: 'invalid-format', field: 'items[0].followUpQuestions[0]', line: lineOf(textOf(faq), 'Is detox safe?'), expected: 'the exact text of another question on this page',
    })]);
  });

  it('a redirect that shadows a live page, or chains, is a conflict', () => {
    const problems = withEdit('redirects.yaml', replacing('from: [/contact]', 'from: [/contact, /faq/questions]'));
    expect(problems).toEqual([expect.objectContaining({ code: 'redirect-conflict', file: 'redirects.yaml', got: '/faq/questions, which is a live page' })]);
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
    const problems = withEdit('navigation.yaml', replacing('"/#team"', `"${link}"`));
    expect(problems).toEqual([expect.objectContaining({
      code: 'invalid-format', file: 'navigation.yaml', field: 'sections[1].href', line: lineOf(textOf('navigation.yaml'), '/#team'),
      expected: expect.stringContaining('never a javascript: or data: link'),
    })]);
  });

  it('a Markdown link in the guide that would run code is a problem at its line, however it is written', () => {
    const guide = 'resources/family-guide.md';
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

  it('an indentation slip in a page that other pages link to is one yaml-syntax problem, at the slip', () => {
    // The home page, the navigation and both treatment pages link to the detox page.
    expect(site.filter((f) => f.type === 'data' && f.text.includes('/services/medical-detox')).map((f) => f.path).sort())
      .toEqual(['home.yaml', 'navigation.yaml', 'resources/family-guide.md', 'treatment/alcohol-addiction.yaml', 'treatment/heroin-addiction.yaml']);
    const line = lineOf(textOf(detox), 'signs:');
    const problems = withEdit(detox, indentSlip('signs'));
    expect(problems).toEqual([expect.objectContaining({ code: 'yaml-syntax', file: detox, line, column: 1, got: 'a line indented differently from the lines around it' })]);
  });

  it('links to an anchor of a page that does not parse are not reported either', () => {
    // navigation.yaml links to /#about and /#team: the home page's anchors cannot be known while it does not parse.
    const problems = withEdit('home.yaml', indentSlip('faq'));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual(['home.yaml yaml-syntax']);
  });

  it('a page that fails its schema still claims its route: links to it stand', () => {
    const problems = withEdit(detox, replacing('  title: Detox Treatment\n', ''));
    expect(problems).toEqual([expect.objectContaining({ code: 'missing-field', file: detox, field: 'hero.title' })]);
  });

  it('lists root causes first: a file that does not parse, then fields, then links; by file within each', () => {
    const problems = withEdits({
      'treatment/heroin-addiction.yaml': indentSlip('signs'),
      'not-found.yaml': replacing('heading: "404"\n', ''),
      'navigation.yaml': replacing('"/#team"', '"/#staff"'),
      'faq/questions.yaml': replacing('title: Treatment Questions\n', 'titel: Treatment Questions\n'),
    });
    expect(problems.map((p) => `${p.code} ${p.file}`)).toEqual([
      'yaml-syntax treatment/heroin-addiction.yaml',
      'unknown-field faq/questions.yaml',
      'missing-field not-found.yaml',
      'broken-link navigation.yaml',
    ]);
  });
});

/** A crisis page that sends a seizure to the admissions line instead of 911. */
const SEIZURE_SENT_TO_ADMISSIONS = `title: A Seizure in Withdrawal
description: What to do when withdrawal brings a seizure, and how to reach our crisis line any hour.
keywords: [withdrawal seizure, alcohol withdrawal, detox]
hero: { title: Withdrawal Help, subtitle: Call us any hour., actions: [{ label: Call Us, href: "tel:crisis" }] }
sections:
  - { type: cards, title: Danger Signs, items: [{ title: A seizure, actions: [{ label: Call Us, href: "tel:crisis" }] }] }
  - { type: callout, title: Call Us, actions: [{ label: Call Us, href: "tel:crisis" }] }
clinicalReview: { reviewer: medical-director, date: "2026-10-01" }
`;

describe('the catalog', () => {
  /** One editor mistake for each code the content checks produce. */
  const MISTAKES: Record<Exclude<ProblemCode, 'structured-data'>, () => Problem[]> = {
    'yaml-syntax': () => withEdit('thank-you.yaml', indentSlip('message')),
    'missing-file': () => validate(site.filter((f) => f.path !== 'verification.yaml')).problems,
    'unknown-file': () => validate([...site, parseYamlFile('blog/first-post.yaml', 'title: Hello\n')]).problems,
    'missing-field': () => withEdit('not-found.yaml', replacing('heading: "404"\n', '')),
    'unknown-field': () => withEdit('site.yaml', replacing('\ncity: Springfield\n', '\ncitty: Springfield\ncity: Springfield\n')),
    'invalid-type': () => withEdit('site.yaml', replacing('copyrightYear: 2024', 'copyrightYear: "2024"')),
    'wrong-count': () => withEdit('treatment/alcohol-addiction.yaml', replacing('  - { question: Question five?, answer: Answer five. }\n', '')),
    'too-short': () => withEdit('treatment/alcohol-addiction.yaml', replacing('description: Alcohol treatment with medical detox and residential care, and a crisis line answered 24/7.', 'description: Alcohol rehab.')),
    'too-long': () => withEdit('site.yaml', replacing('copyrightYear: 2024', 'copyrightYear: 2400')),
    'invalid-value': () => withEdit('home.yaml', replacing('gradient: violet', 'gradient: purple')),
    'invalid-format': () => withEdit('redirects.yaml', replacing('from: [/contact]', 'from: [/Contact/]')),
    'unknown-placeholder': () => withEdit('not-found.yaml', replacing('call our crisis line', 'call {crisisPhone}')),
    'token-without-unit': () => withEdit('not-found.yaml', replacing('call our crisis line.', 'call our crisis line, answered in {answerSeconds}.')),
    'broken-link': () => withEdit('navigation.yaml', replacing('"/#team"', '"/#staff"')),
    'missing-image': () => withEdit('home.yaml', replacing('src: images/photos/room.jpg, title: Room 1,', 'src: images/photos/attic.jpg, title: Room 1,')),
    'undeclared-language': () => validate([...site, parseYamlFile('es/home.yaml', textOf('home.yaml'))]).problems,
    'missing-translation': () => validate(withSpanish(site, ['faq/questions.yaml'])).problems,
    'redirect-conflict': () => withEdit('redirects.yaml', replacing('from: [/contact]', 'from: [/contact, /faq/questions]')),
    'danger-sign-route': () => validate([...site, parseYamlFile('crisis/seizure.yaml', SEIZURE_SENT_TO_ADMISSIONS)]).problems,
    'claim-not-allowed': () => withEdit('treatment/alcohol-addiction.yaml', replacing('description: How we treat it.', 'description: We start methadone during detox.')),
    'promise-without-token': () => withEdit('treatment/alcohol-addiction.yaml', replacing('description: How we treat it.', 'description: We call you back within 5 minutes.')),
    'hotline-without-number': () => withEdit('treatment/alcohol-addiction.yaml', replacing('description: How we treat it.', "description: Call SAMHSA's National Helpline.")),
    'unsourced-figure': () => withEdit('treatment/alcohol-addiction.yaml', replacing('description: How we treat it.', 'description: 40% of people relapse.')),
    'claim-needs-waiver': () => withEdit('treatment/alcohol-addiction.yaml', replacing('description: How we treat it.', 'description: Proven methods.')),
    'unknown-staff': () => withEdit('treatment/alcohol-addiction.yaml', replacing('reviewer: medical-director', 'reviewer: dr-nobody')),
    'unknown-program': () => withEdit('treatment/alcohol-addiction.yaml', replacing('program: medical-detox', 'program: emergency-care')),
    // Not a problem of the build: the translations' own list.
    'stale-translation': () => {
      const files = withSpanish(site);
      const path = 'treatment/alcohol-addiction.yaml';
      return validate(files.map((f) => (f.path === path ? parseContent(path, replacing('description: How we treat it.', 'description: How we treat it, step by step.')(textOf(path))) : f))).translations.stale;
    },
  };

  it.each(Object.entries(MISTAKES))('%s: one mistake gives exactly that problem, worded with its catalog hint', (code, mistake) => {
    const problems = mistake();
    expect(problems.map((p) => p.code)).toEqual([code]);
    expect(problems[0]!.hint).toBe(CATALOG[code as ProblemCode].hint);
    expect(`${problems[0]!.expected} ${problems[0]!.got}`).not.toMatch(/zod|Invalid input|\n\s+at /i);
  });

  it('has a case for every code but structured-data (found in built pages): no code is listed that nothing produces', () => {
    const codes = Object.keys(CATALOG).filter((c) => CATALOG[c as ProblemCode].round !== 'output');
    expect(Object.keys(MISTAKES).sort()).toEqual(codes.sort());
  });
});
