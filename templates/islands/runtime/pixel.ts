/**
 * The ad pixel (SPEC 7). It is loaded only when site.yaml sets a pixel id,
 * and no form value ever goes into an event: a lead is health information.
 * Without a pixel, events are skipped with a console warning.
 */
type Fbq = (command: 'track' | 'trackCustom', event: string, params: Record<string, string | number>) => void;

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

/** Load the pixel script behind a queue, as the pixel's own loader does, then count the page view. */
export function loadPixel(pixelId: string): void {
  const w = window as unknown as { fbq?: unknown };
  if (w.fbq) return;
  const queue: unknown[][] = [];
  const stub = Object.assign((...args: unknown[]) => { queue.push(args); }, { queue, loaded: true, version: '2.0' });
  w.fbq = Object.assign(stub, { push: stub });
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  stub('init', pixelId);
  stub('track', 'PageView');
}
