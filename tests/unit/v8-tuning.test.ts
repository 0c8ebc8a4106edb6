/**
 * A short `site build` tunes V8's optimising compiler (build/v8-tuning.ts); a long one leaves it as it
 * is. V8 only prints a line for a flag it does not know, so the flags are checked against the list
 * this Node's V8 gives, in the form V8 prints them.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SHORT_BUILD_PAGES, v8FlagsFor } from '../../generator/build/v8-tuning.ts';

describe('v8FlagsFor', () => {
  it('tunes a build of up to SHORT_BUILD_PAGES pages and leaves a longer one alone', () => {
    const short = v8FlagsFor(71);
    expect(short.length).toBeGreaterThan(0);
    expect(v8FlagsFor(SHORT_BUILD_PAGES)).toEqual(short);
    expect(v8FlagsFor(SHORT_BUILD_PAGES + 1)).toEqual([]);
    expect(v8FlagsFor(20_036)).toEqual([]);
  });

  it('names only flags this V8 knows, with values of their type', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 << 20 });
    for (const flag of v8FlagsFor(1)) {
      const name = flag.replace(/^--(no-)?/, '').replace(/=.*$/, '');
      const listed = new RegExp(`^\\s+--${name} \\(.*\\)\\n\\s+type: (\\w+)`, 'm').exec(options);
      expect(listed, `${flag} is not a flag of this V8`).not.toBeNull();
      expect(listed![1]).toBe(flag.includes('=') ? 'int' : 'bool');
    }
  });
});
