/** Markdown to HTML: raw HTML escaped, and phone numbers kept on one line wherever the text names them. */
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../generator/schema/markdown.ts';

const LINE = '(818) 555-0142';
const whole = (n: string) => `<span class="whitespace-nowrap">${n}</span>`;

describe('markdownToHtml', () => {
  it('escapes raw HTML instead of passing it through', () => {
    expect(markdownToHtml('Hello <script>alert(1)</script>')).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it('keeps each number whole in running text, in emphasis, in a link and in a list, escaping the text around it', () => {
    const html = markdownToHtml(`Call ${LINE} & ask. **Now: ${LINE}**\n\n- [${LINE}](tel:+18185550142) or 1-800-222-1222\n`);
    expect(html).toBe(`<p>Call ${whole(LINE)} &amp; ask. <strong>Now: ${whole(LINE)}</strong></p>\n`
      + `<ul>\n<li><a href="tel:+18185550142">${whole(LINE)}</a> or ${whole('1-800-222-1222')}</li>\n</ul>\n`);
  });

  it('leaves code as written, and a text naming no number as marked makes it', () => {
    expect(markdownToHtml(`\`${LINE}\``)).toBe(`<p><code>${LINE}</code></p>\n`);
    const text = '# Title\n\nPlain *words*, 24/7.\n';
    expect(markdownToHtml(text)).toBe(`<h1>Title</h1>\n<p>Plain <em>words</em>, 24/7.</p>\n`);
  });
});
