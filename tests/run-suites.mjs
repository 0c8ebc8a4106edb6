/**
 * `npm test` after the type check: the vitest suites and the browser tests at
 * the same time (both spend most of their time waiting on Chromium, Java, the
 * CDK CLI and local servers). vitest's output is shown as it comes; the browser
 * tests' output is held until vitest has finished, then shown. Exits non-zero
 * if either fails.
 */
import { spawn } from 'node:child_process';

const root = new URL('../', import.meta.url).pathname;
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

function start(name, args) {
  const started = Date.now();
  const child = spawn(process.execPath, [`${root}node_modules/${name}`, ...args], { cwd: root, env: { ...process.env, ...color } });
  const held = [];
  let live = false;
  let seconds = 0;
  const out = (stream) => (chunk) => (live ? stream.write(chunk) : held.push([stream, chunk]));
  child.stdout.on('data', out(process.stdout));
  child.stderr.on('data', out(process.stderr));
  const done = new Promise((resolve) => child.on('close', (code, signal) => {
    seconds = Math.round((Date.now() - started) / 1000);
    resolve(code ?? (signal ? 1 : 0));
  }));
  return {
    done,
    seconds: () => seconds,
    /** Print what was held, then pass the rest through as it comes. */
    show() {
      for (const [stream, chunk] of held.splice(0)) stream.write(chunk);
      live = true;
    },
  };
}

const unit = start('vitest/vitest.mjs', ['run']);
const browser = start('@playwright/test/cli.js', ['test']);
unit.show();
const unitCode = await unit.done;
process.stdout.write('\n');
browser.show();
const browserCode = await browser.done;
process.stdout.write(`\nvitest ${unitCode ? 'failed' : 'passed'} in ${unit.seconds()} s; browser tests ${browserCode ? 'failed' : 'passed'} in ${browser.seconds()} s (side by side)\n`);
process.exitCode = unitCode || browserCode;
