/**
 * "Did you mean ...?": the nearest of the allowed names to what an editor wrote (a field, a value,
 * a route), when it is near enough to be a slip of the keyboard rather than another word.
 */
import { distance } from 'fastest-levenshtein';
import type * as z from 'zod';

/** Edits allowed for a slip: about two in five letters ("titel" -> "title", "subtitel" -> "subtitle"). */
const nearEnough = (written: string, option: string) => distance(written.toLowerCase(), option.toLowerCase()) <= Math.max(1, Math.ceil(Math.max(written.length, option.length) * 0.4));

/** The nearest of `options` to `written`, when it is near enough; ties go to the first listed. */
export function nearest(written: string, options: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const option of options) {
    if (option === written) continue;
    const d = distance(written.toLowerCase(), option.toLowerCase());
    if (d < bestDistance) {
      best = option;
      bestDistance = d;
    }
  }
  return best !== undefined && nearEnough(written, best) ? best : undefined;
}

type Key = string | number;
type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; getter?: () => z.ZodType; left?: z.ZodType; right?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The field names a schema allows for the group at `path` (every shape of a union's), for a name that is not one of them. */
export function fieldsAt(schema: z.ZodType, path: readonly Key[]): string[] {
  const found = new Set<string>();
  const walk = (s: z.ZodType, rest: readonly Key[], depth: number): void => {
    if (depth > 40) return;
    const def = defOf(s);
    switch (def.type) {
      case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional':
        return walk(def.innerType!, rest, depth + 1);
      case 'pipe': return walk(def.in!, rest, depth + 1);
      case 'lazy': return walk(def.getter!(), rest, depth + 1);
      case 'union': return def.options!.forEach((o) => walk(o, rest, depth + 1));
      case 'intersection': walk(def.left!, rest, depth + 1); return walk(def.right!, rest, depth + 1);
      case 'array': return rest.length && typeof rest[0] === 'number' ? walk(def.element!, rest.slice(1), depth + 1) : undefined;
      case 'object': {
        if (!rest.length) return Object.keys(def.shape!).forEach((k) => found.add(k));
        const next = def.shape![String(rest[0])];
        return next ? walk(next, rest.slice(1), depth + 1) : undefined;
      }
      default: return undefined;
    }
  };
  walk(schema, path, 0);
  return [...found];
}
