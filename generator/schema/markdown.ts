/** Markdown to HTML with marked. Raw HTML in Markdown is escaped, not passed through. Pure. */
import { Marked } from 'marked';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) { return escape(text); },
  },
});

export function markdownToHtml(source: string): string {
  return marked.parse(source) as string;
}

/** Every link target in a Markdown text, for the reference checks. */
export function markdownLinks(source: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(source), (t) => { if (t.type === 'link') hrefs.push(t.href); });
  return hrefs;
}
