/**
 * Where a request for help came from, kept with the lead so the center can see which pages and
 * campaigns bring people to it: the first page of the visit in that browser tab, the referring
 * site's host name (never its full address), the campaign tags of the landing address and an ad
 * click id if there was one (kept for the center's counsel to decide on, sent nowhere). The
 * browser holds it in the tab's sessionStorage only until a request is sent (no cookie, nothing
 * kept across tabs or visits); a form sent without JavaScript records the page it was sent from.
 * Shared by the browser bundle and the forms API: no Node APIs, and no schema (attribution-schema.ts
 * holds the API's check, which the browser never needs).
 */

/** The campaign tags of a landing address, by the field they fill. */
export const CAMPAIGN_TAGS = { source: 'utm_source', medium: 'utm_medium', campaign: 'utm_campaign', term: 'utm_term', content: 'utm_content' } as const;

/** Ad click ids, in the order the first one present is kept. */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid'] as const;

/** The form field (JSON) that carries it. */
export const ATTRIBUTION_FIELD = 'attribution';

/** Where a visit began; every value null when unknown. Checked on arrival at the API by attribution-schema.ts. */
export interface Attribution {
  /** A path of this site, such as /treatment/fentanyl-addiction (no query string). */
  landingPage: string | null;
  referrerHost: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  clickId: string | null;
}

export const NO_ATTRIBUTION: Attribution = { landingPage: null, referrerHost: null, source: null, medium: null, campaign: null, term: null, content: null, clickId: null };

/** What one arrival says, from the page's address and the referring address (both as the browser has them). */
export function attributionOf(href: string, referrer: string): Attribution {
  const url = new URL(href);
  const tags = url.searchParams;
  const tag = (name: string) => tags.get(name)?.trim().slice(0, 100) || null;
  let referrerHost: string | null = null;
  try {
    const from = new URL(referrer);
    if (from.host !== url.host && from.protocol.startsWith('http')) referrerHost = from.hostname;
  } catch {
    // No referrer, or not an address: a direct visit.
  }
  const click = CLICK_IDS.find((name) => tags.get(name));
  return {
    landingPage: /^\/[a-z0-9/-]{0,199}$/.test(url.pathname) ? url.pathname : null,
    referrerHost,
    source: tag(CAMPAIGN_TAGS.source),
    medium: tag(CAMPAIGN_TAGS.medium),
    campaign: tag(CAMPAIGN_TAGS.campaign),
    term: tag(CAMPAIGN_TAGS.term),
    content: tag(CAMPAIGN_TAGS.content),
    clickId: click ? `${click}:${tags.get(click)!.slice(0, 190)}` : null,
  };
}

