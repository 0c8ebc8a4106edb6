/**
 * Every word a visitor reads comes from content (content/messages.yaml and its translations), and
 * the inbox's from its own words file: a sentence typed into a template is shown in English on every
 * Spanish page. The Spanish FAQ page said "Crisis line (818) 555-0142, 24/7." that way.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Attributes whose value is read or heard by a visitor. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'value']);

interface Found { file: string; text: string }

type Node = { type: string; [key: string]: unknown };

/** The words written into a template's markup: JSX text, and the read attributes given as literals. */
function wordsInMarkup(file: string, source: string): Found[] {
  // Classic JSX makes each element a call of __h(type, props, ...children): its text children are string literals.
  const { code } = transformSync(source, { loader: 'tsx', jsx: 'transform', jsxFactory: '__h', jsxFragment: '__F' });
  const found: Found[] = [];
  const hasWords = (v: unknown): v is string => typeof v === 'string' && /\p{L}/u.test(v);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as { name: string }).name === '__h') {
      const [, props, ...children] = n.arguments as Node[];
      for (const child of children) if (child.type === 'Literal' && hasWords(child.value)) found.push({ file, text: child.value.trim() });
      if (props?.type === 'ObjectExpression') {
        for (const p of props.properties as Node[]) {
          const key = p.key as { name?: string; value?: string } | undefined;
          const value = p.value as Node | undefined;
          if (p.type === 'Property' && value?.type === 'Literal' && hasWords(value.value) && READ_ATTRIBUTES.has(key?.name ?? key?.value ?? '')) found.push({ file, text: `${key?.name ?? key?.value}="${value.value}"` });
        }
      }
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc') visit(v);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

describe('the templates', () => {
  it('write no words of their own into the markup: each comes from the words of the page\'s language', () => {
    const templates = execFileSync('git', ['ls-files', 'templates/*.tsx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(templates.length).toBeGreaterThan(40);
    const found = templates.flatMap((f) => wordsInMarkup(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check finds words typed into the markup and a read attribute; not a class name, a value from content, nor a number, the same in every language', () => {
    const source = `export const A = ({ site }: { site: { line: string } }) => (
      <p className="mt-4 text-sm" data-x="kept">Crisis line {site.line}, 24/7.<span aria-label="Close">{site.line}</span><span aria-hidden="true">·</span> 911</p>
    );`;
    expect(wordsInMarkup('A.tsx', source)).toEqual([{ file: 'A.tsx', text: 'Crisis line' }, { file: 'A.tsx', text: 'aria-label="Close"' }]);
  });
});
