/**
 * The catalog of content problems: each code's title, its hint, the round of checks that
 * finds it, and the words that turn the facts of one case into what an editor
 * reads under "expected" and "got". Call sites pass facts only; all wording
 * lives here, and the list of codes in docs/editors.md is rendered from this table.
 */
import { boundWords, changedTexts, clip, count, describeValue, didYouMean, FORMAT_WORDS, sizeWords, typeWords, YAML_WORDS, type Bound, type Words } from './catalog-words.ts';
import type { Facts, ProblemCode } from './problem-facts.ts';

export { describeValue, type Bound, type Words };
export type { Facts, ProblemCode };

/** The round of checks that finds a problem; problems are listed in this order, root causes first. */
export const ROUNDS = {
  file: 'Whole files, checked first (a file with one of these is checked no further)',
  fields: 'Fields, each file against what its kind of file holds',
  links: 'Across files, once every file is read: links, images and redirects',
  output: 'Built pages, as each page is rendered',
  translations: 'Translations against their English pages: listed by `site check`, `site dev` and `site translations` without stopping a build; `site build --production` refuses them',
} as const;

export type Round = keyof typeof ROUNDS;


export interface CatalogEntry<F> {
  title: string;
  hint: string;
  round: Round;
  words: (facts: F) => Words;
}

const entry = <F>(e: CatalogEntry<F>) => e;

export const CATALOG: { readonly [C in ProblemCode]: CatalogEntry<Facts[C]> } = {
  'yaml-syntax': entry({
    title: 'the file is not valid YAML',
    hint: 'check indentation (spaces, not tabs) and that text containing ": " is in quotes',
    round: 'file',
    words: ({ reason, detail }) => ({ expected: 'valid YAML', got: YAML_WORDS[reason] ?? `text the YAML reader cannot follow ("${detail}")` }),
  }),
  'missing-file': entry({
    title: 'a file the site needs is missing',
    hint: 'create the file; docs/editors.md lists what each one holds',
    round: 'file',
    words: ({ path }) => ({ expected: `a file at content/${path}`, got: 'no such file' }),
  }),
  'unknown-file': entry({
    title: 'a file in a place the site does not read',
    hint: 'content files go in the folders listed in docs/editors.md; move or rename the file',
    round: 'file',
    words: (f) => ({
      expected: f.kind === 'asset' ? 'images and other files below content/images/' : `a file named like ${f.examples.join(', ')}`,
      got: `a file at content/${f.path}`,
    }),
  }),
  'missing-field': entry({
    title: 'a required field is missing',
    hint: 'add the field; copy its shape from a sibling file of the same kind (in a translation, from its English twin)',
    round: 'fields',
    words: ({ type, twin }) => ({
      expected: typeWords(type), got: '(missing)',
      ...(twin ? { hint: `add the field, translated from the English page: see content/${twin}` } : {}),
    }),
  }),
  'unknown-field': entry({
    title: 'a field this kind of file does not have',
    hint: 'check the spelling, or remove the field: only known fields are published',
    round: 'fields',
    words: ({ key, suggestion }) => suggestion
      ? { expected: `a field this kind of file has: did you mean \`${suggestion}\`?`, got: `a field named "${key}"` }
      : { expected: 'no field of this name here', got: `a field named "${key}"` },
  }),
  'invalid-type': entry({
    title: 'a value of the wrong kind',
    hint: 'write the value in the form shown under expected',
    round: 'fields',
    words: ({ type, value }) => ({ expected: typeWords(type), got: describeValue(value) }),
  }),
  'wrong-count': entry({
    title: 'a list with too many or too few items',
    hint: 'this page layout needs that many items: add or remove entries',
    round: 'fields',
    words: (f) => ({ expected: boundWords(f, f.exact || f.count < f.limit ? 'min' : 'max', 'item'), got: count(f.count, 'item') }),
  }),
  'too-short': entry({
    title: 'text too short, or a number too small',
    hint: 'write more, or a larger number: the limit is shown under expected',
    round: 'fields',
    words: (f) => sizeWords(f, 'min'),
  }),
  'too-long': entry({
    title: 'text too long, or a number too large',
    hint: 'shorten the text, or use a smaller number: the limit is shown under expected',
    round: 'fields',
    words: (f) => sizeWords(f, 'max'),
  }),
  'invalid-value': entry({
    title: 'not one of the values this field allows',
    hint: 'use one of the values listed under expected, spelled exactly so',
    round: 'fields',
    words: ({ options, value, suggestion }) => ({
      expected: options.length ? `one of: ${options.map(String).join(', ')}` : 'one of the values sibling files use',
      got: describeValue(value) + didYouMean(suggestion),
    }),
  }),
  'invalid-format': entry({
    title: 'a value not in the form this field takes',
    hint: 'rewrite the value in the form shown under expected',
    round: 'fields',
    words: ({ rule, format, value }) => ({ expected: rule ?? FORMAT_WORDS[format ?? ''] ?? FORMAT_WORDS.regex!, got: describeValue(value) }),
  }),
  'unknown-placeholder': entry({
    title: 'a {token} that names no site fact',
    hint: 'use one of the listed {tokens}, or write the text out',
    round: 'fields',
    words: ({ token, known }) => ({ expected: `one of ${known.map((k) => `{${k}}`).join(', ')}`, got: token }),
  }),
  'token-without-unit': entry({
    title: 'a number of minutes, seconds, days or months without its unit',
    hint: 'the token is the number alone: write the unit after it, as in "{insuranceMinutes} minutes" or "{insuranceMinutes} minutos"',
    round: 'fields',
    words: ({ token }) => ({ expected: `${token} followed by its unit`, got: token }),
  }),
  'broken-link': entry({
    title: 'a link to a page or anchor that does not exist',
    hint: 'link to an existing page route (see content/ file names) or an anchor the page has',
    round: 'links',
    words: (f) => {
      if (f.reason === 'not-a-page') return { expected: 'a path such as /#about (this file is not a page)', got: JSON.stringify(f.href) };
      if (f.reason === 'no-page') return { expected: 'the route of an existing page', got: `${JSON.stringify(f.href)}, and no page has the route ${f.route}${didYouMean(f.suggestion)}` };
      return { expected: `an anchor that ${f.route} has: ${[...f.anchors].sort().map((a) => '#' + a).join(', ')}`, got: JSON.stringify(f.href) };
    },
  }),
  'missing-image': entry({
    title: 'an image file that does not exist',
    hint: 'put the image file below content/images/ or correct the path',
    round: 'links',
    words: ({ src }) => ({ expected: 'an image file that exists below content/', got: `${JSON.stringify(src)}, which does not exist` }),
  }),
  'undeclared-language': entry({
    title: 'a folder for a language the site does not list',
    hint: 'add the language to `languages` in site.yaml, or move the file; the default language\'s files are not in a folder',
    round: 'file',
    words: ({ code, declared }) => ({
      expected: declared.length ? `a folder for one of the site's other languages: ${declared.map((c) => `content/${c}/`).join(', ')}` : 'no language folder (site.yaml lists one language)',
      got: `a file in content/${code}/`,
    }),
  }),
  'missing-translation': entry({
    title: 'a page that exists in one language only',
    hint: 'translate the page (same file name in the language\'s folder), or mark it `singleLanguage: true` if it is meant for its own language only',
    round: 'links',
    words: (f) => f.reason === 'untranslated'
      ? { expected: `the page ${f.route} in ${f.language} too, at content/${f.path}`, got: 'no such file' }
      : {
        expected: `a page at content/${f.path} for ${f.route}, which this file translates`, got: `no page ${f.route} in ${f.language}`,
        hint: `write the ${f.language} page (or restore it, if it was deleted), or mark this one \`singleLanguage: true\` if it is meant for its own language only`,
      },
  }),
  'redirect-conflict': entry({
    title: 'a redirect that clashes with a page or another redirect',
    hint: 'an old address must not be a live page, nor appear twice, nor point at another old address',
    round: 'links',
    words: (f) => {
      if (f.reason === 'live-page') return { expected: 'an old address that is not a live page', got: `${f.from}, which is a live page` };
      if (f.reason === 'listed-twice') return { expected: 'each old address listed once', got: `${f.from}, listed ${f.times} times` };
      return { expected: 'a live page (no chains of redirects)', got: `${f.to}, which is itself redirected` };
    },
  }),
  'danger-sign-route': entry({
    title: 'a danger sign without a call button to 911 or 988',
    hint: 'give this part its own action to tel:911 (tel:988 for thoughts of suicide); the crisis line is for what comes after the emergency, never instead of it',
    round: 'fields',
    words: ({ needs, got }) => ({
      expected: needs === '911' ? 'a button that calls 911 (href: tel:911) beside these signs' : 'a button that calls 988 or 911 (href: tel:988) beside these words',
      got,
    }),
  }),
  'claim-not-allowed': entry({
    title: 'a claim the center\u2019s confirmed facts do not allow',
    hint: 'say only what site.yaml\u2019s facts allow (for example "we coordinate methadone with a licensed opioid treatment program", "we help families find adolescent programs", "call to check whether your plan covers treatment here"); if the facts have changed, change them there first',
    round: 'fields',
    words: ({ claim, why }) => ({ expected: `no ${claim}: ${why}`, got: claim }),
  }),
  'promise-without-token': entry({
    title: 'a promised time written as a number',
    hint: 'write the promise\u2019s token so the page changes with site.yaml\u2019s promises, as the inbox, the alerts and the report do',
    round: 'fields',
    words: ({ written, tokens }) => ({ expected: tokens.length === 1 ? `the token ${tokens[0]}` : `one of the tokens ${tokens.join(', ')}`, got: `"${written}"` }),
  }),
  'hotline-without-number': entry({
    title: 'a telephone hotline named without its number',
    hint: 'a reader in trouble needs the number itself: add the token (or a button that calls it) beside the name',
    round: 'fields',
    words: ({ hotline, token }) => ({ expected: `${hotline} with its number: {${token}}, or a button to it`, got: `${hotline}, with no number` }),
  }),
  'unsourced-figure': entry({
    title: 'a percentage or "X in Y" figure without its source',
    hint: 'add a `source:` field beside it naming where the figure comes from (the study, agency or survey and its year)',
    round: 'fields',
    words: ({ figure }) => ({ expected: `"${figure}" with a source: field beside it`, got: 'no source' }),
  }),
  'claim-needs-waiver': entry({
    title: 'a claim that needs a clinician\u2019s waiver',
    hint: 'reword it, or have a clinician of site.yaml\u2019s facts.staff confirm it and record that in the page\u2019s claimWaivers (phrase, reviewer, date, reason)',
    round: 'fields',
    words: ({ phrase, found }) => ({ expected: `"${found}" only with a claimWaivers entry for "${phrase}"`, got: 'no waiver on this page' }),
  }),
  'unknown-staff': entry({
    title: 'a staff member the registry does not list',
    hint: 'use the id of a member of site.yaml\u2019s facts.staff, or add the person there with their role and credentials',
    round: 'fields',
    words: ({ id, known }) => ({ expected: `one of: ${known.join(', ')}`, got: id }),
  }),
  'unknown-program': entry({
    title: 'a service that is not one of the center\u2019s programs',
    hint: 'name a program of site.yaml\u2019s facts.programs by its id; a program the license or staff do not allow is not offered',
    round: 'fields',
    words: ({ id, known }) => ({ expected: `one of: ${known.join(', ')}`, got: id }),
  }),
  'structured-data': entry({
    title: 'structured data for search engines lacks a required value',
    hint: 'fill in the site.yaml or page field the structured data is built from',
    round: 'output',
    words: ({ item, field }) => ({ expected: `${item} with ${field} filled in (search engines require it)`, got: `${item} without ${field}` }),
  }),
  'stale-translation': entry({
    title: 'a translation behind its English page',
    hint: 'bring the translation up to date with the English text under expected, then record that it is current: `npx site translations mark-current` with the translation\u2019s file',
    round: 'translations',
    words: (f) => {
      if (f.reason === 'unrecorded') return { expected: `a record of the English it was translated from (content/${f.source}): translatedFrom`, got: 'no record' };
      if (f.now === null) return { expected: `no such text: the English no longer has it (content/${f.source})`, got: f.old ? `a translation of "${clip(f.old)}"` : 'a translation of a text the English no longer has' };
      const texts = f.old == null ? { now: clip(f.now), old: '' } : changedTexts(f.old, f.now);
      const got = f.old === undefined ? 'a translation of an earlier English text (not in git history, so it cannot be shown)'
        : f.old === null ? 'nothing: the English page has this text since the translation was recorded'
          : `a translation of the English as it was: "${texts.old}"`;
      return { expected: `a translation of the English now (content/${f.source}): "${texts.now}"`, got };
    },
  }),
};
