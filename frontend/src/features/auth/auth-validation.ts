// Client-side checks, mirrored by the API; each returns the `auth.validation` key of the problem.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;

// Deliberately simple: one @, something on both sides, a dot in the domain. The API is the judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ValidationKey =
  | 'required'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordWeak'
  | 'passwordMismatch'
  | 'nameTooLong'
  | 'termsRequired';

export function validateEmail(value: string): ValidationKey | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? null : 'emailInvalid';
}

/** New passwords: length bounds and at least a letter and a digit. */
export function validateNewPassword(value: string): ValidationKey | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (!/[A-Za-z\u00C0-\u024F]/.test(value) || !/\d/.test(value)) return 'passwordWeak';
  return null;
}

export function validateConfirmation(password: string, confirmation: string): ValidationKey | null {
  if (!confirmation) return 'required';
  return password === confirmation ? null : 'passwordMismatch';
}

export function validateDisplayName(value: string): ValidationKey | null {
  if (!value.trim()) return 'required';
  return value.trim().length > DISPLAY_NAME_MAX_LENGTH ? 'nameTooLong' : null;
}

/** Field → message already in words (a validation key translated, or the API's message). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
