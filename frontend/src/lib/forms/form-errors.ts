// Turns API failures into what a form shows: messages next to the right fields (from `details`
// codes, or from the error code itself, e.g. INVALID_CREDENTIALS on the password) and a message
// for the form as a whole. Every text comes from the `auth` namespace in the page's language.
import { apiErrorMessage, ApiError } from '@/lib/api/api-client';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-validation';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

/** The `auth.validation` key for an API `details` code (snake_case) on a given field. */
function detailKey(field: string, code: string): string {
  switch (code) {
    case 'required':
      return 'required';
    case 'invalid_email':
      return 'emailInvalid';
    case 'too_short':
      return PASSWORD_FIELDS.has(field) ? 'passwordTooShort' : 'tooShort';
    case 'too_long':
      if (PASSWORD_FIELDS.has(field)) return 'passwordTooLong';
      return field === 'displayName' ? 'nameTooLong' : 'tooLong';
    case 'common_password':
      return 'passwordCommon';
    case 'invalid_characters':
      // A NUL or a broken emoji, mostly from a paste: the API cannot store it (issue 8).
      return 'invalidCharacters';
    case 'must_accept':
      return 'termsRequired';
    case 'incorrect':
      // A password the member had to re-enter (current password, account deletion).
      return PASSWORD_FIELDS.has(field) ? 'passwordIncorrect' : 'invalid';
    default:
      // Our own camelCase keys (client-side checks) pass through as they are.
      return code;
  }
}

/** A validation key or API `details` code in words; unknown codes get a generic text. */
export function validationMessage(code: string, t: Translate, field = ''): string {
  const key = `auth.validation.${detailKey(field, code)}`;
  const text = t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  return text === key ? t('auth.validation.invalid') : text;
}

/** Our text for an API error code, or the API's own (localised) message when we have none. */
export function errorCodeMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status > 0) {
    const key = `auth.errors.${error.code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return apiErrorMessage(error, t);
}

export interface FormProblem<F extends string, E = string> {
  fields: Partial<Record<F, string>>;
  /** For the form as a whole (rate limit, network, expired link…); undefined when a field has it. */
  form?: E;
  /** The API's error code (e.g. EMAIL_NOT_CONFIRMED), for forms that offer a way out. */
  code?: string;
}

/**
 * Where an API failure shows in a form. `codeFields` places error codes on a field (e.g.
 * INVALID_CREDENTIALS on the password); `details` codes go to their own fields.
 */
export function formProblem<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: Translate,
  codeFields: Partial<Record<string, F>> = {},
): FormProblem<F> {
  const problem: FormProblem<F> = { fields: {} };
  if (!(error instanceof ApiError)) {
    problem.form = apiErrorMessage(error, t);
    return problem;
  }
  problem.code = error.code;
  for (const [field, code] of Object.entries(error.details ?? {})) {
    if ((fields as readonly string[]).includes(field)) {
      problem.fields[field as F] = validationMessage(code, t, field);
    }
  }
  const codeField = codeFields[error.code];
  if (codeField && !problem.fields[codeField]) {
    problem.fields[codeField] = errorCodeMessage(error, t);
  }
  if (Object.keys(problem.fields).length === 0) problem.form = errorCodeMessage(error, t);
  return problem;
}
