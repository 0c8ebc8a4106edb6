/**
 * axe-core on the page as it is now: the violations found, one line each (rule, what it asks, where).
 *
 * axe runs in the page itself (`setLegacyMode`): its default way runs each frame's part and then joins
 * the parts in a new blank tab, which cost two to three times as much on every page here, and only
 * adds cross-origin frames, which no page has before consent (and the checks run without consent).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0 to 2.2 success criteria at levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** Only these parts of the page (selectors); the whole page when empty. */
  include?: readonly string[];
  /** Only the rules with these tags; every rule, best practices included, when left out. */
  tags?: readonly string[];
}

export async function axeViolations(page: Page, { include = [], tags }: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include) builder.include(selector);
  if (tags) builder.withTags([...tags]);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
