/**
 * The repository paths a Markdown document names, so a test can check that each still exists.
 *
 * Two kinds are read. A code span (`generator/build.ts`) counts as a repository path only when it is
 * one word of path characters whose first segment is a top-level file or folder of the repository
 * (a folder written with its slash, `tests/`; a file with its extension, `package.json`):
 * so commands (`npx site build`), addresses (`https://...`), routes (`/treatment/...`), module names
 * (`zod/mini`) and files the build makes (`dist/`, `.cache/images/`) are not read as paths. A span
 * with a placeholder (`content/treatment/<name>.yaml`, `content/crisis/*.yaml`) names the folder
 * before it. A link's target (`[editors](docs/editors.md#try-a-change)`) is always a path, relative
 * to the document, unless it is an address with a scheme or a site route; its #anchor must be a
 * heading of the document it points to. Fenced code blocks are examples and are not read.
 */
import { posix } from 'node:path';

export interface NamedPath {
  /** The repository path to check, relative to the repository root, without a trailing slash. */
  path: string;
  /** A heading the link points at, as GitHub makes its anchor, if the link has one. */
  anchor?: string;
  /** As written in the document. */
  written: string;
  line: number;
}

const FENCE = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm;
const CODE_SPAN = /(`+)([^`]+?)\1(?!`)/g;
const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const PATH_WORD = /^(?:\.\/)?[\w.@<>*{}-]+(?:\/[\w.@<>*{}-]*)*(?::\d+(?::\d+)?)?$/;
const PLACEHOLDER = /[<>*{}]|\.\.\./;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The document without its fenced code blocks, each replaced by as many blank lines, so line numbers hold. */
function withoutFences(markdown: string): string {
  return markdown.replace(FENCE, (block) => block.replace(/[^\n]/g, ''));
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The path a code span names, or undefined when it is not a repository path. */
export function codeSpanPath(span: string, topLevel: ReadonlySet<string>): string | undefined {
  const text = span.trim();
  if (!PATH_WORD.test(text) || text.includes('//')) return undefined;
  // One word without a slash is a file only if it has an extension (`package.json`): `content` may be a field.
  if (!text.includes('/') && !/\.\w+$/.test(text)) return undefined;
  const segments = text.replace(/^\.\//, '').replace(/(?::\d+){1,2}$/, '').split('/').filter(Boolean);
  if (!segments.length || !topLevel.has(segments[0]!)) return undefined;
  const placeholder = segments.findIndex((s) => PLACEHOLDER.test(s));
  return (placeholder < 0 ? segments : segments.slice(0, placeholder)).join('/');
}

/** The path and anchor a link's target names, or undefined for addresses and site routes. */
export function linkPath(target: string, documentPath: string): { path: string; anchor?: string } | undefined {
  if (SCHEME.test(target) || target.startsWith('/')) return undefined;
  const [file, anchor] = target.split('#', 2) as [string, string | undefined];
  const path = file ? posix.normalize(posix.join(posix.dirname(documentPath), file)).replace(/\/$/, '') : documentPath;
  return { path, ...(anchor !== undefined && { anchor }) };
}

/** Every repository path a document names in code spans and links. */
export function namedPaths(markdown: string, documentPath: string, topLevel: ReadonlySet<string>): NamedPath[] {
  const text = withoutFences(markdown);
  const found: NamedPath[] = [];
  for (const m of text.matchAll(CODE_SPAN)) {
    const path = codeSpanPath(m[2]!, topLevel);
    if (path !== undefined) found.push({ path, written: m[0], line: lineAt(text, m.index!) });
  }
  for (const m of text.matchAll(LINK)) {
    const named = linkPath(m[1]!, documentPath);
    if (named) found.push({ ...named, written: m[0], line: lineAt(text, m.index!) });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = m[1]!.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}
