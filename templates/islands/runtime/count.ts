/**
 * The counting beacon (contract/counts.ts): one count for this page view, and one for each tap on a
 * call or text link, posted to the site's own API with navigator.sendBeacon. It sends the page, its
 * language and the campaign tags this tab's arrival record already holds; no identifier, no cookie.
 * A page the browser only prerenders is counted when, and if, the visitor actually opens it.
 */
import { COUNT_ENDPOINT, COUNT_KINDS, type CountBeacon, type CountKind } from '../../../contract/counts.ts';
import { arrival } from './arrival.ts';
import { onTap } from './taps.ts';

let started = false;

function send(k: CountKind): void {
  const a = arrival();
  const body: CountBeacon = { p: location.pathname, l: document.documentElement.lang.split('-')[0]!, k, s: a?.source, m: a?.medium, c: a?.campaign, r: a?.referrerHost };
  try {
    navigator.sendBeacon(COUNT_ENDPOINT, JSON.stringify(body));
  } catch {
    // No beacon in this browser: nothing is counted.
  }
}

/** Once per page, however many islands boot. */
export function countThisPage(): void {
  if (started) return;
  started = true;
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) document.addEventListener('prerenderingchange', () => send(COUNT_KINDS.view), { once: true });
  else send(COUNT_KINDS.view);
  onTap('a[href^="tel:"],a[href^="sms:"]', () => send(COUNT_KINDS.tap));
}
