/**
 * The shipped content as a two-language site, in memory: site.yaml lists English and Spanish,
 * and content/es/ holds a copy of every page and of the navigation (the text need not be
 * Spanish for the checks across languages), plus the words of site.yaml.
 */
import { parseMarkdownFile, parseYamlFile } from '../../generator/load/parse.ts';
import type { SourceFile } from '../../generator/pipeline.ts';
import { collectionFor, recordsTranslation } from '../../generator/schema/registry.ts';
import { originalText, sourceRecord, withRecord } from '../../generator/validate/translation-records.ts';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { listContent } from '../../generator/load/index.ts';
import { editFile, fixtureSite, type Work } from './fixtures.ts';

export const LANGUAGES_YAML = [
  'languages:',
  '  - { code: en, tag: en-US, name: English }',
  '  - { code: es, tag: es-US, name: Español }',
].join('\n');

export const SPANISH_SITE_TEXT = `subtitle: Tratamiento de adicciones y salud mental
description: Centro residencial con licencia en Granada Hills, Los Ángeles.
city: Los Ángeles
descriptionSuffix: Aceptamos la mayoría de los seguros.
license:
  department: Departamento de Servicios de Atención Médica de California (DHCS)
compliance:
  title: Oficial de Cumplimiento y Coordinador de la Sección 1557
structuredData:
  medicalSpecialty: Medicina de las adicciones
  priceRange: $5,000 - $30,000 (se aceptan seguros)
  offer:
    name: Evaluación confidencial gratuita y verificación del seguro
    description: Una evaluación por teléfono, sin costo, con un consejero de admisiones.
payers: [Seguro médico]
staff:
  medical-director: { role: Director médico, credentials: [MD], specialties: [Medicina de las adicciones], experience: Diez años. }
  psychiatrist: { role: Psiquiatra, credentials: [MD], specialties: [Diagnóstico dual], experience: Ocho años. }
  therapist: { role: Terapeuta, credentials: [LMFT], specialties: [Terapia familiar], experience: Seis años. }
  nurse: { role: Enfermera, credentials: [RN], specialties: [Enfermería de desintoxicación], experience: Cinco años. }
`;

export const parseContent = (path: string, text: string): SourceFile => (path.endsWith('.md') ? parseMarkdownFile(path, text) : parseYamlFile(path, text));

/** A copy of an English page as its up-to-date translation: with the record of the English it was made from. */
export function recordedCopy(f: SourceFile & { type: 'data' }): string {
  return withRecord(f.text, sourceRecord(f.data as Record<string, unknown>, f.body), f.path.endsWith('.md'));
}

/**
 * The files of a two-language site; pages listed in `leaveOut` (English paths) have no Spanish copy.
 * Each Spanish page, navigation and messages records its English file as it is: every translation is up to date.
 */
export function withSpanish(files: readonly SourceFile[], leaveOut: readonly string[] = []): SourceFile[] {
  const out: SourceFile[] = [];
  for (const f of files) {
    if (f.type !== 'data') {
      out.push(f);
      continue;
    }
    if (f.path === 'site.yaml') {
      const english = parseContent(f.path, f.text.replace(/^name: .*$/m, (line) => `${line}\n${LANGUAGES_YAML}`)) as SourceFile & { type: 'data' };
      out.push(english);
      out.push(parseContent('es/site.yaml', withRecord(SPANISH_SITE_TEXT, sourceRecord(originalText('site.yaml', english.data as Record<string, unknown>)), false)));
      continue;
    }
    out.push(f);
    // Every file a translation records (pages but the inbox, navigation, messages): site.yaml's words are above.
    if (recordsTranslation(`es/${f.path}`) && !leaveOut.includes(f.path)) out.push(parseContent(`es/${f.path}`, recordedCopy(f)));
  }
  return out;
}

/** The shipped content without its other languages: English only, as before content/es/ existed. */
export function englishOnly(files: readonly SourceFile[]): SourceFile[] {
  return files.filter((f) => !/^[a-z]{2}\//.test(f.path)).map((f) => (f.path === 'site.yaml' && f.type === 'data'
    ? parseContent(f.path, f.text.replace(/^languages:\n(?: {2}- .*\n)+/m, ''))
    : f));
}

/**
 * A test site on disk (the fixtures named, as fixtureSite() takes them) in English and Spanish: site.yaml
 * lists both, and content/es/ holds a copy of each page, the navigation and the messages, with the
 * Spanish words of site.yaml.
 */
export async function twoLanguageSite(...fixtures: string[]): Promise<Work> {
  const site = await fixtureSite(...fixtures);
  for (const path of await listContent(site.contentDir)) {
    const kind = collectionFor(path)?.kind;
    if ((!collectionFor(path)?.isPage || kind === 'inbox') && path !== 'navigation.yaml' && path !== 'messages.yaml') continue;
    await mkdir(dirname(join(site.contentDir, 'es', path)), { recursive: true });
    await cp(join(site.contentDir, path), join(site.contentDir, 'es', path));
  }
  await writeFile(join(site.contentDir, 'es', 'site.yaml'), SPANISH_SITE_TEXT);
  await editFile(site.contentDir, 'site.yaml', 'name: Harbor Test Recovery\n', `name: Harbor Test Recovery\n${LANGUAGES_YAML}\n`);
  return site;
}
