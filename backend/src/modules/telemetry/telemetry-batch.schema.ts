import {
  EVENT_DATA_LIMITS,
  MAX_DURATION_MS,
  MAX_EVENTS_PER_BATCH,
  MAX_SCREEN_PIXELS,
  TELEMETRY_DEVICE_TYPES,
  TELEMETRY_EVENT_TYPES,
  TELEMETRY_STRING_LIMITS as LIMIT,
} from './telemetry-event';

const requiredText = (maxLength: number, minLength = 1) =>
  ({ type: 'string', minLength, maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const screenSize = { type: 'integer', minimum: 0, maximum: MAX_SCREEN_PIXELS } as const;

/** JSON Schema of POST /api/telemetry/batch, compiled once at boot (telemetry-batch.validator.ts). */
export const TELEMETRY_BATCH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS_PER_BATCH,
      items: {
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
      },
    },
  },
} as const;
