/**
 * A figure's source as readers see it: "Source: " and the title in a <cite>. Sources are cited by
 * their own titles, as the pages of the site's first language cite them, so on a page in another
 * language a title is marked as being in the first language (WCAG 3.1.2, language of parts): a
 * screen reader reads an English title on a Spanish page in English.
 */
import { fill } from '../../contract/messages.ts';
import type { PageContext } from '../context.ts';

/** The words around a source's title in this language ("Source: ", ""), and the titles' language when it is not the page's. Islands take these, not the messages. */
export interface SourceWords { before: string; after: string; lang?: string }

/** The language tag of cited titles on this page: the first language's, on a page in another one. */
export function titlesLanguage({ language, languages }: Pick<PageContext, 'language' | 'languages'>): string | undefined {
  const first = languages[0];
  return first && first.code !== language.code ? first.tag : undefined;
}

export function sourceWords(page: Pick<PageContext, 'messages' | 'language' | 'languages'>): SourceWords {
  const [before = '', after = ''] = fill(page.messages.guide.source, { source: '\u0000' }).split('\u0000');
  const lang = titlesLanguage(page);
  return lang ? { before, after, lang } : { before, after };
}

/** "Source: " and the cited title, in its own language. */
export function Cited({ source, words }: { source: string; words: SourceWords }) {
  return <>{words.before}<cite className="not-italic" lang={words.lang}>{source}</cite>{words.after}</>;
}

export function SourceLine({ source, words, className }: { source: string; words: SourceWords; className: string }) {
  return <p className={className}><Cited source={source} words={words} /></p>;
}
