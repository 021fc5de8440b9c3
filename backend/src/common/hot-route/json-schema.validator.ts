import type { ErrorDetails } from '@tickrelay/contracts/errors/api-error';
import { type DetailCode, ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';
import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps an error response small even for a body full of mistakes. */
export const MAX_DETAILS = 100;

export type BodyValidation<T> = { ok: true; value: T } | { ok: false; details: ErrorDetails };

/** A hot route's body check: 400 VALIDATION_FAILED with `details` when it fails. */
export interface BodyValidator<T> {
  validate(body: unknown): BodyValidation<T>;
}

/**
 * ajv keyword → the detail codes the rest of the API uses (validation-details.ts), most telling
 * first: when one field breaks several rules, the earliest entry wins.
 */
const KEYWORD_CODES: ReadonlyArray<readonly [string, DetailCode]> = [
  ['additionalProperties', 'unknown_field'],
  ['required', 'required'],
  ['type', 'invalid_type'],
  ['minLength', 'too_short'],
  ['maxLength', 'too_long'],
  ['format', 'invalid_format'],
  ['enum', 'invalid_choice'],
  ['const', 'invalid_choice'],
  ['minimum', 'too_small'],
  ['maximum', 'too_large'],
  ['minItems', 'too_few'],
  ['maxItems', 'too_many'],
  ['maxProperties', 'too_many'],
  ['pattern', 'invalid_format'],
];
const PRIORITY = new Map(KEYWORD_CODES.map(([keyword], index) => [keyword, index]));
const CODES = new Map(KEYWORD_CODES);
/** A format's own code where it says more than invalid_format. */
const FORMAT_CODES: Partial<Record<string, DetailCode>> = { uuid: 'invalid_uuid' };

function createAjv(): Ajv {
  return new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    coerceTypes: false,
    useDefaults: false,
    messages: false,
    formats: { uuid: UUID },
  });
}

function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function codeOf(error: ErrorObject): DetailCode {
  if (error.keyword === 'format') {
    const format = (error.params as { format?: string }).format ?? '';
    return FORMAT_CODES[format] ?? 'invalid_format';
  }
  return CODES.get(error.keyword) ?? 'invalid';
}

function locate(
  error: ErrorObject,
  body: unknown,
): { path: string[]; code: DetailCode } | undefined {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return { path: [...path, String(params.missingProperty)], code: 'required' };
  }
  if (error.keyword === 'additionalProperties') {
    return { path: [...path, String(params.additionalProperty)], code: 'unknown_field' };
  }
  // propertyNames reports once for the object and once for the bad key (with propertyName).
  if (error.keyword === 'propertyNames') return undefined;
  if (error.propertyName !== undefined) {
    return { path: [...path, error.propertyName], code: codeOf(error) };
  }
  if (error.keyword === 'type' && valueAt(body, path) === null) return { path, code: 'required' };
  return { path, code: codeOf(error) };
}

/** Flattens ajv errors into `{ "events.3.event_type": "invalid_choice" }`, one code per field. */
export function detailsFromErrors(errors: readonly ErrorObject[], body: unknown): ErrorDetails {
  const ranked = [...errors].sort(
    (a, b) => (PRIORITY.get(a.keyword) ?? 99) - (PRIORITY.get(b.keyword) ?? 99),
  );
  const details: ErrorDetails = {};
  let count = 0;
  for (const error of ranked) {
    const located = locate(error, body);
    if (!located) continue;
    const key = located.path.length > 0 ? located.path.join('.') : ROOT_FIELD;
    if (key in details) continue;
    details[key] = located.code;
    if (++count >= MAX_DETAILS) break;
  }
  return details;
}

export interface CompileOptions<T> {
  /** Rules a JSON Schema cannot say (unique ids across items…), run once the schema passed. */
  refine?: (value: T) => ErrorDetails | undefined;
}

/**
 * Compiles a JSON Schema once (strict ajv: unknown keywords are a boot error) into a hot route's
 * validator: no coercion, no defaults, every bad field reported with the API's detail codes.
 * Formats: `uuid`.
 */
export function compileJsonSchema<T>(
  schema: AnySchema,
  options: CompileOptions<T> = {},
): BodyValidator<T> {
  const check: ValidateFunction<T> = createAjv().compile<T>(schema);
  const refine = options.refine;
  return {
    validate(body: unknown): BodyValidation<T> {
      if (!check(body)) return { ok: false, details: detailsFromErrors(check.errors ?? [], body) };
      const details = refine?.(body);
      return details ? { ok: false, details } : { ok: true, value: body };
    },
  };
}
