/**
 * The content schemas as JSON Schema files (zod's own toJSONSchema), so an
 * editor such as VS Code with the YAML extension autocompletes fields and
 * marks errors while typing. Each YAML file names its schema on line 1. They
 * depend on the code alone: a build keeps them with the CSS and island bundles
 * (cache/code-assets.ts), and emit/json-schema.ts writes them. Pure.
 */
import * as z from 'zod';
import { COLLECTIONS, TRANSLATED_COLLECTIONS, type Collection } from './registry.ts';

export const SCHEMAS_DIR = 'schemas';

export function schemaFileName(c: Pick<Collection, 'kind'>): string {
  return `${c.kind}.schema.json`;
}

/** The first line every YAML file of a collection starts with, from a file at `relPath` below content/. */
export function schemaComment(relPath: string, c: Pick<Collection, 'kind'>): string {
  const up = '../'.repeat(relPath.split('/').length);
  return `# yaml-language-server: $schema=${up}${SCHEMAS_DIR}/${schemaFileName(c)}`;
}

/** One JSON Schema file: its name in the schemas folder, and its text. */
export interface SchemaFile { path: string; body: string }

export function jsonSchemaArtifacts(): SchemaFile[] {
  const kinds = new Map([...COLLECTIONS, ...TRANSLATED_COLLECTIONS].map((c) => [c.kind, c]));
  return [...kinds.values()].map((c) => {
    const schema = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' });
    const titled = { $id: schemaFileName(c), title: `${c.kind} content (content/${c.kind === 'site-text' ? '<language>/' : ''}${c.example})`, ...schema };
    return { path: schemaFileName(c), body: JSON.stringify(titled, null, 2) + '\n' };
  });
}
