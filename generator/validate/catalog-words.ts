/** The catalog's words for kinds of value, limits and the YAML reader's complaints, in an editor's terms. */

/** A limit on a count, a length or a number. */
export interface Bound {
  limit: number;
  /** Exactly `limit`, not at least or at most. */
  exact?: boolean;
  /** False when the limit itself is not allowed (more than 0, not at least 0). */
  inclusive?: boolean;
}

/** What the editor reads for one case; `hint`, when the case has its own (otherwise the code's). */
export interface Words { expected: string; got: string; hint?: string }

export const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented "key: value" lines)',
  date: 'a date',
  union: 'one of the allowed shapes for this field',
};

export const FORMAT_WORDS: Record<string, string> = {
  url: 'a full web address, such as https://www.example.org/page',
  email: 'an email address, such as name@example.org',
  regex: 'text in the form this field takes: see the same field in the shipped content',
};

/** The YAML reader's complaints, in an editor's words; others are shown as the reader words them. */
export const YAML_WORDS: Record<string, string> = {
  BAD_INDENT: 'a line indented differently from the lines around it',
  TAB_AS_INDENT: 'a tab used for indentation',
  DUPLICATE_KEY: 'the same field name twice in one group',
  BLOCK_AS_IMPLICIT_KEY: 'a second ": " on one line, or a line indented further than the one above',
  MULTILINE_IMPLICIT_KEY: 'a line that is neither "field: value" nor "- item", or one indented too far',
  MISSING_CHAR: 'a closing quote or bracket missing, or a list item without its "- "',
  UNEXPECTED_TOKEN: 'text where none can go, such as words after a closing quote',
};

export function describeValue(value: unknown): string {
  if (value === undefined) return '(missing)';
  if (value === null) return 'nothing (an empty value)';
  if (Array.isArray(value)) return `a list of ${count(value.length, 'item')}`;
  if (typeof value === 'object') return `a group of fields (${Object.keys(value).slice(0, 4).join(', ')})`;
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '...' : value);
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

export const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
export const typeWords = (type: string) => TYPE_WORDS[type] ?? type;

/** "exactly 5 items", "at least 50 characters", "more than 0". */
export function boundWords(b: Bound, side: 'min' | 'max', unit: string): string {
  const n = unit ? count(b.limit, unit) : String(b.limit);
  if (b.exact) return `exactly ${n}`;
  if (b.inclusive === false) return `${side === 'min' ? 'more than' : 'less than'} ${n}`;
  return `${side === 'min' ? 'at least' : 'at most'} ${n}`;
}

/** Too short or too long: text is measured in characters, numbers by their value. */
export function sizeWords(b: Bound & { value: unknown }, side: 'min' | 'max'): Words {
  if (typeof b.value === 'string') return { expected: boundWords(b, side, 'character'), got: count(b.value.length, 'character') };
  if (typeof b.value === 'number') return { expected: `a number ${b.exact ? '' : 'of '}${boundWords(b, side, '')}`, got: describeValue(b.value) };
  return { expected: boundWords(b, side, ''), got: describeValue(b.value) };
}


/** "; did you mean "inpatient"?" after a value, when there is a near one. */
export const didYouMean = (suggestion: string | undefined) => (suggestion === undefined ? '' : `: did you mean ${JSON.stringify(suggestion)}?`);

/** Longest text shown whole; a longer one is shown around what changed. */
const TEXT_SHOWN = 160;
const AROUND = 50;

/** A text cut to the length shown, at a word. */
export function clip(text: string): string {
  if (text.length <= TEXT_SHOWN) return text;
  const cut = text.lastIndexOf(' ', TEXT_SHOWN);
  return `${text.slice(0, cut > 0 ? cut : TEXT_SHOWN)}...`;
}

/**
 * Two versions of a text as an editor reads them side by side: whole when short, else the part that
 * changed with some words around it, the rest elided ("...").
 */
export function changedTexts(old: string, now: string): { old: string; now: string } {
  if (old.length <= TEXT_SHOWN && now.length <= TEXT_SHOWN) return { old, now };
  let start = 0;
  while (start < old.length && start < now.length && old[start] === now[start]) start += 1;
  let end = 0;
  while (end < old.length - start && end < now.length - start && old[old.length - 1 - end] === now[now.length - 1 - end]) end += 1;
  const cut = (text: string) => {
    const from = Math.max(0, start - AROUND);
    const to = Math.min(text.length, text.length - end + AROUND);
    const fromWord = from === 0 ? 0 : text.indexOf(' ', from) + 1 || from;
    const toWord = to === text.length ? to : text.lastIndexOf(' ', to) > fromWord ? text.lastIndexOf(' ', to) : to;
    return `${fromWord > 0 ? '...' : ''}${text.slice(fromWord, toWord)}${toWord < text.length ? '...' : ''}`;
  };
  return { old: cut(old), now: cut(now) };
}

/** Field names as an editor says them; any other name is its words split at capitals (relatedTreatments: related treatments). */
const FIELD_WORDS: Record<string, string> = {
  href: 'link', src: 'picture file', alt: 'picture description', cta: 'call to action', url: 'web address',
  faq: 'FAQ', faqs: 'FAQs', tel: 'phone number', body: 'text', '(body)': 'text', translatedFrom: 'translation record',
};

/**
 * A field's path in words, then as written: "related treatments, item 1, link (relatedTreatments[0].href)";
 * a plain top-level name (title) as it is.
 */
export function fieldLabel(path: string): string {
  if (!path) return '';
  const parts = path.match(/\[\d+\]|[^.[\]]+/g) ?? [];
  const words = parts.map((part, i) => {
    const index = /^\[(\d+)\]$/.exec(part);
    if (index) return `${parts[i - 1] === 'body' ? 'paragraph' : 'item'} ${Number(index[1]) + 1}`;
    return FIELD_WORDS[part] ?? part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  }).join(', ');
  return words === path ? path : `${words} (${path})`;
}
