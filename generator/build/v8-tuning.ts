/**
 * V8 tuned for a short build in a process of its own (`site build`). A build of a thousand pages runs
 * for about a second, and V8's optimising compiler took about a quarter of its processor time
 * (`perf record` of a primed build of 1,036 pages: 26.5% of the samples in TurboFan's compile jobs),
 * on background threads that compete with the build's own two on two cores. Optimising later (four
 * times V8 11's interrupt budget of 66 KiB of bytecode) and without inlining, a short build spends
 * less on compiling than its less optimised code costs it; a long one loses. Primed builds in
 * /dev/shm, in turns, median wall time: 71 pages (the shipped site, rendered on the build's thread)
 * 0.43 s against 0.455 s (of 10); 1,036 pages 1.045 s against 1.135 s (of 6); 2,536 pages 1.63 s
 * against 1.68 s (of 5); 5,036 pages 2.72 s against 2.75 s (of 4); 10,036 pages 4.62 s against
 * 4.28 s and 20,036 pages 8.70 s against 8.18 s (of 3). The output is the same: these flags decide
 * only when and how V8 compiles the same JavaScript.
 *
 * A short build also scavenges its young generation on each thread itself, without helper threads,
 * which would compete with the build's two threads for two cores (a scavenge copies a few MB: its
 * helpers cost more to wake than they save). Primed builds in /dev/shm, ten each in turns, median:
 * 1,036 pages 1.08 s against 1.12 s and 1.04 s against 1.07 s; the shipped site 0.49 s against
 * 0.50 s. Unlike --single-threaded-gc, which V8 aborted on when set in a running process, it may be
 * set at any time: each scavenge reads it.
 */
import { setFlagsFromString } from 'node:v8';

/** Up to this many pages a build counts as short. */
export const SHORT_BUILD_PAGES = 3_000;

const SHORT_BUILD_FLAGS: readonly string[] = ['--interrupt-budget=270336', '--no-turbo-inlining', '--no-parallel-scavenge'];

/** The V8 flags for a build of `pages` pages in a process of its own: none for a long build. */
export function v8FlagsFor(pages: number): readonly string[] {
  return pages <= SHORT_BUILD_PAGES ? SHORT_BUILD_FLAGS : [];
}

/**
 * Set them for the whole process, the render workers included. V8 reads both as it goes, so they
 * apply to the code already loaded too; they are set before any worker starts all the same.
 */
export function tuneV8(flags: readonly string[]): void {
  for (const flag of flags) setFlagsFromString(flag);
}
