// Client-side checks of the accounts fields, with the API's limits from the contracts; each
// returns the `auth.validation` key of the problem.
import { ACCOUNT_FIELD_LIMITS } from '@tickrelay/contracts/endpoints/auth.endpoints';

export const PASSWORD_MIN_LENGTH = ACCOUNT_FIELD_LIMITS.passwordMin;
export const PASSWORD_MAX_LENGTH = ACCOUNT_FIELD_LIMITS.passwordMax;
export const DISPLAY_NAME_MAX_LENGTH = ACCOUNT_FIELD_LIMITS.displayNameMax;
export const EMAIL_MAX_LENGTH = ACCOUNT_FIELD_LIMITS.emailMax;

// Deliberately simple: one @, something on both sides, a dot in the domain. The API is the judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ValidationKey =
  | 'required'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'nameTooLong'
  | 'termsRequired';

export function validateEmail(value: string): ValidationKey | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX_LENGTH ? null : 'emailInvalid';
}

/** New passwords: 8 to 128 characters and nothing else (no composition rules, as NIST advises). */
export function validateNewPassword(value: string): ValidationKey | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

export function validateDisplayName(value: string): ValidationKey | null {
  if (!value.trim()) return 'required';
  return value.trim().length > DISPLAY_NAME_MAX_LENGTH ? 'nameTooLong' : null;
}
