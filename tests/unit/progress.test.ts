/** The progress line of a long build: on a terminal only, never in CI, and cleared at the end. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressLine } from '../../bin/output.ts';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (s: string) => { written.push(s); return true; } } as unknown as NodeJS.WriteStream };
}

afterEach(() => vi.unstubAllEnvs());

describe('progressLine', () => {
  it('redraws one line on a terminal, at most every 100 ms, always showing the last page, then clears it', () => {
    vi.stubEnv('CI', '');
    const { written, stream } = fakeStream(true);
    const progress = progressLine('Rendering pages', stream);
    for (let done = 1; done <= 5000; done++) progress.update!(done, 5000);
    progress.done();
    expect(written[0]).toBe('\rRendering pages 1/5000');
    expect(written.at(-2)).toBe('\rRendering pages 5000/5000');
    expect(written.at(-1)).toBe('\r\x1b[K');
    expect(written.length).toBeLessThan(20); // a tight loop: the 100 ms throttle holds it to a few redraws
  });

  it('writes nothing in CI or when the output is not a terminal', () => {
    vi.stubEnv('CI', 'true');
    const ci = fakeStream(true);
    expect(progressLine('Rendering pages', ci.stream).update).toBeUndefined();
    vi.stubEnv('CI', '');
    const piped = fakeStream(false);
    const progress = progressLine('Rendering pages', piped.stream);
    progress.update?.(1, 2);
    progress.done();
    expect([...ci.written, ...piped.written]).toEqual([]);
  });
});
