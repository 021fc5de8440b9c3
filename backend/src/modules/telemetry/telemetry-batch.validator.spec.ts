import { MAX_DETAILS } from '@/common/hot-route/json-schema.validator';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import { sampleBatch, sampleEvent } from './telemetry-sample';

describe('TelemetryBatchValidator', () => {
  const validator = new TelemetryBatchValidator();
  const detailsOf = (body: unknown) => {
    const result = validator.validate(body);
    if (result.ok) throw new Error('expected the batch to be rejected');
    return result.details;
  };
  const withEvent = (overrides: Record<string, unknown>, index = 0) => {
    const batch = sampleBatch(3) as unknown as { events: Record<string, unknown>[] };
    batch.events[index] = { ...batch.events[index], ...overrides };
    return batch;
  };

  it('accepts a realistic batch, every event type, device type and the optional fields', () => {
    expect(validator.validate(sampleBatch(10)).ok).toBe(true);
    const events = [
      ...['page_view', 'subscribe_click', 'link_click', 'login', 'signup', 'trace'].map(
        (event_type) => sampleEvent({ event_type: event_type as never }),
      ),
      sampleEvent({
        event_type: 'error',
        event_name: 'Global Error Handler',
        error_message: 'x is undefined',
        stack_trace: 'TypeError: x is undefined\n    at f (app.js:1:1)',
      }),
      sampleEvent({ device_type: 'mobile', duration_ms: 12.5, user_id: 'user-1' }),
      sampleEvent({ device_type: 'tablet', referrer: '', browser_version: '' }),
    ];
    const minimal = sampleEvent();
    for (const key of [
      'referrer',
      'event_data',
      'user_id',
      'error_message',
      'stack_trace',
      'duration_ms',
    ] as const) {
      delete minimal[key];
    }
    expect(validator.validate({ events: [...events, minimal] })).toMatchObject({ ok: true });
  });

  it('rejects a body that is not a batch', () => {
    expect(detailsOf([])).toEqual({ _body: 'invalid_type' });
    expect(detailsOf('hello')).toEqual({ _body: 'invalid_type' });
    expect(detailsOf({})).toEqual({ events: 'required' });
    expect(detailsOf({ events: {} })).toEqual({ events: 'invalid_type' });
    expect(detailsOf({ events: [] })).toEqual({ events: 'too_few' });
    expect(detailsOf({ events: [42] })).toEqual({ 'events.0': 'invalid_type' });
  });

  it('rejects more than 50 events', () => {
    expect(validator.validate(sampleBatch(50)).ok).toBe(true);
    expect(detailsOf(sampleBatch(51))).toEqual({ events: 'too_many' });
  });

  it('rejects unknown fields at the top and inside events', () => {
    expect(detailsOf({ ...sampleBatch(1), debug: true })).toEqual({ debug: 'unknown_field' });
    expect(detailsOf(withEvent({ ip: '1.2.3.4' }, 2))).toEqual({ 'events.2.ip': 'unknown_field' });
  });

  it.each([
    ['event_type', 'invalid_choice', 'purchase'],
    ['device_type', 'invalid_choice', 'watch'],
    ['event_id', 'invalid_uuid', 'not-a-uuid'],
    ['screen_width', 'invalid_type', 1920.5],
    ['screen_height', 'invalid_type', '1080'],
    ['screen_width', 'too_small', -1],
    ['screen_height', 'too_large', 100_001],
    ['duration_ms', 'too_small', -5],
    ['duration_ms', 'invalid_type', 'slow'],
    ['session_id', 'too_short', 'short'],
    ['session_id', 'invalid_format', 'has spaces in it'],
    ['session_id', 'too_long', 'a'.repeat(65)],
    ['page_url', 'invalid_format', 'javascript:alert(1)'],
    ['page_url', 'too_long', `https://x.example/${'a'.repeat(2048)}`],
    ['page_path', 'invalid_format', 'docs'],
    ['page_path', 'too_short', ''],
    ['referrer', 'too_long', 'r'.repeat(2049)],
    ['browser_name', 'too_long', 'b'.repeat(65)],
    ['browser_version', 'too_long', 'v'.repeat(65)],
    ['os_name', 'too_long', 'o'.repeat(65)],
    ['event_name', 'too_short', ''],
    ['event_name', 'too_long', 'n'.repeat(129)],
    ['user_id', 'too_long', 'u'.repeat(65)],
    ['error_message', 'too_long', 'e'.repeat(2001)],
    ['stack_trace', 'too_long', 's'.repeat(8001)],
    ['event_data', 'invalid_type', 'text'],
    ['event_data', 'invalid_type', [1, 2]],
    ['event_name', 'required', null],
    ['event_type', 'invalid_type', 7],
  ])('rejects a bad %s as %s', (field, code, value) => {
    expect(detailsOf(withEvent({ [field]: value }, 1))).toEqual({ [`events.1.${field}`]: code });
  });

  it('requires every mandatory field', () => {
    const event = sampleEvent() as unknown as Record<string, unknown>;
    delete event.event_type;
    delete event.screen_width;
    expect(detailsOf({ events: [event] })).toEqual({
      'events.0.event_type': 'required',
      'events.0.screen_width': 'required',
    });
  });

  it('keeps event_data flat, small and scalar', () => {
    expect(detailsOf(withEvent({ event_data: { nested: { a: 1 } } }))).toEqual({
      'events.0.event_data.nested': 'invalid_type',
    });
    expect(detailsOf(withEvent({ event_data: { note: 'x'.repeat(1001) } }))).toEqual({
      'events.0.event_data.note': 'too_long',
    });
    expect(detailsOf(withEvent({ event_data: { ['k'.repeat(65)]: 1 } }))).toEqual({
      [`events.0.event_data.${'k'.repeat(65)}`]: 'too_long',
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect(detailsOf(withEvent({ event_data: many }))).toEqual({
      'events.0.event_data': 'too_many',
    });
    expect(
      validator.validate(withEvent({ event_data: { a: 'x', b: 1, c: true, d: null } })).ok,
    ).toBe(true);
  });

  it('rejects the same event id twice in one batch', () => {
    const event = sampleEvent();
    const again = { ...sampleEvent(), event_id: event.event_id.toUpperCase() };
    expect(detailsOf({ events: [event, sampleEvent(), again] })).toEqual({
      'events.2.event_id': 'duplicate',
    });
  });

  it('reports every bad field at once, but caps the list', () => {
    expect(
      detailsOf({
        events: [sampleEvent({ event_type: 'nope' as never }), { ...sampleEvent(), extra: 1 }],
      }),
    ).toEqual({ 'events.0.event_type': 'invalid_choice', 'events.1.extra': 'unknown_field' });
    const garbage = { events: Array.from({ length: 50 }, () => ({ a: 1, b: 2, c: 3 })) };
    expect(Object.keys(detailsOf(garbage))).toHaveLength(MAX_DETAILS);
  });
});
