/**
 * The structured data of each kind of page (SPEC 1): its JSON-LD @graph, serialized as its <script>
 * holds it, and the values search engines need that it misses. Pure, and free of React: with a render
 * worker, the build's own thread makes it for each page while the worker renders the pages before
 * (render/pool.ts), and the worker only splices the text in.
 */
import type { Graph, Thing } from 'schema-dts';
import type { FaqPage as FaqData } from '../../contract/content/faq.ts';
import type { Guide } from '../../contract/content/guide.ts';
import type { HomePage as HomeData } from '../../contract/content/home.ts';
import type { LandingPage as LandingData } from '../../contract/content/landing.ts';
import type { CrisisPage as CrisisData } from '../../contract/content/crisis.ts';
import type { TreatmentPage as TreatmentData } from '../../contract/content/treatment.ts';
import type { LanguageContent, MissingValue, PageEntry, RenderEnv } from '../pipeline.ts';
import { canonicalUrl } from './head.ts';
import { business, emergencyService, faqPage, graph, medicalCondition, medicalWebPage, organization } from './jsonld.ts';
import { checkStructuredData } from './jsonld-check.ts';
import { localizeEntry } from './localize.ts';

export interface StructuredData {
  /** The page's JSON-LD as its <script type="application/ld+json"> holds it; none for a page without. */
  json?: string;
  /** What search engines need of it that it lacks (jsonld-check.ts). */
  missing: MissingValue[];
}

/**
 * A page's structured data in its language (`lang`: that language's site facts and words); `page` is
 * its entry with its links in that language (localizeEntry), as the page renders it.
 */
export function structuredData(page: PageEntry, lang: LanguageContent): StructuredData {
  const g = graphOf(page, lang);
  return { json: g && serializeJsonLd(g), missing: checkStructuredData(g as { '@graph': unknown[] } | undefined) };
}

/** The same, for a page of the site `env` renders; a failure names the page, as a failed render does. */
export function structuredDataIn(env: RenderEnv, entry: PageEntry): StructuredData {
  const lang = env.languages.find((l) => l.language.code === entry.language);
  try {
    if (!lang) throw new Error(`no words for the language "${entry.language}"`);
    return structuredData(lang.prefix ? localizeEntry(entry, lang.prefix) : entry, lang);
  } catch (err) {
    throw new Error(`making the structured data of ${entry.file} failed`, { cause: err });
  }
}

/** JSON-LD inside a <script>: a "<" in any text could otherwise close the element early. */
export function serializeJsonLd(g: Graph): string {
  return JSON.stringify(g).replace(/</g, '\\u003c');
}

interface Meta { title: string; description: string }

/** The nodes of each kind of page, in their order; none for the pages kept out of search. */
function graphOf(entry: PageEntry, { site, language, messages }: LanguageContent): Graph | undefined {
  const words = messages.structuredData;
  const route = entry.route ?? '/';
  const url = canonicalUrl(site.url, route);
  const webPage = (meta: Meta, extra: Partial<Parameters<typeof medicalWebPage>[0]> = {}) =>
    medicalWebPage({ site, route, language: language.tag, title: meta.title, description: meta.description, ...extra });
  const nodes = ((): Thing[] => {
    switch (entry.kind) {
      case 'home': {
        const d = entry.data as HomeData;
        return [organization(site), business(site), faqPage(d.faq.items, url), webPage(d)];
      }
      case 'treatment':
      case 'service': {
        const d = entry.data as TreatmentData;
        const about = d.condition ? medicalCondition(d.condition, d.signs.symptoms, words.therapy) : undefined;
        return [webPage(d, { about }), business(site, d.availableServices), faqPage(d.faq, url), organization(site)];
      }
      case 'crisis':
        return [webPage(entry.data as CrisisData), emergencyService(site, words.crisisLine), organization(site)];
      case 'guide': {
        const d = entry.data as Omit<Guide, 'body'>;
        const reviewer = site.facts.staff.find((s) => s.id === d.clinicalReview.reviewer)!;
        return [webPage(d, {
          ...(d.clinicalReview.date !== 'pending' && { lastReviewed: d.clinicalReview.date }),
          reviewedBy: { name: reviewer.name, title: reviewer.role },
          citation: d.citations.map((c) => `${c.authors.join(', ')} (${c.year}). ${c.title}. ${c.journal}.`),
        }), organization(site)];
      }
      case 'faq':
        return [faqPage((entry.data as FaqData).items, url), organization(site)];
      case 'landing':
        return [business(site), faqPage((entry.data as LandingData).faq.items, url)];
      case 'policy':
        return [organization(site)];
      case 'thank-you':
      case 'not-sent':
      case 'inbox':
      case 'not-found':
        return [];
    }
  })();
  return nodes.length ? graph(nodes) : undefined;
}
