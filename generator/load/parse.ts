/** Parse YAML and Markdown front matter while keeping source positions. Pure: text in, data out. */
import matter from 'gray-matter';
import { LineCounter, parseDocument } from 'yaml';
import type { DataFile } from './source.ts';

export function parseYamlFile(path: string, text: string, lineOffset = 0): DataFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    return { message: e.message.split('\n')[0] ?? e.message, position: { line: pos.line + lineOffset, column: pos.col } };
  });
  const data = syntaxErrors.length ? undefined : doc.toJS({ maxAliasCount: 50 });
  return { type: 'data', path, text, data, doc, lineCounter, lineOffset, syntaxErrors };
}

/**
 * A Markdown file: gray-matter splits the front matter from the body; the
 * front matter is then parsed by the same YAML parser, offset by the line of
 * the opening fence, so positions point into the .md file.
 */
export function parseMarkdownFile(path: string, text: string): DataFile {
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const fence = text.indexOf('---');
  const frontStart = text.indexOf('\n', fence) + 1;
  const lineOffset = text.slice(0, frontStart).split('\n').length - 1;
  const file = parseYamlFile(path, split.matter.replace(/^\r?\n/, ''), lineOffset);
  file.text = text;
  file.body = split.content;
  return file;
}
