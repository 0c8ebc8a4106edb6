/**
 * A figure's source as readers see it: "Source: " and the title in a <cite>, which keeps the
 * source's own language (an English title on a Spanish page is a title, not a sentence left over).
 */
import { fill } from '../../contract/messages.ts';
import type { Messages } from '../../contract/content/messages.ts';

/** The words around a source's title in this language: ["Source: ", ""]. Islands take these, not the messages. */
export function sourceWords(messages: Messages): [string, string] {
  const [before = '', after = ''] = fill(messages.guide.source, { source: '\u0000' }).split('\u0000');
  return [before, after];
}

export function SourceLine({ source, words, className }: { source: string; words: readonly [string, string]; className: string }) {
  return <p className={className}>{words[0]}<cite className="not-italic">{source}</cite>{words[1]}</p>;
}
