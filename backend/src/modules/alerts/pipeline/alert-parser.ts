import { type AlertOrder, toAlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import {
  ALERT_LIMITS,
  ALERT_PAYLOAD_SCHEMA,
  type AlertPayload,
  PRICE_TEXT_PATTERN,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { readAlertMessage } from '@tickrelay/contracts/alert-payload/alert-reader';
import type {
  AlertFormat,
  AlertReadCode,
  AlertWarning,
} from '@tickrelay/contracts/alert-payload/alert-reader.types';
import type { DeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';
import Ajv, { type ErrorObject } from 'ajv';

import { isStorableText } from '@/common/validation/storable-text';

import { alertTimeMs } from './alert-time';

/** What the log shows of an alert, as far as it could be read (even a refused one). */
export interface AlertFields {
  action: string | null;
  ticker: string | null;
  quantity: number | null;
  alertId: string | null;
}

export type AlertRefusalCode = Extract<DeliveryCode, AlertReadCode>;

/** The format it was read as and the keys it did not use, whatever the verdict. */
interface AlertReading {
  fields: AlertFields;
  format: AlertFormat | null;
  warnings: AlertWarning[];
}

export type AlertParse =
  | ({ ok: true; order: AlertOrder } & AlertReading)
  | ({ ok: false; code: AlertRefusalCode; field: string | null } & AlertReading);

const NO_FIELDS: AlertFields = { action: null, ticker: null, quantity: null, alertId: null };
const UNREAD = { fields: NO_FIELDS, format: null, warnings: [] };

const PLACEHOLDER = /\{\{[^{}]*\}\}/;
const PRICE_TEXT = new RegExp(PRICE_TEXT_PATTERN);
/** Free text where any placeholder may stay (the schema's comment). */
const FREE_TEXT_POINTERS = new Set(['/comment']);

/** NUL and lone UTF-16 surrogates: text PostgreSQL cannot store (or that was not UTF-8). */
export function hasUnstorableText(text: string): boolean {
  return !isStorableText(text);
}

/** A pointer longer than this (an unknown key of 10,000 characters) is cut: it is only shown. */
export const FIELD_MAX_CHARS = 200;

/** RFC 6901: a JSON pointer from its segments. */
export function jsonPointer(segments: readonly string[]): string {
  const pointer = segments
    .map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
  return pointer.length > FIELD_MAX_CHARS ? `${pointer.slice(0, FIELD_MAX_CHARS - 1)}…` : pointer;
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The most telling ajv errors first (as the API's validation details rank them). */
const KEYWORD_PRIORITY = [
  'additionalProperties',
  'required',
  'type',
  'minLength',
  'maxLength',
  'enum',
  'const',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'minProperties',
  'maxProperties',
  'pattern',
];
const rank = (error: ErrorObject) => {
  const index = KEYWORD_PRIORITY.indexOf(error.keyword);
  return index === -1 ? KEYWORD_PRIORITY.length : index;
};

function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const extra =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : undefined;
  if (extra === undefined) return error.instancePath;
  return jsonPointer([...error.instancePath.split('/').slice(1).map(unescapePointer), extra]);
}

type TextProblem = {
  code: 'ALERT_INVALID_TEXT' | 'ALERT_UNFILLED_PLACEHOLDER';
  /** Null for the body itself. */
  field: string | null;
};

const pointerOrRoot = (path: readonly string[]) => (path.length > 0 ? jsonPointer(path) : null);

/**
 * The first string (key or value) PostgreSQL could not store — JSON escapes such as \u0000 or a
 * lone \ud800 decode to exactly that — or the first value still holding a {{…}} placeholder, as a
 * JSON pointer. Iterative, and bounded in depth: a body is at most 16 KB but may nest deeply.
 */
function textProblem(value: unknown): TextProblem | undefined {
  let placeholder: string | undefined;
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const pointer = jsonPointer(path);
      if (hasUnstorableText(current))
        return { code: 'ALERT_INVALID_TEXT', field: pointerOrRoot(path) };
      if (
        placeholder === undefined &&
        PLACEHOLDER.test(current) &&
        !FREE_TEXT_POINTERS.has(pointer)
      )
        placeholder = pointer;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current as Record<string, unknown>).reverse()) {
        const at = [...path, key];
        // The pointer of the object holding the key: the key itself cannot be stored.
        if (hasUnstorableText(key))
          return { code: 'ALERT_INVALID_TEXT', field: pointerOrRoot(path) };
        if (at.length <= 32) stack.push({ value: inner, path: at });
      }
    }
  }
  return placeholder === undefined
    ? undefined
    : { code: 'ALERT_UNFILLED_PLACEHOLDER', field: placeholder };
}

const shortText = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !hasUnstorableText(value)
    ? value
    : null;

/** What can be shown of a body that parsed as JSON, whether or not it is a valid alert. */
export function fieldsOf(value: unknown): AlertFields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO_FIELDS;
  const body = value as Record<string, unknown>;
  const quantity = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
  return {
    action: shortText(body.action, 16),
    ticker: shortText(body.ticker, ALERT_LIMITS.tickerMaxLength),
    quantity:
      typeof quantity === 'number' && Number.isSafeInteger(quantity) && Math.abs(quantity) < 2 ** 31
        ? quantity
        : null,
    alertId: shortText(body.id, ALERT_LIMITS.idMaxLength),
  };
}

/**
 * Reads an alert's body, whatever its content type, through the contracts' one reader
 * (alert-reader.ts: the formats, leniency, warnings and its own refusal codes): text PostgreSQL
 * cannot store → ALERT_INVALID_TEXT; not any format → ALERT_NOT_JSON; a `{{…}}` left unfilled →
 * ALERT_UNFILLED_PLACEHOLDER; what the reader refuses → its code with the field's JSON pointer in
 * the member's own message. What it accepts is checked once more against ALERT_PAYLOAD_SCHEMA
 * (ajv strict, compiled once, no coercion), then turned into the order.
 */
export class AlertParser {
  private readonly check = new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    coerceTypes: false,
    useDefaults: false,
    messages: false,
  }).compile<AlertPayload>(ALERT_PAYLOAD_SCHEMA);

  parse(body: string): AlertParse {
    if (hasUnstorableText(body)) {
      return { ok: false, code: 'ALERT_INVALID_TEXT', field: null, ...UNREAD };
    }
    const read = readAlertMessage(body, textProblem);
    if (!read.ok) {
      const { code, field, format, warnings } = read;
      return { ok: false, code, field, fields: fieldsOf(read.partial), format, warnings };
    }
    const { format, warnings, payload } = read;
    const fields = fieldsOf(payload);
    const refuse = (field: string | null): AlertParse => ({
      ok: false,
      code: 'ALERT_INVALID',
      field,
      fields,
      format,
      warnings,
    });
    if (!this.check(payload)) {
      const errors = [...(this.check.errors ?? [])].sort((a, b) => rank(a) - rank(b));
      const first = errors.find((error) => error.keyword !== 'if' && error.keyword !== 'anyOf');
      const field = first ? pointerOf(first) : '';
      return refuse(field === '' ? null : field);
    }
    const order = toAlertOrder(payload);
    // A JSON number may be finite yet too large for plain decimal text (1e300).
    if (order.price !== null && !PRICE_TEXT.test(order.price)) return refuse(read.fieldOf('price'));
    // The pattern lets through dates that do not exist (2026-02-30).
    if (order.time !== null && alertTimeMs(order.time) === undefined)
      return refuse(read.fieldOf('time'));
    return { ok: true, order, fields, format, warnings };
  }
}
