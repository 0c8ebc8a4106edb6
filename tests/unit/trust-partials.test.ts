/**
 * The license notice renders what site.yaml says (accreditations with their
 * records, a stand-in marked as one); the privacy notice says what an ad
 * pixel receives only when site.yaml sets one.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { load as loadHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesSchema } from '../../contract/content/messages.ts';
import { siteSchema, type Site } from '../../contract/content/site.ts';
import { PageCtx, type PageContext } from '../../templates/context.ts';
import { LicenseNotice } from '../../templates/partials/LicenseNotice.tsx';
import { PolicyPage } from '../../templates/pages/PolicyPage.tsx';
import { policyPageSchema } from '../../contract/content/policy.ts';
import { CONTENT } from '../helpers/site.ts';

const shipped = siteSchema.parse(parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')));
const messages = messagesSchema.parse(parse(readFileSync(join(CONTENT, 'messages.yaml'), 'utf8')));

function render(site: Site, element: ReactElement = createElement(LicenseNotice)) {
  const ctx = { site, messages } as PageContext;
  return loadHtml(renderToStaticMarkup(createElement(PageCtx.Provider, { value: ctx }, element)));
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

describe('privacy notice', () => {
  const privacy = policyPageSchema.parse(parse(readFileSync(join(CONTENT, 'policies', 'privacy.yaml'), 'utf8')));

  it('with a pixel id, says what the pixel receives and how to change the choice, and drops "no advertising code"', () => {
    const $ = render({ ...shipped, pixelId: '1234567890' }, createElement(PolicyPage, { data: privacy }));
    expect($('#no-advertising-code')).toHaveLength(0);
    const pixel = $('#ad-measurement').text();
    expect(pixel).toContain('Until you choose Allow, nothing at all is sent to Meta');
    expect(pixel).toContain('never your name, phone number, insurance details, date of birth');
    expect($('#your-choice').text()).toContain('Ad measurement choices');
    expect($('nav[aria-label="On this page"] a').map((_, a) => a.attribs.href).get()).toContain('#ad-measurement');
  });

  it('without one, says no advertising code runs', () => {
    const $ = render(shipped, createElement(PolicyPage, { data: privacy }));
    expect($('#ad-measurement, #your-choice')).toHaveLength(0);
    expect($('#no-advertising-code').text()).toContain('No advertising or tracking code from any other company runs on this website');
  });
});
