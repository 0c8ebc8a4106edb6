/** Markdown to HTML with marked. Raw HTML in Markdown is escaped, not passed through. Pure. */
import { Marked, type Token, type Tokens } from 'marked';
import { PHONE_IN_TEXT, phoneStretches } from '../../contract/phone.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A phone number kept on one line (PHONE_IN_TEXT); made from text tokens, never written in Markdown. */
interface Whole { type: 'whole'; raw: string; text: string; escaped: boolean }

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) { return escape(text); },
  },
  extensions: [{
    name: 'whole',
    renderer(token) {
      const { text, escaped } = token as unknown as Whole;
      return `<span class="whitespace-nowrap">${escaped ? text : escape(text)}</span>`;
    },
  }],
});

/** The HTML of a Markdown text; each phone number in its text is kept on one line, as on the rest of a page. */
export function markdownToHtml(source: string): string {
  if (source.search(PHONE_IN_TEXT) < 0) return marked.parse(source) as string;
  const tokens = marked.lexer(source);
  marked.walkTokens(tokens, (t) => {
    const inline = (t as { tokens?: Token[] }).tokens;
    if (inline) (t as { tokens: Token[] }).tokens = inline.flatMap((child) => (child.type === 'text' && !(child as Tokens.Text).tokens ? splitNumbers(child as Tokens.Text) : [child]));
  });
  return marked.parser(tokens);
}

function splitNumbers(token: Tokens.Text): Token[] {
  const stretches = phoneStretches(token.text);
  if (!stretches.some((s) => s.phone)) return [token];
  return stretches.map(({ text, phone }) => (phone
    ? { type: 'whole', raw: text, text, escaped: Boolean(token.escaped) } satisfies Whole as unknown as Token
    : { ...token, raw: text, text }));
}

/** Every link target in a Markdown text, for the reference checks. */
export function markdownLinks(source: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(source), (t) => { if (t.type === 'link') hrefs.push(t.href); });
  return hrefs;
}
