// Shared by the telemetry tests: a valid event with every field, as the builder makes them.
import type { CompleteTelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

let counter = 0;

export function sampleEvent(
  overrides: Partial<CompleteTelemetryEvent> = {},
): CompleteTelemetryEvent {
  counter += 1;
  return {
    event_id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    session_id: 'session-1234',
    page_url: 'http://localhost/',
    page_path: '/',
    referrer: null,
    browser_name: 'Chrome',
    browser_version: '140.0.0.0',
    os_name: 'Linux',
    device_type: 'desktop',
    screen_width: 1280,
    screen_height: 800,
    event_type: 'page_view',
    event_name: 'Page View',
    event_data: null,
    user_id: null,
    error_message: null,
    stack_trace: null,
    duration_ms: null,
    ...overrides,
  };
}
