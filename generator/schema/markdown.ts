/** Markdown to HTML with marked. Raw HTML in Markdown is escaped, not passed through. Pure. */
import { Marked, type Token, type Tokens } from 'marked';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stretch of text kept on one line (a phone number); made from text tokens, never written in Markdown. */
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

/** `keepWhole`: stretches of text (the site's phone numbers) that a line may not break inside. */
export function markdownToHtml(source: string, keepWhole: readonly string[] = []): string {
  if (!keepWhole.some((s) => s && source.includes(s))) return marked.parse(source) as string;
  const tokens = marked.lexer(source);
  marked.walkTokens(tokens, (t) => {
    const inline = (t as { tokens?: Token[] }).tokens;
    if (inline) (t as { tokens: Token[] }).tokens = inline.flatMap((child) => (child.type === 'text' && !(child as Tokens.Text).tokens ? splitWhole(child as Tokens.Text, keepWhole) : [child]));
  });
  return marked.parser(tokens);
}

function splitWhole(token: Tokens.Text, keepWhole: readonly string[]): Token[] {
  const out: Token[] = [];
  const { text } = token;
  const escaped = Boolean(token.escaped);
  let last = 0;
  for (;;) {
    let at = -1;
    let found = '';
    for (const s of keepWhole) {
      const i = s ? text.indexOf(s, last) : -1;
      if (i >= 0 && (at < 0 || i < at)) [at, found] = [i, s];
    }
    if (at < 0) break;
    if (at > last) out.push({ ...token, raw: text.slice(last, at), text: text.slice(last, at) });
    out.push({ type: 'whole', raw: found, text: found, escaped } satisfies Whole as unknown as Token);
    last = at + found.length;
  }
  if (!out.length) return [token];
  if (last < text.length) out.push({ ...token, raw: text.slice(last), text: text.slice(last) });
  return out;
}

/** Every link target in a Markdown text, for the reference checks. */
export function markdownLinks(source: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(source), (t) => { if (t.type === 'link') hrefs.push(t.href); });
  return hrefs;
}
