/**
 * Translation records (generator/validate/translation-records.ts): what is fingerprinted, what is
 * left out, and how a record is written into a translation's file without touching anything else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { siteSchema, siteTextOf, siteTextSchema, siteTextSource, withSiteText, type SiteText } from '../../contract/content/site.ts';
import { CONTENT } from '../helpers/site.ts';
import { changedFields, recordBlock, shortHash, sourceRecord, textChanges, withRecord } from '../../generator/validate/translation-records.ts';
import { parseYamlFile } from '../../generator/load/parse.ts';
import { translationReport } from '../../generator/validate/translations.ts';
import { recordsTranslation, translationsRecord } from '../../generator/schema/registry.ts';
import type { PageFacts } from '../../generator/validate/references.ts';

const PAGE = `title: Medical Detox
hero:
  title: Detox Treatment
  image: { src: images/photos/room.jpg, alt: A room, placeholder: true }
clinicalReview: { reviewer: medical-director, date: pending }
`;
const data = (text: string) => parseYamlFile('services/medical-detox.yaml', text).data as Record<string, unknown>;

describe('a record', () => {
  it('has one line per top-level field, each seven letters (YAML never reads them as numbers)', () => {
    const record = sourceRecord(data(PAGE));
    expect(Object.keys(record)).toEqual(['title', 'hero']); // the clinical review is each language's own
    for (const hash of Object.values(record)) expect(hash).toMatch(/^[a-z]{7}$/);
    const parsed = parseYamlFile('es/x.yaml', recordBlock(record)).data as { translatedFrom: Record<string, unknown> };
    expect(parsed.translatedFrom).toEqual(record);
  });

  it('changes with the text of a field, {tokens} included, and not with the marks each language keeps', () => {
    const before = sourceRecord(data(PAGE));
    expect(changedFields(sourceRecord(data(PAGE.replace('Detox Treatment', 'Detox Treatment {city}'))), before)).toEqual(['hero']);
    expect(changedFields(sourceRecord(data(PAGE.replace(', placeholder: true', ''))), before)).toEqual([]);
    expect(changedFields(sourceRecord(data(PAGE.replace('date: pending', 'date: "2026-11-20"'))), before)).toEqual([]);
    expect(changedFields(sourceRecord(data(PAGE.replace('title: Medical Detox\n', ''))), before)).toEqual(['title']);
  });

  it('names the texts that changed inside a field, with the old and new text', () => {
    expect(textChanges('hero', { title: 'A', image: { alt: 'B' } }, { title: 'A', image: { alt: 'C' }, extra: 'D' })).toEqual([
      { path: ['hero', 'image', 'alt'], old: 'B', now: 'C' },
      { path: ['hero', 'extra'], old: null, now: 'D' },
    ]);
    expect(shortHash('x')).toBe(shortHash('x'));
  });
});

describe('writing a record into a translation', () => {
  const record = { title: 'abcdefg', hero: 'hijklmn' };

  it('adds it at the end, every other byte kept', () => {
    const text = '# a comment\ntitle: Desintoxicación\nhero:\n  title: Hola\n';
    expect(withRecord(text, record, false)).toBe(`${text}translatedFrom:\n  title: abcdefg\n  hero: hijklmn\n`);
    expect(withRecord('title: Sin salto', record, false)).toBe('title: Sin salto\ntranslatedFrom:\n  title: abcdefg\n  hero: hijklmn\n');
  });

  it('replaces only the record where it is, keeping what follows it and the file\'s line endings', () => {
    const text = 'title: Uno\ntranslatedFrom:\n  title: zzzzzzz\n\n  hero: yyyyyyy\n# después\nhero:\n  title: Dos\n';
    expect(withRecord(text, record, false)).toBe('title: Uno\ntranslatedFrom:\n  title: abcdefg\n  hero: hijklmn\n# después\nhero:\n  title: Dos\n');
    const crlf = 'title: Uno\r\ntranslatedFrom:\r\n  title: zzzzzzz\r\n';
    expect(withRecord(crlf, record, false)).toBe('title: Uno\r\ntranslatedFrom:\r\n  title: abcdefg\r\n  hero: hijklmn\r\n');
  });

  it('puts a Markdown page\'s record at the end of its front matter, never in its text', () => {
    const text = '---\ntitle: Guía\n---\n\n## translatedFrom:\n\nTexto.\n';
    expect(withRecord(text, record, true)).toBe('---\ntitle: Guía\ntranslatedFrom:\n  title: abcdefg\n  hero: hijklmn\n---\n\n## translatedFrom:\n\nTexto.\n');
  });
});

describe('the translations report', () => {
  const english = parseYamlFile('services/medical-detox.yaml', PAGE);
  const spanish = parseYamlFile('es/services/medical-detox.yaml', PAGE.replace('Medical Detox', 'Desintoxicación médica') + 'translatedFrom:\n  title: abcdefg\n');
  const files = new Map([[english.path, english], [spanish.path, spanish]]);
  const languages = [{ code: 'en', tag: 'en-US', name: 'English' }, { code: 'es', tag: 'es-US', name: 'Español' }];
  const facts = (file: string, language: string, more: Partial<PageFacts>): PageFacts => ({
    kind: 'service', route: '/services/medical-detox', file, language, anchors: new Set(), hrefs: [], images: [], bodyLinks: [], placeholders: 0, singleLanguage: false, ...more,
  });
  const report = (englishFacts: PageFacts, record: Record<string, string>) => translationReport({
    pages: [englishFacts, facts(`es/${english.path}`, 'es', { translatedFrom: record })],
    targets: [], languages, locate: (path) => files.get(path)!, history: () => [],
  });

  it('compares a translation with an English page whose facts were made without its record (a site of one language then), from its file', () => {
    const written = sourceRecord(english.data as Record<string, unknown>);
    const withSource = facts(english.path, 'en', { source: written });
    const without = facts(english.path, 'en', {});
    expect(report(withSource, written).statuses.map((s) => s.state)).toEqual(['current']);
    expect(report(without, written).statuses.map((s) => s.state)).toEqual(['current']);
    const behind = { ...written, title: 'abcdefg' };
    const stale = report(without, behind);
    expect(stale.statuses.map((s) => [s.state, s.fields])).toEqual([['stale', ['title']]]);
    expect(stale.stale.map((p) => [p.code, p.file])).toEqual([['stale-translation', spanish.path]]);
  });
});

describe('which English files a translation records', () => {
  it('the pages but the inbox, the navigation, the messages and the words of site.yaml; not the facts, redirects or verification tags', () => {
    const recorded = ['site.yaml', 'navigation.yaml', 'messages.yaml', 'home.yaml', 'treatment/alcohol-addiction.yaml', 'resources/addiction-guide.md'];
    const not = ['admin.yaml', 'redirects.yaml', 'verification.yaml', 'es/messages.yaml'];
    expect(recorded.filter(translationsRecord)).toEqual(recorded);
    expect(not.filter(translationsRecord)).toEqual([]);
    // The same answer as asking about the translation's own path.
    for (const path of [...recorded, 'admin.yaml', 'redirects.yaml']) expect(recordsTranslation(`es/${path}`), path).toBe(translationsRecord(path));
  });
});

describe('the words of site.yaml', () => {
  const raw = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')) as Record<string, unknown>;
  const site = siteSchema.parse(raw);
  const spanish = siteTextSchema.extend({ translatedFrom: z.unknown() }).parse(parse(readFileSync(join(CONTENT, 'es', 'site.yaml'), 'utf8')));

  it('are the fields a language\'s words take the place of: the English words put back into the site change nothing', () => {
    expect(withSiteText(site, siteTextOf(site) as SiteText)).toEqual(site);
    // And a language's words are all read back: each field of its site.yaml has its English counterpart.
    const { translatedFrom: _record, ...words } = spanish;
    expect(siteTextOf(withSiteText(site, words))).toEqual(words);
    expect(Object.keys(siteTextOf(raw)).sort()).toEqual(Object.keys(siteTextSchema.shape).sort());
  });

  it('are found where the English site.yaml writes them', () => {
    const at = (path: (string | number)[]) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], raw);
    const staff = (raw.facts as { staff: { id: string; role: string }[] }).staff;
    const last = staff[staff.length - 1]!;
    expect(at(siteTextSource(['staff', last.id, 'role'], raw))).toBe(last.role);
    expect(at(siteTextSource(['payers', 1], raw))).toBe((raw.facts as { payers: { accepted: string[] } }).payers.accepted[1]);
    expect(at(siteTextSource(['structuredData', 'offer', 'name'], raw))).toBe(site.structuredData.offer.name);
    expect(siteTextSource(['staff', 'nobody', 'role'], raw)).toEqual(['facts', 'staff']);
  });
});
