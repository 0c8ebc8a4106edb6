/**
 * Parse YAML and Markdown front matter. Pure: text in, data out.
 *
 * Data comes from js-yaml (fast, YAML 1.2 core schema). Source positions come
 * from the \`yaml\` package's document API, built only when a problem has to
 * be located, or when js-yaml rejects the text, so that every syntax error is
 * reported by one parser with its line and column.
 */
import jsyaml from 'js-yaml';
import matter from 'gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { DataFile } from './source.ts';

function lazyPositions(text: string): () => { doc: Document; lineCounter: LineCounter } {
  let made: { doc: Document; lineCounter: LineCounter } | undefined;
  return () => {
    if (!made) {
      const lineCounter = new LineCounter();
      made = { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    }
    return made;
  };
}

export function parseYamlFile(path: string, text: string, lineOffset = 0): DataFile {
  const positions = lazyPositions(text);
  const file = (data: unknown, syntaxErrors: DataFile['syntaxErrors'] = []): DataFile => ({ type: 'data', path, text, data, positions, lineOffset, syntaxErrors });
  try {
    return file(jsyaml.load(text, { schema: jsyaml.CORE_SCHEMA, filename: path }));
  } catch {
    const { doc, lineCounter } = positions();
    const syntaxErrors = doc.errors.map((e) => {
      const pos = lineCounter.linePos(e.pos[0]);
      return { code: e.code, message: e.message.split('\n')[0] ?? e.message, position: { line: pos.line + lineOffset, column: pos.col } };
    });
    return file(syntaxErrors.length ? undefined : doc.toJS({ maxAliasCount: 50 }), syntaxErrors);
  }
}

/**
 * A Markdown file: gray-matter splits the front matter from the body; the
 * front matter is then parsed like any YAML file, offset by the line of the
 * opening fence, so positions point into the .md file.
 */
export function parseMarkdownFile(path: string, text: string): DataFile {
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const fence = text.indexOf('---');
  const frontStart = text.indexOf('\n', fence) + 1;
  const lineOffset = text.slice(0, frontStart).split('\n').length - 1;
  const file = parseYamlFile(path, split.matter.replace(/^\r?\n/, ''), lineOffset);
  return { ...file, text, body: split.content };
}
