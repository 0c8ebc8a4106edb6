/** Editors' help: the committed JSON Schemas are current, and every YAML file names its schema on line 1. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaArtifacts, schemaComment } from '../../generator/schema/json-schema.ts';
import { collectionFor } from '../../generator/schema/registry.ts';
import { CONTENT, ROOT } from '../helpers/site.ts';

describe('JSON Schemas for editors', () => {
  it('schemas/ holds exactly what the build generates (run `site build` after changing a schema)', async () => {
    for (const a of jsonSchemaArtifacts()) expect(await readFile(join(ROOT, 'schemas', a.path), 'utf8'), a.path).toBe(a.body);
    expect((await readdir(join(ROOT, 'schemas'))).sort()).toEqual(jsonSchemaArtifacts().map((a) => a.path).sort());
  });

  it('a schema requires the fields the zod schema requires and rejects unknown keys', () => {
    const treatment = JSON.parse(jsonSchemaArtifacts().find((a) => a.path === 'treatment.schema.json')!.body as string);
    expect(treatment.required).toEqual(expect.arrayContaining(['title', 'hero', 'faq', 'relatedTreatments']));
    expect(treatment.additionalProperties).toBe(false);
    expect(treatment.properties.faq).toMatchObject({ minItems: 5, maxItems: 5 });
  });

  it('every content YAML file starts with its yaml-language-server $schema line', async () => {
    const files = (await readdir(CONTENT, { recursive: true })).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) {
      const first = (await readFile(join(CONTENT, f), 'utf8')).split('\n')[0];
      expect(first, f).toBe(schemaComment(f, collectionFor(f)!));
    }
  });
});
