/**
 * A phone number kept whole on one line. Browsers break a line after a hyphen, so on a phone a button
 * read "Call our crisis line (818) 555-" above "0142": hard to dial by hand, for someone in a hurry.
 */
import type { ReactNode } from 'react';
import type { Site } from '../../contract/content/site.ts';
import { usePage } from '../context.ts';

/** The numbers of the site a text may name: the crisis line and the other services' lines. */
export function siteNumbers(site: Pick<Site, 'crisisLine' | 'poisonControl' | 'samhsaHelpline' | 'domesticViolenceHotline'>): string[] {
  return [site.crisisLine, site.poisonControl, site.samhsaHelpline, site.domesticViolenceHotline].map((n) => n.display);
}

/** `text` with each of `numbers` in it wrapped so that no line breaks inside it; the text itself when it names none. */
export function wholeNumbers(text: string, numbers: readonly string[]): ReactNode {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (let at = nextNumber(text, numbers, 0); at; at = nextNumber(text, numbers, last)) {
    pieces.push(text.slice(last, at.index), <span key={at.index} className="whitespace-nowrap">{at.number}</span>);
    last = at.index + at.number.length;
  }
  if (!pieces.length) return text;
  pieces.push(text.slice(last));
  return pieces;
}

function nextNumber(text: string, numbers: readonly string[], from: number): { index: number; number: string } | undefined {
  let first: { index: number; number: string } | undefined;
  for (const number of numbers) {
    const index = number ? text.indexOf(number, from) : -1;
    if (index >= 0 && (!first || index < first.index)) first = { index, number };
  }
  return first;
}

/** The numbers of each site, listed once. */
const listed = new WeakMap<object, string[]>();

/** For a template: a function keeping the site's numbers whole in a text of the page's content. */
export function useWholeNumbers(): (text: string) => ReactNode {
  const { site } = usePage();
  let numbers = listed.get(site);
  if (!numbers) listed.set(site, (numbers = siteNumbers(site)));
  const known = numbers;
  return (text) => wholeNumbers(text, known);
}

/** The site's numbers that `texts` name, for an island to keep whole: none (undefined) when they name none. */
export function numbersIn(texts: readonly string[], site: Parameters<typeof siteNumbers>[0]): string[] | undefined {
  const named = siteNumbers(site).filter((n) => texts.some((t) => t.includes(n)));
  return named.length ? named : undefined;
}
