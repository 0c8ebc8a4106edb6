/**
 * The first page of this tab's visit, kept in sessionStorage until a request for help is sent
 * (contract/attribution.ts). Nothing here leaves the browser except with that request, to the
 * site's own API. A browser that refuses storage simply sends none (each use is guarded).
 */
import { attributionOf, type Attribution } from '../../../contract/attribution.ts';

const KEY = 'arrival';

/** On every page: remember where this tab's visit began, once. */
export function rememberArrival(): void {
  try {
    sessionStorage[KEY] ??= JSON.stringify(attributionOf(location.href, document.referrer));
  } catch {
    // Storage refused: the request goes without it.
  }
}

/** Where this visit began, for the request being sent; `forget` once it has gone out. */
export function arrival(forget?: true): Attribution | undefined {
  try {
    if (forget) sessionStorage.removeItem(KEY);
    else return JSON.parse(sessionStorage[KEY] ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}
