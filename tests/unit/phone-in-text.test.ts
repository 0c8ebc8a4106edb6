/** Which stretches of a text are phone numbers, kept on one line on every page. */
import { describe, expect, it } from 'vitest';
import { PHONE_IN_TEXT } from '../../contract/phone.ts';
import { wholeNumbers } from '../../templates/partials/phones.tsx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const numbersIn = (text: string) => [...text.matchAll(PHONE_IN_TEXT)].map((m) => m[0]);

describe('PHONE_IN_TEXT', () => {
  it('finds the numbers texts write, whole', () => {
    expect(numbersIn('Call (818) 555-0142 now, Poison Control at 1-800-222-1222, or 818-555-0199 (TDD 1-800-537-7697).'))
      .toEqual(['(818) 555-0142', '1-800-222-1222', '818-555-0199', '1-800-537-7697']);
  });

  it('leaves alone dates, ranges, times and the short numbers', () => {
    expect(numbersIn('On 2024-01-15, 30-90 days, 3-7 days, 40-60% relapse, 24/7, call 911 or 988, TTY 711, 101°F, ZIP 91344, ID ABC-123-4567')).toEqual([]);
  });
});

describe('wholeNumbers', () => {
  const html = (text: string) => renderToStaticMarkup(createElement('p', null, wholeNumbers(text)));

  it('wraps each number so that no line breaks inside it, and escapes the text around it', () => {
    expect(html('Call (818) 555-0142 & 1-800-222-1222.')).toBe('<p>Call <span class="whitespace-nowrap">(818) 555-0142</span> &amp; <span class="whitespace-nowrap">1-800-222-1222</span>.</p>');
  });

  it('gives back a text without a number as it is', () => {
    expect(wholeNumbers('Call 911 now.')).toBe('Call 911 now.');
  });
});
