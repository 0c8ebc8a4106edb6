/**
 * One `site build` in its own process, for the benchmark: builds, then prints
 * the result's figures and the process's peak resident memory (worker threads
 * included) as one JSON line.
 */
import { build } from '../generator/build.ts';

const [contentDir, outDir] = process.argv.slice(2);
if (!contentDir || !outDir) throw new Error('usage: build-child.ts <content> <out>');
const result = await build({ contentDir, outDir });
console.log(JSON.stringify({
  ok: result.ok,
  problems: result.problems.slice(0, 3),
  pages: result.pages.length,
  rendered: result.rendered,
  htmlBytes: result.bytes.html,
  timings: result.timings,
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
}));
