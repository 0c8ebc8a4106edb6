/**
 * A page is written as pieces (render/page-file.ts): its own markup, and the shared header and
 * footer encoded once. The file holds them one after another, whatever their number and size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWriter } from '../../generator/render/page-file.ts';
import { temporaryFolder } from '../helpers/temp.ts';

describe('pageWriter', () => {
  it('writes the pieces of a page one after another, making its folder', async () => {
    const dir = await temporaryFolder('site-page-file-');
    const write = pageWriter(dir);
    write('treatment/a.html', [Buffer.from('<!DOCTYPE html>'), Buffer.alloc(0), Buffer.from('<p>The department’s site</p>'), Buffer.from('</body>')]);
    expect(readFileSync(join(dir, 'treatment/a.html'), 'utf8')).toBe('<!DOCTYPE html><p>The department’s site</p></body>');
  });

  it('writes more pieces than one system call takes, and large ones, in order', async () => {
    const dir = await temporaryFolder('site-page-file-');
    const pieces = Array.from({ length: 3000 }, (_, i) => Buffer.from(`${i},`));
    pieces.push(Buffer.alloc(4 << 20, 'x'));
    pageWriter(dir)('many.html', pieces);
    const text = readFileSync(join(dir, 'many.html'), 'utf8');
    expect(text.length).toBe(pieces.reduce((n, b) => n + b.length, 0));
    expect(text.startsWith('0,1,2,')).toBe(true);
    expect(text.slice(0, -(4 << 20)).endsWith('2998,2999,')).toBe(true);
    expect(text.endsWith('xxxx')).toBe(true);
  });
});
