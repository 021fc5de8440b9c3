import { apiErrorMessage, ApiError } from '@/lib/api-client';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-validation';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A validation key (ours or an API `details` code) in words; unknown codes get a generic text. */
export function validationMessage(code: string, t: Translate): string {
  const key = `auth.validation.${code}`;
  const text = t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  return text === key ? t('auth.validation.invalid') : text;
}

/** Field errors the API returned in `details` ({field: code}), limited to the form's fields. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: Translate,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (error instanceof ApiError && error.details) {
    for (const field of fields) {
      const code = error.details[field];
      if (code) result[field] = validationMessage(code, t);
    }
  }
  return result;
}

/** The API's localised message (or the client's fallback for network failures). */
export function formErrorMessage(error: unknown, t: Translate): string {
  return apiErrorMessage(error, t);
}
