import type { ErrorDetails } from '@tickrelay/contracts/errors/api-error';
import { type DetailCode, ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';
import type { ValidationError } from 'class-validator';

/**
 * class-validator constraint name → stable detail code, most telling first: when a field breaks
 * several rules, the earliest entry here wins (a missing field is "required", not "too_short").
 */
const CONSTRAINT_CODES: ReadonlyArray<readonly [string, DetailCode]> = [
  ['whitelistValidation', 'unknown_field'],
  ['isDefined', 'required'],
  ['isNotEmpty', 'required'],
  ['isString', 'invalid_type'],
  ['isInt', 'invalid_type'],
  ['isNumber', 'invalid_type'],
  ['isBoolean', 'invalid_type'],
  ['isObject', 'invalid_type'],
  ['isArray', 'invalid_type'],
  // Length before format: a 300-character address is reported as too long, not malformed.
  ['minLength', 'too_short'],
  ['maxLength', 'too_long'],
  // Custom constraints of the accounts DTOs (modules/auth/dto).
  ['mustAccept', 'must_accept'],
  ['commonPassword', 'common_password'],
  ['isEmail', 'invalid_email'],
  ['isUrl', 'invalid_url'],
  ['isUUID', 'invalid_uuid'],
  ['isIn', 'invalid_choice'],
  ['isEnum', 'invalid_choice'],
  ['min', 'too_small'],
  ['max', 'too_large'],
  ['arrayMinSize', 'too_few'],
  ['arrayMaxSize', 'too_many'],
  ['matches', 'invalid_format'],
  ['unknownValue', 'invalid_type'],
];

function codeFor(error: ValidationError): DetailCode | undefined {
  const names = Object.keys(error.constraints ?? {});
  if (names.length === 0) return undefined;
  if (error.value === undefined || error.value === null) {
    if (!names.includes('whitelistValidation')) return 'required';
  }
  const known = CONSTRAINT_CODES.find(([name]) => names.includes(name));
  return known ? known[1] : 'invalid';
}

/** Flattens class-validator errors into `{ "field.path": "code" }`. */
export function validationDetails(errors: ValidationError[], parentPath = ''): ErrorDetails {
  const details: ErrorDetails = {};
  for (const error of errors) {
    const property = error.property || ROOT_FIELD;
    const path = parentPath ? `${parentPath}.${property}` : property;
    const code = codeFor(error);
    if (code) details[path] = code;
    if (error.children?.length) Object.assign(details, validationDetails(error.children, path));
  }
  return details;
}
