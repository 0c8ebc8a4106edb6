/** The editors' JSON Schema files (schema/json-schema.ts, kept with the code assets), written into their folder. */
import type { SchemaFile } from '../schema/json-schema.ts';
import { writeIfChanged } from './write.ts';

/** Refresh the JSON Schema files in `dir` (none without one), touching only the ones whose bytes change. */
export async function writeSchemas(dir: string | undefined, files: readonly SchemaFile[]): Promise<void> {
  if (dir) await writeIfChanged(files, dir);
}
