/** The lead forms' one check before sending: trim, required fields, the shared schema, and each field's reason. */
import { describe, expect, it } from 'vitest';
import { CRISIS_SITUATION, CRISIS_SOURCE, consultationFormSchema, crisisFormSchema, insuranceFormSchema } from '../../contract/forms.ts';
import { emptyTexts, emptyValues, invalidTexts, prepare } from '../../templates/islands/runtime/lead-form.ts';

/** The toasts as a form's words give them (content/messages.yaml `forms`). */
const missing = (form: string) => ({ title: 'Missing Information', description: `Please fill in the ${form} form.` });
const invalidTitle = 'Please check your details';
const invalid = { phone: 'Please enter a phone number with 7 to 20 digits.' };
const empty = emptyTexts({
  fullName: 'Please enter your full name.',
  phone: 'Please enter your phone number.',
  insuranceName: 'Please enter your insurance provider.',
  memberId: 'Please enter your member ID.',
  dob: 'Please enter your date of birth.',
});

const insurance = {
  schema: insuranceFormSchema,
  fields: [{ name: 'fullName' }, { name: 'phone' }, { name: 'insuranceName' }, { name: 'memberId' }],
  missing: missing('insurance'),
  invalidTitle,
  invalid,
  empty,
};
const consultation = {
  schema: consultationFormSchema,
  fields: [{ name: 'fullName' }, { name: 'phone' }, { name: 'email', required: false }, { name: 'situation', required: false }],
  missing: missing('consultation'),
  invalidTitle,
  invalid,
  empty,
};
const crisis = {
  schema: crisisFormSchema,
  fields: [{ name: 'fullName' }, { name: 'phone' }, { name: 'insuranceProvider' }, { name: 'memberId' }, { name: 'dob' }],
  fixed: { source: CRISIS_SOURCE, situation: CRISIS_SITUATION },
  missing: missing('crisis'),
  invalidTitle,
  invalid,
  empty,
};

describe('prepare', () => {
  it.each([
    ['insurance', insurance, { fullName: '   ', phone: '818-555-0100', insuranceName: 'Aetna', memberId: 'A-1' }],
    ['consultation', consultation, { fullName: '\t ', phone: '818-555-0100', email: '', situation: '' }],
    ['crisis', crisis, { fullName: 'Dana', phone: '818-555-0100', insuranceProvider: 'Aetna', memberId: 'A-1', dob: '  ' }],
  ])('%s: a required field of only spaces is missing, with the form\'s own toast', (_, spec, values) => {
    const blank = Object.keys(values).find((k) => !values[k as keyof typeof values]!.trim())!;
    expect(prepare(spec, { ...values, website: '' })).toEqual({ problem: spec.missing, fields: { [blank]: empty[blank] } });
  });

  it('an empty form names every required field, in the form\'s order, and no optional one', () => {
    expect(prepare(consultation, emptyValues(consultation.fields))).toEqual({
      problem: consultation.missing,
      fields: { fullName: 'Please enter your full name.', phone: 'Please enter your phone number.' },
    });
    const crisisEmpty = prepare(crisis, emptyValues(crisis.fields));
    expect('fields' in crisisEmpty && Object.entries(crisisEmpty.fields)).toEqual([
      ['fullName', 'Please enter your full name.'],
      ['phone', 'Please enter your phone number.'],
      ['insuranceProvider', 'Please enter your insurance provider.'],
      ['memberId', 'Please enter your member ID.'],
      ['dob', 'Please enter your date of birth.'],
    ]);
  });

  it('a blank field and a refused one are named together; the toast is still the form\'s "missing" one', () => {
    const values = { fullName: '', phone: '12', email: 'not-an-email', situation: '', website: '' };
    expect(prepare(consultation, values)).toEqual({
      problem: consultation.missing,
      fields: { fullName: 'Please enter your full name.', phone: invalid.phone, email: 'Please enter a valid email address, or leave it empty.' },
    });
  });

  it('sends every field trimmed, with the fixed values added', () => {
    const values = { fullName: ' Dana Reyes ', phone: ' (818) 555-0100', insuranceProvider: 'Aetna ', memberId: ' A-1', dob: '04/17/1988 ', website: '' };
    expect(prepare(crisis, values)).toEqual({ payload: {
      fullName: 'Dana Reyes', phone: '(818) 555-0100', insuranceProvider: 'Aetna', memberId: 'A-1', dob: '04/17/1988', website: '',
      source: CRISIS_SOURCE, situation: CRISIS_SITUATION,
    } });
  });

  it('optional fields may stay empty', () => {
    const values = { fullName: 'Dana', phone: '818-555-0100', email: ' ', situation: '', website: '' };
    expect(prepare(consultation, values)).toEqual({ payload: { ...values, email: '' } });
  });

  it('a filled form the shared schema refuses gets its first message', () => {
    const values = { fullName: 'Dana', phone: '818-CALL-NOW', insuranceName: 'Aetna', memberId: 'A-1', website: '' };
    expect(prepare(insurance, values)).toEqual({ problem: { title: invalidTitle, description: 'Please enter a phone number with 7 to 20 digits.' }, fields: { phone: invalid.phone } });
  });
});

it('an empty form has every field and the honeypot, blank', () => {
  expect(emptyValues(insurance.fields)).toEqual({ fullName: '', phone: '', insuranceName: '', memberId: '', website: '' });
});

describe('the page\'s own words for a field the schema refuses', () => {
  const spanish = {
    fullName: 'Escriba su nombre completo en {{max}} caracteres como máximo.',
    phone: 'Escriba un número de teléfono de {{min}} a {{max}} dígitos.',
    email: 'Escriba un correo electrónico válido, o déjelo vacío.',
    situation: 'Cuéntenos su situación en {{max}} caracteres como máximo.',
    insuranceName: 'Compañía de seguro: {{max}} caracteres como máximo.',
    insuranceProvider: 'Compañía de seguro: {{max}} caracteres como máximo.',
    memberId: 'Número de miembro: {{max}} caracteres como máximo.',
    dob: 'Escriba su fecha de nacimiento como MM/DD/AAAA.',
  };

  it('fills in the limits of the shared schema', () => {
    expect(invalidTexts(spanish)).toMatchObject({ phone: 'Escriba un número de teléfono de 7 a 20 dígitos.', fullName: 'Escriba su nombre completo en 100 caracteres como máximo.' });
  });

  it('the toast says what is wrong with the first field refused, in the page\'s language', () => {
    const values = { fullName: 'Dana', phone: '818-555-0100', insuranceProvider: 'Aetna', memberId: 'A-1', dob: '17/04/1988', website: '' };
    const spec = { ...crisis, invalidTitle: 'Revise sus datos, por favor', invalid: invalidTexts(spanish) };
    const dob = 'Escriba su fecha de nacimiento como MM/DD/AAAA.';
    expect(prepare(spec, values)).toEqual({ problem: { title: 'Revise sus datos, por favor', description: dob }, fields: { dob } });
  });
});

it('the crisis form\'s insurance provider says what the insurance form\'s insurance name says when empty', () => {
  expect(empty.insuranceProvider).toBe(empty.insuranceName);
});
