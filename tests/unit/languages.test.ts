/**
 * Languages in the content: site.yaml lists them, each other language's pages live in
 * content/<code>/ and are checked with the same schemas, and a page missing in one language is a
 * problem at the file that exists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import type { SourceFile } from '../../generator/load/source.ts';
import { createValidateCache, validate } from '../../generator/validate/index.ts';
import { CONTENT } from '../helpers/site.ts';
import { englishOnly, parseContent, SPANISH_SITE_TEXT, withSpanish } from '../helpers/languages.ts';

let shipped: SourceFile[];
beforeAll(async () => { shipped = englishOnly(await load(CONTENT)); });

const textOf = (files: readonly SourceFile[], path: string) => {
  const f = files.find((s) => s.path === path);
  if (f?.type !== 'data') throw new Error(`no content file ${path}`);
  return f.text;
};

/** The two-language site with one Spanish file's text changed. */
function editSpanish(path: string, edit: (text: string) => string, leaveOut: string[] = []) {
  const files = withSpanish(shipped, leaveOut);
  return validate(files.map((f) => (f.path === path ? parseContent(path, edit(textOf(files, path))) : f)));
}

describe('a site in two languages', () => {
  it('validates every page of both languages, each written in its own', () => {
    const result = validate(withSpanish(shipped));
    expect(result.problems).toEqual([]);
    if (!result.ok) return;
    const inLanguage = (code: string) => result.content.pages.filter((p) => p.language === code);
    expect(inLanguage('en')).toHaveLength(36); // with the admissions inbox, in English only
    expect(inLanguage('es')).toHaveLength(35);
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
    const files = withSpanish(shipped);
    expect(descriptionOf(files, 'treatment/alcohol-addiction.yaml')).toContain('residential rehab in Los Angeles:');
    expect(descriptionOf(files, 'es/treatment/alcohol-addiction.yaml')).toContain('residential rehab in Los Ángeles:');
    // The Spanish site text listed after the pages, and then changed: the same cache gives the new city.
    const changed = files.filter((f) => f.path !== 'es/site.yaml');
    changed.push(parseContent('es/site.yaml', SPANISH_SITE_TEXT.replace('city: Los Ángeles', 'city: Ciudad de Los Ángeles')));
    expect(descriptionOf(changed, 'es/treatment/alcohol-addiction.yaml')).toContain('residential rehab in Ciudad de Los Ángeles:');
    expect(descriptionOf(changed, 'treatment/alcohol-addiction.yaml')).toContain('residential rehab in Los Angeles:');
  });

  it('the English-only site needs no language list: English is the default', () => {
    const result = validate(shipped);
    expect(result.ok && result.content.site.languages).toEqual([{ code: 'en', tag: 'en-US', name: 'English' }]);
    expect(result.ok && new Set(result.content.pages.map((p) => p.language))).toEqual(new Set(['en']));
  });

  it('a page missing in Spanish is one problem at the English file, naming the file to create', () => {
    const result = validate(withSpanish(shipped, ['crisis/relapse-support.yaml']));
    expect(result.problems).toEqual([expect.objectContaining({
      code: 'missing-translation', file: 'crisis/relapse-support.yaml', line: 1,
      expected: 'the page /crisis/relapse-support in Español too, at content/es/crisis/relapse-support.yaml',
    })]);
  });

  it('a Spanish page with no English original is a problem at the Spanish file', () => {
    const files = withSpanish(shipped);
    const extra = parseContent('es/crisis/solo-en-espanol.yaml', textOf(files, 'es/crisis/relapse-support.yaml'));
    const result = validate([...files, extra]);
    expect(result.problems.map((p) => [p.code, p.file, p.got])).toEqual([
      ['missing-translation', 'es/crisis/solo-en-espanol.yaml', 'no page /crisis/solo-en-espanol in English'],
    ]);
  });

  it('a page marked singleLanguage is expected in its own language only, and links to it from the other language are broken', () => {
    const relapse = 'crisis/relapse-support.yaml';
    const marked = withSpanish(shipped, [relapse]).map((f) => (f.path === relapse ? parseContent(relapse, `${textOf(shipped, relapse)}singleLanguage: true\n`) : f));
    expect(validate(marked).problems.filter((p) => p.code === 'missing-translation')).toEqual([]);
    const linked = marked.map((f) => (f.path === 'es/navigation.yaml' ? parseContent(f.path, textOf(marked, f.path).replace('"/#team"', '"/crisis/relapse-support"')) : f));
    // The Spanish guide already links to the page too.
    expect(validate(linked).problems.map((p) => `${p.code} ${p.file}`)).toEqual(['broken-link es/navigation.yaml', 'broken-link es/resources/addiction-guide.md']);
    const home = withSpanish(shipped).map((f) => (f.path === 'home.yaml' ? parseContent('home.yaml', `${textOf(shipped, 'home.yaml')}singleLanguage: true\n`) : f));
    expect(validate(home).problems.map((p) => `${p.code} ${p.file}`)).toEqual(['unknown-field home.yaml']);
  });

  it('a required field left out of a Spanish page is reported at its file, field and line, as in English', () => {
    const drop = (t: string) => t.replace(/^ {2}title: Medical Detox\n/m, '');
    const spanish = editSpanish('es/services/medical-detox.yaml', drop).problems;
    const english = editSpanish('services/medical-detox.yaml', drop).problems;
    expect(spanish).toEqual([expect.objectContaining({ code: 'missing-field', file: 'es/services/medical-detox.yaml', field: 'hero.title' })]);
    expect(english).toEqual([expect.objectContaining({ code: 'missing-field', file: 'services/medical-detox.yaml', field: 'hero.title' })]);
    expect([spanish[0]!.line, spanish[0]!.column]).toEqual([english[0]!.line, english[0]!.column]);
  });

  it('Spanish links are checked against the Spanish pages, and a page not yet translated is one problem, not a broken link too', () => {
    const untranslated = validate(withSpanish(shipped, ['services/medical-detox.yaml']));
    expect(untranslated.problems.map((p) => `${p.code} ${p.file}`)).toEqual(['missing-translation services/medical-detox.yaml']);
    const broken = editSpanish('es/navigation.yaml', (t) => t.replace('"/#team"', '"/#equipo"'));
    expect(broken.problems).toEqual([expect.objectContaining({ code: 'broken-link', file: 'es/navigation.yaml', field: 'sections[2].href' })]);
  });

  it('a message key missing in Spanish is a problem at its file and field; so is a {{slot}} a translation dropped', () => {
    const missing = editSpanish('es/messages.yaml', (t) => t.replace(/^ {2}call988: .*\n/m, '')).problems;
    expect(missing).toEqual([expect.objectContaining({ code: 'missing-field', file: 'es/messages.yaml', field: 'emergency.call988' })]);
    const text = textOf(withSpanish(shipped), 'es/messages.yaml');
    const line = text.split('\n').findIndex((l) => l.includes('callLabel:')) + 1;
    const slot = editSpanish('es/messages.yaml', (t) => t.replace(/(callLabel: .*)\{\{phone\}\}/, '$1el número')).problems;
    expect(slot).toEqual([expect.objectContaining({ code: 'invalid-format', file: 'es/messages.yaml', field: 'header.callLabel', line })]);
    expect(slot[0]!.expected).toContain('{{phone}}');
  });

  it('the Spanish site.yaml holds only words: a fact there is an unknown field', () => {
    const result = editSpanish('es/site.yaml', (t) => `${t}crisisLine:\n  display: (818) 555-0199\n  tel: "+18185550199"\n`);
    expect(result.problems).toEqual([expect.objectContaining({ code: 'unknown-field', file: 'es/site.yaml', field: 'crisisLine' })]);
  });

  it('a Spanish navigation or home page left out is a missing file in content/es/', () => {
    const files = withSpanish(shipped).filter((f) => f.path !== 'es/navigation.yaml');
    expect(validate(files).problems.map((p) => [p.code, p.file])).toEqual([['missing-file', 'es/navigation.yaml']]);
  });

  it('a folder for a language site.yaml does not list is one problem per file, naming the languages it does list', () => {
    const result = validate([...withSpanish(shipped), parseContent('fr/home.yaml', textOf(shipped, 'home.yaml'))]);
    expect(result.problems).toEqual([expect.objectContaining({
      code: 'undeclared-language', file: 'fr/home.yaml', expected: "a folder for one of the site's other languages: content/es/", got: 'a file in content/fr/',
    })]);
  });

  it('while site.yaml itself is broken, the Spanish files raise nothing of their own', () => {
    const result = validate(withSpanish(shipped).map((f) => (f.path === 'site.yaml' ? parseContent('site.yaml', textOf(shipped, 'site.yaml').replace(/^city:/m, 'citty:')) : f)));
    expect(result.problems.map((p) => `${p.code} ${p.file}`)).toEqual(['missing-field site.yaml', 'unknown-field site.yaml']);
  });
});
