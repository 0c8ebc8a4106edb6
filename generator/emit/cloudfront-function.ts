/**
 * The source of the CloudFront viewer-request function (cloudfront-js-2.0): 301 for every redirect
 * with and without a trailing slash, 301 from a page's trailing-slash or .html form to its clean
 * URL, and from an address written with capitals to its lower-case page or redirect, and clean URLs
 * mapped to their files. `site preview` runs this same file, and the CDK stack deploys it.
 *
 * CloudFront takes a function of at most EDGE_FUNCTION_MAX_BYTES. The function knows the site's
 * pages from a table of their routes (about 20 bytes a page) while that fits. A site too large for
 * it gets a function that knows the default language's pages by their form instead (an address
 * without a file extension is a page's): the same answers for every page and redirect, but an unknown
 * address there is sent on as a page's file and met by the CDN's not-found page, and a trailing
 * slash or capitals are taken away before it is known to be unknown. The pages below the other
 * languages' prefixes (/es) are still known from a table while that table fits, so a visitor who
 * mistypes a Spanish address gets the Spanish not-found page: their routes one by one, or, for more
 * translations than that holds, each route as four characters of its hash (ROUTE_HASH), about four
 * times as many. A mistyped address whose hash is a page's (about one in 16 million for each page) is
 * then sent on as a page's file. Only a site whose translations are too many even for that knows
 * every page by its form, and its unknown Spanish addresses get the default language's not-found page.
 */
import { EDGE_FUNCTION_MAX_BYTES } from '../../contract/output.ts';
import type { RedirectPair } from './redirects.ts';

/** What the function is made from: the site's redirects, pages, languages and the HTML files that are no page's. */
export interface EdgeInputs {
  pairs: readonly RedirectPair[];
  routes: readonly string[];
  /** The path prefixes of the site's other languages (/es). */
  languages?: readonly string[];
  /** HTML files served as they are, though no page's (the verification file, the not-found pages). */
  kept?: readonly string[];
}

export interface EdgeFunction {
  source: string;
  /**
   * How it knows the site's pages: from a table of their routes; the default language's by their form
   * and the other languages' from a table ('translations'); or all by their form.
   */
  knows: 'table' | 'translations' | 'form';
}

/**
 * The function for the site: with its table of pages when that fits CloudFront's limit; else with a
 * table of the translations' pages (their routes, else their routes' hashes), the default language's
 * known by their form; else all by their form.
 */
export function cloudFrontFunction(inputs: EdgeInputs): EdgeFunction {
  const fits = (source: string) => Buffer.byteLength(source) <= EDGE_FUNCTION_MAX_BYTES;
  const withTable = tableFunction(inputs);
  if (fits(withTable)) return { source: withTable, knows: 'table' };
  if (inputs.languages?.length) {
    const translated = translatedRoutes(inputs);
    for (const lookup of [routeLookup(translated), hashLookup(translated)]) {
      const withTranslations = ruleFunction(inputs, lookup);
      if (fits(withTranslations)) return { source: withTranslations, knows: 'translations' };
    }
  }
  return { source: ruleFunction(inputs, undefined), knows: 'form' };
}

/** The routes below the other languages' prefixes (/es, /es/treatment/x). */
function translatedRoutes({ routes, languages = [] }: EdgeInputs): string[] {
  return routes.filter((route) => languages.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)));
}

/** What each form says of itself in its first line. */
const MADE = {
  table: 'with the table of pages',
  translations: "too many pages for a table: the default language's pages known by their form, the others' from a table",
  form: 'too many pages for a table: pages known by their form',
} as const satisfies Record<EdgeFunction['knows'], string>;

/** How a function this module wrote knows the site's pages, read from its first line. */
export function knowsPages(source: string): EdgeFunction['knows'] {
  const first = source.split('\n', 1)[0]!;
  return (Object.keys(MADE) as EdgeFunction['knows'][]).find((knows) => first.includes(`(${MADE[knows]})`)) ?? 'form';
}

/**
 * The routes grouped by folder, one line a folder: the folder, then the last part of each route,
 * separated by spaces (`/treatment alcohol-addiction cocaine-addiction`; the home page is the top
 * folder's empty name).
 */
export function routeLines(routes: readonly string[]): string {
  const folders = new Map<string, string[]>();
  for (const route of [...routes].sort()) {
    const cut = route.lastIndexOf('/');
    const folder = route.slice(0, cut);
    const names = folders.get(folder);
    if (names) names.push(route.slice(cut + 1));
    else folders.set(folder, [route.slice(cut + 1)]);
  }
  return [...folders].map(([folder, names]) => [folder, ...names].join(' ')).join('\n');
}

const rows = (entries: string[][]) => entries.map((e) => ` ${JSON.stringify(e)}`).join(',\n');

/** What both forms share: the redirects and the answers. */
function common({ pairs }: EdgeInputs, made: string): string {
  return `// Generated by \`site build\` from content/redirects.yaml and the page routes (${made}). Do not edit.
// The tables have no prototype, so a path such as "constructor" or "__proto__" finds nothing inherited.
function table(entries) {
  var t = Object.create(null);
  for (var i = 0; i < entries.length; i++) t[entries[i][0]] = entries[i][1];
  return t;
}
var REDIRECTS = table([
${rows(pairs.map((p) => [p.from, p.to]))}
]);

// CloudFront hands over each name and value as the viewer sent them, still percent-encoded,
// so they are joined back as they are: encoding them again would change the address.
function query(qs) {
  var parts = [];
  for (var key in qs) {
    var entry = qs[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? key : key + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function moved(location, qs) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: {
      location: { value: location + query(qs) },
      'cache-control': { value: 'public, max-age=3600' }
    }
  };
}

// A page's file: /treatment/x is /treatment/x.html, the home page /index.html.
function fileOf(route) {
  return route === '/' ? '/index.html' : route + '.html';
}

// The address without a trailing slash (but the home page's, which is one).
function bareOf(uri) {
  return uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
}

// The route whose file this is (/faq/treatment.html is /faq/treatment), or null for no HTML file.
function routeOfFile(uri) {
  if (uri === '/index.html') return '/';
  return uri.length > 6 && uri.slice(-5) === '.html' ? uri.slice(0, -5) : null;
}
`;
}

/** How a function knows the pages of its table: `isPage(route)`, in JavaScript of the runtime's syntax. */
type Lookup = string;

/** The routes themselves, grouped by folder (routeLines), read into a table with no prototype. */
function routeLookup(routes: readonly string[]): Lookup {
  return `var ROUTES = ${JSON.stringify(routeLines(routes))};
var PAGES = Object.create(null);
var folders = ROUTES.split('\\n');
for (var f = 0; f < folders.length; f++) {
  var names = folders[f].split(' ');
  for (var n = 1; n < names.length; n++) PAGES[names[0] + '/' + names[n]] = true;
}
function isPage(route) {
  return PAGES[route] === true;
}`;
}

/**
 * A route as four characters: the top 24 bits of its 32-bit FNV-1a hash (over its UTF-16 code units),
 * in base64url. JavaScript of the runtime's syntax, written once: the function carries this text, and
 * the build hashes the routes with the same text compiled (routeHash).
 */
const ROUTE_HASH = `function routeHash(route) {
  var h = 0x811c9dc5;
  for (var i = 0; i < route.length; i++) {
    h ^= route.charCodeAt(i);
    h = (h + (h << 1) + (h << 4) + (h << 7) + (h << 8) + (h << 24)) >>> 0;
  }
  var digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return digits.charAt(h >>> 26) + digits.charAt((h >>> 20) & 63) + digits.charAt((h >>> 14) & 63) + digits.charAt((h >>> 8) & 63);
}`;

/** The function's routeHash, compiled from the same text for the build. */
export const routeHash = new Function(`${ROUTE_HASH}\nreturn routeHash;`)() as (route: string) => string;

/** Each route's hash (routeHash), sorted and joined, four characters each, found by halving. */
function hashLookup(routes: readonly string[]): Lookup {
  const hashes = [...new Set(routes.map(routeHash))].sort().join('');
  return `// Each page's route as four characters of its hash, sorted: its routes one by one would not fit.
var HASHES = ${JSON.stringify(hashes)};
${ROUTE_HASH}
function isPage(route) {
  var code = routeHash(route), low = 0, high = HASHES.length / 4 - 1;
  while (low <= high) {
    var middle = (low + high) >> 1, at = HASHES.slice(middle * 4, middle * 4 + 4);
    if (at === code) return true;
    if (at < code) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}`;
}

/**
 * What answers an address from a table of pages (`lookup`) and the language prefixes (LANGUAGES):
 * `known` for a page of the table or its other forms, `notFoundOf` for an address that is none,
 * `fromTable` for either.
 */
function pageTable(lookup: Lookup, languages: readonly string[]): string {
  return `${lookup}
var LANGUAGES = ${JSON.stringify(languages)};

// The answer for a page of the table, its trailing-slash or .html form, or the same written with
// capitals (/Treatment/Alcohol-Addiction: every page and old address is written in lower case, so
// its lower-case form is the one meant); null for any other address.
function known(request, uri, bare, qs) {
  if (bare !== uri && isPage(bare)) return moved(bare, qs);
  var route = routeOfFile(uri);
  if (route !== null && isPage(route)) return moved(route, qs);
  if (isPage(uri)) {
    request.uri = fileOf(uri);
    return request;
  }
  var lower = bare.toLowerCase();
  if (lower !== bare) {
    if (REDIRECTS[lower]) return moved(REDIRECTS[lower], qs);
    if (isPage(lower)) return moved(lower, qs);
    var lowerRoute = routeOfFile(lower);
    if (lowerRoute !== null && isPage(lowerRoute)) return moved(lowerRoute, qs);
  }
  return null;
}

// Below a language's prefix there are only its pages: any other address gets its not-found page,
// which the viewer-response function marks 404. Any address elsewhere is returned as it is.
function notFoundOf(uri) {
  for (var i = 0; i < LANGUAGES.length; i++) {
    if (uri.indexOf(LANGUAGES[i] + '/') === 0) return LANGUAGES[i] + '/404.html';
  }
  return uri;
}

// The answer from the table: a page (or its other forms), else the address's not-found page.
function fromTable(request, uri, bare, qs) {
  var answer = known(request, uri, bare, qs);
  if (answer) return answer;
  request.uri = notFoundOf(uri);
  return request;
}
`;
}

function tableFunction(inputs: EdgeInputs): string {
  return `${common(inputs, MADE.table)}
${pageTable(routeLookup(inputs.routes), inputs.languages ?? [])}
function handler(event) {
  var request = event.request, uri = request.uri, qs = request.querystring, bare = bareOf(uri);
  if (REDIRECTS[bare]) return moved(REDIRECTS[bare], qs);
  return fromTable(request, uri, bare, qs);
}
`;
}

/**
 * The function that knows pages by their form; given `translated` (a table of the routes below the
 * other languages' prefixes), it knows those from it, as the table function does.
 */
function ruleFunction(inputs: EdgeInputs, translated: Lookup | undefined): string {
  const below = translated === undefined ? '' : `
  // Below a language's prefix (where an unknown address has a not-found page of its own).
  if (notFoundOf(uri) !== uri) return fromTable(request, uri, bare, qs);`;
  return `${common(inputs, translated === undefined ? MADE.form : MADE.translations)}
var KEPT = table(${JSON.stringify((inputs.kept ?? []).map((path) => [path, true]))});
${translated === undefined ? '' : pageTable(translated, inputs.languages ?? [])}
function handler(event) {
  var request = event.request, uri = request.uri, qs = request.querystring, bare = bareOf(uri);
  if (REDIRECTS[bare]) return moved(REDIRECTS[bare], qs);
  var lower = bare.toLowerCase();
  if (lower !== bare && REDIRECTS[lower]) return moved(REDIRECTS[lower], qs);${below}
  // An address whose last part has no file extension is a page's, always written in lower case.
  if (bare.slice(bare.lastIndexOf('/') + 1).indexOf('.') < 0) {
    if (lower !== bare) return moved(lower, qs);
    if (bare !== uri) return moved(bare, qs);
    request.uri = fileOf(bare);
    return request;
  }
  var route = routeOfFile(uri);
  if (route !== null && !KEPT[uri]) return moved(route.toLowerCase(), qs);
  return request;
}
`;
}
