/**
 * The Spanish site as a Spanish reader meets it: every page of the English site has a Spanish twin
 * in Spanish (lang es-US), no word of the English layout is left in it (content/messages.yaml), no
 * English sentence is left in its text, and where the English page uses a key term of the glossary
 * the Spanish page uses the glossary's translation.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load as loadHtml, type CheerioAPI } from 'cheerio';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import { validate } from '../../generator/validate/index.ts';
import { CONTENT, shipped } from '../helpers/site.ts';
import type { Content } from '../../generator/pipeline.ts';

const read = async (file: string) => loadHtml(await readFile(join(shipped().dir, file), 'utf8'));

/** The English twin of a Spanish page's file: es.html -> index.html, es/x.html -> x.html. */
const twinOf = (file: string) => (file === 'es.html' ? 'index.html' : file.slice('es/'.length));

/** What a reader meets: visible text, the words screen readers and form fields show, and the islands' words. */
function readerText($: CheerioAPI): string {
  // Left as they are on purpose, and marked with their language: the language switcher, the
  // nondiscrimination notice's taglines, the guide's references and every cited source's title.
  $('script, style, template, [lang]:not([lang^="es"])').remove();
  const attributes = $('[aria-label], [placeholder], [alt], [title]').map((_, el) => ['aria-label', 'placeholder', 'alt', 'title'].map((a) => $(el).attr(a) ?? '').join(' ')).get();
  const props = $('[data-props]').map((_, el) => shownValues(JSON.parse($(el).attr('data-props') ?? '{}'))).get();
  return [$('body').text(), ...attributes, ...props].join('\n').replace(/\s+/g, ' ');
}

/** The texts an island may show: its props' string values, not its keys, addresses or analytics names. */
function shownValues(value: unknown, key = ''): string[] {
  // `source`: a cited title, shown in a <cite> in its own language (removed from the page text likewise).
  if (typeof value === 'string') return ['href', 'src', 'phone', 'contentName', 'id', 'form', 'category', 'tag', 'source'].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => shownValues(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => shownValues(v, k));
  return [];
}

/** The phrase as words of its own, not inside a longer word (FindTreatment.gov is not "Treatment"). */
const hasPhrase = (text: string, phrase: string) => new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text);

/** The words of attributes and islands' props (what readerText adds to the visible text). */
function widgetText($: CheerioAPI): string {
  const attributes = $('[aria-label], [placeholder], [alt], [title]').map((_, el) => ['aria-label', 'placeholder', 'alt', 'title'].map((a) => $(el).attr(a) ?? '').join(' ')).get();
  const props = $('[data-props]').map((_, el) => shownValues(JSON.parse($(el).attr('data-props') ?? '{}'))).get();
  return [...attributes, ...props].join(' ');
}

/** Every string of a messages tree. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

const EN = new Set('the and you your with for are is this that our what when will have can from about call help not we if or it be to of in on at by'.split(' '));
const ES = new Set('el la los las de del y que en un una su sus para por con es son al lo le se no si o como más usted nuestro nuestra'.split(' '));

/** Sentences of at least six words that read as English. */
function englishSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => {
    const words = sentence.toLowerCase().match(/[a-záéíóúñü']+/g) ?? [];
    if (words.length < 6) return false;
    const en = words.filter((w) => EN.has(w)).length / words.length;
    const es = words.filter((w) => ES.has(w)).length / words.length;
    return en >= 0.2 && es < 0.05;
  });
}

let content: Content;
let spanish: string[];
beforeAll(async () => {
  const checked = validate(await load(CONTENT));
  if (!checked.ok) throw new Error('the shipped content is invalid');
  content = checked.content;
  spanish = shipped().result.pages.map((p) => p.file).filter((f) => f === 'es.html' || f.startsWith('es/'));
});

describe('the Spanish site', () => {
  it('has a Spanish twin of every English page, each marked es-US', async () => {
    // The admissions inbox is the team's page, in English only.
    const english = shipped().result.pages.map((p) => p.file).filter((f) => !spanish.includes(f) && f !== 'admin.html');
    expect(spanish.map(twinOf).sort()).toEqual(english.sort());
    expect(spanish.length).toBeGreaterThanOrEqual(35);
    for (const file of spanish) expect((await read(file))('html').attr('lang'), file).toBe('es-US');
  });

  it('carries no word of the English layout: every label, button, toast and menu is in Spanish', async () => {
    const [en, es] = content.languages.map((l) => leaves(l.messages));
    const mine = new Set(es);
    // Words the same in both languages (TTY, the phone example) are not English left over; nor are slotted texts, checked by their schema.
    const english = en!.filter((text) => !mine.has(text) && !text.includes('{{') && /[a-z]{3}/i.test(text) && text !== 'en-US');
    expect(english.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of spanish) {
      const $ = await read(file);
      // A one-word label (Treatment, Call) is looked for in the layout's own parts, its attributes and the
      // islands' words only: in a page's text it may be part of an English source's title, which stays in
      // English (Principles of Drug Addiction Treatment).
      const layout = $('header, footer, nav, form, button, label, [role="region"]').map((_, el) => $(el).text()).get().join(' ');
      const text = readerText($);
      for (const phrase of english) {
        if (hasPhrase(phrase.includes(' ') ? text : `${layout} ${widgetText($)}`, phrase)) found.push(`${file}: ${phrase}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has no English sentence left in any page', async () => {
    const found: string[] = [];
    for (const file of spanish) for (const sentence of englishSentences(readerText(await read(file)))) found.push(`${file}: ${sentence.slice(0, 120)}`);
    expect(found).toEqual([]);
  });

  it('marks what stays in English as English: every cited title and the guide\'s references (WCAG 3.1.2)', async () => {
    const unmarked: string[] = [];
    let cited = 0;
    for (const file of spanish) {
      const $ = await read(file);
      $('cite').each((_, el) => {
        cited += 1;
        if ($(el).closest('[lang]').attr('lang') !== 'en-US') unmarked.push(`${file}: ${$(el).text()}`);
      });
      // Titles an island shows come with the language to mark them with.
      for (const props of $('[data-props]').map((_, el) => JSON.parse($(el).attr('data-props') ?? '{}') as { source?: { lang?: string } }).get()) {
        if (props.source && props.source.lang !== 'en-US') unmarked.push(`${file}: an island's sources`);
      }
    }
    expect(cited).toBeGreaterThanOrEqual(10);
    expect(unmarked).toEqual([]);
    // The guide's references: names and titles in English, what each one is in Spanish.
    const guide = await read('es/resources/addiction-guide.html');
    const references = guide('#citations li').map((_, li) => ({ english: guide(li).find('span[lang="en-US"]').text().length > 20, kind: guide(li).children('span').last().text() })).get();
    expect(references).toHaveLength(5);
    expect(references.every((r) => r.english)).toBe(true);
    expect(references.map((r) => r.kind).every((k) => ['[Investigación]', '[Revisión]', '[Guía clínica]', '[Informe]', '[Libro]'].includes(k))).toBe(true);
    // On the English pages nothing is marked: the page's own language holds.
    const english = await read('resources/addiction-guide.html');
    expect(english('cite[lang], #citations [lang]').length).toBe(0);
    expect(english('#citations li').first().children('span').last().text()).toMatch(/^\[(Research|Review|Guideline|Report|Book)\]$/);
  });

  it('says each key term as the glossary does wherever the English page uses it', async () => {
    const { terms } = parse(await readFile(join(CONTENT, 'es', 'glossary.yaml'), 'utf8')) as { terms: { term: string; translation: string }[] };
    const missing: string[] = [];
    for (const file of spanish) {
      const es = readerText(await read(file)).toLowerCase();
      const en = readerText(await read(twinOf(file))).toLowerCase();
      for (const { term, translation } of terms) if (en.includes(term) && !es.includes(translation)) missing.push(`${file}: "${term}" but no "${translation}"`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the checks of the Spanish site find English', () => {
  it('an English sentence in Spanish text is found; a Spanish one with an English name is not', () => {
    expect(englishSentences('Llame ahora. If you are in danger, call 911 right now. Nuestro equipo de Ardena House Recovery contesta de día y de noche.')).toEqual(['If you are in danger, call 911 right now.']);
  });
});
