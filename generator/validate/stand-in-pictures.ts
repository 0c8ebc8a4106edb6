/**
 * The stand-in pictures, for the going-live gate: every picture whose bytes are one of the drawings
 * scripts/make-placeholders.ts ships (compared by SHA-256 with the list it writes,
 * stand-in-pictures.json), and every picture content still marks `placeholder: true`, as ONE item
 * listing each picture with the places that show it. Pure.
 */
import { createHash } from 'node:crypto';
import type { DataFile, SourceFile } from '../pipeline.ts';
import shipped from './stand-in-pictures.json' with { type: 'json' };
import { positionOf } from './positions.ts';

type Key = string | number;

/** SHA-256 (hex) of each shipped stand-in picture -> the path it is drawn at. */
export const STAND_IN_PICTURES: Readonly<Record<string, string>> = shipped.sha256;

const PICTURE = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The picture a stand-in object marked `placeholder: true` shows, if it is a picture (a gallery image, a portrait). */
export function pictureOf(o: Record<string, unknown>): string | undefined {
  const src = typeof o.src === 'string' ? o.src : typeof o.image === 'string' ? o.image : undefined;
  return src && PICTURE.test(src) ? src : undefined;
}

interface Use { file: DataFile; path: Key[] }

/** Where each picture is shown: every string of the content equal to its path. */
function usesOfPictures(files: readonly DataFile[], pictures: ReadonlySet<string>): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const walk = (file: DataFile, v: unknown, path: Key[]) => {
    if (typeof v === 'string') {
      if (pictures.has(v)) uses.set(v, [...(uses.get(v) ?? []), { file, path: [...path] }]);
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => walk(file, x, [...path, i]));
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(file, x, [...path, k]);
    }
  };
  for (const file of files) walk(file, file.data, []);
  return uses;
}

export interface PictureGroup {
  file: string;
  line: number;
  column: number;
  /** One line per picture: its path, why it is a stand-in, and where it is shown. */
  details: string[];
  count: number;
}

/**
 * The stand-in pictures of the content, grouped. `marked` are the pictures of objects marked
 * `placeholder: true`. Undefined when there is none.
 */
export function standInPictures(files: readonly SourceFile[], marked: readonly string[]): PictureGroup | undefined {
  const data = files.filter((f): f is DataFile => f.type === 'data');
  const drawn = new Map<string, string>();
  for (const f of files) {
    if (f.type !== 'asset' || !PICTURE.test(f.path)) continue;
    const drawing = STAND_IN_PICTURES[sha256(f.bytes)];
    if (drawing) drawn.set(f.path, drawing);
  }
  const pictures = [...new Set([...drawn.keys(), ...marked])].sort();
  if (!pictures.length) return undefined;
  const uses = usesOfPictures(data, new Set(pictures));
  const where = (u: Use) => ({ ...positionOf(u.file, u.path), file: u.file.path });
  const details = pictures.map((p) => {
    const why = drawn.has(p)
      ? (drawn.get(p) === p ? 'the shipped stand-in drawing' : `the shipped stand-in drawing of ${drawn.get(p)}`)
      : 'marked placeholder: true';
    const shown = (uses.get(p) ?? []).map(where).map((w) => `${w.file}:${w.line}`);
    return `${p}: ${why}; ${shown.length ? `shown at ${shown.join(', ')}` : 'shown by no page'}`;
  });
  const first = pictures.flatMap((p) => uses.get(p) ?? []).map(where).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)[0];
  return { file: first?.file ?? pictures[0]!, line: first?.line ?? 1, column: first?.column ?? 1, details, count: pictures.length };
}
