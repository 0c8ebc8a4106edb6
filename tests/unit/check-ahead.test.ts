import { describe, expect, it } from 'vitest';
import { checkAhead, type CheckedPage, type CheckedPages } from '../../generator/validate/stream.ts';

/** Pages of chunks of `size`, recording which chunks were checked (asked for); `failAt` throws there. */
function pagesOf(count: number, size: number, failAt?: number) {
  const checked: number[] = [];
  async function* chunks(): AsyncGenerator<CheckedPage[]> {
    for (let c = 0; c * size < count; c++) {
      if (c === failAt) throw new Error(`chunk ${c} could not be read`);
      checked.push(c);
      yield Array.from({ length: Math.min(size, count - c * size) }, (_, i) => ({ entry: { file: `treatment/p${c * size + i}.yaml` } }) as unknown as CheckedPage);
      // As the disk source does: the event loop turns between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const pages: CheckedPages = { chunks: chunks(), problems: () => [] };
  return { pages, checked };
}

const files = (chunk: CheckedPage[]) => chunk.map((p) => ('entry' in p ? p.entry.file : p.file.path));
const later = () => {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};
const turns = async (n: number) => { for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve)); };

describe('checking pages while the shared assets are made', () => {
  it('checks chunks before anyone asks for them while the assets are pending, and stops once they are ready', async () => {
    const { pages, checked } = pagesOf(400, 25);
    const ready = later();
    checkAhead(pages, ready.promise);
    await turns(3);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    ready.resolve();
    await turns(2);
    const soFar = checked.length;
    await turns(10);
    // Ready: nothing more is checked until the renderers ask.
    expect(checked).toHaveLength(soFar);
    expect(soFar).toBeLessThan(8);
  });

  it('hands every page on once, in the order of the files', async () => {
    const { pages } = pagesOf(110, 25);
    const ready = later();
    const ahead = checkAhead(pages, ready.promise);
    await turns(4);
    ready.resolve();
    const seen: string[] = [];
    for await (const chunk of ahead.chunks) seen.push(...files(chunk));
    expect(seen).toEqual(Array.from({ length: 110 }, (_, i) => `treatment/p${i}.yaml`));
  });

  it('reports a chunk that failed when that chunk is asked for, after the ones before it', async () => {
    const { pages } = pagesOf(100, 25, 1);
    const ready = later();
    const ahead = checkAhead(pages, ready.promise);
    await turns(4);
    ready.resolve();
    const seen: string[] = [];
    await expect((async () => { for await (const chunk of ahead.chunks) seen.push(...files(chunk)); })()).rejects.toThrow('chunk 1 could not be read');
    expect(seen).toHaveLength(25);
  });

  it('stops checking ahead when the assets fail, and still hands on what it checked', async () => {
    const { pages, checked } = pagesOf(400, 25);
    const ready = later();
    const ahead = checkAhead(pages, ready.promise);
    ready.promise.catch(() => undefined);
    await turns(2);
    ready.reject(new Error('Tailwind failed'));
    await turns(10);
    expect(checked.length).toBeLessThan(8);
    const seen: string[] = [];
    for await (const chunk of ahead.chunks) seen.push(...files(chunk));
    expect(seen).toHaveLength(400);
  });
});
