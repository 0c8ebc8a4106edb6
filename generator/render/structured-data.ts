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
import { checkNode } from './jsonld-check.ts';
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
  const nodes = nodesOf(page, lang);
  if (!nodes.length) return { missing: [] };
  return { json: `${GRAPH_START}${nodes.map((n) => n.json).join(',')}${GRAPH_END}`, missing: nodes.flatMap((n) => n.missing) };
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
export function serializeJsonLd(g: Graph | Thing): string {
  return JSON.stringify(g).replace(/</g, '\\u003c');
}

/** A graph's JSON around its nodes: what serializeJsonLd writes before the first node and after the last. */
const EMPTY_GRAPH = serializeJsonLd(graph([]));
const NODES_AT = EMPTY_GRAPH.lastIndexOf('[]') + 1;
const GRAPH_START = EMPTY_GRAPH.slice(0, NODES_AT);
const GRAPH_END = EMPTY_GRAPH.slice(NODES_AT);

/** A node of a page's graph, serialized, with the values it lacks. */
interface MadeNode { json: string; missing: MissingValue[] }

const made = (node: Thing): MadeNode => ({ json: serializeJsonLd(node), missing: checkNode(node) });

/**
 * The nodes many pages hold alike (the Organization; the MedicalClinic with the services a page lists),
 * made once per language and build: at 1,036 pages they were nearly half of the JSON serialized.
 * Bounded, so that a site whose every page lists other services keeps no more than a few.
 */
const sharedNodes = new WeakMap<LanguageContent, Map<string, MadeNode>>();
const SHARED_NODES = 64;

function sharedNode(lang: LanguageContent, key: string, make: () => Thing): MadeNode {
  let nodes = sharedNodes.get(lang);
  if (!nodes) sharedNodes.set(lang, (nodes = new Map()));
  let node = nodes.get(key);
  if (!node) {
    node = made(make());
    if (nodes.size < SHARED_NODES) nodes.set(key, node);
  }
  return node;
}

interface Meta { title: string; description: string }

/** The nodes of each kind of page, in their order; none for the pages kept out of search. */
function nodesOf(entry: PageEntry, lang: LanguageContent): MadeNode[] {
  const { site, language, messages } = lang;
  const words = messages.structuredData;
  const org = () => sharedNode(lang, 'organization', () => organization(site));
  const clinic = (services: Parameters<typeof business>[1] = []) => sharedNode(lang, `business ${JSON.stringify(services)}`, () => business(site, services));
  const route = entry.route ?? '/';
  const url = canonicalUrl(site.url, route);
  const webPage = (meta: Meta, extra: Partial<Parameters<typeof medicalWebPage>[0]> = {}) =>
    made(medicalWebPage({ site, route, language: language.tag, title: meta.title, description: meta.description, ...extra }));
  return ((): MadeNode[] => {
    switch (entry.kind) {
      case 'home': {
        const d = entry.data as HomeData;
        return [org(), clinic(), made(faqPage(d.faq.items, url)), webPage(d)];
      }
      case 'treatment':
      case 'service': {
        const d = entry.data as TreatmentData;
        const about = d.condition ? medicalCondition(d.condition, d.signs.symptoms, words.therapy) : undefined;
        return [webPage(d, { about }), clinic(d.availableServices), made(faqPage(d.faq, url)), org()];
      }
      case 'crisis':
        return [webPage(entry.data as CrisisData), made(emergencyService(site, words.crisisLine)), org()];
      case 'guide': {
        const d = entry.data as Omit<Guide, 'body'>;
        const reviewer = site.facts.staff.find((s) => s.id === d.clinicalReview.reviewer)!;
        return [webPage(d, {
          ...(d.clinicalReview.date !== 'pending' && { lastReviewed: d.clinicalReview.date }),
          reviewedBy: { name: reviewer.name, title: reviewer.role },
          citation: d.citations.map((c) => `${c.authors.join(', ')} (${c.year}). ${c.title}. ${c.journal}.`),
        }), org()];
      }
      case 'faq':
        return [made(faqPage((entry.data as FaqData).items, url)), org()];
      case 'landing':
        return [clinic(), made(faqPage((entry.data as LandingData).faq.items, url))];
      case 'policy':
        return [org()];
      case 'thank-you':
      case 'not-sent':
      case 'inbox':
      case 'not-found':
        return [];
    }
  })();
}
