/** How the inbox shows and dials a caller's number. */
import { describe, expect, it } from 'vitest';
import { shownPhone, telHref } from '../../templates/islands/inbox/phone.ts';

describe('a caller\'s number in the inbox', () => {
  it('is written out the same way however it was typed, when it is a US number', () => {
    for (const typed of ['8185550123', '818-555-0123', '(818) 555-0123', '818.555.0123', '+1 818 555 0123', '1-818-555-0123']) expect(shownPhone(typed), typed).toBe('(818) 555-0123');
  });

  it('is shown as typed when it is not one: too short, foreign, or with an extension', () => {
    for (const typed of ['555-0123', '+44 20 7946 0958', '818-555-0123 ext 4']) expect(shownPhone(typed), typed).toBe(typed);
  });

  it('dials the digits and a leading plus', () => {
    expect(telHref('(818) 555-0123')).toBe('tel:8185550123');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
