// What the Eleventy and Astro layouts both need to write our generator's page: escaping as React
// escapes, the token and {{slot}} filling of our content and messages, the dates and the description
// as our generator writes them, and the icons' paths. run.ts copies this folder into both projects.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** Text and attribute values escaped as React escapes them, so the pages match ours byte for byte. */
export const esc = (s) => {
  const text = String(s);
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
};

/** A phone number as our generator finds one in a text (contract/phone.ts, PHONE_IN_TEXT). */
const PHONE_IN_TEXT = /(?:\b1-)?(?:\(\d{3}\) |\b\d{3}-)\d{3}-\d{4}\b/g;
/** Escaped text with each phone number kept on one line, as our generator's texts keep them. */
export const whole = (escaped) => (/\d{4}/.test(escaped) ? escaped.replace(PHONE_IN_TEXT, '<span class="whitespace-nowrap">$&</span>') : escaped);

const TOKEN = /(?<!\{)\{([a-zA-Z]+)\}(?!\})/g;
/** A copy of `value` with each string passed through `f`. */
export function mapStrings(value, f) {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object') {
    const out = {};
    for (const k in value) out[k] = mapStrings(value[k], f);
    return out;
  }
  return value;
}
/** A copy of `value` with {city}, {name}, ... filled in every string, as our generator fills them. */
export const fillTokens = (value, values) => mapStrings(value, (s) => (s.includes('{') ? s.replace(TOKEN, (all, k) => values[k] ?? all) : s));

/** {{slot}}s of a message filled with plain values. */
export const slots = (message, values) => message.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, k) => (k in values ? String(values[k]) : all));
/** The plain texts either side of a message's one {{slot}}: "Source: {{source}}" gives ["Source: ", ""]. */
export function around(message, slot) {
  const [before = '', after = ''] = message.split(new RegExp(`\\{\\{\\s*${slot}\\s*\\}\\}`));
  return [before, after];
}
/** A message whose {{slots}} are markup: the text around them escaped, the markup kept. */
export const rich = (message, parts) => message.split(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/).map((piece, i) => (i % 2 ? parts[piece] : esc(piece))).join('');

/** 2027-06-30 as a reader of `locale` reads it (June 30, 2027). */
export function formatDate(iso, locale) {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The description and the suffix, at most 160 characters, cut at a word as our generator cuts it. */
export function metaDescription(description, suffix) {
  const full = `${description.trim()} ${suffix}`;
  if (full.length <= 160) return full;
  const cut = description.slice(0, 160 - suffix.length - 2 + 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–-]+$/, '')}… ${suffix}`;
}

export const ICON_PATHS = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  check: 'M5 12l5 5L20 7',
  alert: 'M12 4l9 16H3l9-16zM12 10v4M12 17v.5',
  chevron: 'M6 9l6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};
