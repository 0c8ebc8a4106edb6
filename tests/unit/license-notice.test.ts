/** The license notice renders what site.yaml says: accreditations with their records, a stand-in marked as one. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { load as loadHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSchema, type Site } from '../../generator/schema/site.ts';
import { PageCtx, type PageContext } from '../../templates/context.ts';
import { LicenseNotice } from '../../templates/partials/LicenseNotice.tsx';
import { CONTENT } from '../helpers/site.ts';

const shipped = siteSchema.parse(parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')));

function render(site: Site) {
  const ctx = { site } as PageContext;
  return loadHtml(renderToStaticMarkup(createElement(PageCtx.Provider, { value: ctx }, createElement(LicenseNotice))));
}

describe('license notice', () => {
  it('lists each accreditation linked to its record, marking a stand-in', () => {
    const $ = render({ ...shipped, accreditations: [
      { name: 'The Joint Commission', url: 'https://accreditor.example/a' },
      { name: 'CARF International', url: 'https://accreditor.example/b', placeholder: true },
    ] });
    const line = $('p').last();
    expect(line.text()).toBe('Accredited by The Joint Commission, CARF Internationalplaceholder.');
    expect(line.find('a').map((_, a) => $(a).attr('href')).get()).toEqual(['https://accreditor.example/a', 'https://accreditor.example/b']);
  });

  it('shows no stand-in mark once the license is real', () => {
    const $ = render({ ...shipped, license: { ...shipped.license, placeholder: undefined, number: 'AB12-3456' } });
    expect($('p').first().text()).toBe('Licensed by the State Department of Health Care Services. License No. AB12-3456, expires June 30, 2027');
  });
});
