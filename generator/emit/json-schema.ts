/** The editors' JSON Schema files (schema/json-schema.ts), written into their folder. */
import type { Artifact } from '../pipeline.ts';
import { jsonSchemaArtifacts } from '../schema/json-schema.ts';
import { writeIfChanged } from './write.ts';

/** Refresh the JSON Schema files in `dir` (none without one), touching only the ones whose bytes change. */
export async function writeSchemas(dir: string | undefined, files?: readonly Artifact[]): Promise<void> {
  if (dir) await writeIfChanged(files ?? jsonSchemaArtifacts(), dir);
}
