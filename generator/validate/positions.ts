/** Map a data path back to a line and column of its file. */
import { isMap, isNode, isScalar, isSeq, type Node } from 'yaml';
import type { DataFile, Position } from '../pipeline.ts';
import type { Location } from './problem.ts';

type Key = string | number;

function nodeAt(root: unknown, path: readonly Key[]): { node: Node; depth: number; keyNode?: Node } {
  let node = root as Node;
  let depth = 0;
  let keyNode: Node | undefined;
  for (const key of path) {
    let next: unknown;
    keyNode = undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      if (pair) {
        keyNode = pair.key as Node;
        next = pair.value ?? pair.key;
      }
    } else if (isSeq(node) && typeof key === 'number') {
      next = node.items[key];
    }
    if (!isNode(next)) break;
    node = next;
    depth += 1;
  }
  return { node, depth, keyNode: depth === path.length ? keyNode : undefined };
}

/**
 * The position of the value at `path`. When the path does not exist (a
 * missing field), the nearest existing parent is used. With `atKey`, the key
 * itself is pointed at (for unknown fields).
 */
export function positionOf(file: DataFile, path: readonly Key[], opts: { atKey?: boolean } = {}): Position {
  const { doc, lineCounter } = file.positions();
  const root = doc.contents;
  if (!root) return { line: 1 + file.lineOffset, column: 1 };
  let target: Node;
  if (opts.atKey && path.length > 0) {
    const { node, keyNode } = nodeAt(root, path);
    target = keyNode ?? node;
  } else {
    target = nodeAt(root, path).node;
  }
  const offset = target.range?.[0] ?? 0;
  const pos = lineCounter.linePos(offset);
  return { line: pos.line + file.lineOffset, column: pos.col };
}

/** Where the value at `path` is, as a problem's location. */
export function locationOf(file: DataFile, path: readonly Key[], opts: { atKey?: boolean } = {}): Location {
  const pos = positionOf(file, path, opts);
  return { file: file.path, line: pos.line, column: pos.column, field: formatPath(path), source: lineText(file, pos.line) };
}

/** A spot in a Markdown body, found by searching for the offending text. */
export function locateInBody(file: DataFile, needle: string): Location {
  const lines = file.text.split(/\r?\n/);
  const index = Math.max(0, lines.findIndex((l) => l.includes(needle)));
  return { file: file.path, line: index + 1, column: (lines[index]?.indexOf(needle) ?? 0) + 1, field: '(body)', source: lines[index] };
}

/** A whole file, as when it is missing or in the wrong place. */
export const wholeFile = (file: string): Location => ({ file, line: 1, column: 1, field: '' });

/** Line `line` (from 1) of the file, without its line break; found by counting breaks, not by splitting the whole text (a site with many problems asks often). */
export function lineText(file: DataFile, line: number): string | undefined {
  if (line < 1) return undefined;
  const text = file.text;
  let start = 0;
  for (let n = 1; n < line; n++) {
    const end = text.indexOf('\n', start);
    if (end < 0) return undefined;
    start = end + 1;
  }
  const end = text.indexOf('\n', start);
  const found = text.slice(start, end < 0 ? undefined : end);
  return found.endsWith('\r') ? found.slice(0, -1) : found;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`))
    .join('');
}
