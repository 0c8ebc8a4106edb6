/**
 * The source line a problem shows under its position (validate/positions.ts, lineText): the file's
 * line as an editor sees it, whether the file ends its lines with LF or CRLF.
 */
import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../generator/load/parse.ts';
import { lineText, locationOf } from '../../generator/validate/positions.ts';

describe('the line shown with a problem', () => {
  it('is the line itself, without its break, for LF and CRLF files, and nothing past the end', () => {
    for (const eol of ['\n', '\r\n']) {
      const file = parseYamlFile('page.yaml', ['title: One', 'hero:', '  title: Two\rstill two', ''].join(eol));
      expect([0, 1, 2, 3, 4, 5].map((n) => lineText(file, n))).toEqual([undefined, 'title: One', 'hero:', '  title: Two\rstill two', '', undefined]);
    }
    const unended = parseYamlFile('page.yaml', 'a: 1\nb: 2');
    expect([1, 2, 3].map((n) => lineText(unended, n))).toEqual(['a: 1', 'b: 2', undefined]);
  });

  it('goes with the location of a value', () => {
    const file = parseYamlFile('page.yaml', 'title: One\r\nhero:\r\n  title: Two\r\n');
    expect(locationOf(file, ['hero', 'title'])).toEqual({ file: 'page.yaml', line: 3, column: 10, field: 'hero.title', source: '  title: Two' });
  });
});
