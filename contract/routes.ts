/**
 * Pages and where they land in the output: the page kinds, the file each
 * route is written to, and the in-page anchors each kind offers (so links
 * such as /#consultation-form are checked before anything renders, and the
 * templates use the same names).
 */

export type PageKind = 'home' | 'treatment' | 'service' | 'crisis' | 'guide' | 'faq' | 'landing' | 'not-found' | 'thank-you' | 'policy';

/** The content folders whose files become pages at /<folder>/<name>. */
export const PAGE_SECTIONS = ['treatment', 'services', 'crisis', 'resources', 'faq', 'landing', 'policies'] as const;

const ROUTE_SHAPE = new RegExp(`^/(?:thank-you|(?:${PAGE_SECTIONS.join('|')})/[a-z0-9-]+)?$`);

/**
 * True for a path shaped like one of the site's routes: /, /thank-you or /<section>/<name>
 * (lower-case letters, digits and hyphens). Lets the forms API name the page a request came from
 * without knowing the page list, which changes with every `site deploy`.
 */
export function isPageRoute(path: string): boolean {
  return path.length <= 120 && ROUTE_SHAPE.test(path);
}

/** The output file of a route: /treatment/x -> treatment/x.html, / -> index.html. */
export function fileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The output file of a page; the not-found page (no route) is 404.html. */
export function pageFile(route: string | null): string {
  return route === null ? '404.html' : fileForRoute(route);
}

export const HOME_ANCHORS = {
  about: 'about',
  services: 'services',
  addictions: 'addictions',
  facility: 'facility',
  amenities: 'amenities',
  team: 'team',
  help: 'immediate-help',
  faq: 'faq',
  contact: 'contact',
  insuranceForm: 'insurance-form',
  consultationForm: 'consultation-form',
} as const;

export const TREATMENT_ANCHORS = {
  overview: 'overview',
  signs: 'signs',
  approach: 'approach',
  insurance: 'insurance',
  faq: 'faq',
  contact: 'contact',
  related: 'related',
  emergency: 'emergency',
} as const;

export const GUIDE_ANCHORS = { facts: 'key-facts', sections: 'medical-information', citations: 'citations', disclaimer: 'disclaimer' } as const;
export const FAQ_ANCHORS = { questions: 'questions', contact: 'contact' } as const;
export const LANDING_ANCHORS = { form: 'insurance-form', gallery: 'gallery', faq: 'faq', cta: 'call' } as const;

/** The contact card that closes every policy page. */
export const POLICY_CONTACT_ANCHOR = 'contact';

/** Present on every page: the skip link's target. */
export const MAIN_ANCHOR = 'main';
