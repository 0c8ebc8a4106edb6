/**
 * The content schemas as JSON Schema files (zod's own toJSONSchema), so an
 * editor such as VS Code with the YAML extension autocompletes fields and
 * marks errors while typing. Each YAML file names its schema on line 1.
 */
import * as z from 'zod';
import { COLLECTIONS, TRANSLATED_COLLECTIONS, type Collection } from '../schema/registry.ts';
import type { Artifact } from '../pipeline.ts';
import { writeIfChanged } from './write.ts';

export const SCHEMAS_DIR = 'schemas';

export function schemaFileName(c: Pick<Collection, 'kind'>): string {
  return `${c.kind}.schema.json`;
}

/** The first line every YAML file of a collection starts with, from a file at `relPath` below content/. */
export function schemaComment(relPath: string, c: Pick<Collection, 'kind'>): string {
  const up = '../'.repeat(relPath.split('/').length);
  return `# yaml-language-server: $schema=${up}${SCHEMAS_DIR}/${schemaFileName(c)}`;
}

export function jsonSchemaArtifacts(): Artifact[] {
  const kinds = new Map([...COLLECTIONS, ...TRANSLATED_COLLECTIONS].map((c) => [c.kind, c]));
  return [...kinds.values()].map((c) => {
    const schema = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' });
    const titled = { $id: schemaFileName(c), title: `${c.kind} content (content/${c.kind === 'site-text' ? '<language>/' : ''}${c.example})`, ...schema };
    return { path: schemaFileName(c), body: JSON.stringify(titled, null, 2) + '\n' };
  });
}

/** Refresh the JSON Schema files in `dir` (none without one), touching only the ones whose bytes change. */
export async function writeSchemas(dir: string | undefined, files?: readonly Artifact[]): Promise<void> {
  if (dir) await writeIfChanged(files ?? jsonSchemaArtifacts(), dir);
}
