import {
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELDS,
  type ContactField,
} from '@tickrelay/contracts/endpoints/contact.endpoints';

import { ApiError } from '@/lib/api/api-client';

export type ContactValues = Record<ContactField, string>;

// Lengths are the API's (CONTACT_FIELD_LIMITS), measured on trimmed values as the API trims.

/** The API's detail codes the form knows how to explain; anything else becomes `invalid`. */
export type FieldErrorCode =
  'required' | 'too_short' | 'too_long' | 'invalid_email' | 'invalid_characters' | 'invalid';
export type ContactFieldErrors = Partial<Record<ContactField, FieldErrorCode>>;

/** Errors that concern the whole form rather than one field. */
export type ContactFormError = 'rate_limited' | 'network' | 'generic';

// Deliberately simple: one @, something on both sides, a dot in the domain. The API is the judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '' };

export function validateContactField(field: ContactField, raw: string): FieldErrorCode | undefined {
  const value = raw.trim();
  const { min, max } = CONTACT_FIELD_LIMITS[field];
  if (value.length === 0) return 'required';
  if (value.length > max) return 'too_long';
  if (value.length < min) return 'too_short';
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'invalid_email';
  return undefined;
}

export function validateContact(values: ContactValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const code = validateContactField(field, values[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

const KNOWN_CODES: ReadonlySet<string> = new Set<FieldErrorCode>([
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_characters',
]);

function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/**
 * Splits a failed submission into errors shown next to fields and one error for the form. Details
 * about fields the form does not have (`locale`, an unknown field) cannot be fixed by the visitor,
 * so they become the generic form error.
 */
export function mapContactError(error: unknown): {
  fields: ContactFieldErrors;
  form?: ContactFormError;
} {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'generic' };
  if (error.status === 429) return { fields: {}, form: 'rate_limited' };
  if (error.status === 0) return { fields: {}, form: 'network' };

  const fields: ContactFieldErrors = {};
  let unexplained = false;
  for (const [name, code] of Object.entries(error.details ?? {})) {
    if (isContactField(name))
      fields[name] = KNOWN_CODES.has(code) ? (code as FieldErrorCode) : 'invalid';
    else unexplained = true;
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  return hasFieldErrors && !unexplained ? { fields } : { fields, form: 'generic' };
}

/** The `contact` namespace message for a field error. */
export function fieldErrorMessage(
  t: (key: string, params?: Record<string, string | number>) => string,
  field: ContactField,
  code: FieldErrorCode,
  formatNumber: (value: number) => string = String,
): string {
  const min = formatNumber(CONTACT_FIELD_LIMITS[field].min);
  const max = formatNumber(CONTACT_FIELD_LIMITS[field].max);
  switch (code) {
    case 'required':
      return t(`contact.fields.${field}.required`);
    case 'too_short':
      return t('contact.errors.tooShort', { min });
    case 'too_long':
      return t('contact.errors.tooLong', { max });
    case 'invalid_email':
      return t('contact.errors.invalidEmail');
    case 'invalid_characters':
      return t('contact.errors.invalidCharacters');
    default:
      return t('contact.errors.invalid');
  }
}
