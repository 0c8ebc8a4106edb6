/**
 * One `site build --json` in its own process, for the benchmark: the real command (bin/site.js,
 * compiled JavaScript and all), then the process's peak resident memory (worker threads included)
 * as the last line on stderr.
 */
const [contentDir, outDir, schemasDir] = process.argv.slice(2);
if (!contentDir || !outDir || !schemasDir) throw new Error('usage: build-child.mjs <content> <out> <schemas>');
process.argv = [process.argv[0], 'site', 'build', '--content', contentDir, '--out', outDir, '--schemas', schemasDir, '--json'];
process.on('exit', () => process.stderr.write(`\n${JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`));
await import('../bin/site.js');
