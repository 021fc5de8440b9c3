// The usage event the browser sends in batches to POST /api/telemetry/batch (spec §3). The API
// compiles this JSON Schema (ajv) and rejects a whole batch for one bad field; the SPA's event type
// is derived from it, and its builder keeps every value inside these limits.
import type { FromSchema } from 'json-schema-to-ts';

/** Event types of the spec; the browser client sends nothing else. */
export const TELEMETRY_EVENT_TYPES = [
  'page_view',
  'subscribe_click',
  'link_click',
  'login',
  'signup',
  'error',
  'trace',
] as const;
export type TelemetryEventType = (typeof TELEMETRY_EVENT_TYPES)[number];

export const TELEMETRY_DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type TelemetryDeviceType = (typeof TELEMETRY_DEVICE_TYPES)[number];

/** At most this many events per batch (the client sends 10). */
export const MAX_EVENTS_PER_BATCH = 50;

/** Longest accepted value of each string field, in characters. */
export const TELEMETRY_STRING_LIMITS = {
  session_id: 64,
  page_url: 2048,
  page_path: 1024,
  referrer: 2048,
  browser_name: 64,
  browser_version: 64,
  os_name: 64,
  event_name: 128,
  user_id: 64,
  error_message: 2000,
  stack_trace: 8000,
} as const;

/** event_data is a flat object of short keys and scalar values, kept small. */
export const EVENT_DATA_LIMITS = { keys: 20, keyLength: 64, stringValue: 1000 } as const;

export const MAX_SCREEN_PIXELS = 100_000;
/** One day: a trace longer than that is a bug, not a measurement. */
export const MAX_DURATION_MS = 86_400_000;

const LIMIT = TELEMETRY_STRING_LIMITS;
const requiredText = (maxLength: number, minLength = 1) =>
  ({ type: 'string', minLength, maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const screenSize = { type: 'integer', minimum: 0, maximum: MAX_SCREEN_PIXELS } as const;

/** JSON Schema of one event; ajv needs `format: 'uuid'` registered (the API adds it). */
export const TELEMETRY_EVENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'event_id',
    'session_id',
    'page_url',
    'page_path',
    'browser_name',
    'browser_version',
    'os_name',
    'device_type',
    'screen_width',
    'screen_height',
    'event_type',
    'event_name',
  ],
  properties: {
    event_id: { type: 'string', format: 'uuid' },
    session_id: {
      type: 'string',
      minLength: 8,
      maxLength: LIMIT.session_id,
      pattern: '^[A-Za-z0-9_-]+$',
    },
    page_url: { ...requiredText(LIMIT.page_url), pattern: '^https?://' },
    page_path: { ...requiredText(LIMIT.page_path), pattern: '^/' },
    referrer: optionalText(LIMIT.referrer),
    // Detection can fail in unusual browsers: empty is allowed, missing is not.
    browser_name: requiredText(LIMIT.browser_name, 0),
    browser_version: requiredText(LIMIT.browser_version, 0),
    os_name: requiredText(LIMIT.os_name, 0),
    device_type: { type: 'string', enum: TELEMETRY_DEVICE_TYPES },
    screen_width: screenSize,
    screen_height: screenSize,
    event_type: { type: 'string', enum: TELEMETRY_EVENT_TYPES },
    event_name: requiredText(LIMIT.event_name),
    event_data: {
      type: ['object', 'null'],
      maxProperties: EVENT_DATA_LIMITS.keys,
      propertyNames: { maxLength: EVENT_DATA_LIMITS.keyLength },
      additionalProperties: {
        type: ['string', 'number', 'boolean', 'null'],
        maxLength: EVENT_DATA_LIMITS.stringValue,
      },
    },
    user_id: optionalText(LIMIT.user_id),
    error_message: optionalText(LIMIT.error_message),
    stack_trace: optionalText(LIMIT.stack_trace),
    duration_ms: { type: ['number', 'null'], minimum: 0, maximum: MAX_DURATION_MS },
  },
} as const;

/** JSON Schema of the body of POST /api/telemetry/batch. */
export const TELEMETRY_BATCH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS_PER_BATCH,
      items: TELEMETRY_EVENT_SCHEMA,
    },
  },
} as const;

/** One event as the API accepts it: optional fields may be missing or null. */
export type TelemetryEvent = FromSchema<typeof TELEMETRY_EVENT_SCHEMA>;
/** An event with every field present (null when empty), as the browser client builds it. */
export type CompleteTelemetryEvent = Required<TelemetryEvent>;
export type TelemetryBatch = FromSchema<typeof TELEMETRY_BATCH_SCHEMA>;

export type EventData = NonNullable<TelemetryEvent['event_data']>;
export type EventDataValue = EventData[string];
