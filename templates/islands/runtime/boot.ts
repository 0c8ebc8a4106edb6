/** Browser side of an island: find its elements and hydrate each with its serialized props. */
import { h, hydrate, type ComponentType } from 'preact';

export function boot(name: string, Component: ComponentType<Record<string, unknown>>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
    hydrate(h(Component, props), el);
  }
}
