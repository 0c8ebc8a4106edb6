/**
 * The page a form sent without JavaScript lands on when the forms API did not store it: for every
 * field the API may name (CHECKED_FIELDS), in each language, what is wrong with that field, in the
 * words the form itself uses, then how to send it again.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHECKED_FIELDS } from '../../contract/forms.ts';
import { refusedAnchor } from '../../contract/routes.ts';
import { CONTENT, page } from '../helpers/site.ts';

const text = (s: string) => s.replace(/\s+/g, ' ').trim();
const yaml = async (file: string) => parse(await readFile(join(CONTENT, file), 'utf8')) as Record<string, any>;

describe.each([['en', '', ''], ['es', '/es', 'es/']])('the not-sent page in %s', (_code, prefix, folder) => {
  it('says, at each refused field\'s anchor, what is wrong with it, then how to go back and send the form again', async () => {
    const $ = await page(`${prefix}/not-sent`);
    const words = await yaml(`${folder}not-sent.yaml`);
    const invalid = (await yaml(`${folder}messages.yaml`)).forms.common.invalid as Record<string, string>;
    expect(Object.keys(invalid).sort()).toEqual([...CHECKED_FIELDS].sort());
    for (const field of CHECKED_FIELDS) {
      const said = text($(`#${refusedAnchor(field)}`).text());
      // The form's own reason, with its limits filled in ({{max}}: a number).
      const reason = new RegExp(`^${invalid[field]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{(?:max|min)\\\}\\\}/g, '\\d+')} `);
      expect(said, field).toMatch(reason);
      expect(said.endsWith(words.checkAnswers), field).toBe(true);
    }
    expect(text($('#refused').text())).toBe(`${words.refused} ${words.checkAnswers}`);
    expect(text($('#not-saved').text())).toBe(words.failed);
    expect(text($('#other-site').text())).toBe(words.otherSite);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex,follow');
    expect($('main a[href="tel:+18185550142"]')).not.toHaveLength(0);
  });
});
