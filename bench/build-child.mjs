/**
 * One `site build --json` in its own process, for the benchmark: the real command (bin/site.js,
 * compiled JavaScript and all), then the process's peak resident memory and processor time (worker
 * threads included) as the last line on stderr (usage-at-exit.mjs).
 */
import './usage-at-exit.mjs';

const [contentDir, outDir, schemasDir] = process.argv.slice(2);
if (!contentDir || !outDir || !schemasDir) throw new Error('usage: build-child.mjs <content> <out> <schemas>');
process.argv = [process.argv[0], 'site', 'build', '--content', contentDir, '--out', outDir, '--schemas', schemasDir, '--json'];
await import('../bin/site.js');
