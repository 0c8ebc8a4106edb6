/**
 * Pages and where they land in the output: the page kinds, the file each
 * route is written to, and the in-page anchors each kind offers (so links
 * such as /#consultation-form are checked before anything renders, and the
 * templates use the same names).
 */

export type PageKind = 'home' | 'treatment' | 'service' | 'crisis' | 'guide' | 'faq' | 'landing' | 'not-found' | 'thank-you' | 'not-sent' | 'policy' | 'inbox';

/** The content folders whose files become pages at /<folder>/<name>. */
export const PAGE_SECTIONS = ['treatment', 'services', 'crisis', 'resources', 'faq', 'landing', 'policies'] as const;

const ROUTE_SHAPE = new RegExp(`^(?:/[a-z]{2}(?=/|$))?(?:/(?:thank-you|not-sent|(?:${PAGE_SECTIONS.join('|')})/[a-z0-9-]+)?)?$`);

/**
 * True for a path shaped like one of the site's routes: /, /thank-you, /not-sent or /<section>/<name>
 * (lower-case letters, digits and hyphens), in the default language or below a language's
 * prefix (/es, /es/thank-you, /es/treatment/x). Lets the forms API name the page a request came from
 * without knowing the page list, which changes with every `site deploy`.
 */
export function isPageRoute(path: string): boolean {
  return path.length >= 1 && path.length <= 120 && ROUTE_SHAPE.test(path);
}

/** The path prefix of a language's pages: '' for the default language, '/es' for another. */
export function languagePrefix(code: string, defaultCode: string): string {
  return code === defaultCode ? '' : `/${code}`;
}

/**
 * A route as content writes it (the same in every language) in the language with this prefix:
 * with '/es', / -> /es and /treatment/x -> /es/treatment/x.
 */
export function localizeRoute(route: string, prefix: string): string {
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * A link as content and templates write it, for a page in the language with this prefix:
 * /treatment/x#faq -> /es/treatment/x#faq; an anchor on the same page, a phone action or
 * another site's address stays as it is.
 */
export function localizeHref(href: string, prefix: string): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  const hash = href.indexOf('#');
  const route = hash < 0 ? href : href.slice(0, hash);
  return localizeRoute(route, prefix) + (hash < 0 ? '' : href.slice(hash));
}

/** The output file of a route: /treatment/x -> treatment/x.html, / -> index.html. */
export function fileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The output file of a page; the not-found page (no route) is 404.html, es/404.html in the language with prefix /es. */
export function pageFile(route: string | null, prefix = ''): string {
  return route === null ? `${prefix ? `${prefix.slice(1)}/` : ''}404.html` : fileForRoute(route);
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

/** Where a form sent without JavaScript lands, in its language. */
export const THANK_YOU_ROUTE = '/thank-you';
/**
 * The thank-you page's anchor for each form: a form sent without JavaScript lands on
 * /thank-you#sent-<form>, and the page shows that form's promise (CSS :target, no script needed),
 * or its general message when it is opened without one.
 */
export const SENT_ANCHORS = { crisis: 'sent-crisis', consultation: 'sent-consultation', insurance: 'sent-insurance' } as const;
export type SentForm = keyof typeof SENT_ANCHORS;
/** The anchor a lead's form lands on, if it is one of the site's forms. */
export const sentAnchor = (form: string): string | undefined => (Object.hasOwn(SENT_ANCHORS, form) ? SENT_ANCHORS[form as SentForm] : undefined);

/** Where a form sent without JavaScript lands when it was not stored, in its language. */
export const NOT_SENT_ROUTE = '/not-sent';
/**
 * The not-sent page's anchor for each reason a form sent without JavaScript was not stored: an
 * answer the forms API refused (a date that does not exist, say, which the browser's own check
 * lets through), a request it could not save or take just then, or a form sent from a copy of the
 * page on another site. The page shows that reason's words (CSS :target), or its general message
 * when it is opened without one.
 */
export const NOT_SENT_ANCHORS = { refused: 'refused', failed: 'not-saved', otherSite: 'other-site' } as const;
export type NotSentReason = keyof typeof NOT_SENT_ANCHORS;
/** The not-sent page's anchor for a refused answer in a field it names (#refused-dob), where it says what is wrong with that field. */
export const refusedAnchor = (field: string): string => `${NOT_SENT_ANCHORS.refused}-${field}`;

/** The contact card that closes every policy page. */
export const POLICY_CONTACT_ANCHOR = 'contact';

/** Present on every page: the skip link's target. */
export const MAIN_ANCHOR = 'main';
