import Ajv from 'ajv';

import {
  MAX_EVENTS_PER_BATCH,
  TELEMETRY_BATCH_SCHEMA,
  TELEMETRY_EVENT_TYPES,
  type CompleteTelemetryEvent,
} from './telemetry-event.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const event = (overrides: Partial<CompleteTelemetryEvent> = {}): CompleteTelemetryEvent => ({
  event_id: '6f1c2a9e-0000-4000-8000-000000000001',
  session_id: 'a1b2c3d4-0000-4000-8000-000000000000',
  page_url: 'https://tickrelay.test/fr/blog',
  page_path: '/fr/blog',
  referrer: null,
  browser_name: 'Safari',
  browser_version: '18.2',
  os_name: 'iOS',
  device_type: 'mobile',
  screen_width: 390,
  screen_height: 844,
  event_type: 'page_view',
  event_name: 'Page View',
  event_data: { locale: 'fr' },
  user_id: null,
  error_message: null,
  stack_trace: null,
  duration_ms: null,
  ...overrides,
});

describe('telemetry batch schema', () => {
  // Compiled as the API compiles it: strict, union types, the uuid format.
  const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
    .addFormat('uuid', UUID)
    .compile(TELEMETRY_BATCH_SCHEMA);

  it('accepts an event of every type', () => {
    const events = TELEMETRY_EVENT_TYPES.map((type) => event({ event_type: type }));
    expect(validate({ events })).toBe(true);
  });

  it('accepts optional fields left out', () => {
    const { referrer: _r, event_data: _d, user_id: _u, ...required } = event();
    expect(validate({ events: [required] })).toBe(true);
  });

  it.each([
    ['an unknown field', { events: [{ ...event(), extra: 1 }] }],
    ['an empty batch', { events: [] }],
    [
      'too many events',
      { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event()) },
    ],
    ['a fractional screen size', { events: [event({ screen_width: 10.5 })] }],
    ['a relative page URL', { events: [event({ page_url: '/fr/blog' })] }],
    ['nested event data', { events: [{ ...event(), event_data: { a: { b: 1 } } }] }],
    ['an event id that is no UUID', { events: [event({ event_id: 'nope' })] }],
  ])('refuses %s', (_name, body) => {
    expect(validate(body)).toBe(false);
  });
});
