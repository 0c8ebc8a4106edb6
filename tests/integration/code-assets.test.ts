/**
 * What depends on the code alone, kept between builds under the code's fingerprint
 * (generator/cache/code-assets.ts): the CSS, the island bundles and the editors' JSON Schemas. A new
 * process with the same code reads them back instead of making them again.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { jsonSchemaArtifacts } from '../../generator/schema/json-schema.ts';
import { fixtureSite } from '../helpers/fixtures.ts';

describe('the code assets kept between builds', () => {
  it('writes the JSON Schemas a fresh build made, and the next process writes them from the kept copy', async () => {
    const site = await fixtureSite('minimal-site');
    const schemasDir = join(site.dir, 'schemas');
    const opts = { contentDir: site.contentDir, outDir: site.outDir, cacheDir: site.cacheDir, schemasDir };
    expect((await build(opts)).ok).toBe(true);
    const made = jsonSchemaArtifacts();
    expect((await readdir(schemasDir)).sort()).toEqual(made.map((f) => f.path).sort());
    for (const f of made) expect(await readFile(join(schemasDir, f.path), 'utf8')).toBe(f.body);

    // The kept copy is what the next build writes: a mark put into it shows up in the schemas folder.
    const [kept] = await readdir(join(site.cacheDir, 'code-assets'));
    const file = join(site.cacheDir, 'code-assets', kept!);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { schemas: { path: string; text: string }[] };
    expect(stored.schemas.map((s) => s.path).sort()).toEqual(made.map((f) => f.path).sort());
    stored.schemas.find((s) => s.path === 'site.schema.json')!.text = '{"kept": true}\n';
    await writeFile(file, JSON.stringify(stored));
    expect((await build(opts)).ok).toBe(true);
    expect(await readFile(join(schemasDir, 'site.schema.json'), 'utf8')).toBe('{"kept": true}\n');
  });
});
