/**
 * The load stage's output: each content file's text, parsed data and a way to
 * turn a data path back into a line and column of the original file.
 */
import type { Document, LineCounter } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

export interface DataFile {
  type: 'data';
  /** Path relative to the content folder, with forward slashes. */
  path: string;
  text: string;
  /** The parsed YAML (for Markdown, the front matter). */
  data: unknown;
  /**
   * The YAML document with source positions. Made on first use: only files
   * with a problem need it, and parsing with positions is several times slower.
   */
  positions: () => { doc: Document; lineCounter: LineCounter };
  /** Lines before the YAML starts in the file (the front matter's opening ---). */
  lineOffset: number;
  /** The Markdown body, for .md files. */
  body?: string;
  /** YAML syntax errors found while parsing, with the YAML reader's code for each (BAD_INDENT...). */
  syntaxErrors: { code: string; message: string; position: Position }[];
}

export interface AssetFile {
  type: 'asset';
  path: string;
  bytes: Buffer;
}

export type SourceFile = DataFile | AssetFile;
