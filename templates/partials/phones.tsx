/**
 * A phone number kept whole on one line. Browsers break a line after a hyphen, so on a phone a button
 * read "Call our crisis line (818) 555-" above "0142": hard to read off and dial by hand in a hurry.
 */
import type { ReactNode } from 'react';
import { PHONE_IN_TEXT, phoneStretches } from '../../contract/phone.ts';

/** `text` with each phone number in it (PHONE_IN_TEXT) wrapped so that no line breaks inside it; the text itself when it has none. */
export function wholeNumbers(text: string): ReactNode {
  // Most texts name no number: search neither copies the expression nor makes an iterator, as matchAll does.
  if (text.search(PHONE_IN_TEXT) < 0) return text;
  return phoneStretches(text).map((s, i) => (s.phone ? <span key={i} className="whitespace-nowrap">{s.text}</span> : s.text));
}
