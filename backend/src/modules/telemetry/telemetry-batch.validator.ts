import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

import type { ErrorDetails } from '@/common/errors/app.exception';
import { ROOT_FIELD } from '@/common/validation/validation-details';

import { TELEMETRY_BATCH_SCHEMA } from './telemetry-batch.schema';
import type { TelemetryBatchInput } from './telemetry-event';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps an error response small even for a body full of mistakes. */
export const MAX_DETAILS = 100;

/**
 * ajv keyword → the detail codes the rest of the API uses (validation-details.ts), most telling
 * first: when one field breaks several rules, the earliest entry wins.
 */
const KEYWORD_CODES: ReadonlyArray<readonly [string, string]> = [
  ['additionalProperties', 'unknown_field'],
  ['required', 'required'],
  ['type', 'invalid_type'],
  ['minLength', 'too_short'],
  ['maxLength', 'too_long'],
  ['format', 'invalid_uuid'],
  ['enum', 'invalid_choice'],
  ['minimum', 'too_small'],
  ['maximum', 'too_large'],
  ['minItems', 'too_few'],
  ['maxItems', 'too_many'],
  ['maxProperties', 'too_many'],
  ['pattern', 'invalid_format'],
];
const PRIORITY = new Map(KEYWORD_CODES.map(([keyword], index) => [keyword, index]));
const CODES = new Map(KEYWORD_CODES);

export type BatchValidation =
  { ok: true; batch: TelemetryBatchInput } | { ok: false; details: ErrorDetails };

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

function locate(error: ErrorObject, body: unknown): { path: string[]; code: string } | undefined {
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
    return { path: [...path, error.propertyName], code: CODES.get(error.keyword) ?? 'invalid' };
  }
  if (error.keyword === 'type' && valueAt(body, path) === null) return { path, code: 'required' };
  return { path, code: CODES.get(error.keyword) ?? 'invalid' };
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

function duplicateIds(batch: TelemetryBatchInput): ErrorDetails | undefined {
  const seen = new Set<string>();
  let details: ErrorDetails | undefined;
  batch.events.forEach((event, index) => {
    const id = event.event_id.toLowerCase();
    if (seen.has(id)) (details ??= {})[`events.${index}.event_id`] = 'duplicate';
    seen.add(id);
  });
  return details;
}

/**
 * Strict validation of a telemetry batch: unknown fields, wrong types, out-of-range values and
 * duplicate event ids are all rejected. The schema is compiled once, when the class is built.
 */
export class TelemetryBatchValidator {
  private readonly check: ValidateFunction<TelemetryBatchInput>;

  constructor() {
    this.check = createAjv().compile<TelemetryBatchInput>(TELEMETRY_BATCH_SCHEMA);
  }

  validate(body: unknown): BatchValidation {
    if (!this.check(body)) {
      return { ok: false, details: detailsFromErrors(this.check.errors ?? [], body) };
    }
    const duplicates = duplicateIds(body);
    return duplicates ? { ok: false, details: duplicates } : { ok: true, batch: body };
  }
}
