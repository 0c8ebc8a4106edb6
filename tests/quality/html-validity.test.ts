/** Every built page passes the Nu Html Checker (vnu-jar, run with the machine's Java) with 0 errors. */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONTENT, ROOT, shipped } from '../helpers/site.ts';

const exec = promisify(execFile);
const VNU = join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage { type: string; url: string; message: string; lastLine?: number; extract?: string }

describe('Nu Html Checker', () => {
  it('finds 0 errors in every built HTML page', async () => {
    const { dir } = shipped();
    // The search engine's verification file is a fixed token, served verbatim; it is not a page.
    const verification = (await readFile(join(CONTENT, 'verification.yaml'), 'utf8')).match(/^path: \/(.+)$/m)![1];
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html') && f !== verification).map((f) => join(dir, f));
    expect(files.length).toBeGreaterThanOrEqual(32);
    let stdout: string;
    try {
      ({ stdout } = await exec('java', ['-jar', VNU, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 32 * 1024 * 1024 }));
    } catch (e) {
      ({ stdout } = e as { stdout: string });
    }
    const errors = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
    expect(errors.map((m) => `${m.url.replace(`file:${dir}`, '')}:${m.lastLine} ${m.message}`)).toEqual([]);
  });
});
