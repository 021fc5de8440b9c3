import { ApiError } from '@/lib/api/api-client';

import { errorCodeMessage, formProblem, validationMessage } from './form-errors';

// A translator over a few real keys; unknown keys come back as the key, like the real one.
const messages: Record<string, string> = {
  'auth.validation.required': 'required!',
  'auth.validation.invalid': 'invalid!',
  'auth.validation.emailInvalid': 'bad email',
  'auth.validation.passwordTooShort': 'min {min}',
  'auth.validation.passwordTooLong': 'max {max}',
  'auth.validation.passwordCommon': 'too common',
  'auth.validation.nameTooLong': 'name too long',
  'auth.validation.tooLong': 'too long',
  'auth.validation.termsRequired': 'accept!',
  'auth.validation.passwordIncorrect': 'wrong password',
  'auth.validation.invalidCharacters': 'unstorable',
  'auth.errors.INVALID_CREDENTIALS': 'wrong email or password',
  'auth.errors.TOKEN_EXPIRED': 'link expired',
  'ui.apiError.network': 'offline',
};
const t = (key: string, params: Record<string, string | number> = {}) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

const apiError = (status: number, code: string, details?: Record<string, string>) =>
  new ApiError({ status, code, message: `server says ${code}`, details });

describe('API detail codes → field messages', () => {
  it.each([
    ['email', 'required', 'required!'],
    ['email', 'invalid_email', 'bad email'],
    ['password', 'too_short', 'min 8'],
    ['password', 'too_long', 'max 128'],
    ['currentPassword', 'too_long', 'max 128'],
    ['displayName', 'too_long', 'name too long'],
    ['email', 'too_long', 'too long'],
    ['password', 'common_password', 'too common'],
    ['acceptTerms', 'must_accept', 'accept!'],
    ['locale', 'invalid_choice', 'invalid!'],
    ['currentPassword', 'incorrect', 'wrong password'],
    ['password', 'incorrect', 'wrong password'],
    ['displayName', 'invalid_characters', 'unstorable'],
  ])('%s: %s', (field, code, text) => {
    expect(validationMessage(code, t, field)).toBe(text);
  });
});

describe('formProblem', () => {
  const fields = ['email', 'password'] as const;

  it('puts details next to their fields and ignores fields the form does not have', () => {
    const problem = formProblem(
      apiError(400, 'VALIDATION_FAILED', { password: 'common_password', extra: 'unknown_field' }),
      fields,
      t,
    );
    expect(problem).toEqual({ fields: { password: 'too common' }, code: 'VALIDATION_FAILED' });
  });

  it('places a code on its field with our own words (same text whatever was wrong)', () => {
    const problem = formProblem(apiError(401, 'INVALID_CREDENTIALS'), fields, t, {
      INVALID_CREDENTIALS: 'password',
    });
    expect(problem.fields).toEqual({ password: 'wrong email or password' });
    expect(problem.form).toBeUndefined();
  });

  it('falls back to a form-level message: ours, else the API one, else the network text', () => {
    expect(formProblem(apiError(400, 'TOKEN_EXPIRED'), fields, t).form).toBe('link expired');
    expect(formProblem(apiError(429, 'TOO_MANY_REQUESTS'), fields, t).form).toBe(
      'server says TOO_MANY_REQUESTS',
    );
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' });
    expect(formProblem(offline, fields, t)).toEqual({
      fields: {},
      form: 'offline',
      code: 'NETWORK_ERROR',
    });
    expect(errorCodeMessage(new Error('boom'), t)).toBe('ui.apiError.generic');
  });
});
