/**
 * Languages in the content: site.yaml lists them, each other language's pages live in
 * content/<code>/ and are checked with the same schemas, and a page missing in one language is a
 * problem at the file that exists. Checked on the small test site (tests/fixtures/minimal-site with
 * the guide and FAQ pages) made a two-language site in memory, each change one exact piece of text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceFile } from '../../generator/pipeline.ts';
import { createValidateCache, validate } from '../../generator/validate/index.ts';
import { fixtureContent, replacing } from '../helpers/fixtures.ts';
import { parseContent, SPANISH_SITE_TEXT, withSpanish } from '../helpers/languages.ts';

/** The test site, English only. */
let site: SourceFile[];
beforeAll(async () => { site = await fixtureContent('minimal-site', 'guide-and-faq'); });

const textOf = (files: readonly SourceFile[], path: string) => {
  const f = files.find((s) => s.path === path);
  if (f?.type !== 'data') throw new Error(`no content file ${path}`);
  return f.text;
};


/** The two-language site with one file's text changed. */
function editSpanish(path: string, edit: (text: string) => string, leaveOut: string[] = []) {
  const files = withSpanish(site, leaveOut);
  return validate(files.map((f) => (f.path === path ? parseContent(path, edit(textOf(files, path))) : f)));
}

describe('a site in two languages', () => {
  it('validates every page of both languages, each written in its own', () => {
    const result = validate(withSpanish(site));
    expect(result.problems).toEqual([]);
    if (!result.ok) return;
    const inLanguage = (code: string) => result.content.pages.filter((p) => p.language === code);
    expect(inLanguage('en')).toHaveLength(13); // with the admissions inbox, in English only
    expect(inLanguage('es')).toHaveLength(12);
    const detox = inLanguage('es').find((p) => p.file === 'es/services/medical-detox.yaml');
    expect(detox).toMatchObject({ route: '/es/services/medical-detox', baseRoute: '/services/medical-detox', prefix: '/es', kind: 'service' });
  });

  it('a {city} token in a Spanish page is the Spanish site text\'s city, and follows it when it changes', () => {
    const cache = createValidateCache();
    const descriptionOf = (files: SourceFile[], file: string) => {
      const result = validate(files, cache);
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      return (result.content.pages.find((p) => p.file === file)!.data as { description: string }).description;
    };
    const alcohol = 'treatment/alcohol-addiction.yaml';
    const withToken = site.map((f) => (f.path === alcohol ? parseContent(alcohol, replacing('description: Alcohol treatment with', 'description: Alcohol treatment in {city} with')(textOf(site, alcohol))) : f));
    const files = withSpanish(withToken);
    expect(descriptionOf(files, alcohol)).toContain('Alcohol treatment in Springfield with');
    expect(descriptionOf(files, `es/${alcohol}`)).toContain('Alcohol treatment in Los Ángeles with');
    // The Spanish site text listed after the pages, and then changed: the same cache gives the new city.
    const changed = files.filter((f) => f.path !== 'es/site.yaml');
    changed.push(parseContent('es/site.yaml', SPANISH_SITE_TEXT.replace('city: Los Ángeles', 'city: Ciudad de Los Ángeles')));
    expect(descriptionOf(changed, `es/${alcohol}`)).toContain('Alcohol treatment in Ciudad de Los Ángeles with');
    expect(descriptionOf(changed, alcohol)).toContain('Alcohol treatment in Springfield with');
  });

  it('the English-only site needs no language list: English is the default', () => {
    const result = validate(site);
    expect(result.ok && result.content.site.languages).toEqual([{ code: 'en', tag: 'en-US', name: 'English' }]);
    expect(result.ok && new Set(result.content.pages.map((p) => p.language))).toEqual(new Set(['en']));
  });

  it('a page missing in Spanish is one problem at the English file, naming the file to create', () => {
    const result = validate(withSpanish(site, ['treatment/heroin-addiction.yaml']));
    expect(result.problems).toEqual([expect.objectContaining({
      code: 'missing-translation', file: 'treatment/heroin-addiction.yaml', line: 1,
      expected: 'the page /treatment/heroin-addiction in Español too, at content/es/treatment/heroin-addiction.yaml',
    })]);
  });

  it('a Spanish page with no English original is a problem at the Spanish file', () => {
    const files = withSpanish(site);
    const extra = parseContent('es/treatment/solo-en-espanol.yaml', textOf(files, 'es/treatment/heroin-addiction.yaml'));
    const result = validate([...files, extra]);
    expect(result.problems.map((p) => [p.code, p.file, p.got, p.hint])).toEqual([
      ['missing-translation', 'es/treatment/solo-en-espanol.yaml', 'no page /treatment/solo-en-espanol in English',
        'write the English page (or restore it, if it was deleted), or mark this one `singleLanguage: true` if it is meant for its own language only'],
    ]);
  });

  it('a page marked singleLanguage is expected in its own language only, and links to it from the other language are broken', () => {
    const faq = 'faq/questions.yaml';
    const marked = withSpanish(site, [faq]).map((f) => (f.path === faq ? parseContent(faq, `${textOf(site, faq)}singleLanguage: true\n`) : f));
    expect(validate(marked).problems).toEqual([]);
    const linked = marked.map((f) => (f.path === 'es/navigation.yaml' ? parseContent(f.path, replacing('"/#team"', '"/faq/questions"')(textOf(marked, f.path))) : f));
    expect(validate(linked).problems.map((p) => `${p.code} ${p.file} ${p.field}`)).toEqual(['broken-link es/navigation.yaml sections[1].href']);
    const home = withSpanish(site).map((f) => (f.path === 'home.yaml' ? parseContent('home.yaml', `${textOf(site, 'home.yaml')}singleLanguage: true\n`) : f));
    expect(validate(home).problems.map((p) => `${p.code} ${p.file}`)).toEqual(['unknown-field home.yaml']);
  });

  it('a required field left out of a Spanish page is reported at its file, field and line, as in English', () => {
    const drop = replacing('  title: Detox Treatment\n', '');
    const spanish = editSpanish('es/services/medical-detox.yaml', drop).problems;
    const english = editSpanish('services/medical-detox.yaml', drop).problems;
    expect(spanish).toEqual([expect.objectContaining({ code: 'missing-field', file: 'es/services/medical-detox.yaml', field: 'hero.title' })]);
    expect(english).toEqual([expect.objectContaining({ code: 'missing-field', file: 'services/medical-detox.yaml', field: 'hero.title' })]);
    expect([spanish[0]!.line, spanish[0]!.column]).toEqual([english[0]!.line, english[0]!.column]);
    // The translation's hint names where its English page has the field (issue #28).
    const line = textOf(site, 'services/medical-detox.yaml').split('\n').indexOf('  title: Detox Treatment') + 1;
    expect(spanish[0]!.hint).toBe(`add the field, translated from the English page: see content/services/medical-detox.yaml:${line}`);
    expect(english[0]!.hint).toBe('add the field; copy its shape from a sibling file of the same kind (in a translation, from its English twin)');
  });

  it('Spanish links are checked against the Spanish pages, and a page not yet translated is one problem, not a broken link too', () => {
    // Four Spanish pages and the Spanish navigation link to the detox page.
    const untranslated = validate(withSpanish(site, ['services/medical-detox.yaml']));
    expect(untranslated.problems.map((p) => `${p.code} ${p.file}`)).toEqual(['missing-translation services/medical-detox.yaml']);
    const broken = editSpanish('es/navigation.yaml', replacing('"/#team"', '"/#equipo"'));
    expect(broken.problems).toEqual([expect.objectContaining({ code: 'broken-link', file: 'es/navigation.yaml', field: 'sections[1].href' })]);
  });

  it('a message key missing in Spanish is a problem at its file and field; so is a {{slot}} a translation dropped', () => {
    const missing = editSpanish('es/messages.yaml', replacing('  call988: Call 988 Lifeline\n', '')).problems;
    expect(missing).toEqual([expect.objectContaining({ code: 'missing-field', file: 'es/messages.yaml', field: 'emergency.call988' })]);
    const text = textOf(withSpanish(site), 'es/messages.yaml');
    const line = text.split('\n').findIndex((l) => l.includes('callLabel:')) + 1;
    const slot = editSpanish('es/messages.yaml', replacing('callLabel: Call our 24/7 crisis line, {{phone}}', 'callLabel: Call our 24/7 crisis line, el número')).problems;
    expect(slot).toEqual([expect.objectContaining({ code: 'invalid-format', file: 'es/messages.yaml', field: 'header.callLabel', line })]);
    expect(slot[0]!.expected).toContain('{{phone}}');
  });

  it('the Spanish site.yaml holds only words: a fact there is an unknown field', () => {
    const result = editSpanish('es/site.yaml', (t) => `${t}crisisLine:\n  display: (818) 555-0199\n  tel: "+18185550199"\n`);
    expect(result.problems).toEqual([expect.objectContaining({ code: 'unknown-field', file: 'es/site.yaml', field: 'crisisLine' })]);
  });

  it('a Spanish navigation or home page left out is a missing file in content/es/, and that alone', () => {
    for (const file of ['navigation.yaml', 'home.yaml', 'thank-you.yaml', 'not-sent.yaml']) {
      const files = withSpanish(site).filter((f) => f.path !== `es/${file}`);
      expect(validate(files).problems.map((p) => [p.code, p.file]), file).toEqual([['missing-file', `es/${file}`]]);
    }
  });

  it('a folder for a language site.yaml does not list is one problem per file, naming the languages it does list', () => {
    const result = validate([...withSpanish(site), parseContent('fr/home.yaml', textOf(site, 'home.yaml'))]);
    expect(result.problems).toEqual([expect.objectContaining({
      code: 'undeclared-language', file: 'fr/home.yaml', expected: "a folder for one of the site's other languages: content/es/", got: 'a file in content/fr/',
    })]);
  });

  it('while site.yaml itself is broken, the Spanish files raise nothing of their own', () => {
    const result = validate(withSpanish(site).map((f) => (f.path === 'site.yaml' ? parseContent('site.yaml', replacing('\ncity: Springfield\n', '\ncitty: Springfield\n')(textOf(site, 'site.yaml'))) : f)));
    expect(result.problems.map((p) => `${p.code} ${p.file}`)).toEqual(['unknown-field site.yaml']);
  });
});
