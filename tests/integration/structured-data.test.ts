/**
 * A build refuses pages whose structured data lacks a field search engines
 * require, and writes nothing. Content cannot cause this (the schemas require
 * every such field), so the test stands in for a change to the code that
 * makes the structured data: the business node loses its postal code. With a
 * render worker, the build's own thread makes each page's structured data
 * (render/structured-data.ts), so the changed module counts there too.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { build as Build } from '../../generator/build.ts';
import { fixtureSite } from '../helpers/fixtures.ts';
import { snapshotOf } from '../helpers/snapshot.ts';

const JSONLD = '../../generator/render/jsonld.ts';
const defect = { dropPostalCode: false };
let build: typeof Build;

// Test files share worker processes: the changed module is put in place for this file alone, and the
// modules loaded after it are loaded afresh, before and after.
beforeAll(async () => {
  vi.resetModules();
  vi.doMock(JSONLD, async (original) => {
    const real = await original<typeof import('../../generator/render/jsonld.ts')>();
    return {
      ...real,
      business: (...args: Parameters<typeof real.business>) => {
        const node = real.business(...args);
        if (!defect.dropPostalCode) return node;
        const { address, ...rest } = node as { address: Record<string, unknown> };
        const { postalCode: _, ...withoutPostalCode } = address;
        return { ...rest, address: withoutPostalCode } as unknown as typeof node;
      },
    };
  });
  ({ build } = await import('../../generator/build.ts'));
});
afterAll(() => {
  vi.doUnmock(JSONLD);
  vi.resetModules();
});

describe('structured data a search engine would reject', () => {
  it('fails the build with a problem for each page, and leaves the previous site untouched', async () => {
    const site = await fixtureSite('minimal-site');
    // Rendered here (no worker threads), where the changed module is loaded.
    expect((await build({ ...site, workers: 0 })).ok).toBe(true);
    const before = await snapshotOf(site.outDir);

    defect.dropPostalCode = true;
    // A cache of its own, so that every page is rendered again rather than taken from the last build.
    const failed = await build({ ...site, workers: 0, cacheDir: join(site.dir, 'cache-2') });
    expect(failed.ok).toBe(false);
    expect(failed.problems.map((p) => `${p.code} ${p.file}: ${p.got}`).sort()).toEqual([
      'structured-data home.yaml: MedicalBusiness without address.postalCode',
      'structured-data services/medical-detox.yaml: MedicalBusiness without address.postalCode',
      'structured-data treatment/alcohol-addiction.yaml: MedicalBusiness without address.postalCode',
      'structured-data treatment/heroin-addiction.yaml: MedicalBusiness without address.postalCode',
    ]);
    expect(await snapshotOf(site.outDir)).toEqual(before);
    expect((await readdir(site.dir)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('is found the same when a render worker renders the pages: their structured data is made on the build\'s own thread', async () => {
    const site = await fixtureSite('minimal-site');
    defect.dropPostalCode = true;
    const failed = await build({ ...site, workers: 1, checkInWorkers: false });
    expect(failed.ok).toBe(false);
    expect(failed.problems.map((p) => `${p.code} ${p.file}`).sort()).toEqual([
      'structured-data home.yaml', 'structured-data services/medical-detox.yaml',
      'structured-data treatment/alcohol-addiction.yaml', 'structured-data treatment/heroin-addiction.yaml',
    ]);
    defect.dropPostalCode = false;
    expect((await build({ ...site, workers: 1, checkInWorkers: false })).ok).toBe(true);
  });
});
