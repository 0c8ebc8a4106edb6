/** Times the stages of one build: each lap adds the time since the previous lap to a stage. */
import type { Stage } from '../pipeline.ts';
import type { BuildResult } from '../report/result.ts';

export interface Stopwatch {
  /** The clock's reading, to start a lap of one's own (see `lap`). */
  now: () => number;
  /** Add the time since the previous lap (or since `from`) to a stage; the next lap starts now. */
  lap: (stage: Stage, from?: number) => void;
  /** Every stage's time, and the total since the stopwatch started. */
  stop: () => BuildResult['timings'];
}

export function startStopwatch(clock: () => number = () => performance.now()): Stopwatch {
  const start = clock();
  let lapStart = start;
  const timings: Record<Stage, number> = { load: 0, validate: 0, assets: 0, render: 0, emit: 0 };
  return {
    now: clock,
    lap: (stage, from = lapStart) => {
      lapStart = clock();
      timings[stage] += lapStart - from;
    },
    stop: () => ({ ...timings, total: clock() - start }),
  };
}
