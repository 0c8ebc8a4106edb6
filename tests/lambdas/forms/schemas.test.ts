import { describe, expect, it } from 'vitest';
import {
  consultationEndpointSchema, consultationFormSchema, crisisFormSchema, DATE_OF_BIRTH_PATTERN, insuranceFormSchema, isDateOfBirth, isPhoneNumber, PHONE_PATTERN,
} from '../../../contract/forms.ts';
import { isPageRoute, type PageKind } from '../../../contract/routes.ts';
import { COLLECTIONS, routeFor } from '../../../generator/schema/registry.ts';
import { validateSubmission } from '../../../lambdas/forms/validate.ts';

const crisis = {
  fullName: 'Priya R', phone: '818-555-0177', insuranceProvider: 'Aetna', memberId: 'W1', dob: '04/17/1988',
  source: 'crisis-landing', situation: 'Crisis - immediate help needed',
};

describe('phone numbers', () => {
  it.each(['8185550142', '(818) 555-0142', '+1 818.555.0142', '5550142', '+44 20 7946 0958'])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each(['555014', '1'.repeat(21), '818-CALL-NOW', '818/555/0142', '+'])('rejects %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('the formats the browser checks without JavaScript (a field\'s HTML pattern)', () => {
  // A browser matches `pattern` whole, with the v flag.
  const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');
  it('takes a phone number exactly when the forms API does', () => {
    const phones = ['8185550142', '(818) 555-0142', '+1 818.555.0142', '5550142', '+44 20 7946 0958', ' 818 555 0142 ',
      '555014', '1'.repeat(21), '818-CALL-NOW', '818/555/0142', '+', '', '12', '++18185550142', '818+5550142'];
    expect(phones.map((p) => asBrowser(PHONE_PATTERN).test(p))).toEqual(phones.map(isPhoneNumber));
    expect(phones.filter(isPhoneNumber)).toHaveLength(5 + 1);
  });
  it('takes a date of birth in the form MM/DD/YYYY, which the forms API then checks is a real date', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    for (const dob of ['04/17/1988', '4/7/1988', '02/29/2000']) expect([asBrowser(DATE_OF_BIRTH_PATTERN).test(dob), isDateOfBirth(dob, today)]).toEqual([true, true]);
    for (const dob of ['1988-04-17', '04/17/88', '3-15-82', '']) expect([asBrowser(DATE_OF_BIRTH_PATTERN).test(dob), isDateOfBirth(dob, today)]).toEqual([false, false]);
  });
});

describe('dates of birth', () => {
  const today = new Date('2026-11-22T00:00:00Z');
  it.each(['04/17/1988', '4/7/1988', '02/29/2000', '11/22/2026'])('accepts %s', (dob) => expect(isDateOfBirth(dob, today)).toBe(true));
  it.each(['02/29/2001', '13/01/1990', '00/10/1990', '04/31/1990', '1988-04-17', '04/17/88', '01/01/1899', '11/23/2026'])(
    'rejects %s', (dob) => expect(isDateOfBirth(dob, today)).toBe(false));
});

describe('the shared schemas', () => {
  it('trims required fields and rejects blank ones', () => {
    const ok = insuranceFormSchema.parse({ fullName: '  Dana  ', phone: ' 8185550142 ', insuranceName: 'X', memberId: 'M' });
    expect(ok.fullName).toBe('Dana');
    expect(insuranceFormSchema.safeParse({ fullName: '   ', phone: '8185550142', insuranceName: 'X', memberId: 'M' }).success).toBe(false);
  });

  it('treats empty optional consultation fields as absent', () => {
    expect(consultationFormSchema.parse({ fullName: 'M', phone: '8185550199', email: ' ', situation: '' })).toEqual({ fullName: 'M', phone: '8185550199' });
  });

  it('rejects unknown fields', () => {
    expect(crisisFormSchema.safeParse({ ...crisis, extra: 'x' }).success).toBe(false);
  });

  it('tells the two consultation shapes apart by source', () => {
    expect(consultationEndpointSchema.parse(crisis)).toMatchObject({ source: 'crisis-landing', dob: '04/17/1988' });
    expect(consultationEndpointSchema.parse({ fullName: 'M', phone: '8185550199' })).toEqual({ fullName: 'M', phone: '8185550199' });
    expect(consultationEndpointSchema.safeParse({ ...crisis, source: undefined }).success).toBe(false);
  });
});

describe('validation issues', () => {
  it('gives one plain message per field, with the field as its path', () => {
    const result = validateSubmission('consultation', { ...crisis, dob: '1988', phone: 42, memberId: '' });
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: 'phone', message: 'Phone number must be text.' },
        { path: 'memberId', message: 'Please enter your member ID.' },
        { path: 'dob', message: 'Please enter your date of birth as MM/DD/YYYY.' },
      ],
    });
  });

  it('names the form a payload belongs to and keeps only its submitted fields', () => {
    const { source, ...fields } = crisis;
    expect(validateSubmission('consultation', { ...crisis, website: '' })).toEqual({ ok: true, form: 'crisis', fields, source });
    expect(validateSubmission('consultation', { fullName: 'M', phone: '8185550199', email: '' })).toEqual({
      ok: true, form: 'consultation', fields: { fullName: 'M', phone: '8185550199' },
    });
  });

  it('caps the issue list at 20', () => {
    const junk = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, 'x']));
    const result = validateSubmission('insurance', junk);
    expect(result.ok || result.issues.length).toBe(20);
  });
});


describe('page routes (the source a lead may name)', () => {
  it('knows the shape of every kind of page the generator publishes', () => {
    const routes = COLLECTIONS.filter((c) => c.isPage && c.kind !== 'not-found' && c.kind !== 'inbox').map((c) => routeFor(c.example, c.kind as PageKind));
    expect(routes).toContain('/landing/crisis-help');
    for (const route of routes) expect(isPageRoute(route!), route!).toBe(true);
  });

  it.each(['', '/index.html', '/treatment', '/treatment/', '/treatment/a/b', '/admin/x', '/Treatment/x', '/faq/<b>', `/faq/${'x'.repeat(200)}`])('refuses %j', (path) => {
    expect(isPageRoute(path)).toBe(false);
  });
});
