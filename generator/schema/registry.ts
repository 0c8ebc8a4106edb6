/**
 * The collection registry: which content file is which kind of thing, which
 * schema checks it, and at which route a page is published. Routes derive
 * from file paths (content/treatment/meth-addiction.yaml -> /treatment/meth-addiction),
 * so the route list has one source: the content folder.
 */
import * as z from 'zod';
import { NOT_SENT_ROUTE, THANK_YOU_ROUTE, type PageKind } from '../../contract/routes.ts';
import { INBOX_ROUTE } from '../../contract/inbox.ts';
import { crisisPageSchema } from '../../contract/content/crisis.ts';
import { faqPageSchema } from '../../contract/content/faq.ts';
import { guideSchema } from '../../contract/content/guide.ts';
import { homePageSchema } from '../../contract/content/home.ts';
import { inboxPageSchema } from '../../contract/content/inbox-page.ts';
import { landingPageSchema } from '../../contract/content/landing.ts';
import { messagesSchema } from '../../contract/content/messages.ts';
import { navigationSchema } from '../../contract/content/navigation.ts';
import { notFoundSchema } from '../../contract/content/not-found.ts';
import { policyPageSchema } from '../../contract/content/policy.ts';
import { redirectsSchema } from '../../contract/content/redirects.ts';
import { siteSchema, siteTextSchema } from '../../contract/content/site.ts';
import { thankYouSchema } from '../../contract/content/thank-you.ts';
import { notSentSchema } from '../../contract/content/not-sent.ts';
import { treatmentPageSchema } from '../../contract/content/treatment.ts';
import { verificationSchema } from '../../contract/content/verification.ts';

export type DataKind = 'site' | 'site-text' | 'navigation' | 'messages' | 'glossary' | 'redirects' | 'verification';

export interface Collection {
  /** What the file is: a page kind or a site-wide data file. */
  kind: PageKind | DataKind;
  isPage: boolean;
  /** Matches a path relative to the content folder, with forward slashes. */
  pattern: RegExp;
  schema: z.ZodType;
  /** Exactly one file must exist (site.yaml, home.yaml, ...). */
  singleton: boolean;
  /** What an editor should name the file, for error messages. */
  example: string;
  /**
   * A translation of it records the English it was translated from (validate/translation-records.ts):
   * every page but the inbox's, the navigation and messages, whose words mirror the English file's
   * field for field, and a language's site.yaml, whose words are those of site.yaml (siteTextOf).
   */
  recordsTranslation: boolean;
}

/**
 * `singleLanguage: true` marks a page that is meant to exist in its language only (a page for
 * one community, say): no other language is expected to have it. Pages that every language must
 * have (home, not-found, thank-you, not-sent) cannot be marked.
 */
const singleLanguage = z.literal(true).optional();

/**
 * A translation's record of the English text it was translated from, one line per top-level field
 * (validate/translation-records.ts); written by `site translations mark-current`, never by hand.
 */
const translatedFrom = z.record(z.string(), z.string().regex(/^[a-z]{7}$/, 'the 7-character record `site translations mark-current` writes')).optional();

const page = (kind: PageKind, pattern: RegExp, schema: z.ZodObject, example: string, singleton = false): Collection => ({
  kind, isPage: true, pattern, schema: singleton ? schema.extend({ translatedFrom }) : schema.extend({ singleLanguage, translatedFrom }), singleton, example,
  recordsTranslation: kind !== 'inbox',
});
const data = (kind: DataKind, file: string, schema: z.ZodType, singleton = true): Collection => ({
  kind, isPage: false, pattern: new RegExp(`^${file.replace('.', '\\.')}$`), schema, singleton, example: file, recordsTranslation: false,
});
/** A shared file whose translations mirror it field for field, and so record what they were translated from (like a page, it may carry the record in any language). */
const mirrored = (kind: DataKind, file: string, schema: z.ZodObject): Collection => ({ ...data(kind, file, schema.extend({ translatedFrom })), recordsTranslation: true });

/**
 * content/<code>/glossary.yaml: the key terms and how this language says them, for translators
 * and for the checks of the translated pages (a page whose original uses a term uses its translation).
 */
const glossarySchema = z.strictObject({
  terms: z.array(z.strictObject({
    /** As the default language writes it, matched without regard to case. */
    term: z.string().trim().min(2),
    translation: z.string().trim().min(2),
    /** Why this translation, or when a variant is fine. */
    note: z.string().trim().min(1).optional(),
  })).min(1),
});

export const COLLECTIONS: readonly Collection[] = [
  data('site', 'site.yaml', siteSchema),
  mirrored('navigation', 'navigation.yaml', navigationSchema),
  mirrored('messages', 'messages.yaml', messagesSchema),
  data('redirects', 'redirects.yaml', redirectsSchema),
  data('verification', 'verification.yaml', verificationSchema),
  page('home', /^home\.yaml$/, homePageSchema, 'home.yaml', true),
  page('not-found', /^not-found\.yaml$/, notFoundSchema, 'not-found.yaml', true),
  page('thank-you', /^thank-you\.yaml$/, thankYouSchema, 'thank-you.yaml', true),
  page('not-sent', /^not-sent\.yaml$/, notSentSchema, 'not-sent.yaml', true),
  page('inbox', /^admin\.yaml$/, inboxPageSchema, 'admin.yaml', true),
  page('treatment', /^treatment\/[a-z0-9-]+\.yaml$/, treatmentPageSchema, 'treatment/alcohol-addiction.yaml'),
  page('service', /^services\/[a-z0-9-]+\.yaml$/, treatmentPageSchema, 'services/medical-detox.yaml'),
  page('crisis', /^crisis\/[a-z0-9-]+\.yaml$/, crisisPageSchema, 'crisis/emergency-help.yaml'),
  page('guide', /^resources\/[a-z0-9-]+\.md$/, guideSchema, 'resources/addiction-guide.md'),
  page('faq', /^faq\/[a-z0-9-]+\.yaml$/, faqPageSchema, 'faq/treatment.yaml'),
  page('landing', /^landing\/[a-z0-9-]+\.yaml$/, landingPageSchema, 'landing/crisis-help.yaml'),
  page('policy', /^policies\/[a-z0-9-]+\.yaml$/, policyPageSchema, 'policies/privacy.yaml'),
];

/**
 * What a language folder (content/es/) holds: every kind of page, its own navigation and
 * messages, and the words of site.yaml. The redirect table, the verification tags and the site's facts are written
 * once, in the default language's folder.
 */
export const TRANSLATED_COLLECTIONS: readonly Collection[] = [
  { ...data('site-text', 'site.yaml', siteTextSchema.extend({ translatedFrom })), recordsTranslation: true },
  data('glossary', 'glossary.yaml', glossarySchema, false),
  // The admissions inbox is the team's page, in the default language only.
  ...COLLECTIONS.filter((c) => (c.isPage && c.kind !== 'inbox') || c.kind === 'navigation' || c.kind === 'messages'),
];

/** Whether a translation of the default language's file at `path` (site.yaml, messages.yaml, a page) records it (Collection.recordsTranslation). */
export const translationsRecord = (path: string): boolean => TRANSLATED_COLLECTIONS.find((c) => c.pattern.test(path))?.recordsTranslation === true;

/** Whether a file in a language folder records the English file it was translated from. */
export function recordsTranslation(path: string): boolean {
  const { language, rel } = languageOf(path);
  return language !== null && translationsRecord(rel);
}

/** A folder named like a language code (es, pt-br) at the top of the content folder. */
const LANGUAGE_DIR = /^([a-z]{2}(?:-[a-z]{2,4})?)\/(.+)$/;

/**
 * Which language a content file is written in, and its path within that language's folder:
 * es/treatment/x.yaml -> es, treatment/x.yaml. The default language's files have no folder (null).
 */
export function languageOf(path: string): { language: string | null; rel: string } {
  const m = LANGUAGE_DIR.exec(path);
  return m ? { language: m[1]!, rel: m[2]! } : { language: null, rel: path };
}

/**
 * Each content path's collection, once found: a build asks for it several times a file, and site dev
 * asks again for every file on each save (the patterns of all the collections tried each time).
 */
const collections = new Map<string, Collection | undefined>();

/** The collection of a content file, in any language's folder. */
export function collectionFor(path: string): Collection | undefined {
  if (collections.has(path)) return collections.get(path);
  const { language, rel } = languageOf(path);
  const found = (language ? TRANSLATED_COLLECTIONS : COLLECTIONS).find((c) => c.pattern.test(rel));
  collections.set(path, found);
  return found;
}

/** The files every page depends on (site.yaml, the navigation...): a build reads and checks them before any page. */
export const isSharedFile = (path: string) => !collectionFor(path)?.isPage;

/** How many of the listed content files are pages. */
export const pageCount = (paths: readonly string[]): number => paths.filter((p) => !isSharedFile(p)).length;

/**
 * The route of a page file as content links to it, the same in every language
 * (es/treatment/x.yaml and treatment/x.yaml are both /treatment/x); the not-found page has none (it is 404.html).
 */
export function routeFor(path: string, kind: PageKind): string | null {
  if (kind === 'not-found') return null;
  if (kind === 'home') return '/';
  if (kind === 'inbox') return INBOX_ROUTE;
  if (kind === 'thank-you') return THANK_YOU_ROUTE;
  if (kind === 'not-sent') return NOT_SENT_ROUTE;
  return '/' + languageOf(path).rel.replace(/\.(?:ya?ml|md)$/, '');
}
