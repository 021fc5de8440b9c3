import {
  type CompleteTelemetryEvent,
  TELEMETRY_BATCH_SCHEMA,
  TELEMETRY_EVENT_SCHEMA,
  TELEMETRY_EVENT_TYPES,
} from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import Ajv from 'ajv';

import type { DeviceInfo } from './device-info';
import { buildEvent, sanitizeEventData, type EventInput } from './event-builder';
import { FIELD_LIMITS } from './telemetry-config';

const device: DeviceInfo = {
  browser_name: 'Firefox',
  browser_version: '143.0',
  os_name: 'Linux',
  device_type: 'desktop',
  screen_width: 1920,
  screen_height: 1080,
};
const context = { sessionId: 'a1b2c3d4-0000-4000-8000-000000000000', device, userId: null };
const page = { url: 'https://tickrelay.test/fr/blog?x=1', path: '/fr/blog', referrer: null };

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  type: 'page_view',
  name: 'Page View',
  page,
  ...overrides,
});

/** The API's JSON Schema, compiled as the API compiles it: no event the builder makes is refused. */
function apiValidator() {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i);
  return ajv.compile(TELEMETRY_BATCH_SCHEMA);
}

describe('buildEvent', () => {
  it('fills every field of the spec', () => {
    const event = buildEvent(
      input({ type: 'trace', name: 'Checkout', durationMs: 12.6, data: { step: 2 } }),
      { ...context, userId: 'user-42' },
    );
    expect(Object.keys(event).sort()).toEqual(
      Object.keys(TELEMETRY_EVENT_SCHEMA.properties).sort(),
    );
    expect(event).toMatchObject({
      session_id: context.sessionId,
      page_url: page.url,
      page_path: '/fr/blog',
      referrer: null,
      browser_name: 'Firefox',
      os_name: 'Linux',
      device_type: 'desktop',
      screen_width: 1920,
      event_type: 'trace',
      event_name: 'Checkout',
      event_data: { step: 2 },
      user_id: 'user-42',
      duration_ms: 13,
    });
    expect(event.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(buildEvent(input(), context).event_id).not.toBe(event.event_id);
  });

  it('cuts long values to what the API accepts', () => {
    const long = (length: number) => 'a'.repeat(length);
    const event = buildEvent(
      input({
        type: 'error',
        name: long(500),
        errorMessage: long(5000),
        stackTrace: long(20_000),
        page: { url: `https://x.test/${long(5000)}`, path: `/${long(5000)}`, referrer: long(9000) },
        durationMs: 10 ** 12,
      }),
      { ...context, userId: long(200) },
    );
    expect(event.event_name).toHaveLength(FIELD_LIMITS.event_name);
    expect(event.error_message).toHaveLength(FIELD_LIMITS.error_message);
    expect(event.stack_trace).toHaveLength(FIELD_LIMITS.stack_trace);
    expect(event.page_url).toHaveLength(FIELD_LIMITS.page_url);
    expect(event.page_path).toHaveLength(FIELD_LIMITS.page_path);
    expect(event.referrer).toHaveLength(FIELD_LIMITS.referrer);
    expect(event.user_id).toHaveLength(FIELD_LIMITS.user_id);
    expect(event.duration_ms).toBe(86_400_000);
  });

  it('never sends an empty name, a negative duration or a non-http page URL', () => {
    const event = buildEvent(
      input({
        name: '   ',
        durationMs: -5,
        page: { url: 'about:blank', path: 'docs', referrer: '' },
      }),
      context,
    );
    expect(event.event_name).toBe('page_view');
    expect(event.duration_ms).toBe(0);
    expect(event.page_url).toMatch(/^https?:\/\//);
    expect(event.page_path).toBe('/docs');
    expect(event.referrer).toBeNull();
  });
});

describe('secret parameters in URLs', () => {
  it('redacts an emailed token or code from page_url and referrer', () => {
    const event = buildEvent(
      input({
        page: {
          url: 'https://tickrelay.test/confirm?token=tok-123&lang=en',
          path: '/confirm',
          referrer: 'https://tickrelay.test/fr/update-password?code=c0de#access_token=at',
        },
      }),
      context,
    );
    expect(event.page_url).toBe('https://tickrelay.test/confirm?token=redacted&lang=en');
    expect(event.referrer).toBe(
      'https://tickrelay.test/fr/update-password?code=redacted#access_token=redacted',
    );
    expect(JSON.stringify(event)).not.toMatch(/tok-123|c0de|=at\b/);
  });
});

describe('sanitizeEventData', () => {
  it('keeps a flat object of short keys and scalar values', () => {
    const data = sanitizeEventData({
      ok: true,
      count: 3,
      nothing: null,
      skipped: undefined,
      infinite: Number.POSITIVE_INFINITY,
      nested: { a: [1, 2] },
      error: new Error('boom'),
      long: 'z'.repeat(3000),
      [`k${'e'.repeat(80)}`]: 'key too long',
    });
    expect(data).toEqual({
      ok: true,
      count: 3,
      nothing: null,
      infinite: null,
      nested: '{"a":[1,2]}',
      error: 'boom',
      long: 'z'.repeat(1000),
    });
  });

  it('keeps at most 20 keys, and null for nothing', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`k${index}`, index]));
    expect(Object.keys(sanitizeEventData(many)!)).toHaveLength(20);
    expect(sanitizeEventData({})).toBeNull();
    expect(sanitizeEventData(undefined)).toBeNull();
  });
});

describe('the API contract', () => {
  const validate = apiValidator();
  const batch = (events: CompleteTelemetryEvent[]) => ({ events });

  it('accepts an event of every type, including the biggest the builder makes', () => {
    const long = 'é'.repeat(10_000);
    const events = TELEMETRY_EVENT_TYPES.map((type) =>
      buildEvent(
        input({
          type,
          name: long,
          errorMessage: long,
          stackTrace: long,
          durationMs: 1234.5,
          data: Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`k${index}`, long])),
          page: { url: `https://x.test/${long}`, path: `/${long}`, referrer: long },
        }),
        { ...context, userId: long },
      ),
    );
    const valid = validate(batch(events));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('accepts the smallest event (nothing optional set)', () => {
    expect(validate(batch([buildEvent(input(), context)]))).toBe(true);
  });

  it('would reject a field the builder must never produce (the check can fail)', () => {
    const event = { ...buildEvent(input(), context), screen_width: 10.5 };
    expect(validate(batch([event]))).toBe(false);
  });
});
