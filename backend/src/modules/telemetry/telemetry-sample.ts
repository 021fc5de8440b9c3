import { randomUUID } from 'node:crypto';

import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

/**
 * Realistic events as the browser client sends them, for tests and the benchmark: a 10-event
 * batch of these is about 5.5 KB of JSON, like a real page-view batch.
 */
export function sampleEvent(overrides: Partial<TelemetryEvent> = {}): TelemetryEvent {
  return {
    event_id: randomUUID(),
    session_id: '6f1c0f5e-3b7a-4d1e-9f4c-2a8b7c6d5e4f',
    page_url: 'https://tickrelay.example/fr/docs/webhooks/payload-format',
    page_path: '/fr/docs/webhooks/payload-format',
    referrer: 'https://google.com/',
    browser_name: 'Chrome',
    browser_version: '126.0',
    os_name: 'Windows',
    device_type: 'desktop',
    screen_width: 1920,
    screen_height: 1080,
    event_type: 'page_view',
    event_name: 'page_view',
    event_data: { locale: 'fr', title: 'Payload' },
    user_id: null,
    error_message: null,
    stack_trace: null,
    duration_ms: null,
    ...overrides,
  };
}

export function sampleBatch(size = 10): { events: TelemetryEvent[] } {
  return { events: Array.from({ length: size }, () => sampleEvent()) };
}
