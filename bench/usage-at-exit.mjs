/**
 * What a benchmark's build process used, as the last line on its stderr when it exits: processor time
 * (user and system) and peak resident memory, of all its threads. Imported first by bench/build-child.mjs;
 * bench/turns.ts preloads it (`node --import`) into `site build` of any version of the code.
 */
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`\n${JSON.stringify({ cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssBytes: usage.maxRSS * 1024 })}\n`);
});
