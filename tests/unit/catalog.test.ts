/** The problem catalog: its words for the facts of a case, and the editors' list of codes (docs/editors.md) made from it. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codesIn, codesMarkdown, withCodes, CODES_END, CODES_START } from '../../generator/report/codes.ts';
import { CATALOG } from '../../generator/validate/catalog.ts';
import { ROOT } from '../helpers/site.ts';

describe('the catalog words', () => {
  it('says counts and limits in plain words', () => {
    expect(CATALOG['wrong-count'].words({ limit: 5, exact: true, count: 4 })).toEqual({ expected: 'exactly 5 items', got: '4 items' });
    expect(CATALOG['wrong-count'].words({ limit: 1, count: 0 })).toEqual({ expected: 'at least 1 item', got: '0 items' });
    expect(CATALOG['too-long'].words({ limit: 70, value: 'x'.repeat(71) })).toEqual({ expected: 'at most 70 characters', got: '71 characters' });
    expect(CATALOG['too-short'].words({ limit: 0, inclusive: false, value: 0 })).toEqual({ expected: 'a number of more than 0', got: 'the number 0' });
  });

  it('puts the YAML reader\'s complaints in an editor\'s words, and quotes the reader only for a rare one', () => {
    expect(CATALOG['yaml-syntax'].words({ reason: 'TAB_AS_INDENT', detail: 'Tabs are not allowed as indentation' }).got).toBe('a tab used for indentation');
    expect(CATALOG['yaml-syntax'].words({ reason: 'BAD_ALIAS', detail: 'Alias cannot be empty' }).got).toBe('text the YAML reader cannot follow ("Alias cannot be empty")');
  });

  it('gives every code a title and a hint', () => {
    for (const [code, entry] of Object.entries(CATALOG)) {
      expect(entry.title, code).toMatch(/^[a-z].{10,}[^.]$/);
      expect(entry.hint, code).toMatch(/^[a-z].{10,}[^.]$/);
    }
  });
});

describe('the list of codes in docs/editors.md', () => {
  it('is the one rendered from the catalog (run `npm run readme:codes` after changing the catalog)', async () => {
    const doc = await readFile(join(ROOT, 'docs', 'editors.md'), 'utf8');
    expect(codesIn(doc)).toBe(codesMarkdown());
  });

  it('lists every code of the catalog once', () => {
    const listed = [...codesMarkdown().matchAll(/^- `([a-z-]+)`/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(CATALOG).sort());
  });

  it('is rewritten between its markers only', () => {
    const readme = `# Title\n\nBefore.\n\n${CODES_START}\nold list\n${CODES_END}\n\nAfter.\n`;
    const written = withCodes(readme);
    expect(written).toBe(`# Title\n\nBefore.\n\n${CODES_START}\n${codesMarkdown()}\n${CODES_END}\n\nAfter.\n`);
    expect(withCodes(written)).toBe(written);
    expect(() => withCodes('# No markers\n')).toThrow(/markers/);
  });
});
