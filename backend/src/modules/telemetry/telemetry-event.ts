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

/** At most this many events per POST /api/telemetry/batch (the client sends 10). */
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

export type EventDataValue = string | number | boolean | null;

/** One event as the browser sends it (spec §3); optional fields may also be null. */
export interface TelemetryEventInput {
  event_id: string;
  session_id: string;
  page_url: string;
  page_path: string;
  referrer?: string | null;
  browser_name: string;
  browser_version: string;
  os_name: string;
  device_type: TelemetryDeviceType;
  screen_width: number;
  screen_height: number;
  event_type: TelemetryEventType;
  event_name: string;
  event_data?: Record<string, EventDataValue> | null;
  user_id?: string | null;
  error_message?: string | null;
  stack_trace?: string | null;
  duration_ms?: number | null;
}

export interface TelemetryBatchInput {
  events: TelemetryEventInput[];
}
