// The layout data (run.ts writes src/data/layoutData.json). Texts go into the templates with set:html,
// escaped by esc() as React escapes them: Astro's own escaping writes ' as &#39; where ours writes &#x27;.
import layoutData from '../data/layoutData.json';
import { around, esc } from '../../shared/text.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const data = layoutData as any;
export const { site, navigation, words, assets } = data;
export const tel = `tel:${site.crisisLine.tel}`;
export const tokenValues: Record<string, string> = Object.fromEntries(data.tokens.map((t: { from: string; to: string }) => [t.from.slice(1, -1), t.to]));
/** The words around an FAQ answer's source ("Source: " and ""): plain for the island's props, escaped for the page. */
export const source = around(words.guide.source, 'source');
export const sourceHtml = source.map(esc);
