/**
 * `site translations`: every translated page against its English page, per language: up to date,
 * behind (which fields) or missing. `site translations mark-current FILE...` records a reviewed
 * translation as translated from its English page as it is now, rewriting only its record.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { ansi } from '../../generator/report/problems.ts';
import { UserError, UsageError } from '../exit.ts';
import { useColor } from '../output.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import { within } from '../../generator/build/folders.ts';

export function registerTranslations(program: Command): void {
  const command = program
    .command('translations')
    .description('list every translated page per language: up to date, behind its English page (which fields) or missing')
    .option('--content <dir>', 'content folder', DEFAULTS.contentDir)
    .option('--json', 'print the list as JSON to stdout')
    .action(async (opts: { content: string; json?: boolean }) => {
      const [{ checkContent }, { formatTranslationStatus }] = await Promise.all([
        import('../../generator/build.ts'), import('../../generator/report/translations.ts'),
      ]);
      const result = await checkContent(opts.content);
      if (opts.json) {
        process.stdout.write(JSON.stringify({ statuses: result.translations.statuses, stale: result.translations.stale }, null, 2) + '\n');
        return;
      }
      const languages = await siteLanguages(opts.content);
      if (languages.length < 2) return void process.stderr.write('The site has one language: site.yaml lists no other.\n');
      process.stdout.write(formatTranslationStatus(result.translations, languages, opts.content, ansi(useColor())) + '\n');
      if (!result.ok) process.stderr.write(`\n${result.problems.length} content problem${result.problems.length === 1 ? '' : 's'} besides: \`site check\` lists them.\n`);
    });

  command
    .command('mark-current')
    .description('record reviewed translations as translated from their English page as it is now (rewrites only their translatedFrom record)')
    .argument('<files...>', 'translated files, such as content/es/services/medical-detox.yaml or content/es/messages.yaml (or es/messages.yaml, within the content folder)')
    // --content is the parent command's option (`site translations --content dir mark-current FILE` or after FILE).
    .action(async (files: string[], _opts: unknown, cmd: Command) => {
      const { content } = cmd.optsWithGlobals<{ content: string }>();
      for (const file of files) process.stderr.write(`${await markCurrent(content, file)}\n`);
    });
}

/** The site's languages from site.yaml, the default first; the default alone when it names none. */
async function siteLanguages(contentDir: string) {
  const [{ DEFAULT_LANGUAGES }, { loadDataFileSync }] = await Promise.all([import('../../contract/content/site.ts'), import('../../generator/load/index.ts')]);
  let listed: { code: string; name: string; tag: string }[] | undefined;
  try {
    listed = (loadDataFileSync(contentDir, 'site.yaml').data as { languages?: typeof listed } | undefined)?.languages;
  } catch {
    // No site.yaml: the default language alone.
  }
  return Array.isArray(listed) && listed.length ? listed : DEFAULT_LANGUAGES;
}

async function markCurrent(contentDir: string, file: string): Promise<string> {
  const [{ languageOf, recordsTranslation }, { parseMarkdownFile, parseYamlFile }, { originalText, sourceRecord, withRecord }] = await Promise.all([
    import('../../generator/schema/registry.ts'), import('../../generator/load/parse.ts'), import('../../generator/validate/translation-records.ts'),
  ]);
  const content = resolve(contentDir);
  // As the shell completes it (content/es/x.yaml), or as the content folder names it (es/x.yaml).
  const asGiven = resolve(file);
  const given = existsSync(asGiven) || within(asGiven, content) ? asGiven : resolve(content, file);
  const rel = relative(content, given).split(sep).join('/');
  const { language, rel: source } = languageOf(rel);
  if (rel.startsWith('..') || !language) throw new UsageError(`${file} is not a translation: name a file in a language folder, such as ${contentDir}/es/services/medical-detox.yaml`);
  if (!recordsTranslation(rel)) throw new UsageError(`${file} records no translation: only pages (but the inbox's), site.yaml, navigation.yaml and messages.yaml record what they were translated from`);
  const markdown = rel.endsWith('.md');
  const read = (path: string) => readFile(resolve(content, path), 'utf8').catch(() => {
    throw new UserError(`${contentDir}/${path} does not exist`);
  });
  const translation = await read(rel);
  const english = await read(source);
  const parsed = markdown ? parseMarkdownFile(source, english) : parseYamlFile(source, english);
  if (parsed.syntaxErrors.length || !parsed.data || typeof parsed.data !== 'object') {
    throw new UserError(`${contentDir}/${source} is not valid YAML: fix it (\`site check\` shows where) before recording a translation of it`);
  }
  const record = sourceRecord(originalText(source, parsed.data as Record<string, unknown>), parsed.body);
  const updated = withRecord(translation, record, markdown);
  if (updated !== translation) await writeFile(resolve(content, rel), updated);
  return `${contentDir}/${rel}: recorded as translated from ${contentDir}/${source} as it is now (${Object.keys(record).length} fields)${updated === translation ? ', as it already was' : ''}.`;
}
