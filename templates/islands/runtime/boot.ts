/** Browser side of an island: find its elements and hydrate each with its serialized props. */
import { h, hydrate, type ComponentType } from 'preact';
import { rememberArrival } from './arrival.ts';
import { countThisPage } from './count.ts';

export function boot(name: string, Component: ComponentType<Record<string, unknown>>): void {
  // Every page has an island (its menus at least): where the tab's visit began is noted here, once.
  rememberArrival();
  // ... and the page view is counted, once (runtime/count.ts).
  countThisPage();
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
    hydrate(h(Component, props), el);
  }
}
