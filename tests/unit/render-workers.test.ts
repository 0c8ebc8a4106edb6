import { describe, expect, it } from 'vitest';
import { checksWhereRendered, defaultWorkers, WORKER_THRESHOLD } from '../../generator/render/pool.ts';

describe('how many render workers a build starts', () => {
  it('starts none for a small site, whatever the cores', () => {
    expect(defaultWorkers(WORKER_THRESHOLD - 1, 2)).toBe(0);
    expect(defaultWorkers(WORKER_THRESHOLD - 1, 8)).toBe(0);
  });

  it("leaves a core to the build's own thread where that thread checks the pages", () => {
    expect(checksWhereRendered(2)).toBe(false);
    expect(defaultWorkers(1000, 2)).toBe(1);
    // One core: the pages render on the build's own thread.
    expect(defaultWorkers(1000, 1)).toBe(0);
  });

  it('starts one per core, at most eight, where the workers check the pages they render', () => {
    expect(checksWhereRendered(3)).toBe(true);
    expect(defaultWorkers(1000, 3)).toBe(3);
    expect(defaultWorkers(5000, 4)).toBe(4);
    expect(defaultWorkers(20000, 32)).toBe(8);
  });
});
