/**
 * The ad pixel (SPEC 7). It loads only when site.yaml sets a pixel id and the
 * visitor has allowed ad measurement (runtime/consent.ts, the AdConsent
 * island); until then window.fbq does not exist and every event is skipped.
 * No form value ever goes into an event: a lead is health information.
 */
type Fbq = (command: 'track' | 'trackCustom', event: string, params: Record<string, string | number>) => void;

interface PixelWindow { fbq?: unknown; _fbq?: unknown }

function fbq(): Fbq | undefined {
  return (window as unknown as { fbq?: Fbq }).fbq;
}

export function trackEvent(kind: 'track' | 'trackCustom', event: string, params: Record<string, string | number>): void {
  const f = fbq();
  if (!f) {
    console.warn(`Ad pixel not loaded; ${event} event skipped.`);
    return;
  }
  f(kind, event, params);
}

/**
 * Load the pixel script behind a queue, as the pixel's own loader does (calls
 * wait in the queue until the script sets callMethod), then count the page view.
 * Only after the visitor has allowed it.
 */
export function loadPixel(pixelId: string): void {
  const w = window as unknown as PixelWindow;
  if (w.fbq) return;
  type Stub = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][] };
  const stub: Stub = Object.assign((...args: unknown[]) => {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  }, { queue: [] as unknown[][], loaded: true, version: '2.0' });
  w.fbq = Object.assign(stub, { push: stub });
  w._fbq ??= stub;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  // Automatic configuration off before init: without it the pixel reads the page's buttons and forms
  // by itself (automatic events, and advanced matching of what is typed), and the landing page holds
  // the crisis form. init is given the id alone: no advanced-matching data, ever.
  stub('set', 'autoConfig', false, pixelId);
  stub('init', pixelId);
  stub('track', 'PageView');
}

/** The visitor withdrew consent: tell the pixel, stop sending anything more, and drop its cookie. */
export function stopPixel(): void {
  const w = window as unknown as PixelWindow;
  if (typeof w.fbq === 'function') (w.fbq as (...args: unknown[]) => void)('consent', 'revoke');
  delete w.fbq;
  delete w._fbq;
  const host = location.hostname;
  for (const domain of ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`]) {
    document.cookie = `_fbp=; Max-Age=0; path=/${domain}`;
  }
}
