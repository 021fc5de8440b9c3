// The values of `details` in a VALIDATION_FAILED answer: `{ "field.path": <code> }`, one code per
// field, the most telling one when a field breaks several rules.

export const DETAIL_CODES = [
  'required',
  'unknown_field',
  'invalid_type',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'invalid_email',
  'invalid_url',
  'invalid_uuid',
  'invalid_choice',
  'invalid_format',
  /** The password must not be one of the most common ones. */
  'common_password',
  /** Text PostgreSQL cannot store: a NUL character or a lone UTF-16 surrogate. */
  'invalid_characters',
  /** A box (such as the terms) must be ticked. */
  'must_accept',
  /** A password the member had to re-enter (current password, account deletion) is wrong. */
  'incorrect',
  /** The same value twice where each must be unique (telemetry event ids in one batch). */
  'duplicate',
  /** Any other broken rule. */
  'invalid',
] as const;

export type DetailCode = (typeof DETAIL_CODES)[number];

/** Name of the pseudo-field used when the body itself is not an object. */
export const ROOT_FIELD = '_body';

export function isDetailCode(value: unknown): value is DetailCode {
  return typeof value === 'string' && (DETAIL_CODES as readonly string[]).includes(value);
}
