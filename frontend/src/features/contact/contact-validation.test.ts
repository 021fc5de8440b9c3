import { ApiError } from '@/lib/api/api-client';

import {
  fieldErrorMessage,
  mapContactError,
  validateContact,
  validateContactField,
} from './contact-validation';

describe('validateContact', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Webhook',
    message: 'My alert did not arrive.',
  };

  it('accepts values within the API limits', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContactField('name', 'x'.repeat(100))).toBeUndefined();
    expect(validateContactField('subject', 'x'.repeat(150))).toBeUndefined();
    expect(validateContactField('message', 'x'.repeat(5000))).toBeUndefined();
    expect(validateContactField('email', `${'a'.repeat(242)}@example.com`)).toBeUndefined();
  });

  it('reports each broken rule with the code the API uses', () => {
    expect(validateContact({ name: '  ', email: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(validateContactField('name', 'x'.repeat(101))).toBe('too_long');
    expect(validateContactField('subject', 'x'.repeat(151))).toBe('too_long');
    expect(validateContactField('message', 'too short')).toBe('too_short');
    expect(validateContactField('message', `  ${'x'.repeat(9)}  `)).toBe('too_short');
    expect(validateContactField('message', 'x'.repeat(5001))).toBe('too_long');
    expect(validateContactField('email', 'ada@example')).toBe('invalid_email');
    expect(validateContactField('email', 'ada example.com')).toBe('invalid_email');
    expect(validateContactField('email', `${'a'.repeat(243)}@example.com`)).toBe('too_long');
  });
});

describe('mapContactError', () => {
  it('maps field details of a 400 onto the fields', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid',
      details: { email: 'invalid_email', message: 'too_short', subject: 'whatever_new' },
    });
    expect(mapContactError(error)).toEqual({
      fields: { email: 'invalid_email', message: 'too_short', subject: 'invalid' },
    });
  });

  it('turns details about fields the visitor cannot fix into a form error', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid',
      details: { locale: 'invalid_choice', extra: 'unknown_field' },
    });
    expect(mapContactError(error)).toEqual({ fields: {}, form: 'generic' });
  });

  it('recognises rate limiting, network failures and anything else', () => {
    expect(
      mapContactError(new ApiError({ status: 429, code: 'too_many_requests', message: '' })),
    ).toEqual({
      fields: {},
      form: 'rate_limited',
    });
    expect(
      mapContactError(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' })),
    ).toEqual({
      fields: {},
      form: 'network',
    });
    expect(mapContactError(new ApiError({ status: 500, code: 'internal', message: '' }))).toEqual({
      fields: {},
      form: 'generic',
    });
    expect(mapContactError(new Error('boom'))).toEqual({ fields: {}, form: 'generic' });
  });
});

describe('fieldErrorMessage', () => {
  it('fills the limits of the field into the message', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      `${key}${params ? JSON.stringify(params) : ''}`;
    expect(fieldErrorMessage(t, 'message', 'too_short')).toBe(
      'contact.errors.tooShort{"min":"10"}',
    );
    expect(fieldErrorMessage(t, 'subject', 'too_long', (n) => `#${n}`)).toBe(
      'contact.errors.tooLong{"max":"#150"}',
    );
    expect(fieldErrorMessage(t, 'name', 'required')).toBe('contact.fields.name.required');
    expect(fieldErrorMessage(t, 'email', 'invalid')).toBe('contact.errors.invalid');
  });
});
