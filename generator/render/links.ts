/** Resolve the symbolic links of content (tel:crisis, sms:crisis, ...) to real ones. Pure. */
import type { Site } from '../schema/site.ts';

export function resolveHref(href: string, site: Pick<Site, 'crisisLine' | 'poisonControl' | 'samhsaHelpline'>): string {
  switch (href) {
    case 'tel:crisis': return `tel:${site.crisisLine.tel}`;
    case 'sms:crisis': return `sms:${site.crisisLine.tel}`;
    case 'tel:poison': return `tel:${site.poisonControl.tel}`;
    case 'tel:samhsa': return `tel:${site.samhsaHelpline.tel}`;
    default: return href;
  }
}

/** What a phone link dials, for labels such as "Call 911". */
export function phoneLabel(href: string, site: Pick<Site, 'crisisLine' | 'poisonControl' | 'samhsaHelpline'>): string | undefined {
  switch (href) {
    case 'tel:crisis':
    case 'sms:crisis': return site.crisisLine.display;
    case 'tel:poison': return site.poisonControl.display;
    case 'tel:samhsa': return site.samhsaHelpline.display;
    case 'tel:911': return '911';
    case 'tel:988': return '988';
    default: return undefined;
  }
}

/** The output file of a route: /treatment/x -> treatment/x.html, / -> index.html. */
export function fileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The output file of a page; the not-found page (no route) is 404.html. */
export function pageFile(route: string | null): string {
  return route === null ? '404.html' : fileForRoute(route);
}
