/**
 * Stand-ins the going-live gate finds by their values in site.yaml, whether or not they are marked
 * `placeholder: true`: a license number that is not a DHCS number, a record link that is not the
 * department's record of it, a fictional 555-01xx number, an address on a reserved example domain,
 * a date that has passed where the future is meant, a copyright year that is not this year, and
 * reviews not marked as real. Pure.
 */
import type { Site } from '../../contract/content/site.ts';

type Key = string | number;

/** How much harm a stand-in left on the live site does; the gate lists them in this order. */
export const HARMS = ['crisis-line', 'license', 'site-address', 'reviews', 'other'] as const;
export type Harm = (typeof HARMS)[number];

export interface Finding {
  path: Key[];
  reason: string;
  harm: Harm;
}

/**
 * A DHCS alcohol and other drug facility license or certification number: six digits and two
 * letters, the first two digits the county's code (01-58, Los Angeles 19, Orange 30), as DHCS
 * prints them and licensed centers show them (191114AP, 300024AP, 380106AP, 191057BP, 300661CP).
 */
const DHCS_NUMBER = /^(\d{2})(\d{4})([A-Z]{2})$/;

/** Why `number` cannot be a DHCS license number, or undefined when it has the shape of one. */
export function licenseNumberProblem(number: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (digits && /^(\d)\1*$/.test(digits)) return `the license number ${number} is all one digit: a stand-in, not a number DHCS issued. Put in the number printed on the license`;
  const m = DHCS_NUMBER.exec(number);
  const county = m ? Number(m[1]) : 0;
  if (!m || county < 1 || county > 58) {
    return `the license number ${number} does not have the shape of a DHCS license number: six digits and two letters, such as 191234AP, the first two digits the county's code (01-58). Put in the number printed on the license`;
  }
  return undefined;
}

/** The state's list of licensed and certified facilities, published by DHCS with every number and expiry. */
export const DHCS_FACILITY_LIST = 'https://data.chhs.ca.gov/dataset/sud-recovery-treatment-facilities';
const STAND_IN_WORDS = /placeholder|example|stand-?in|sample|dummy|todo/i;
const isDhcsHost = (host: string) => host === 'dhcs.ca.gov' || host.endsWith('.dhcs.ca.gov');

/**
 * Why `url` is not the department's record of license `number`, or undefined. A record is a page of
 * dhcs.ca.gov that names the number (its record or a search for it), or the state's list of facilities.
 */
export function recordUrlProblem(url: string, number: string): string | undefined {
  const u = new URL(url);
  const isList = `${u.origin}${u.pathname.replace(/\/$/, '')}` === DHCS_FACILITY_LIST;
  const namesNumber = isDhcsHost(u.hostname) && decodeURIComponent(url).toUpperCase().includes(number.toUpperCase());
  if ((isList || namesNumber) && !STAND_IN_WORDS.test(url)) return undefined;
  return `the license record link ${url} is not the department's record of license ${number}: link to the DHCS page that shows it (an address on dhcs.ca.gov naming ${number}) or to the state's list of licensed facilities, ${DHCS_FACILITY_LIST}`;
}

/** The US numbers set aside for fiction: 555-0100 to 555-0199 in any area code. */
const FICTIONAL_TEL = /^\+?1?\d{3}55501\d{2}$/;

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): nobody receives mail or visitors there. */
export function isExampleHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return /(?:^|\.)(?:example|test|invalid|localhost)$/.test(h) || /(?:^|\.)example\.(?:com|org|net)$/.test(h);
}

const URL_HOST = /\bhttps?:\/\/([^/\s:?#]+)/gi;
const EMAIL_HOST = /[^\s@<>()]+@([^\s@<>()]+\.[a-z]{2,})/gi;

/** Every string in `data` with its path. */
function eachString(data: unknown, visit: (path: Key[], text: string) => void, path: Key[] = []): void {
  if (typeof data === 'string') visit(path, data);
  else if (Array.isArray(data)) data.forEach((x, i) => eachString(x, visit, [...path, i]));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) eachString(v, visit, [...path, k]);
}

/** Every phone ({display, tel}) in `data` with its path. */
function eachPhone(data: unknown, visit: (path: Key[], phone: { display: string; tel: string }) => void, path: Key[] = []): void {
  if (!data || typeof data !== 'object') return;
  const o = data as Record<string, unknown>;
  if (typeof o.tel === 'string') visit(path, { display: String(o.display ?? o.tel), tel: o.tel });
  for (const [k, v] of Object.entries(o)) eachPhone(v, visit, [...path, Array.isArray(data) ? Number(k) : k]);
}

function phoneFindings(site: Site): Finding[] {
  const out: Finding[] = [];
  eachPhone(site, (path, phone) => {
    if (!FICTIONAL_TEL.test(phone.tel)) return;
    if (path[0] === 'crisisLine') out.push({ path: [...path, 'tel'], harm: 'crisis-line', reason: `the crisis line ${phone.display} is a fictional 555 number: every call button would dial it` });
    else out.push({ path: [...path, 'tel'], harm: 'other', reason: `${phone.display} (${path.join('.')}) is a fictional 555-01xx number: nobody answers it. Put in the real number` });
  });
  return out;
}

function addressFindings(site: Site): Finding[] {
  const out: Finding[] = [];
  if (isExampleHost(new URL(site.url).hostname)) out.push({ path: ['url'], harm: 'site-address', reason: `the site address ${site.url} is a reserved example domain, not the real one` });
  eachString(site, (path, text) => {
    if (path.length === 1 && path[0] === 'url') return;
    for (const [whole, host] of [...text.matchAll(URL_HOST), ...text.matchAll(EMAIL_HOST)]) {
      if (isExampleHost(host!)) out.push({ path, harm: 'other', reason: `${whole} is on a reserved example domain (${host}): nobody receives mail or visitors there. Put in the real address` });
    }
  });
  return out;
}

function licenseFindings(site: Site, today: string): Finding[] {
  const { license } = site;
  const out: Finding[] = [];
  const numberProblem = licenseNumberProblem(license.number);
  if (numberProblem) out.push({ path: ['license', 'number'], harm: 'license', reason: numberProblem });
  const recordProblem = recordUrlProblem(license.recordUrl, license.number);
  if (recordProblem) out.push({ path: ['license', 'recordUrl'], harm: 'license', reason: recordProblem });
  const status = new URL(license.statusListUrl);
  if (!isDhcsHost(status.hostname) || STAND_IN_WORDS.test(license.statusListUrl)) {
    out.push({ path: ['license', 'statusListUrl'], harm: 'license', reason: `${license.statusListUrl} is not the department's list of facilities on probation, suspended or revoked: link to that list on dhcs.ca.gov` });
  }
  if (license.expires < today) out.push({ path: ['license', 'expires'], harm: 'license', reason: `the license expired on ${license.expires}: renew it and put in the new date` });
  return out;
}

function reviewFindings(site: Site): Finding[] {
  const rating = site.structuredData.rating;
  if (!rating) return [];
  const unverified = rating.reviews.flatMap((r, i) => (r.verified ? [] : [i]));
  if (rating.verified && !unverified.length) return [];
  const what = [
    ...(rating.verified ? [] : [`the rating (${rating.averageRating} from ${rating.reviewCount} reviews)`]),
    ...(unverified.length ? [`${unverified.length} of its ${rating.reviews.length} reviews (${unverified.map((i) => rating.reviews[i]!.author).join(', ')})`] : []),
  ].join(' and ');
  const path = rating.verified ? ['structuredData', 'rating', 'reviews', unverified[0]!] : ['structuredData', 'rating'];
  return [{
    path, harm: 'reviews',
    reason: `${what} are not marked as real: the FTC rule on fake reviews (16 CFR Part 465) forbids publishing reviews that are not from real customers. Set verified: true on the rating and on each review once it is real and quoted with permission, or delete the rating block`,
  }];
}

function dateFindings(site: Site, today: string): Finding[] {
  const out: Finding[] = [];
  const offer = site.structuredData.offer;
  if (offer.validThrough < today) out.push({ path: ['structuredData', 'offer', 'validThrough'], harm: 'other', reason: `the offer ended on ${offer.validThrough}: search engines would show an expired offer; put in the date it really ends` });
  const year = Number(today.slice(0, 4));
  if (site.copyrightYear !== year) out.push({ path: ['copyrightYear'], harm: 'other', reason: `the copyright year is ${site.copyrightYear}, not the year of this build (${year}): put in ${year}` });
  return out;
}

/** Every stand-in site.yaml's values show, marked or not. */
export function siteValueFindings(site: Site, today: string): Finding[] {
  return [...phoneFindings(site), ...licenseFindings(site, today), ...addressFindings(site), ...reviewFindings(site), ...dateFindings(site, today)];
}
