/**
 * The benchmarks build the shipped content as an English-only site (one language, as their
 * figures always meant): the copy they start from must build as it is.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyEnglishContent } from '../../bench/english-content.ts';
import { load } from '../../generator/load/index.ts';
import { validate } from '../../generator/validate/index.ts';
import { CONTENT } from '../helpers/site.ts';

const work = await mkdtemp(join(tmpdir(), 'site-bench-content-'));
afterAll(() => rm(work, { recursive: true, force: true }));

it('the benchmarks\' copy of the content is the English site alone, and it validates', async () => {
  const content = join(work, 'content');
  await copyEnglishContent(CONTENT, content);
  expect(await readdir(content)).not.toContain('es');
  const result = validate(await load(content));
  expect(result.problems).toEqual([]);
  expect(result.ok && result.content.site.languages.map((l) => l.code)).toEqual(['en']);
  expect(result.ok && result.content.pages.length).toBe(38);
});
