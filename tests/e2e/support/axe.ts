/**
 * axe-core on the page as it is now: the violations found, one line each (rule, what it asks, where).
 *
 * axe-core's own script is evaluated in the page once per document and `axe.run` is called there; only
 * the violations, already as lines, come back. (The @axe-core/playwright wrapper evaluated the script
 * twice on every call and sent back axe's whole result; measured over the whole browser suite, calling
 * axe directly saves little, a few per cent.) Cross-origin frames are not reached: no page has one before
 * consent, and the checks run without it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** The WCAG 2.0 to 2.2 success criteria at levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** Only these parts of the page (selectors); the whole page when empty. */
  include?: readonly string[];
  /** Only the rules with these tags; every rule, best practices included, when left out. */
  tags?: readonly string[];
}

const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page, { include = [], tags }: AxeScope = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async ({ include, tags }) => {
    const axe = (window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }).axe;
    const context: ElementContext = include.length ? { include } : document;
    const options: RunOptions = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) };
    const { violations } = await axe.run(context, options);
    return violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, { include: [...include], tags: tags ? [...tags] : undefined });
}
