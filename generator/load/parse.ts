/**
 * Parse YAML and Markdown front matter. Pure: text (or a file's bytes) in, data out.
 *
 * Data comes from js-yaml (fast, YAML 1.2 core schema). Source positions come
 * from the \`yaml\` package's document API, built only when a problem has to
 * be located, or when js-yaml rejects the text, so that every syntax error is
 * reported by one parser with its line and column.
 *
 * Both are parsed on first use: a page whose check a build has kept from an
 * earlier one (cache/checks.ts) and that needs no new render is never
 * parsed at all, nor, when it was read from disk, decoded.
 */
import jsyaml from 'js-yaml';
import matter from '@11ty/gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { DataFile } from '../pipeline.ts';

function lazyPositions(text: () => string): () => { doc: Document; lineCounter: LineCounter } {
  let made: { doc: Document; lineCounter: LineCounter } | undefined;
  return () => {
    if (!made) {
      const lineCounter = new LineCounter();
      made = { doc: parseDocument(text(), { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    }
    return made;
  };
}

type Parsed = Pick<DataFile, 'data' | 'syntaxErrors'>;

function parseYaml(text: string, path: string, lineOffset: number, positions: DataFile['positions']): Parsed {
  try {
    return { data: jsyaml.load(text, { schema: jsyaml.CORE_SCHEMA, filename: path }), syntaxErrors: [] };
  } catch {
    const { doc, lineCounter } = positions();
    const syntaxErrors = doc.errors.map((e) => {
      const pos = lineCounter.linePos(e.pos[0]);
      return { code: e.code, message: e.message.split('\n')[0] ?? e.message, position: { line: pos.line + lineOffset, column: pos.col } };
    });
    return { data: syntaxErrors.length ? undefined : doc.toJS({ maxAliasCount: 50 }), syntaxErrors };
  }
}

/** `yaml` is the YAML to parse; `text`, the whole file (the front matter and the body of a Markdown file). */
function dataFile(path: string, yaml: () => string, text: () => string, lineOffset: number, body?: string, bytes?: () => Buffer | undefined): DataFile {
  const positions = lazyPositions(yaml);
  let parsed: Parsed | undefined;
  const parse = () => (parsed ??= parseYaml(yaml(), path, lineOffset, positions));
  return {
    type: 'data', path, positions, lineOffset,
    get text() { return text(); },
    get bytes() { return bytes?.(); },
    get data() { return parse().data; },
    get syntaxErrors() { return parse().syntaxErrors; },
    ...(body === undefined ? {} : { body }),
  };
}

export function parseYamlFile(path: string, text: string): DataFile {
  const given = () => text;
  return dataFile(path, given, given, 0);
}

/**
 * A YAML file as read from disk: its bytes are decoded on first use, so a page whose check an earlier
 * build kept (known by the hash of its bytes) is neither decoded nor parsed. Once decoded, the bytes
 * are let go (site dev keeps every file it loaded).
 */
function yamlFromBytes(path: string, read: Buffer): DataFile {
  let kept: Buffer | undefined = read;
  let text: string | undefined;
  const decoded = () => {
    if (text === undefined) {
      text = kept!.toString('utf8');
      kept = undefined;
    }
    return text;
  };
  return dataFile(path, decoded, decoded, 0, undefined, () => kept);
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
  const yaml = split.matter.replace(/^\r?\n/, '');
  return dataFile(path, () => yaml, () => text, lineOffset, split.content);
}

/**
 * A content file as the pipeline takes it: Markdown (front matter and body) or YAML, by its name,
 * from its text or, as read from disk, its bytes.
 */
export function parseDataFile(path: string, source: string | Buffer): DataFile {
  if (path.endsWith('.md')) return parseMarkdownFile(path, typeof source === 'string' ? source : source.toString('utf8'));
  return typeof source === 'string' ? parseYamlFile(path, source) : yamlFromBytes(path, source);
}
